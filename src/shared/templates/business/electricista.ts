/** Electricistas: instalaciones, tableros, cortes de luz, certificados y urgencias a domicilio. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'electricista',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Trabajos que hacemos',
      concept: 'catalog',
      questions: [
        '¿Qué trabajos hacen?',
        '¿Instalan ventiladores de techo?',
        '¿Hacen instalaciones eléctricas completas?',
        '¿Colocan lámparas y luces LED?',
        '¿Instalan aires acondicionados?',
        '¿Agregan tomas y enchufes?',
        '¿Hacen la instalación de una casa nueva?',
      ],
      description:
        'Hacemos:\n\n- [instalaciones nuevas y ampliaciones]\n- [reparaciones, tomas, luminarias y ventiladores]\n- [tableros, puesta a tierra y otros servicios]\n\nSi necesitas otra cosa, cuéntanos y te decimos si podemos hacerlo.',
    },
    {
      name: 'Urgencias y cortes de luz',
      concept: 'emergency',
      questions: [
        'Se me cortó la luz en toda la casa',
        'Salta la térmica y no la puedo subir',
        'Hay olor a quemado en un enchufe',
        '¿Atienden urgencias de noche?',
        'Es urgente, me quedé sin luz',
        '¿Pueden venir hoy mismo?',
      ],
      description:
        'Atendemos urgencias [días y horario de urgencias], con un recargo de [recargo por urgencia]. Llámanos al [tu teléfono].\n\nMientras tanto: si hay olor a quemado, chispas o humo, baja la llave general y no toques cables ni enchufes. Si el corte es en todo el barrio, es de la distribuidora: [cómo reclamar a la distribuidora].',
    },
    {
      name: 'Tableros, disyuntor y puesta a tierra',
      questions: [
        '¿Cambian tableros eléctricos?',
        '¿Me instalan un disyuntor?',
        'La casa no tiene descarga a tierra, ¿la pueden hacer?',
        'Me da patada la ducha eléctrica',
        '¿Cuánto sale poner un disyuntor diferencial?',
      ],
      description:
        'Sí, armamos y cambiamos tableros, colocamos [disyuntores, térmicas, jabalina y puesta a tierra]. Es lo más importante para la seguridad de tu casa. El trabajo cuesta desde [precio de tablero o disyuntor]; te confirmamos el precio al ver la instalación.',
    },
    {
      name: 'Precio de la visita',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran la visita?',
        '¿Cuánto sale poner un ventilador de techo?',
        '¿Cuánto cobrás por boca?',
        '¿Cobran por hora?',
        '¿Cuánto cuesta revisar por qué salta la térmica?',
      ],
      description:
        'La visita cuesta [precio de la visita] y [si se descuenta del trabajo]. Algunos precios de referencia:\n\n- [trabajo y precio]\n- [trabajo y precio]\n\nPara el resto te damos el precio antes de empezar.',
    },
    {
      name: 'Pedir un presupuesto',
      concept: 'quote',
      questions: [
        'Necesito presupuesto para la instalación de un local',
        '¿Me cotizás por foto?',
        '¿Qué datos necesitan para el presupuesto?',
        'Quiero rehacer toda la instalación del departamento, ¿cuánto sería?',
        '¿El presupuesto tiene costo?',
      ],
      description:
        'Envíanos por WhatsApp al [tu número de WhatsApp] fotos del tablero y de lo que necesitas, los metros aproximados y tu zona. Para trabajos grandes vamos a ver la instalación y te pasamos el presupuesto en [tiempo de entrega del presupuesto]. [Si el presupuesto tiene costo].',
    },
    {
      name: 'Materiales',
      questions: [
        '¿Los materiales los pongo yo o los traen ustedes?',
        '¿El precio incluye el cable?',
        '¿Qué materiales tengo que comprar?',
        '¿Puedo comprar yo las lámparas?',
        '¿Qué marca de materiales usan?',
      ],
      description:
        '[Si los materiales los pone el cliente o los incluyes en el presupuesto]. Trabajamos con [marcas o calidad de materiales]. Si los compras tú, te pasamos la lista exacta para que no falte nada.',
    },
    {
      name: 'Certificados y matrícula',
      concept: 'requirements',
      questions: [
        '¿Están matriculados?',
        '¿Hacen el certificado eléctrico para pedir el medidor?',
        'Necesito un certificado de la instalación para habilitar el local',
        '¿Qué papeles necesito para conectar la luz?',
        '¿Firman el certificado para la distribuidora?',
      ],
      description:
        'Somos [electricistas matriculados, con matrícula número …]. Hacemos [certificados, declaraciones de instalación y trámites ante la distribuidora o el municipio]. Para el trámite necesitas [documentos que pide el trámite]. El certificado cuesta [precio del certificado].',
    },
    {
      name: 'Visitas a domicilio y zona',
      concept: 'home-service',
      questions: [
        '¿Vienen a domicilio?',
        '¿Trabajan en mi barrio?',
        '¿Hasta qué zonas van?',
        '¿Trabajan en empresas y comercios?',
        '¿Cobran extra por ir lejos?',
      ],
      description:
        'Trabajamos a domicilio en [zonas de trabajo], en casas, comercios y [otros lugares donde trabajan]. Fuera de esa zona cobramos un adicional de [adicional por distancia].',
    },
    {
      name: 'Pedir un turno',
      concept: 'booking',
      questions: [
        '¿Cuándo podés venir?',
        '¿Tiene un turno para el jueves?',
        'Quiero coordinar una visita',
        '¿Pueden venir el sábado a la mañana?',
        '¿Tenés disponibilidad esta semana?',
      ],
      description:
        'Dinos tu zona y qué día y franja horaria te queda bien y te confirmamos la visita. Normalmente podemos ir en [tiempo habitual para conseguir visita].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿El trabajo tiene garantía?',
        'Arreglaron la instalación y volvió a saltar',
        '¿Cuánto tiempo de garantía dan?',
        '¿La garantía cubre el material?',
        'dan garantía escrita?',
      ],
      description:
        'Nuestros trabajos tienen [duración de la garantía] de garantía, que cubre [qué cubre la garantía]. Si algo falla, escríbenos al [tu número de WhatsApp] y vamos a revisarlo.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿En qué horario trabajan?',
        '¿Trabajan los fines de semana?',
        '¿Hasta qué hora atienden?',
        '¿Atienden en feriados?',
        '¿Pueden venir después de las 18?',
      ],
      description:
        'Trabajamos [días de atención], de [hora de inicio] a [hora de fin]. Las urgencias se atienden [horario de urgencias].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están?',
        '¿De qué zona sos?',
        '¿Tienen local para ir a consultar?',
        '¿Cuál es su dirección?',
        '¿En qué localidad trabajan?',
      ],
      description:
        'Trabajamos a domicilio en [zonas de trabajo]. Estamos en [tu dirección], [tu ciudad]: [si se puede pasar y en qué horario].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Cómo se paga el trabajo?',
        '¿Aceptan tarjeta de crédito?',
        '¿Puedo pagar por transferencia?',
        '¿Hay que adelantar para los materiales?',
        '¿Hacen factura?',
      ],
      description:
        'Aceptamos [medios de pago]. Se paga [al terminar el trabajo o con anticipo para materiales]. [Si emites factura].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número te llamo?',
        '¿Tenés WhatsApp?',
        'Quiero hablar con el electricista',
        '¿Me pasás tu celular?',
        '¿Tienen mail?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Para urgencias, mejor llamar. También puedes escribirnos a [tu correo].',
    },
  ],
};
