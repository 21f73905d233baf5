import type { BusinessTemplate } from '../types';

/** Imprenta y gráfica: tarjetas, volantes, stickers, cartelería, sublimación, copias, archivos y demoras. */
export const template: BusinessTemplate = {
  businessType: 'imprenta',
  categoryKey: 'vr',
  intents: [
    {
      name: 'Tarjetas personales',
      concept: 'prices',
      questions: [
        '¿Cuánto salen 100 tarjetas personales?',
        '¿Cuánto cuestan las tarjetas de presentación?',
        'precio de mil tarjetas doble faz',
        '¿Hacen tarjetas con laminado mate?',
        '¿Tienen lista de precios?',
        '¿Cuál es la cantidad mínima?',
      ],
      description:
        'Tarjetas personales en [tipo de papel]:\n\n- 100 unidades: [precio de 100 tarjetas]\n- 500 unidades: [precio de 500 tarjetas]\n- 1000 unidades: [precio de 1000 tarjetas]\n\nTerminaciones como laminado mate, brillante o puntas redondeadas: [precio de las terminaciones]. Otros productos, a pedido.',
    },
    {
      name: 'Volantes y folletos',
      questions: [
        '¿Hacen volantes?',
        '¿Cuánto salen mil flyers?',
        'Necesito folletos a color para repartir',
        '¿Imprimen catálogos y revistas?',
        '¿Hacen talonarios y facturas?',
        '¿Imprimen menús para restaurante?',
      ],
      description:
        'Sí, imprimimos volantes, folletos, dípticos, trípticos, catálogos, menús y talonarios. Como referencia, 1000 volantes a color salen [precio de 1000 volantes]. El precio depende del tamaño, el papel y la cantidad: pídenos presupuesto con esos datos.',
    },
    {
      name: 'Presupuesto',
      concept: 'quote',
      questions: [
        '¿Me pasan un presupuesto?',
        'Quiero cotizar 500 bolsas con logo',
        '¿Qué datos necesitan para presupuestar?',
        'cuanto me sale este trabajo? te mando el archivo',
        '¿Me cotizan por correo?',
      ],
      description:
        'Envíanos al [tu número de WhatsApp] o a [tu correo]:\n\n- Qué quieres imprimir\n- Medida y cantidad\n- Tipo de papel o material, si lo sabes\n- Si ya tienes el diseño o hay que hacerlo\n\nTe respondemos con el presupuesto en [tiempo de respuesta del presupuesto].',
    },
    {
      name: 'Stickers y etiquetas',
      questions: [
        '¿Hacen stickers?',
        'Necesito etiquetas para mis frascos',
        '¿Cuánto salen los stickers troquelados?',
        '¿Hacen vinilos para la vidriera?',
        '¿Los stickers son resistentes al agua?',
        '¿Imprimen etiquetas en rollo?',
      ],
      description:
        'Sí, hacemos stickers y etiquetas [tipos de stickers y etiquetas] en [materiales]. Resistentes al agua: [si lo son o con qué material]. Como referencia, [cantidad de referencia] stickers salen [precio de referencia de stickers].',
    },
    {
      name: 'Cartelería y lonas',
      questions: [
        '¿Hacen carteles para local?',
        '¿Imprimen banners?',
        '¿Cuánto sale una lona de 2 x 1?',
        'Necesito un roll up para una feria',
        '¿Hacen ploteo de vehículos?',
        '¿Colocan el cartel?',
      ],
      description:
        'Sí, hacemos lonas, banners, roll ups, carteles rígidos, vinilos y [otros productos de cartelería]. El metro cuadrado de lona sale [precio del metro cuadrado de lona] y un roll up [precio del roll up].\n\nColocación: [si colocan y su precio].',
    },
    {
      name: 'Sublimación y personalizados',
      concept: 'custom-orders',
      questions: [
        '¿Hacen tazas personalizadas?',
        '¿Estampan remeras con foto?',
        'quiero 20 tazas con el logo de mi empresa',
        '¿Sublimando una foto cuánto sale?',
        '¿Hacen gorras y bolsas con logo?',
        '¿Hacen souvenirs para cumpleaños?',
      ],
      description:
        'Sí, personalizamos tazas, remeras, gorras, bolsas, llaveros y [otros productos personalizados] con tu foto, nombre o logo. Una taza sale [precio de la taza personalizada]; por cantidad, [descuento por cantidad].\n\nPara fechas especiales, encarga con [anticipación recomendada].',
    },
    {
      name: 'Impresiones y fotocopias',
      concept: 'catalog',
      questions: [
        '¿Cuánto sale la fotocopia?',
        '¿Imprimen a color?',
        'Necesito imprimir un trabajo práctico',
        '¿Anillan?',
        '¿Imprimen planos en A1?',
        '¿Plastifican documentos?',
        'cuanto la impresion blanco y negro',
      ],
      description:
        'Sí:\n\n- Copia o impresión en blanco y negro: [precio de la copia en blanco y negro]\n- A color: [precio de la copia a color]\n- Planos: [precio de los planos]\n- Anillado: [precio del anillado]\n- Plastificado: [precio del plastificado]\n\nMándanos el archivo en PDF y lo tienes listo para retirar.',
    },
    {
      name: 'Archivo y diseño',
      concept: 'requirements',
      questions: [
        '¿En qué formato les mando el archivo?',
        '¿Me hacen el diseño?',
        'No tengo logo, ¿me lo diseñan?',
        '¿El diseño tiene costo?',
        '¿Me mandan una prueba antes de imprimir?',
        '¿Lo puedo mandar en Word?',
      ],
      description:
        'Lo ideal es un PDF en alta resolución, con [requisitos del archivo: sangrado, CMYK, textos en curvas]. Si lo tienes en otro formato, mándalo igual y lo revisamos.\n\nSi no tienes diseño, lo hacemos por [precio del diseño]. Antes de imprimir te enviamos una prueba para que la apruebes.',
    },
    {
      name: 'Cuánto demora',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en hacer las tarjetas?',
        '¿Lo tienen para mañana?',
        '¿Hacen trabajos urgentes?',
        'en cuantos dias esta listo',
        'Lo necesito hoy, ¿se puede?',
      ],
      description:
        'Los tiempos habituales son: copias e impresiones [plazo de copias], tarjetas y volantes [plazo de tarjetas y volantes], cartelería y personalizados [plazo de cartelería y personalizados]. El plazo corre desde que apruebas la prueba y pagas la seña. Trabajos urgentes: [recargo por urgencia].',
    },
    {
      name: 'Pedidos por cantidad',
      concept: 'wholesale',
      questions: [
        '¿Hacen precio por cantidad?',
        'Somos una agencia y mandamos trabajos seguido, ¿tienen precio para revendedores?',
        '¿Cuánto baja el precio si pido 5000?',
        'trabajan con empresas?',
        '¿Tienen cuenta corriente?',
      ],
      description:
        'Sí, a mayor cantidad, mejor precio por unidad: [escala de precios por cantidad]. Para agencias, diseñadores y revendedores tenemos [condiciones para revendedores]. Empresas: [condiciones para empresas].',
    },
    {
      name: 'Envíos y retiro',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos?',
        '¿Mandan a otras ciudades?',
        '¿Puedo pasar a retirar?',
        'cuanto cuesta el envio',
        '¿Me lo llevan a la oficina?',
      ],
      description:
        'Puedes retirar tu pedido en [tu dirección]. Enviamos a [zonas de envío] por [costo del envío] y a otras ciudades por [empresa de envíos].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿A qué hora abren?',
        '¿Atienden los sábados?',
        'hasta que hora puedo pasar a buscar',
        '¿Cierran al mediodía?',
        '¿Abren en feriados?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la imprenta?',
        '¿Cuál es la dirección?',
        'pasame la ubicación',
        '¿En qué barrio están?',
        '¿Hay lugar para estacionar?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué correo mando el archivo?',
        'Quiero hablar con alguien de la gráfica',
        '¿Cómo los contacto?',
        '¿Me pueden llamar?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía tus archivos a [tu correo]. Trabajos y novedades en [tu Instagram].',
    },
  ],
};
