import type { BusinessTemplate } from '../types';

/** Computación y soporte técnico: diagnóstico, formateo, reparaciones, datos, soporte a domicilio y empresas. */
export const template: BusinessTemplate = {
  businessType: 'computacion',
  categoryKey: 'domo',
  intents: [
    {
      name: 'Diagnóstico y presupuesto',
      concept: 'quote',
      questions: [
        '¿Cuánto cobran por revisar una notebook?',
        '¿El presupuesto es sin cargo?',
        'Mi compu hace un ruido raro, ¿la pueden ver?',
        '¿Me pueden decir qué tiene mi PC antes de arreglarla?',
        'quiero un presupuesto para arreglar mi laptop',
        'Si no conviene arreglarla, ¿igual pago la revisión?',
      ],
      description:
        'Revisamos tu equipo y te damos el presupuesto antes de hacer cualquier trabajo; no tocamos nada sin tu aprobación. El diagnóstico cuesta [precio del diagnóstico] y [si se descuenta de la reparación].\n\nSi la reparación no conviene, te lo decimos con honestidad y te orientamos sobre qué hacer.',
    },
    {
      name: 'Formateo, virus y lentitud',
      concept: 'prices',
      questions: [
        'Mi computadora está muy lenta, ¿qué se puede hacer?',
        '¿Cuánto sale formatear una notebook?',
        '¿Instalan Windows original?',
        'Creo que tengo un virus, ¿me lo sacan?',
        '¿Cuánto cuesta instalar el Office?',
        'precio formateo con backup',
        '¿Al formatear pierdo mis archivos?',
      ],
      description:
        'Hacemos formateo, instalación del sistema y programas, limpieza de virus y optimización:\n\n- Formateo con instalación: [precio del formateo]\n- Copia de seguridad de tus archivos: [precio del backup]\n- Limpieza de virus y optimización: [precio de la limpieza de virus]\n\nAntes de formatear guardamos tus archivos si nos lo pides. Las licencias de [programas con licencia que instalan] se cobran aparte.',
    },
    {
      name: 'No prende o se rompió',
      questions: [
        'Mi notebook no prende',
        'Se rompió la bisagra de la laptop, ¿la cambian?',
        '¿Cambian pantallas de notebook?',
        'Se me cayó café en el teclado',
        'La PC se apaga sola, ¿qué puede ser?',
        'No me anda el teclado de la notebook',
        '¿Arreglan computadoras Mac?',
      ],
      description:
        'Reparamos notebooks y computadoras de escritorio de [marcas que reparan]: pantallas, teclados, bisagras, fuentes, placas y problemas de encendido.\n\nSi se le cayó líquido, apágala y desconéctala enseguida, no intentes prenderla y tráela lo antes posible. Tráenos el equipo con su cargador para revisarlo.',
    },
    {
      name: 'Recuperar archivos',
      questions: [
        '¿Pueden recuperar fotos de un disco que no anda?',
        'Borré unos archivos sin querer, ¿se recuperan?',
        'Mi pendrive no lo reconoce la compu',
        '¿Recuperan datos de un disco rígido quemado?',
        'Tengo información importante en la notebook que no prende',
        'cuanto sale recuperar datos',
      ],
      description:
        'Intentamos recuperar archivos de discos, notebooks, pendrives y tarjetas de memoria. El precio depende del daño: [precio de la recuperación de datos].\n\nMientras tanto, no sigas usando el disco ni instales programas de recuperación: cada uso puede sobrescribir lo que quieres rescatar. Tratamos tu información con total confidencialidad.',
    },
    {
      name: 'Soporte a domicilio y remoto',
      concept: 'home-service',
      questions: [
        '¿Vienen a domicilio?',
        '¿El técnico puede venir a mi casa?',
        '¿Hacen soporte remoto?',
        'Necesito que me configuren la impresora en casa',
        'me podés conectar por AnyDesk?',
        '¿Cuánto cobran la visita?',
      ],
      description:
        'Sí, vamos a domicilio en [zonas donde atienden a domicilio]. La visita cuesta [precio de la visita a domicilio]. También damos soporte remoto por [programa de acceso remoto] a [precio del soporte remoto].\n\nEscríbenos al [tu número de WhatsApp] contando qué pasa y coordinamos día y horario.',
    },
    {
      name: 'Empresas y redes',
      concept: 'groups',
      questions: [
        '¿Dan soporte a empresas?',
        'Tenemos una oficina con 10 computadoras, ¿hacen mantenimiento mensual?',
        '¿Instalan redes y wifi en oficinas?',
        'Necesito armar un servidor para el estudio',
        '¿Tienen abono para comercios?',
        '¿Instalan cámaras de seguridad?',
      ],
      description:
        'Sí, damos soporte a empresas y comercios: mantenimiento de equipos, redes y wifi, servidores, copias de seguridad y [otros servicios para empresas]. Tenemos abonos mensuales desde [precio del abono mensual] según la cantidad de equipos.\n\nCoordinamos una visita para ver tu instalación y te pasamos una propuesta.',
    },
    {
      name: 'Equipos, repuestos y mejoras',
      concept: 'stock',
      questions: [
        '¿Venden notebooks?',
        '¿Cuánto sale ponerle un disco SSD?',
        '¿Le pueden agregar más memoria RAM a mi compu?',
        '¿Arman PC gamer?',
        '¿Tienen cargador para notebook Lenovo?',
        '¿Qué computadora me recomiendan para estudiar?',
      ],
      description:
        'Vendemos [equipos que venden], repuestos y accesorios. También armamos PC a medida y mejoramos tu equipo: poner un disco SSD es lo que más se nota y cuesta desde [precio del SSD con instalación]; memoria RAM desde [precio de la memoria RAM].\n\nCuéntanos para qué la vas a usar y cuánto quieres gastar, y te armamos opciones.',
    },
    {
      name: 'Cuánto tarda',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en formatear?',
        '¿Me la entregan en el día?',
        'En cuántos días está lista la reparación',
        'La necesito para trabajar el lunes, ¿llegan?',
        '¿Cuánto demoran si hay que pedir el repuesto?',
      ],
      description:
        'Un formateo lleva [tiempo del formateo] y las reparaciones comunes [tiempo de reparaciones comunes]. Si hay que pedir un repuesto, suma [demora de repuestos]. Servicio urgente: [si hacen trabajos urgentes y su recargo].',
    },
    {
      name: 'Estado de mi equipo',
      concept: 'order-status',
      questions: [
        '¿Ya está lista mi notebook?',
        'Dejé la compu el martes, ¿cómo va?',
        '¿Ya llegó el repuesto?',
        'quería saber si ya puedo pasar a retirar la PC',
        '¿Por qué tarda tanto mi equipo?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] con tu nombre y el número de orden, y te decimos en qué está. Siempre te avisamos cuando está listo para retirar.',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿La reparación tiene garantía?',
        'Me la arreglaron y volvió a fallar',
        '¿Cuánta garantía tiene el disco que me pusieron?',
        '¿Qué cubre la garantía?',
        'si se vuelve a poner lenta, ¿la revisan gratis?',
      ],
      description:
        'Nuestras reparaciones tienen [tiempo de garantía de reparaciones] de garantía y los repuestos nuevos [garantía de los repuestos]. Si vuelve a fallar por lo mismo, tráela con tu comprobante y la revisamos sin costo. No cubre golpes, líquidos ni virus nuevos.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tienen?',
        '¿Atienden los sábados?',
        'a que hora cierran hoy',
        '¿Están abiertos al mediodía?',
        '¿Trabajan en feriados?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados]. Soporte a empresas fuera de horario: [atención fuera de horario].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están ubicados?',
        '¿Cuál es la dirección del local?',
        'Pasame la ubicación por favor',
        '¿Tienen estacionamiento?',
        '¿En qué barrio queda?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar]. Si no puedes traer el equipo, [si retiran y entregan equipos a domicilio].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta de crédito?',
        '¿Puedo pagar en cuotas la notebook?',
        '¿Se puede transferir?',
        '¿Hacen factura A?',
        '¿Hay descuento pagando en efectivo?',
      ],
      description:
        'Aceptamos [medios de pago]. Cuotas: [cuotas disponibles]. Entregamos [tipo de factura o comprobante].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número los llamo?',
        'Quiero hablar con un técnico',
        '¿Cómo los contacto?',
        '¿Tienen correo para mandar una consulta?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo]. Cuéntanos qué equipo tienes y qué le pasa.',
    },
  ],
};
