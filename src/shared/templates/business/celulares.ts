import type { BusinessTemplate } from '../types';

/** Celulares y reparación: pantallas, baterías, equipos mojados, garantía, accesorios y venta de equipos. */
export const template: BusinessTemplate = {
  businessType: 'celulares',
  categoryKey: 'domo',
  intents: [
    {
      name: 'Cambio de pantalla',
      concept: 'prices',
      questions: [
        '¿Cuánto sale cambiar la pantalla?',
        'Se me rompió la pantalla del Samsung A32, ¿cuánto cuesta el cambio?',
        '¿Cuánto cobran el módulo de un iPhone 11?',
        'precio cambio de display motorola g20',
        '¿Tenés pantalla para un Xiaomi Redmi Note 10?',
        'Se me cayó y la pantalla quedó negra pero suena, ¿qué puede ser?',
        '¿La pantalla que ponen es original?',
      ],
      description:
        'Sí, cambiamos pantallas de [marcas que reparan]. El precio depende del modelo: mándanos la marca y el modelo exacto (lo ves en Ajustes > Acerca del teléfono) y te pasamos el valor.\n\nComo referencia, un cambio de pantalla va de [rango de precios de pantallas]. Trabajamos con repuestos [originales, alternativos o ambos] y te decimos cuál lleva tu equipo antes de hacerlo.',
    },
    {
      name: 'Batería y pin de carga',
      questions: [
        'Mi teléfono no carga, ¿lo arreglan?',
        '¿Cuánto sale cambiar la batería?',
        'La batería me dura muy poco, ¿la pueden cambiar?',
        'el cargador no hace contacto, ¿es el pin de carga?',
        '¿Cambian el puerto de carga de un Motorola?',
        'Se me infló la batería, ¿es peligroso?',
      ],
      description:
        'Sí, cambiamos baterías y pines o puertos de carga. Muchas veces el equipo no carga solo por suciedad en el puerto y se soluciona con una limpieza de [precio de la limpieza del puerto].\n\n- Cambio de batería: desde [precio del cambio de batería]\n- Cambio de pin de carga: desde [precio del pin de carga]\n\nSi la batería está inflada, deja de usar y cargar el equipo y tráelo cuanto antes.',
    },
    {
      name: 'Presupuesto y diagnóstico',
      concept: 'quote',
      questions: [
        '¿Me pueden dar un presupuesto?',
        '¿El diagnóstico tiene costo?',
        '¿Cuánto me cobran por revisar el equipo?',
        'no sé qué tiene mi celu, ¿lo pueden ver?',
        '¿Me pasás presupuesto si te mando foto?',
        'Si no lo arreglan, ¿igual se paga la revisión?',
      ],
      description:
        'Revisamos tu equipo y te damos el presupuesto antes de hacer cualquier trabajo. El diagnóstico cuesta [precio del diagnóstico] y [si se descuenta del precio de la reparación].\n\nPara una idea rápida, escríbenos al [tu número de WhatsApp] con la marca, el modelo y qué le pasa, con una foto si se ve el daño.',
    },
    {
      name: 'Equipo mojado o que no prende',
      concept: 'emergency',
      questions: [
        'Se me cayó el celular al agua, ¿qué hago?',
        'Se me mojó el móvil y no prende',
        'Mi teléfono se apagó y no enciende más',
        'urgente se me cayó al inodoro',
        '¿Lo pongo en arroz?',
        'Se quedó en el logo y no arranca',
        '¿Me lo pueden ver hoy mismo? Es urgente',
      ],
      description:
        'Si se mojó: apágalo enseguida, no lo cargues, no lo pongas en arroz ni lo seques con secador, y tráelo lo antes posible; cuanto antes lo abrimos, más chances hay de salvarlo.\n\nHacemos limpieza de placa desde [precio de la limpieza por humedad]. Para urgencias atendemos [cómo atienden urgencias]. Escríbenos al [tu número de WhatsApp] antes de venir.',
    },
    {
      name: 'Cuánto tarda la reparación',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en cambiar una pantalla?',
        '¿Me lo entregan en el día?',
        '¿Lo puedo esperar ahí?',
        'cuanto demoran en arreglarlo',
        '¿En cuántos días está listo?',
        'Necesito el celular para mañana, ¿llegan?',
      ],
      description:
        'Las reparaciones comunes, como pantalla o batería, las hacemos en [tiempo de reparaciones comunes] si tenemos el repuesto. Las reparaciones de placa o por humedad llevan [tiempo de reparaciones de placa].\n\nSi hay que pedir el repuesto, tarda [demora de repuestos por encargo]. Te avisamos por WhatsApp cuando esté listo.',
    },
    {
      name: 'Estado de mi reparación',
      concept: 'order-status',
      questions: [
        '¿Ya está listo mi celular?',
        'Dejé un iPhone el lunes, ¿cómo va?',
        '¿Ya llegó el repuesto de mi equipo?',
        'Hola, quería saber si ya puedo pasar a buscar el teléfono',
        '¿Me avisan cuando esté?',
        'hace una semana que lo dejé y no me dicen nada',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] con tu nombre y el número de orden que te dimos al dejar el equipo, y te decimos en qué está. Te avisamos siempre cuando está listo para retirar.\n\nPara retirarlo trae [qué hay que presentar para retirar el equipo].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿La reparación tiene garantía?',
        '¿Cuánto tiempo de garantía le dan a la pantalla?',
        'Me cambiaron la pantalla y dejó de andar el táctil',
        '¿Qué cubre la garantía?',
        'si se me vuelve a romper, ¿me lo cubren?',
      ],
      description:
        'Todas nuestras reparaciones tienen [tiempo de garantía] de garantía sobre el repuesto y el trabajo. La garantía no cubre golpes, humedad ni pantallas rotas de nuevo.\n\nSi algo falla, tráelo con tu comprobante y lo revisamos sin costo.',
    },
    {
      name: 'Accesorios',
      concept: 'stock',
      questions: [
        '¿Venden fundas?',
        '¿Tienen vidrio templado para el A54?',
        '¿Tenés cargador original de iPhone?',
        'Necesito un cable tipo C, ¿tienen?',
        '¿Venden auriculares bluetooth?',
        '¿Colocan el protector de pantalla?',
        'hay fundas para moto e13?',
      ],
      description:
        'Sí, tenemos fundas, vidrios templados, cargadores, cables, auriculares y [otros accesorios]. Los modelos cambian seguido: escríbenos con tu modelo de equipo y te confirmamos si lo tenemos.\n\nEl vidrio templado cuesta [precio del vidrio templado] y te lo colocamos en el momento por [precio de la colocación].',
    },
    {
      name: 'Venta de equipos',
      concept: 'catalog',
      questions: [
        '¿Venden celulares?',
        '¿Tienen equipos usados?',
        '¿Qué iPhone tienen a la venta?',
        '¿Los celulares vienen liberados?',
        '¿Toman mi celular usado como parte de pago?',
        'busco un celu barato para mi vieja',
      ],
      description:
        'Vendemos [equipos nuevos, reacondicionados o usados] de [marcas que venden]. Todos se entregan [liberados o con qué compañía] y con [garantía de los equipos].\n\nPlan canje: [si toman equipos usados como parte de pago]. Escríbenos qué presupuesto tienes y te recomendamos opciones.',
    },
    {
      name: 'Software, desbloqueo y datos',
      questions: [
        'Me olvidé el patrón, ¿lo pueden desbloquear?',
        '¿Pasan los contactos y fotos a un teléfono nuevo?',
        'Mi celular está lento, ¿lo pueden formatear?',
        '¿Liberan teléfonos de compañía?',
        'Quedó bloqueado con la cuenta de Google, ¿se puede sacar?',
        '¿Recuperan fotos de un celular roto?',
      ],
      description:
        'Hacemos actualizaciones, formateo, copia de datos y [otros servicios de software]. Precios: [precios de los servicios de software].\n\nPara desbloquear una cuenta de Google o iCloud te pedimos la factura o la caja del equipo, para comprobar que es tuyo. Antes de formatear, te recomendamos hacer una copia de seguridad; si no sabes cómo, te ayudamos.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿A qué hora abren?',
        '¿Están abiertos ahora?',
        '¿Atienden los sábados a la tarde?',
        'hasta que hora puedo llevar el equipo',
        '¿Trabajan los domingos?',
        '¿Cierran al mediodía?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados]. Domingos y feriados: [atención en domingos y feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el local?',
        '¿Cuál es la dirección del servicio técnico?',
        'Pasame la ubicación',
        '¿En qué parte de la ciudad están?',
        '¿Tienen otro local?',
        '¿Retiran el equipo en mi casa?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar]. Retiro y entrega a domicilio: [si retiran equipos a domicilio y en qué zona].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar la reparación en cuotas?',
        '¿Se puede pagar por transferencia?',
        'aceptan mercado pago?',
        '¿Hay descuento en efectivo?',
        '¿Me dan factura?',
      ],
      description:
        'Aceptamos [medios de pago]. Cuotas: [cuotas disponibles]. Pagando en efectivo o transferencia: [descuento por pago en efectivo]. Factura: [tipo de comprobante que entregan].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número les escribo?',
        'Quiero hablar con el técnico',
        '¿Me pueden llamar?',
        '¿Cómo me comunico con ustedes?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] con la marca, el modelo y qué le pasa a tu equipo, o llámanos al [tu teléfono]. Novedades y ofertas en [tu Instagram].',
    },
  ],
};
