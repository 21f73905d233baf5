export const CATEGORY_KEYS = [
  'vr',
  'domo',
  'architecture',
  'materials',
  'plumbing',
  'electricity',
  'realstate',
  'openings',
  'transport',
  'insurance',
  'general',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface CategoryContent {
  key: CategoryKey;
  name: string;
  mediaKey: string;
  icon: string;
  color: string;
  intro: string;
  description: string;
  questions: string[];
  phrases: string[];
}

export const CATEGORIES: readonly CategoryContent[] = [
  {
    key: 'vr',
    name: 'Creativos',
    mediaKey: 'vr',
    icon: 'Palette',
    color: 'grape',
    intro:
      'Descubre agencias y estudios creativos que responden al instante sobre sus proyectos y servicios.',
    description:
      'Los representantes virtuales de agencias de diseño, marketing y producción audiovisual presentan su portafolio, explican cómo trabajan y orientan sobre presupuestos a cualquier hora. Así el equipo creativo dedica su tiempo a crear, mientras el bot atiende consultas y agenda reuniones.',
    questions: [
      '¿Cuánto cuesta diseñar un logo y la identidad de marca?',
      '¿Puedo ver ejemplos de trabajos anteriores?',
      '¿Cuánto tardan en entregar una página web?',
      '¿Manejan redes sociales para pequeños negocios?',
      '¿Cómo es el proceso para empezar un proyecto con ustedes?',
    ],
    phrases: [
      'Tu agencia creativa, disponible las 24 horas.',
      'Muestra tu portafolio mientras tú diseñas.',
      'Cotiza proyectos sin esperar un correo de vuelta.',
      '¿Buscas un diseñador? Pregúntale directo a su bot.',
      'Crea el representante virtual de tu estudio en minutos.',
      'Ideas, presupuestos y plazos: todo en una conversación.',
      'Que tu marca hable por ti, incluso de madrugada.',
      'Conversa con agencias creativas de toda Latinoamérica.',
      'Menos correos, más creatividad. Entrena tu bot hoy.',
    ],
  },
  {
    key: 'domo',
    name: 'Tecnología',
    mediaKey: 'domo',
    icon: 'Cpu',
    color: 'blue',
    intro:
      'Encuentra empresas de software y tecnología listas para resolver tus dudas técnicas y comerciales.',
    description:
      'Empresas de desarrollo de software, soporte informático y servicios en la nube usan su representante virtual para explicar sus productos, responder preguntas técnicas frecuentes y detectar oportunidades comerciales. Sus clientes obtienen respuestas precisas sin abrir un ticket.',
    questions: [
      '¿Desarrollan aplicaciones móviles a medida?',
      '¿Ofrecen soporte técnico para empresas?',
      '¿Cuánto cuesta una tienda en línea?',
      '¿Con qué tecnologías trabajan?',
      '¿Pueden migrar mis sistemas a la nube?',
    ],
    phrases: [
      'Soporte de primer nivel, sin filas ni tickets.',
      'Tu empresa de software, respondiendo en tiempo real.',
      'Explica tu producto mejor que un manual.',
      '¿Dudas técnicas? Pregúntale al bot del proveedor.',
      'Entrena a tu bot con las preguntas que más te hacen.',
      'Atiende clientes potenciales mientras programas.',
      'Tecnología que atiende a tus clientes a cualquier hora.',
      'Publica el bot de tu startup y compártelo en un clic.',
      'Conversa con empresas tecnológicas de toda la región.',
    ],
  },
  {
    key: 'architecture',
    name: 'Profesionales',
    mediaKey: 'architecture',
    icon: 'Briefcase',
    color: 'indigo',
    intro: 'Consulta a abogados, arquitectos y otros profesionales independientes sin esperar turno.',
    description:
      'Abogados, arquitectos, traductores y consultores usan su representante virtual para explicar sus áreas de práctica, honorarios y requisitos de cada trámite. El bot responde las preguntas iniciales y ayuda a agendar la primera consulta, para que cada reunión sea más productiva.',
    questions: [
      '¿Cuánto cobran por la primera consulta?',
      '¿Atienden casos laborales?',
      '¿Qué documentos necesito llevar a la reunión?',
      '¿Hacen consultas por videollamada?',
      '¿Cuánto demora un trámite de licencia de construcción?',
    ],
    phrases: [
      'Tu estudio profesional, atendiendo aunque estés en audiencia.',
      'Responde las dudas de siempre una sola vez.',
      'Agenda consultas sin perder tiempo al teléfono.',
      '¿Necesitas un abogado? Empieza conversando con su bot.',
      'Explica tus honorarios con claridad y sin vueltas.',
      'Crea tu representante virtual y gana tiempo para lo importante.',
      'Profesionales de confianza, a un mensaje de distancia.',
      'Que tus clientes lleguen a la reunión con todo listo.',
      'Tu experiencia, disponible las 24 horas.',
    ],
  },
  {
    key: 'materials',
    name: 'Retail',
    mediaKey: 'materials',
    icon: 'ShoppingCart',
    color: 'orange',
    intro: 'Pregunta por stock, precios y envíos a las tiendas de tu ciudad antes de salir de casa.',
    description:
      'Ferreterías, zapaterías, tiendas de electrónica y comercios de barrio usan su representante virtual para informar precios, disponibilidad, medios de pago y opciones de envío o retiro. Los clientes resuelven sus dudas antes de comprar y el local recibe consultas más concretas.',
    questions: [
      '¿Tienen stock de este producto?',
      '¿Hacen envíos a domicilio?',
      '¿Aceptan tarjeta de crédito o transferencia?',
      '¿Cuál es el horario del local?',
      '¿Puedo cambiar un producto si no me queda?',
    ],
    phrases: [
      'Tu tienda abierta las 24 horas, aunque bajes la persiana.',
      '¿Hay stock? Pregúntale al bot antes de ir.',
      'Vende más respondiendo al instante.',
      'Precios, envíos y medios de pago en una sola charla.',
      'Crea el bot de tu comercio y compártelo por WhatsApp.',
      'El vendedor que nunca se toma vacaciones.',
      'Conversa con las tiendas de tu barrio.',
      'Menos preguntas repetidas, más ventas cerradas.',
      'Tu catálogo, explicado por tu propio representante virtual.',
    ],
  },
  {
    key: 'plumbing',
    name: 'Servicios',
    mediaKey: 'plumbing',
    icon: 'Tool',
    color: 'cyan',
    intro:
      'Consulta a plomeros, electricistas, técnicos y otros servicios de confianza cuando los necesites.',
    description:
      'Plomeros, electricistas, técnicos de refrigeración, institutos y otros prestadores de servicios usan su representante virtual para informar zonas de cobertura, tarifas orientativas y disponibilidad. El cliente sabe qué esperar antes de la visita y el profesional recibe pedidos mejor detallados.',
    questions: [
      '¿Atienden urgencias los fines de semana?',
      '¿Cuánto cobran por la visita?',
      '¿Llegan hasta mi barrio?',
      '¿Dan garantía por el trabajo?',
      '¿Cómo pido un presupuesto?',
    ],
    phrases: [
      '¿Se rompió algo? Conversa con un técnico ahora.',
      'Tu servicio técnico, respondiendo mientras trabajas.',
      'Cotiza visitas y urgencias sin llamadas perdidas.',
      'Que tus clientes sepan cuándo y cuánto, al instante.',
      'Crea el bot de tu oficio en pocos minutos.',
      'Servicios de confianza, a un mensaje de distancia.',
      'Recibe pedidos con la información que necesitas.',
      'Atiende consultas aunque estés arriba de una escalera.',
      'Encuentra el servicio que buscas en tu ciudad.',
    ],
  },
  {
    key: 'electricity',
    name: 'Industria',
    mediaKey: 'electricity',
    icon: 'BuildingFactory2',
    color: 'yellow',
    intro:
      'Conversa con fábricas, talleres e instaladores industriales sobre capacidades, plazos y cotizaciones.',
    description:
      'Fábricas, talleres metalmecánicos, textiles e instaladores industriales usan su representante virtual para presentar sus capacidades, certificaciones y tiempos de producción. Compradores y distribuidores obtienen la información técnica inicial y piden cotizaciones sin depender del horario de oficina.',
    questions: [
      '¿Fabrican piezas a pedido?',
      '¿Cuál es el pedido mínimo?',
      '¿Cuánto demora la producción de un lote?',
      '¿Tienen certificaciones de calidad?',
      '¿Hacen instalaciones eléctricas en plantas industriales?',
    ],
    phrases: [
      'Tu planta, respondiendo cotizaciones las 24 horas.',
      'Capacidades, plazos y certificaciones en una conversación.',
      'Atiende a compradores de toda la región sin viajar.',
      'El representante comercial que nunca duerme.',
      '¿Buscas proveedor industrial? Pregúntale a su bot.',
      'Convierte consultas técnicas en pedidos concretos.',
      'Crea el bot de tu fábrica y compártelo con tus clientes.',
      'Menos correos de ida y vuelta, más producción.',
      'La industria latinoamericana, a un mensaje de distancia.',
    ],
  },
  {
    key: 'realstate',
    name: 'Inmobiliarias',
    mediaKey: 'realstate',
    icon: 'Home',
    color: 'teal',
    intro: 'Pregunta por propiedades en venta y alquiler, requisitos y visitas sin esperar a un asesor.',
    description:
      'Inmobiliarias y corredores independientes usan su representante virtual para informar propiedades disponibles, requisitos de alquiler, comisiones y formas de financiación. El bot responde al instante, filtra consultas y ayuda a coordinar visitas, para que los asesores se concentren en cerrar operaciones.',
    questions: [
      '¿Tienen departamentos en alquiler de dos dormitorios?',
      '¿Qué requisitos piden para alquilar?',
      '¿Cuánto cobran de comisión?',
      '¿Puedo agendar una visita este fin de semana?',
      '¿Me ayudan a tasar mi casa?',
    ],
    phrases: [
      'Tu inmobiliaria, atendiendo consultas también los domingos.',
      '¿Buscas casa? Conversa con quien la tiene.',
      'Requisitos, comisiones y visitas sin esperar respuesta.',
      'Filtra interesados y coordina visitas sin esfuerzo.',
      'Crea el bot de tu inmobiliaria y publícalo hoy.',
      'Que ninguna consulta de alquiler quede sin respuesta.',
      'Tu próximo hogar empieza con una pregunta.',
      'Corredores que responden al instante, en toda la región.',
      'Más visitas concretas, menos mensajes perdidos.',
    ],
  },
  {
    key: 'openings',
    name: 'Salud',
    mediaKey: 'openings',
    icon: 'Stethoscope',
    color: 'red',
    intro: 'Consulta horarios, citas y coberturas de clínicas, consultorios y veterinarias cerca de ti.',
    description:
      'Clínicas, consultorios odontológicos, veterinarias y centros de bienestar usan su representante virtual para informar especialidades, horarios, coberturas y cómo pedir una cita. Los pacientes resuelven sus dudas administrativas al instante y la recepción se libera para atender en persona.',
    questions: [
      '¿Cómo pido una cita?',
      '¿Atienden con obra social o seguro médico?',
      '¿Cuál es el horario de atención?',
      '¿Tienen atención de urgencias?',
      '¿Cuánto cuesta una consulta particular?',
    ],
    phrases: [
      'Tu consultorio, respondiendo mientras atiendes pacientes.',
      'Citas, horarios y coberturas sin llamar a recepción.',
      '¿Dudas antes de tu consulta? Pregúntale al bot.',
      'Libera a tu recepción de las preguntas de siempre.',
      'Crea el representante virtual de tu clínica hoy.',
      'Información clara para pacientes, las 24 horas.',
      'También para veterinarias: pacientes de cuatro patas.',
      'Encuentra profesionales de la salud en tu ciudad.',
      'Menos llamadas perdidas, más pacientes atendidos.',
    ],
  },
  {
    key: 'transport',
    name: 'Logística',
    mediaKey: 'transport',
    icon: 'Truck',
    color: 'lime',
    intro: 'Cotiza envíos, rastrea paquetes y conoce la cobertura de empresas de transporte y mensajería.',
    description:
      'Empresas de mensajería, transporte de carga y almacenaje usan su representante virtual para cotizar envíos, explicar zonas de cobertura, plazos de entrega y cómo rastrear un paquete. Los clientes obtienen respuestas inmediatas y el equipo de operaciones recibe menos llamadas repetidas.',
    questions: [
      '¿Cuánto cuesta enviar un paquete a otra ciudad?',
      '¿Cómo rastreo mi envío?',
      '¿Hacen entregas el mismo día?',
      '¿Hasta qué peso transportan?',
      '¿Retiran la mercadería en mi domicilio?',
    ],
    phrases: [
      'Cotiza tu envío en una conversación.',
      '¿Dónde está mi paquete? Tu bot lo explica.',
      'Tu empresa de logística, disponible todo el día.',
      'Zonas, tarifas y plazos sin esperar en línea.',
      'Crea el bot de tu transporte y compártelo con tus clientes.',
      'Menos llamadas al despacho, más entregas a tiempo.',
      'Mensajería y carga de toda Latinoamérica en un solo lugar.',
      'Que tus clientes sepan cuándo llega, antes de preguntar.',
      'Conversa con transportistas de tu ciudad.',
    ],
  },
  {
    key: 'insurance',
    name: 'Finanzas',
    mediaKey: 'insurance',
    icon: 'ReportMoney',
    color: 'green',
    intro: 'Resuelve dudas sobre seguros, impuestos y finanzas con asesores de tu país.',
    description:
      'Estudios contables, corredores de seguros y asesores financieros usan su representante virtual para explicar coberturas, vencimientos impositivos, requisitos y honorarios. Los clientes entienden sus opciones antes de firmar y el asesor recibe consultas con la información que necesita.',
    questions: [
      '¿Qué seguro me conviene para mi auto?',
      '¿Me ayudan con la declaración de impuestos?',
      '¿Cuánto cobran por llevar la contabilidad de una pyme?',
      '¿Qué necesito para cotizar un seguro de hogar?',
      '¿Cuándo vence el próximo pago de impuestos?',
    ],
    phrases: [
      'Tu estudio contable, respondiendo fuera de horario.',
      'Seguros explicados en palabras simples.',
      'Cotiza coberturas sin esperar una llamada.',
      'Vencimientos, requisitos y honorarios en una charla.',
      'Crea el bot de tu asesoría y gana la confianza de tus clientes.',
      '¿Dudas con impuestos? Pregúntale al bot de tu contador.',
      'Finanzas claras, a un mensaje de distancia.',
      'Atiende a más clientes sin sumar horas de oficina.',
      'Encuentra asesores financieros en tu ciudad.',
    ],
  },
  {
    key: 'general',
    name: 'Emprendimientos',
    mediaKey: 'general',
    icon: 'Rocket',
    color: 'pink',
    intro: 'Conoce los emprendimientos de tu ciudad y pregúntales lo que quieras, a cualquier hora.',
    description:
      'Panaderías artesanales, estudios de yoga, tostadurías de café y proyectos que recién arrancan usan su representante virtual para contar su historia, mostrar productos, recibir pedidos y responder las preguntas de siempre. Es la forma más simple de atender a tus clientes sin sumar personal.',
    questions: [
      '¿Hacen pedidos por encargo?',
      '¿Dónde puedo comprar sus productos?',
      '¿Hacen envíos o solo retiro en el local?',
      '¿Tienen opciones sin gluten o veganas?',
      '¿Cómo los sigo en redes sociales?',
    ],
    phrases: [
      'Tu emprendimiento merece atención las 24 horas.',
      'Recibe pedidos mientras horneas, enseñas o creas.',
      'Crea tu representante virtual gratis y empieza hoy.',
      'Cuenta tu historia y vende más con tu propio bot.',
      'Apoya lo local: conversa con emprendedores de tu ciudad.',
      'Tu primer empleado no duerme ni se toma vacaciones.',
      'De la cocina de tu casa a toda Latinoamérica.',
      'Responde pedidos y precios sin vivir pegado al celular.',
      'Pequeños negocios, grandes conversaciones.',
    ],
  },
];

export function findCategory(key: string | null | undefined): CategoryContent | undefined {
  if (!key) return undefined;
  return CATEGORIES.find((category) => category.key === key);
}
