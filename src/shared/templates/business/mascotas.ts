import type { BusinessTemplate } from '../types';

/** Pet shop y peluquería canina: alimentos, accesorios, envíos, baño y corte, paseos y guardería. */
export const template: BusinessTemplate = {
  businessType: 'mascotas',
  categoryKey: 'materials',
  intents: [
    {
      name: 'Productos',
      concept: 'catalog',
      questions: [
        '¿Qué venden?',
        '¿Tienen camas para perros?',
        '¿Venden piedritas para gatos?',
        '¿Tienen juguetes para cachorros?',
        '¿Venden cosas para peces o pájaros?',
        '¿Tienen transportadoras?',
      ],
      description:
        'Tenemos alimentos, piedras sanitarias, accesorios, juguetes, camas y [otros productos]. Atendemos perros, gatos y [otras especies]. Pregúntanos por lo que buscas y te mandamos fotos.',
    },
    {
      name: 'Alimento balanceado',
      concept: 'stock',
      questions: [
        '¿Tienen Royal Canin para cachorro?',
        '¿Les queda la bolsa de 20 kilos?',
        '¿Qué marcas de alimento trabajan?',
        '¿Venden alimento suelto por kilo?',
        '¿Tienen alimento para gatos castrados?',
        '¿Tenés comida medicada o renal?',
      ],
      description:
        'Trabajamos [marcas de alimento] en bolsa cerrada y [si venden suelto por kilo]. Dinos la marca, la línea y el tamaño que buscas y te confirmamos si lo tenemos. Los alimentos medicados: [si los tienen o los encargan].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la bolsa de 15 kg?',
        '¿Qué precio tiene el alimento para gatos?',
        '¿Me pasás la lista de precios?',
        '¿Cuánto cuesta un collar antipulgas?',
        'cuanto esta el kilo de alimento suelto',
      ],
      description:
        'Los precios cambian según la marca y el tamaño: escríbenos qué buscas al [tu número de WhatsApp] y te pasamos el precio del día. Lista de precios: [dónde ver la lista de precios].',
    },
    {
      name: 'Envíos a domicilio',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos?',
        '¿Me traen la bolsa de alimento a casa?',
        '¿Cuánto cobran el envío?',
        '¿Envían gratis a partir de cierto monto?',
        '¿Qué días reparten?',
        '¿Llegan hasta mi barrio?',
      ],
      description:
        'Sí, enviamos a [zonas de envío] [días y horario de entrega]. El envío cuesta [costo del envío] y es gratis desde [monto mínimo para envío gratis]. Pide por WhatsApp al [tu número de WhatsApp].',
    },
    {
      name: 'Turno de peluquería canina',
      concept: 'booking',
      questions: [
        '¿Tenés turno para bañar a mi perro?',
        'Quiero sacar turno de peluquería para el sábado',
        '¿Me puede dar una cita para corte de pelo del perro?',
        '¿Atienden sin turno?',
        '¿Hay lugar mañana para un caniche?',
      ],
      description:
        'Pide tu turno al [tu número de WhatsApp]: dinos la raza, el tamaño y qué servicio quieres. Trabajamos solo con turno para que tu mascota espere lo menos posible.',
    },
    {
      name: 'Baño y corte',
      questions: [
        '¿Cuánto sale el baño?',
        '¿Cuánto cobran el baño y corte para un perro grande?',
        '¿Cuánto tardan con el baño?',
        '¿Bañan gatos?',
        '¿Hacen deslanado?',
        '¿Cortan uñas y limpian oídos?',
        '¿Usan productos antipulgas en el baño?',
      ],
      description:
        'Precios según tamaño:\n\n- Perro chico: [precio del baño para perro chico]\n- Perro mediano: [precio del baño para perro mediano]\n- Perro grande: [precio del baño para perro grande]\n\nEl corte suma [precio del corte]. Incluye [qué incluye el baño]. Tu mascota está lista en unas [duración del baño y corte]. Gatos: [si bañan gatos].',
    },
    {
      name: 'Paseos y guardería',
      concept: 'home-service',
      questions: [
        '¿Tienen paseador de perros?',
        '¿Pasan a buscar al perro a casa para bañarlo?',
        '¿Tienen guardería canina?',
        'Me voy de vacaciones, ¿me cuidan al perro?',
        '¿Cuánto sale el paseo por día?',
      ],
      description:
        'Ofrecemos [paseos, guardería o alojamiento]. Buscamos y llevamos a tu mascota en [zona de búsqueda] por [costo de la búsqueda]. Para la guardería pedimos [requisitos de la guardería: vacunas, castración, buen trato con otros perros].',
    },
    {
      name: 'Talles de ropa y arneses',
      concept: 'sizes',
      questions: [
        '¿Qué talle de arnés le va a un labrador?',
        '¿Cómo mido a mi perro para la ropa?',
        '¿Tienen camas grandes?',
        '¿Tienen correas para perros chicos?',
        '¿Qué tamaño de transportadora necesito para un gato?',
      ],
      description:
        'Para elegir el talle medimos el contorno del cuello, el del pecho y el largo del lomo. Mándanos esas medidas y la raza al [tu número de WhatsApp] y te decimos qué talle le va. Tabla de talles: [dónde ver la tabla de talles].',
    },
    {
      name: 'Ventas por mayor',
      concept: 'wholesale',
      questions: [
        '¿Venden por mayor?',
        '¿Hacen precio para criaderos?',
        '¿Tienen descuento para refugios?',
        'Si compro varias bolsas, ¿me hacen precio?',
        '¿Venden a otros pet shops?',
      ],
      description:
        'Sí, tenemos precios por cantidad desde [compra mínima por mayor]. Para refugios y criaderos: [descuentos para refugios y criaderos]. Pide la lista mayorista al [tu número de WhatsApp].',
    },
    {
      name: 'Cambios',
      concept: 'returns',
      questions: [
        'Mi perro no quiso el alimento, ¿lo puedo cambiar?',
        'El arnés le quedó chico, ¿me lo cambian?',
        '¿Hacen cambios?',
        '¿Tengo que traer el ticket para cambiar?',
        '¿Cuántos días tengo para cambiar un producto?',
      ],
      description:
        'Cambiamos productos sin uso y con su etiqueta dentro de [plazo para cambios], con el ticket. Alimentos: [política de cambios de alimentos abiertos].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene el pet shop?',
        '¿Abren los domingos?',
        '¿Hasta qué hora atienden?',
        '¿Abren al mediodía?',
        'a que hora abren',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. La peluquería atiende [horario de la peluquería].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el local?',
        '¿Cuál es la dirección?',
        'Pasame la ubicación',
        '¿Puedo ir con mi perro al local?',
        '¿Tienen estacionamiento para cargar las bolsas?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar o estacionar]. Tu mascota es bienvenida en el local.',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar con transferencia?',
        '¿Se paga al recibir el pedido?',
        '¿Tienen descuento en efectivo?',
        '¿Aceptan Mercado Pago?',
      ],
      description:
        'Aceptamos [medios de pago]. En los envíos puedes pagar [cómo se pagan los envíos]. [Descuentos según el medio de pago].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número hago el pedido?',
        '¿Cuál es su Instagram?',
        'Quiero hablar con la peluquera canina',
        '¿Cómo los contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Fotos de los perritos que pasan por la peluquería en Instagram: [tu Instagram].',
    },
  ],
};
