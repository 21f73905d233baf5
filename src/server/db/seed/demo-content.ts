import type { CategoryKey } from '../../../shared/categories.js';

export interface DemoOwner {
  key: string;
  name: string;
  hero: string;
  email: string;
  bio: string;
  phone: string;
}

export interface DemoIntent {
  name: string;
  description: string;
  questions: string[];
}

export interface DemoBot {
  alias: string;
  name: string;
  description: string;
  instructions: string;
  categoryKey: CategoryKey;
  ownerKey: string;
  country: string;
  province: string;
  city: string;
  locationAddress: string;
  locationLatitude: number;
  locationLongitude: number;
  tags: string[];
  status: 0 | 1;
  intents: DemoIntent[];
}

export interface DemoFaq {
  question: string;
  answer: string;
}

export const DEMO_OWNERS: readonly DemoOwner[] = [
  {
    key: 'lucia-fernandez',
    name: 'Lucía Fernández',
    hero: 'lucia-fernandez',
    email: 'lucia.fernandez@example.com',
    bio: 'Consultora en experiencia de clientes en Buenos Aires. Configuro representantes virtuales para clínicas e inmobiliarias que quieren responder rápido sin vivir pegadas al teléfono.',
    phone: '+54 9 11 5555-0142',
  },
  {
    key: 'joaquin-herrera',
    name: 'Joaquín Herrera',
    hero: 'joaquin-herrera',
    email: 'joaquin.herrera@example.com',
    bio: 'Contador público en Córdoba. Dirijo el estudio familiar y ayudo a comercios de la región, como la ferretería de mi hermano en Mendoza, a digitalizar su atención.',
    phone: '+54 9 351 555-0178',
  },
  {
    key: 'mateo-gonzalez',
    name: 'Mateo González Ríos',
    hero: 'mateo-gonzalez',
    email: 'mateo.gonzalez@example.com',
    bio: 'Emprendedor y desarrollador tapatío. Acompaño a negocios de Guadalajara, Monterrey, Mérida y la Ciudad de México a automatizar su atención con representantes virtuales.',
    phone: '+52 33 5555 0187',
  },
  {
    key: 'valentina-rojas',
    name: 'Valentina Rojas',
    hero: 'valentina-rojas',
    email: 'valentina.rojas@example.com',
    bio: 'Ingeniera comercial de Santiago. Tengo una pequeña consultora que ayuda a pymes chilenas de norte a sur a responder más rápido a sus clientes.',
    phone: '+56 9 5555 0123',
  },
  {
    key: 'santiago-restrepo',
    name: 'Santiago Restrepo',
    hero: 'santiago-restrepo',
    email: 'santiago.restrepo@example.com',
    bio: 'Paisa, administrador de empresas y fanático de la tecnología. Gestiono los canales digitales de negocios en Medellín, Bogotá, Cali y Barranquilla.',
    phone: '+57 300 555 0199',
  },
  {
    key: 'camila-benitez',
    name: 'Camila Benítez',
    hero: 'camila-benitez',
    email: 'camila.benitez@example.com',
    bio: 'Diseñadora gráfica y cofundadora de una agencia en Asunción. Me encanta ayudar a negocios paraguayos a dar el salto digital.',
    phone: '+595 981 555014',
  },
  {
    key: 'diego-quispe',
    name: 'Diego Quispe Huamán',
    hero: 'diego-quispe',
    email: 'diego.quispe@example.com',
    bio: 'Arquitecto cusqueño y docente universitario. Además de mi estudio, asesoro a emprendedores de Lima, Arequipa y Trujillo en su presencia digital.',
    phone: '+51 987 555 012',
  },
  {
    key: 'andrea-marquez',
    name: 'Andrea Márquez',
    hero: 'andrea-marquez',
    email: 'andrea.marquez@example.com',
    bio: 'Caraqueña, ingeniera de sistemas. Lidero un equipo de desarrollo y apoyo a emprendedores venezolanos para que vendan y atiendan mejor por internet.',
    phone: '+58 412 555 0156',
  },
];

export const DEMO_BOTS: readonly DemoBot[] = [
  // ───────────────────────────── Argentina ─────────────────────────────
  {
    alias: 'clinica-dental-sonrisas',
    name: 'Clínica Dental Sonrisas',
    description:
      'Soy el representante virtual de Clínica Dental Sonrisas, en Palermo. Te cuento sobre tratamientos, coberturas, horarios y cómo pedir turno para toda la familia.',
    instructions:
      'Responde con calidez y claridad, como una recepcionista amable. No des diagnósticos ni indicaciones médicas: ante dolor intenso, hinchazón o sangrado, sugiere pedir un turno de urgencia. Ofrece siempre reservar por WhatsApp y pide el nombre de la cobertura para confirmarla.',
    categoryKey: 'openings',
    ownerKey: 'lucia-fernandez',
    country: 'Argentina',
    province: 'Ciudad Autónoma de Buenos Aires',
    city: 'Buenos Aires',
    locationAddress: 'Av. Santa Fe 3250, 2.º piso, Palermo, Buenos Aires',
    locationLatitude: -34.5889,
    locationLongitude: -58.4107,
    tags: ['odontología', 'turnos online', 'ortodoncia', 'obras sociales'],
    status: 1,
    intents: [
      {
        name: 'Horarios de atención',
        description:
          'Atendemos de **lunes a viernes de 9 a 20 h** y los **sábados de 9 a 13 h**. Domingos y feriados no abrimos, pero si tienes una urgencia puedes escribirnos a https://wa.me/5491155550142 y te indicamos la guardia odontológica más cercana.',
        questions: ['¿A qué hora abren?', '¿Atienden los sábados?', 'horario', '¿Hasta qué hora están hoy?'],
      },
      {
        name: 'Turnos y reservas',
        description:
          'Puedes pedir turno por WhatsApp en https://wa.me/5491155550142 o llamando al 011 4833-0142. Te pedimos nombre completo, DNI y cobertura. Si no puedes venir, avísanos con **24 h de anticipación** para liberar el horario.',
        questions: [
          '¿Cómo saco turno?',
          'Quiero pedir un turno con el dentista',
          '¿Se puede reservar online?',
          '¿Cómo cancelo mi turno?',
        ],
      },
      {
        name: 'Obras sociales',
        description:
          'Trabajamos con la mayoría de las **prepagas** y con varias obras sociales sindicales. Escríbenos el nombre de tu cobertura y tu plan, y te confirmamos en el día si está incluida. También atendemos de forma particular y te damos la factura para pedir el reintegro.',
        questions: [
          '¿Atienden por obra social?',
          '¿Trabajan con prepagas?',
          '¿Aceptan mi cobertura?',
          '¿Me dan factura para el reintegro?',
        ],
      },
      {
        name: 'Precios y tarifas',
        description:
          'La **consulta particular cuesta $35.000** e incluye revisión y plan de tratamiento. Una limpieza con flúor sale $48.000 y el blanqueamiento en consultorio, $280.000. Aceptamos efectivo, transferencia y tarjetas de crédito en hasta 3 cuotas sin interés.',
        questions: [
          '¿Cuánto sale la consulta?',
          '¿Cuánto cuesta una limpieza?',
          'precio blanqueamiento',
          '¿Se puede pagar en cuotas?',
        ],
      },
      {
        name: 'Ubicación',
        description:
          'Estamos en **Av. Santa Fe 3250, 2.º piso, Palermo**, a dos cuadras de la estación Bulnes de la línea D del subte. El edificio tiene ascensor y rampa de acceso.',
        questions: ['¿Dónde están?', '¿Cuál es la dirección?', '¿Qué subte me deja cerca?'],
      },
    ],
  },
  {
    alias: 'estudio-contable-herrera',
    name: 'Estudio Contable Herrera & Asociados',
    description:
      'Representante virtual del Estudio Contable Herrera & Asociados, en Córdoba capital. Respondo sobre monotributo, Ganancias, liquidación de sueldos y honorarios para pymes y profesionales.',
    instructions:
      'Habla en tono profesional pero cercano, sin jerga innecesaria. Explica los conceptos impositivos de forma general y aclara que cada caso se analiza en una reunión. Nunca prometas montos exactos de impuestos. Ofrece agendar una primera reunión sin cargo de 30 minutos.',
    categoryKey: 'insurance',
    ownerKey: 'joaquin-herrera',
    country: 'Argentina',
    province: 'Córdoba',
    city: 'Córdoba',
    locationAddress: 'Bv. San Juan 480, oficina 6B, Córdoba',
    locationLatitude: -31.4215,
    locationLongitude: -64.19,
    tags: ['contabilidad', 'monotributo', 'impuestos', 'pymes'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Ofrecemos:\n- Alta y recategorización de **monotributo**\n- Liquidación de IVA, Ganancias e Ingresos Brutos\n- Liquidación de sueldos y cargas sociales\n- Constitución de SAS y SRL\n\nTrabajamos con monotributistas, profesionales y pymes de toda la provincia.',
        questions: [
          '¿Qué servicios ofrecen?',
          '¿Llevan la contabilidad de empresas?',
          '¿Me pueden hacer el alta de monotributo?',
          '¿Liquidan sueldos?',
        ],
      },
      {
        name: 'Honorarios',
        description:
          'El abono mensual para monotributistas arranca en **$45.000** y para responsables inscriptos desde $120.000, según el volumen de facturación. La primera reunión de 30 minutos es sin cargo.',
        questions: [
          '¿Cuánto cobran?',
          '¿Cuál es el abono mensual?',
          'honorarios contador',
          '¿La primera consulta se paga?',
        ],
      },
      {
        name: 'Vencimientos',
        description:
          'El monotributo vence **el día 20 de cada mes**; las declaraciones de IVA y otros impuestos vencen según la terminación de tu CUIT. Si eres cliente, te avisamos por WhatsApp una semana antes de cada vencimiento.',
        questions: [
          '¿Cuándo vence el monotributo?',
          '¿Cuándo tengo que pagar IVA?',
          'vencimientos de este mes',
          '¿Me avisan de los vencimientos?',
        ],
      },
      {
        name: 'Reunión inicial',
        description:
          'Puedes agendar tu reunión inicial en nuestra oficina de **Bv. San Juan 480, oficina 6B**, o por videollamada. Escríbenos a https://wa.me/5493515550178 con tu nombre y el motivo de la consulta, y te proponemos un horario.',
        questions: [
          '¿Cómo agendo una reunión?',
          '¿Atienden por videollamada?',
          'Quiero hablar con un contador',
          '¿Dónde queda el estudio?',
        ],
      },
    ],
  },
  {
    alias: 'ferreteria-el-tornillo',
    name: 'Ferretería El Tornillo',
    description:
      'Somos una ferretería de barrio con más de 30 años en Mendoza. Nuestro representante virtual te ayuda con stock, precios, envíos y consejos para tus arreglos en casa.',
    instructions:
      'Responde como un vendedor de mostrador con experiencia: práctico, amable y directo. Si no sabes si hay stock de un producto puntual, pide una foto o la medida por WhatsApp. Sugiere productos complementarios cuando tenga sentido, por ejemplo tarugos con los tornillos o rodillo con la pintura.',
    categoryKey: 'materials',
    ownerKey: 'joaquin-herrera',
    country: 'Argentina',
    province: 'Mendoza',
    city: 'Mendoza',
    locationAddress: 'Av. San Martín 1875, Mendoza',
    locationLatitude: -32.885,
    locationLongitude: -68.84,
    tags: ['ferretería', 'herramientas', 'pinturería', 'envíos'],
    status: 1,
    intents: [
      {
        name: 'Horarios de atención',
        description:
          'Abrimos de **lunes a viernes de 8:30 a 13 y de 16:30 a 20:30**, y los sábados de 9 a 13. Los domingos descansamos.',
        questions: [
          '¿A qué hora abren?',
          '¿Cierran al mediodía?',
          '¿Abren los sábados a la tarde?',
          'horarios',
        ],
      },
      {
        name: 'Stock de productos',
        description:
          'Tenemos más de 8.000 artículos: herramientas, bulonería, electricidad, sanitarios, pinturas y jardín. Para consultar algo puntual, mándanos una foto o la medida a https://wa.me/5492615550178 y te respondemos con precio y disponibilidad.',
        questions: [
          '¿Tienen taladros en stock?',
          '¿Venden pintura látex?',
          '¿Tienen repuestos para canillas?',
          'Busco una mecha de 8 mm para hormigón',
        ],
      },
      {
        name: 'Envíos',
        description:
          'Hacemos envíos en **Mendoza capital, Godoy Cruz, Guaymallén y Las Heras**. El envío es gratis en compras desde $80.000; si no, cuesta $6.500. Los pedidos hechos antes de las 12 salen el mismo día.',
        questions: [
          '¿Hacen envíos?',
          '¿Llegan a Godoy Cruz?',
          '¿Cuánto cuesta el envío?',
          '¿Me lo pueden mandar hoy?',
        ],
      },
      {
        name: 'Medios de pago',
        description:
          'Aceptamos efectivo, transferencia, tarjetas de débito y crédito, y billeteras virtuales con QR. Con tarjeta de crédito tienes **3 cuotas sin interés** en compras desde $50.000.',
        questions: [
          '¿Aceptan tarjeta?',
          '¿Puedo pagar con QR?',
          '¿Tienen cuotas sin interés?',
          'formas de pago',
        ],
      },
    ],
  },
  {
    alias: 'inmobiliaria-costa-parana',
    name: 'Inmobiliaria Costa Paraná',
    description:
      'Te acompañamos a comprar, vender o alquilar en Rosario y Funes. Consúltame por propiedades disponibles, requisitos para alquilar, tasaciones y visitas.',
    instructions:
      'Sé cordial y resolutivo. Antes de sugerir propiedades, pregunta presupuesto, zona y cantidad de dormitorios. No confirmes la disponibilidad de una propiedad puntual: ofrece que un asesor la verifique. Invita siempre a coordinar una visita o una tasación sin cargo.',
    categoryKey: 'realstate',
    ownerKey: 'lucia-fernandez',
    country: 'Argentina',
    province: 'Santa Fe',
    city: 'Rosario',
    locationAddress: 'Bv. Oroño 1340, Rosario',
    locationLatitude: -32.949,
    locationLongitude: -60.647,
    tags: ['alquileres', 'venta de propiedades', 'tasaciones', 'rosario'],
    status: 1,
    intents: [
      {
        name: 'Requisitos para alquilar',
        description:
          'Para alquilar te pedimos:\n- DNI de todos los inquilinos\n- Recibos de sueldo o constancia de ingresos\n- **Garantía propietaria o seguro de caución**\n\nEl plazo y la forma de actualización se acuerdan con cada propietario antes de firmar.',
        questions: [
          '¿Qué piden para alquilar?',
          '¿Aceptan seguro de caución?',
          'requisitos alquiler',
          '¿Necesito garantía propietaria?',
        ],
      },
      {
        name: 'Propiedades disponibles',
        description:
          'Hoy tenemos departamentos de 1 y 2 dormitorios en **Centro, Pichincha y Echesortu**, y casas en Funes. Puedes ver fotos y precios en https://instagram.com/costaparana.propiedades o contarme tu presupuesto y zona para que un asesor te envíe opciones.',
        questions: [
          '¿Qué departamentos tienen en alquiler?',
          'Busco casa en Funes',
          '¿Tienen algo en Pichincha?',
          'Quiero comprar un monoambiente',
        ],
      },
      {
        name: 'Comisiones',
        description:
          'En alquileres cobramos el equivalente a **un mes de alquiler** más IVA. En compraventas, la comisión es del 3 % para cada una de las partes, como es habitual en Rosario.',
        questions: [
          '¿Cuánto cobran de comisión?',
          '¿Cuál es el honorario inmobiliario?',
          'comisión por venta',
        ],
      },
      {
        name: 'Tasaciones y visitas',
        description:
          'La **tasación es sin cargo** y la realiza un corredor matriculado en 48 h hábiles. Para tasar o coordinar una visita, escríbenos a https://wa.me/5493415550142 con la dirección o el código de la propiedad.',
        questions: [
          '¿Cuánto vale mi departamento?',
          '¿Hacen tasaciones?',
          'Quiero ver una casa el sábado',
          '¿Cómo coordino una visita?',
        ],
      },
    ],
  },

  // ───────────────────────────── México ─────────────────────────────
  {
    alias: 'arriaga-solis-abogados',
    name: 'Arriaga & Solís Abogados',
    description:
      'Despacho de abogados en la colonia Cuauhtémoc con más de 15 años en derecho laboral, familiar y mercantil. Te oriento sobre nuestros servicios, honorarios y cómo agendar tu primera consulta.',
    instructions:
      'Mantén un tono formal, respetuoso y empático: muchas personas escriben en momentos difíciles. No des asesoría legal específica ni garantices resultados; explica de forma general y ofrece una consulta con un abogado. Si mencionan plazos urgentes, como un despido reciente o una demanda, recomienda agendar cuanto antes.',
    categoryKey: 'architecture',
    ownerKey: 'mateo-gonzalez',
    country: 'México',
    province: 'Ciudad de México',
    city: 'Ciudad de México',
    locationAddress: 'Río Lerma 232, piso 4, Col. Cuauhtémoc, Ciudad de México',
    locationLatitude: 19.429,
    locationLongitude: -99.164,
    tags: ['abogados', 'derecho laboral', 'derecho familiar', 'asesoría legal'],
    status: 1,
    intents: [
      {
        name: 'Áreas de práctica',
        description:
          'Atendemos:\n- **Derecho laboral**: despidos injustificados, liquidaciones y finiquitos\n- **Derecho familiar**: divorcios, pensión alimenticia y custodia\n- **Derecho mercantil**: contratos y cobranza para empresas\n\nNo llevamos asuntos penales.',
        questions: [
          '¿Qué tipo de casos llevan?',
          '¿Me pueden ayudar con un divorcio?',
          '¿Llevan casos penales?',
          'Me despidieron, ¿me pueden asesorar?',
        ],
      },
      {
        name: 'Consulta inicial',
        description:
          'La primera consulta dura 45 minutos y cuesta **$900 MXN**, presencial o por videollamada. Si contratas nuestros servicios, ese monto se descuenta de los honorarios.',
        questions: [
          '¿Cuánto cuesta la consulta?',
          '¿La primera cita tiene costo?',
          '¿Atienden en línea?',
          'precio asesoría',
        ],
      },
      {
        name: 'Despido injustificado',
        description:
          'Si te despidieron, tienes **dos meses** para iniciar el trámite ante el Centro de Conciliación Laboral. Trae tu último recibo de nómina, tu contrato si lo tienes y cualquier documento que hayas firmado. En asuntos laborales cobramos un porcentaje de lo que se recupere.',
        questions: [
          'Me corrieron del trabajo, ¿qué hago?',
          '¿Cuánto tiempo tengo para demandar?',
          '¿Qué documentos necesito?',
          '¿Cobran hasta ganar el caso?',
        ],
      },
      {
        name: 'Agendar cita',
        description:
          'Agenda tu cita de lunes a viernes de 9:00 a 18:00 h escribiendo a https://wa.me/525555550187 o llamando al 55 5555 0187. Estamos a tres cuadras del Ángel de la Independencia.',
        questions: [
          '¿Cómo hago una cita?',
          '¿Dónde están ubicados?',
          '¿Cuál es su horario?',
          'Quiero hablar con un abogado',
        ],
      },
    ],
  },
  {
    alias: 'codigo-tapatio',
    name: 'Código Tapatío Software',
    description:
      'Somos un equipo de desarrolladores en Guadalajara que crea aplicaciones web y móviles, tiendas en línea e integraciones a la medida para pymes de México y Latinoamérica.',
    instructions:
      'Habla como un consultor técnico accesible: evita tecnicismos salvo que el usuario los use. Haz preguntas para entender el proyecto (objetivo, plataforma, plazos y presupuesto). Da rangos de precio orientativos, nunca cotizaciones cerradas. Invita a agendar una llamada de descubrimiento gratuita de 30 minutos.',
    categoryKey: 'domo',
    ownerKey: 'mateo-gonzalez',
    country: 'México',
    province: 'Jalisco',
    city: 'Guadalajara',
    locationAddress: 'Av. Chapultepec Sur 215, Col. Americana, Guadalajara',
    locationLatitude: 20.672,
    locationLongitude: -103.369,
    tags: ['desarrollo de software', 'apps móviles', 'comercio electrónico', 'nube'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Desarrollamos:\n- Aplicaciones web y móviles (iOS y Android)\n- Tiendas en línea con pagos y facturación electrónica (CFDI)\n- Integraciones con ERP, CRM y WhatsApp\n- Mantenimiento y soporte de sistemas existentes',
        questions: [
          '¿Qué hacen?',
          '¿Desarrollan apps para celular?',
          '¿Pueden integrar mi sistema con WhatsApp?',
          '¿Dan mantenimiento a sistemas que ya tengo?',
        ],
      },
      {
        name: 'Precios y tarifas',
        description:
          'Una tienda en línea parte desde **$45,000 MXN** y una app móvil a la medida desde $180,000 MXN, según sus funciones. También ofrecemos bolsas de horas de soporte desde $8,500 MXN al mes. Te damos una cotización detallada después de la llamada inicial.',
        questions: [
          '¿Cuánto cuesta una app?',
          '¿Qué precio tiene una tienda en línea?',
          'cotización',
          '¿Tienen planes de soporte mensual?',
        ],
      },
      {
        name: 'Tiempos de entrega',
        description:
          'Una tienda en línea suele estar lista en **4 a 6 semanas** y una app móvil en 3 a 5 meses. Trabajamos en ciclos de dos semanas y cada viernes te mostramos avances.',
        questions: [
          '¿Cuánto tardan?',
          '¿En cuánto tiempo tendría mi app?',
          'plazos de entrega',
          '¿Cómo me entero del avance?',
        ],
      },
      {
        name: 'Tecnologías',
        description:
          'Trabajamos principalmente con **TypeScript, React, React Native y Node.js**, bases de datos PostgreSQL y despliegues en la nube. Si ya tienes un sistema en otra tecnología, lo revisamos sin costo para ver si podemos darle soporte.',
        questions: [
          '¿Con qué tecnologías trabajan?',
          '¿Usan React?',
          '¿Trabajan con PHP?',
          'stack tecnológico',
        ],
      },
    ],
  },
  {
    alias: 'electronorte-instalaciones',
    name: 'ElectroNorte Instalaciones Industriales',
    description:
      'Diseñamos, instalamos y damos mantenimiento a sistemas eléctricos de media y baja tensión para naves industriales, plantas y comercios del área metropolitana de Monterrey.',
    instructions:
      'Responde con lenguaje técnico claro y profesional, pensado para jefes de mantenimiento y compradores. Pide los datos clave para cotizar: ubicación, carga instalada, tipo de trabajo y plazos. Destaca la seguridad y el cumplimiento de la NOM-001-SEDE. Para emergencias, deriva al teléfono de guardia.',
    categoryKey: 'electricity',
    ownerKey: 'mateo-gonzalez',
    country: 'México',
    province: 'Nuevo León',
    city: 'Monterrey',
    locationAddress: 'Av. Ruiz Cortines 2450, Col. Moderna, Monterrey',
    locationLatitude: 25.695,
    locationLongitude: -100.29,
    tags: ['instalaciones eléctricas', 'subestaciones', 'mantenimiento industrial', 'naves industriales'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Ofrecemos:\n- Subestaciones eléctricas de media tensión\n- Instalaciones para naves industriales y líneas de producción\n- **Mantenimiento preventivo y termografía**\n- Corrección de factor de potencia\n\nTodos los proyectos cumplen con la NOM-001-SEDE.',
        questions: [
          '¿Qué servicios ofrecen?',
          '¿Instalan subestaciones?',
          '¿Hacen mantenimiento preventivo?',
          '¿Trabajan en naves industriales?',
        ],
      },
      {
        name: 'Cotizaciones',
        description:
          'Para cotizar necesitamos la ubicación, el tipo de trabajo, la carga aproximada en kVA y planos si los tienes. Envíalos a https://wa.me/528155550187 y te mandamos la propuesta técnica y económica en **3 a 5 días hábiles**. La visita técnica en el área metropolitana no tiene costo.',
        questions: [
          '¿Cómo pido una cotización?',
          '¿La visita técnica tiene costo?',
          '¿Cuánto tardan en cotizar?',
          'Necesito presupuesto para una subestación',
        ],
      },
      {
        name: 'Emergencias',
        description:
          'Tenemos **guardia 24/7** para clientes con póliza de mantenimiento: llama al 81 5555 0187. Para empresas sin póliza atendemos emergencias según disponibilidad, con un cargo de visita de $3,500 MXN.',
        questions: [
          '¿Atienden emergencias?',
          'Se nos fue la luz en la planta',
          '¿Tienen servicio 24 horas?',
          '¿Cuánto cobran por una urgencia?',
        ],
      },
      {
        name: 'Cobertura',
        description:
          'Trabajamos en **Monterrey, San Nicolás, Apodaca, Escobedo, Santa Catarina y Guadalupe**. Para proyectos en Saltillo o Reynosa, consulta las condiciones de traslado.',
        questions: ['¿Hasta dónde dan servicio?', '¿Trabajan en Apodaca?', '¿Van a Saltillo?'],
      },
    ],
  },
  {
    alias: 'la-espiga-merida',
    name: 'La Espiga Panadería Artesanal',
    description:
      'Somos una panadería de masa madre en el centro de Mérida. Horneamos todos los días pan de caja, conchas, roles de canela y, en temporada, pan de muerto. Pregúntame por pedidos y entregas.',
    instructions:
      'Habla con calidez y alegría, como quien atiende el mostrador de su propio negocio. Recomienda el pan del día y sugiere encargar con anticipación para eventos. Si preguntan por alérgenos, sé precisa: todo se elabora en el mismo obrador con trigo, huevo, leche y nueces.',
    categoryKey: 'general',
    ownerKey: 'mateo-gonzalez',
    country: 'México',
    province: 'Yucatán',
    city: 'Mérida',
    locationAddress: 'Calle 60 No. 412 x 47 y 49, Centro, Mérida',
    locationLatitude: 20.9721,
    locationLongitude: -89.6215,
    tags: ['panadería', 'masa madre', 'pedidos por encargo', 'hecho a mano'],
    status: 1,
    intents: [
      {
        name: 'Horarios de atención',
        description:
          'Abrimos de **martes a domingo de 7:30 a 14:00 h**. Los lunes descansamos y aprovechamos para alimentar la masa madre.',
        questions: ['¿A qué hora abren?', '¿Abren los lunes?', '¿Hasta qué hora hay pan?', 'horario'],
      },
      {
        name: 'Pedidos por encargo',
        description:
          'Recibimos pedidos para cumpleaños, oficinas y eventos con **48 h de anticipación**. Por ejemplo, una charola de 24 conchas mini cuesta $420 MXN y una rosca de reyes mediana, $380 MXN. Haz tu pedido en https://wa.me/529995550187.',
        questions: [
          '¿Hacen pedidos para eventos?',
          'Quiero encargar pan para una reunión',
          '¿Con cuánto tiempo tengo que pedir?',
          '¿Hacen rosca de reyes?',
        ],
      },
      {
        name: 'Entregas a domicilio',
        description:
          'Entregamos en Mérida de martes a sábado. El envío cuesta **$60 MXN** en el centro y colonias cercanas, y $90 MXN hacia el norte (Montejo, Altabrisa, Temozón). Los pedidos mayores a $600 MXN tienen envío gratis.',
        questions: ['¿Hacen envíos a domicilio?', '¿Llegan a Altabrisa?', '¿Cuánto cobran de envío?'],
      },
      {
        name: 'Opciones especiales',
        description:
          'Tenemos pan **vegano** todos los días: hogaza de centeno y focaccia. Por ahora **no ofrecemos opciones sin gluten**, porque trabajamos con harina de trigo en todo el obrador y no podemos evitar la contaminación cruzada.',
        questions: [
          '¿Tienen pan sin gluten?',
          '¿Hay opciones veganas?',
          'Soy celíaco, ¿qué puedo comer?',
          '¿Usan huevo en el pan?',
        ],
      },
    ],
  },

  // ───────────────────────────── Chile ─────────────────────────────
  {
    alias: 'gasfiteria-express-santiago',
    name: 'Gasfitería Express Santiago',
    description:
      'Gasfíteres con certificación SEC para reparaciones, destapes, instalación de calefont y urgencias en Santiago y comunas cercanas. Te ayudo a cotizar y agendar una visita.',
    instructions:
      'Responde de forma breve y práctica. Pregunta la comuna, el tipo de problema y si hay una filtración activa. Ante olor a gas, indica primero cerrar la llave de paso, ventilar, no accionar interruptores y llamar a la emergencia de la distribuidora. Ofrece agendar la visita por WhatsApp.',
    categoryKey: 'plumbing',
    ownerKey: 'valentina-rojas',
    country: 'Chile',
    province: 'Región Metropolitana',
    city: 'Santiago',
    locationAddress: 'Av. Santa Rosa 1240, Santiago',
    locationLatitude: -33.4569,
    locationLongitude: -70.6458,
    tags: ['gasfitería', 'urgencias 24 horas', 'calefont', 'destape de cañerías'],
    status: 1,
    intents: [
      {
        name: 'Urgencias',
        description:
          'Atendemos **urgencias las 24 horas, todos los días**. Si tienes una filtración, cierra la llave de paso y escríbenos a https://wa.me/56955550123. Si sientes olor a gas, ventila, no enciendas luces y llama de inmediato a la emergencia de tu distribuidora.',
        questions: [
          'Se me rompió una cañería',
          '¿Atienden urgencias de noche?',
          '¿Trabajan los domingos?',
          'tengo una filtración',
        ],
      },
      {
        name: 'Precios y tarifas',
        description:
          'La visita de diagnóstico cuesta **$25.000** en comunas del sector centro y oriente. Un destape de lavaplatos parte en $35.000 y la instalación de calefont desde $60.000, sin incluir el equipo. En urgencias nocturnas hay un recargo del 30 %.',
        questions: [
          '¿Cuánto cobran por la visita?',
          '¿Cuánto sale destapar un baño?',
          'precio instalación calefont',
          '¿Cobran más de noche?',
        ],
      },
      {
        name: 'Cobertura',
        description:
          'Trabajamos en **Santiago Centro, Providencia, Ñuñoa, Las Condes, La Reina, Macul y San Miguel**. Para Maipú, Puente Alto o La Florida, consulta disponibilidad.',
        questions: ['¿Llegan a Ñuñoa?', '¿A qué comunas van?', '¿Trabajan en Maipú?'],
      },
      {
        name: 'Garantía',
        description:
          'Todos nuestros trabajos tienen **garantía de 90 días** en mano de obra. Si el problema vuelve a aparecer, volvemos sin costo. Los repuestos tienen la garantía del fabricante.',
        questions: ['¿Dan garantía?', '¿Qué pasa si vuelve a fallar?', 'garantía del trabajo'],
      },
      {
        name: 'Certificación SEC',
        description:
          'Nuestros técnicos cuentan con **certificación SEC** para instalaciones de gas, y te entregamos la documentación necesaria para que tu instalación quede en regla.',
        questions: [
          '¿Están certificados?',
          '¿Tienen credencial SEC?',
          '¿Pueden certificar mi instalación de gas?',
        ],
      },
    ],
  },
  {
    alias: 'estudio-pixel-sur',
    name: 'Estudio Pixel Sur',
    description:
      'Estudio de diseño y branding en Viña del Mar. Creamos identidades de marca, sitios web y contenido para redes sociales de emprendimientos y pymes de todo Chile.',
    instructions:
      'Usa un tono cercano, creativo y entusiasta, sin exagerar. Pregunta por el rubro, el público y el plazo antes de sugerir un servicio. Comparte el portafolio de Instagram cuando pidan ejemplos. Da precios desde y ofrece una reunión breve para cotizar a la medida.',
    categoryKey: 'vr',
    ownerKey: 'valentina-rojas',
    country: 'Chile',
    province: 'Valparaíso',
    city: 'Viña del Mar',
    locationAddress: 'Av. Libertad 1045, oficina 302, Viña del Mar',
    locationLatitude: -33.016,
    locationLongitude: -71.551,
    tags: ['diseño gráfico', 'branding', 'redes sociales', 'diseño web'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Trabajamos en tres líneas:\n- **Branding**: logo, paleta, tipografías y manual de marca\n- **Diseño web**: sitios y landing pages autoadministrables\n- **Redes sociales**: planificación, diseño de piezas y reels',
        questions: ['¿Qué hacen?', '¿Diseñan logos?', '¿Manejan redes sociales?', '¿Hacen páginas web?'],
      },
      {
        name: 'Precios y tarifas',
        description:
          'El **pack de branding** parte en $450.000 + IVA, una landing page en $380.000 + IVA y la gestión de redes sociales desde $250.000 mensuales. Se paga 50 % al inicio y 50 % a la entrega.',
        questions: [
          '¿Cuánto cuesta un logo?',
          '¿Cuánto cobran por una página web?',
          'precios redes sociales',
          '¿Cómo se paga?',
        ],
      },
      {
        name: 'Portafolio',
        description:
          'Puedes ver nuestros proyectos recientes en https://instagram.com/estudiopixelsur. Hemos trabajado con cafeterías, viñas, clínicas y tiendas de diseño de Valparaíso, Santiago y Concepción.',
        questions: [
          '¿Tienen portafolio?',
          '¿Puedo ver trabajos anteriores?',
          '¿Con qué marcas han trabajado?',
        ],
      },
      {
        name: 'Proceso de trabajo',
        description:
          'Partimos con una **reunión de descubrimiento** de 45 minutos y luego te enviamos una propuesta con plazos. Un branding completo toma entre 3 y 4 semanas e incluye dos rondas de ajustes.',
        questions: [
          '¿Cómo trabajan?',
          '¿Cuánto se demoran?',
          '¿Cuántas revisiones incluyen?',
          '¿Cómo empezamos?',
        ],
      },
    ],
  },
  {
    alias: 'andes-corredores-seguros',
    name: 'Andes Corredores de Seguros',
    description:
      'Corredora de seguros en Concepción. Comparamos alternativas de varias compañías para encontrar el seguro automotriz, de hogar, de vida o para tu pyme que mejor se ajuste a ti.',
    instructions:
      'Explica los seguros en lenguaje simple, sin letra chica. Pregunta qué se quiere asegurar y los datos básicos para cotizar. No prometas coberturas ni precios finales: la compañía confirma la póliza. Si se trata de un siniestro, prioriza guiar los primeros pasos y entregar el contacto de asistencia.',
    categoryKey: 'insurance',
    ownerKey: 'valentina-rojas',
    country: 'Chile',
    province: 'Biobío',
    city: 'Concepción',
    locationAddress: 'Barros Arana 541, oficina 804, Concepción',
    locationLatitude: -36.827,
    locationLongitude: -73.05,
    tags: ['seguros', 'seguro automotriz', 'seguro de hogar', 'pymes'],
    status: 1,
    intents: [
      {
        name: 'Seguro automotriz',
        description:
          'Cotizamos con varias compañías a la vez. Para un auto particular de 2020, un seguro full con deducible de **UF 5** suele estar entre **$35.000 y $55.000 mensuales**. Envíanos patente, año, modelo y comuna a https://wa.me/56955550123 y te mandamos 3 alternativas en el día.',
        questions: [
          '¿Cuánto cuesta asegurar mi auto?',
          'Quiero cotizar un seguro automotriz',
          '¿Qué es el deducible?',
          'seguro para auto',
        ],
      },
      {
        name: 'Seguro de hogar',
        description:
          'El seguro de hogar cubre incendio, robo, daños por agua y, de forma opcional, **sismo**. Para un departamento de UF 3.000, la prima parte en UF 0,5 al mes con cobertura de sismo incluida.',
        questions: [
          '¿Qué cubre el seguro de hogar?',
          '¿Incluye terremoto?',
          'Quiero asegurar mi departamento',
        ],
      },
      {
        name: 'Siniestros',
        description:
          'Si tuviste un siniestro:\n1. Pon a salvo a las personas y llama a emergencias si es necesario.\n2. Toma fotos y, en caso de robo o choque, deja constancia en Carabineros.\n3. Escríbenos con tu RUT y número de póliza: **te acompañamos en todo el proceso** de liquidación.',
        questions: [
          'Choqué, ¿qué hago?',
          '¿Cómo denuncio un siniestro?',
          'Me robaron el auto',
          '¿Me ayudan con la liquidación?',
        ],
      },
      {
        name: 'Horarios de atención',
        description:
          'Atendemos en **Barros Arana 541, oficina 804**, de lunes a viernes de 9:00 a 18:30. Por WhatsApp respondemos hasta las 21:00, incluso los sábados.',
        questions: ['¿Dónde están?', '¿Cuál es su horario?', '¿Atienden los sábados?'],
      },
    ],
  },
  {
    alias: 'transportes-pampa-norte',
    name: 'Transportes Pampa Norte',
    description:
      'Transporte de carga por carretera entre Antofagasta, Calama, Iquique, Copiapó y Santiago. Atendemos a faenas mineras, constructoras y comercio con camiones rampla y carga consolidada.',
    instructions:
      'Responde con precisión y tono profesional. Para cotizar, solicita origen, destino, tipo de carga, peso, volumen y fecha. Aclara que las tarifas son referenciales y se confirman por escrito. Para seguimiento, pide el número de guía.',
    categoryKey: 'transport',
    ownerKey: 'valentina-rojas',
    country: 'Chile',
    province: 'Antofagasta',
    city: 'Antofagasta',
    locationAddress: 'Av. Pedro Aguirre Cerda 10250, Antofagasta',
    locationLatitude: -23.62,
    locationLongitude: -70.39,
    tags: ['transporte de carga', 'minería', 'carga consolidada', 'norte de chile'],
    status: 1,
    intents: [
      {
        name: 'Cotizar un envío',
        description:
          'Para cotizar necesitamos **origen, destino, tipo de carga, peso, dimensiones y fecha**. Como referencia, un pallet de hasta 800 kg de Antofagasta a Calama cuesta desde $95.000 + IVA. Cotiza en https://wa.me/56955550124.',
        questions: [
          '¿Cuánto cuesta enviar carga a Calama?',
          'Quiero cotizar un flete',
          '¿Cuánto sale un pallet a Santiago?',
          'cotización transporte',
        ],
      },
      {
        name: 'Seguimiento de carga',
        description:
          'Cada despacho tiene un **número de guía**. Envíanoslo y te decimos dónde va tu carga: nuestros camiones tienen GPS y actualizamos el estado cada 2 horas.',
        questions: [
          '¿Dónde va mi carga?',
          '¿Cómo hago el seguimiento?',
          'rastrear envío',
          '¿Los camiones tienen GPS?',
        ],
      },
      {
        name: 'Rutas y frecuencias',
        description:
          'Salimos a **Calama todos los días**, a Iquique y Copiapó tres veces por semana, y a Santiago los lunes y jueves, con un tránsito de 48 a 60 horas.',
        questions: [
          '¿Qué rutas tienen?',
          '¿Cada cuánto salen a Santiago?',
          '¿Van a Iquique?',
          '¿Cuánto demora a Santiago?',
        ],
      },
      {
        name: 'Ingreso a faenas',
        description:
          'Nuestros conductores tienen licencia profesional A5, curso de manejo defensivo y exámenes al día para ingresar a faenas mineras. Si la faena exige una acreditación especial, avísanos con **72 horas de anticipación**.',
        questions: [
          '¿Entran a faenas mineras?',
          '¿Sus choferes están acreditados?',
          '¿Qué licencia tienen los conductores?',
        ],
      },
    ],
  },

  // ───────────────────────────── Colombia ─────────────────────────────
  {
    alias: 'veterinaria-patitas',
    name: 'Clínica Veterinaria Patitas',
    description:
      'Clínica veterinaria en El Poblado con consulta general, vacunación, cirugía, peluquería y urgencias 24 horas para perros y gatos. Te ayudo con citas, precios y cuidados básicos.',
    instructions:
      'Habla con cariño y empatía hacia las mascotas y sus familias. No diagnostiques ni recetes medicamentos. Si describen síntomas graves (dificultad para respirar, convulsiones, posible envenenamiento o sangrado), indica venir de inmediato a urgencias. Ofrece agendar la cita por WhatsApp.',
    categoryKey: 'openings',
    ownerKey: 'santiago-restrepo',
    country: 'Colombia',
    province: 'Antioquia',
    city: 'Medellín',
    locationAddress: 'Calle 10 # 43D-25, El Poblado, Medellín',
    locationLatitude: 6.209,
    locationLongitude: -75.57,
    tags: ['veterinaria', 'mascotas', 'vacunación', 'urgencias 24 horas'],
    status: 1,
    intents: [
      {
        name: 'Citas y horarios',
        description:
          'Atendemos consulta general de **lunes a sábado de 8:00 a.m. a 7:00 p.m.** y los domingos de 9:00 a.m. a 1:00 p.m. Agenda tu cita en https://wa.me/573005550199. Urgencias: abiertas las 24 horas.',
        questions: [
          '¿Cómo pido una cita?',
          '¿Atienden los domingos?',
          '¿A qué hora abren?',
          'quiero agendar para mi perro',
        ],
      },
      {
        name: 'Precios y tarifas',
        description:
          'La consulta general cuesta **$85.000 COP**, la vacuna antirrábica $45.000 y el plan completo de vacunas para cachorros $220.000. La esterilización de gatas vale $380.000 con exámenes prequirúrgicos incluidos, y el baño con corte para perros pequeños desde $60.000.',
        questions: [
          '¿Cuánto vale la consulta?',
          '¿Cuánto cuestan las vacunas?',
          'precio peluquería canina',
          '¿Cuánto cobran por esterilizar una gata?',
        ],
      },
      {
        name: 'Urgencias',
        description:
          'Nuestro servicio de **urgencias funciona 24/7**. Si tu mascota tiene dificultad para respirar, convulsiones, vómito con sangre o pudo haber comido algo tóxico, ven de inmediato a la Calle 10 # 43D-25 y llámanos en camino al 604 555 0199.',
        questions: [
          'Mi perro comió chocolate',
          '¿Atienden de noche?',
          'Es una emergencia',
          'Mi gato no respira bien',
        ],
      },
      {
        name: 'Vacunación',
        description:
          'Los cachorros empiezan su plan de vacunas entre las **6 y 8 semanas** de edad, con refuerzos cada 3 o 4 semanas hasta los 4 meses. Después se vacunan una vez al año. Trae el carné de vacunas si ya lo tienes.',
        questions: [
          '¿Cuándo se vacuna un cachorro?',
          '¿Cada cuánto se vacunan los gatos?',
          'plan de vacunas',
          '¿Qué vacunas necesita mi perro?',
        ],
      },
    ],
  },
  {
    alias: 'mensajeria-veloz-bogota',
    name: 'Mensajería Veloz Express',
    description:
      'Mensajería urbana en motos y furgones para Bogotá y la Sabana. Hacemos entregas el mismo día para tiendas en línea, restaurantes y empresas. Te ayudo a cotizar y rastrear tus envíos.',
    instructions:
      'Responde de forma rápida, concreta y amable. Para cotizar, pide la dirección de origen, el destino, el tamaño y el peso aproximado. Para rastreo, pide el número de guía. Ofrece el plan empresarial a quienes envían más de 50 paquetes al mes.',
    categoryKey: 'transport',
    ownerKey: 'santiago-restrepo',
    country: 'Colombia',
    province: 'Bogotá D.C.',
    city: 'Bogotá',
    locationAddress: 'Calle 72 # 20-45, Barrios Unidos, Bogotá',
    locationLatitude: 4.664,
    locationLongitude: -74.066,
    tags: ['mensajería', 'envíos el mismo día', 'domicilios', 'tiendas en línea'],
    status: 1,
    intents: [
      {
        name: 'Tarifas',
        description:
          'Un envío dentro de Bogotá cuesta desde **$9.500 COP** para paquetes de hasta 5 kg. Hacia Chía, Cota o Soacha, desde $16.000. Las tiendas en línea con más de 50 envíos al mes tienen tarifa empresarial con 20 % de descuento.',
        questions: [
          '¿Cuánto vale un envío?',
          '¿Cuánto cobran a Chía?',
          'tarifas mensajería',
          '¿Tienen descuento para tiendas?',
        ],
      },
      {
        name: 'Entregas el mismo día',
        description:
          'Si solicitas el servicio **antes de la 1:00 p.m.**, entregamos el mismo día en Bogotá. Los pedidos posteriores se entregan al día siguiente antes del mediodía.',
        questions: [
          '¿Entregan hoy mismo?',
          '¿Hasta qué hora puedo pedir?',
          'envío urgente',
          '¿Cuánto se demora?',
        ],
      },
      {
        name: 'Rastreo de envíos',
        description:
          'Puedes seguir tu envío en tiempo real con el enlace que te llega por WhatsApp cuando recogemos el paquete. Si no lo encuentras, escríbenos tu **número de guía** a https://wa.me/573005550198.',
        questions: [
          '¿Dónde está mi paquete?',
          '¿Cómo rastreo mi envío?',
          'No me ha llegado el pedido',
          'número de guía',
        ],
      },
      {
        name: 'Recogidas y contra entrega',
        description:
          'Recogemos en tu casa u oficina de lunes a sábado de 7:00 a.m. a 6:00 p.m. Con el servicio de **pago contra entrega**, recaudamos el dinero y te lo transferimos cada martes y viernes.',
        questions: [
          '¿Recogen a domicilio?',
          '¿Hacen pago contra entrega?',
          '¿Cuándo me transfieren lo recaudado?',
        ],
      },
    ],
  },
  {
    alias: 'casa-prana-yoga',
    name: 'Casa Prana Yoga',
    description:
      'Estudio de yoga y meditación en el barrio San Antonio de Cali. Clases de hatha, vinyasa y yoga suave para todos los niveles, en grupos pequeños y con mucho cariño.',
    instructions:
      'Habla con un tono sereno, cálido y motivador. Recomienda clases según el nivel y las necesidades de cada persona; a principiantes sugiere hatha o yoga suave. Si mencionan lesiones o embarazo, recomienda consultar a su médico y avisar a la instructora. Invita a la clase de prueba gratuita.',
    categoryKey: 'general',
    ownerKey: 'santiago-restrepo',
    country: 'Colombia',
    province: 'Valle del Cauca',
    city: 'Cali',
    locationAddress: 'Carrera 4 # 2-35, San Antonio, Cali',
    locationLatitude: 3.448,
    locationLongitude: -76.54,
    tags: ['yoga', 'meditación', 'bienestar', 'clases grupales'],
    status: 1,
    intents: [
      {
        name: 'Horarios de clases',
        description:
          'Tenemos clases de **lunes a viernes a las 6:30 a.m., 12:15 p.m. y 6:30 p.m.**, y los sábados a las 8:00 a.m. Puedes ver el horario semanal actualizado en https://instagram.com/casapranacali.',
        questions: [
          '¿A qué hora son las clases?',
          '¿Hay clases en la mañana?',
          '¿Tienen clases los sábados?',
          'horarios',
        ],
      },
      {
        name: 'Planes y precios',
        description:
          'La clase suelta cuesta **$35.000 COP**. El plan de 8 clases al mes vale $200.000 y el plan ilimitado, $260.000. Puedes pagar por transferencia, billetera digital o tarjeta.',
        questions: [
          '¿Cuánto cuesta una clase?',
          '¿Qué planes tienen?',
          'precio mensualidad',
          '¿Cómo se paga?',
        ],
      },
      {
        name: 'Clase de prueba',
        description:
          'Tu **primera clase es gratis**. Escríbenos a https://wa.me/573005550197 para reservar tu cupo, llega 10 minutos antes y trae ropa cómoda. Nosotros te prestamos el mat.',
        questions: [
          '¿Tienen clase de prueba?',
          'Nunca he hecho yoga, ¿puedo ir?',
          '¿Tengo que llevar mat?',
          '¿Qué necesito para la primera clase?',
        ],
      },
      {
        name: 'Niveles y estilos',
        description:
          'Ofrecemos **hatha**, ideal para empezar; **vinyasa**, más dinámico; y **yoga suave** para personas mayores o en recuperación. Los viernes por la noche hay meditación guiada abierta a todos.',
        questions: [
          '¿Qué tipo de yoga enseñan?',
          'Soy principiante',
          '¿Tienen meditación?',
          '¿Qué clase me recomiendan?',
        ],
      },
    ],
  },
  {
    alias: 'metalmecanica-del-caribe',
    name: 'Metalmecánica del Caribe',
    description:
      'Taller metalmecánico sobre la Vía 40 de Barranquilla. Fabricamos estructuras metálicas y piezas mecanizadas, y hacemos mantenimiento industrial para puertos, plantas y constructoras de la Costa.',
    instructions:
      'Usa un tono técnico y profesional, pensado para compradores y jefes de planta. Pide planos, materiales, cantidades y plazos para cotizar. No comprometas fechas de entrega sin revisar la capacidad de planta: ofrece que el área comercial las confirme. Destaca la experiencia en soldadura certificada.',
    categoryKey: 'electricity',
    ownerKey: 'santiago-restrepo',
    country: 'Colombia',
    province: 'Atlántico',
    city: 'Barranquilla',
    locationAddress: 'Vía 40 # 73-290, Barranquilla',
    locationLatitude: 11.005,
    locationLongitude: -74.79,
    tags: ['metalmecánica', 'estructuras metálicas', 'mecanizado', 'mantenimiento industrial'],
    status: 1,
    intents: [
      {
        name: 'Capacidades',
        description:
          'Contamos con **torno CNC, fresadoras, plegadora de 6 metros** y área de soldadura con soldadores certificados AWS. Fabricamos estructuras de hasta 20 toneladas y piezas mecanizadas por unidad o en serie.',
        questions: [
          '¿Qué maquinaria tienen?',
          '¿Fabrican piezas a pedido?',
          '¿Hacen estructuras metálicas?',
          '¿Tienen soldadores certificados?',
        ],
      },
      {
        name: 'Cotizaciones',
        description:
          'Envía los planos (PDF o DWG), el material, la cantidad y la fecha requerida a https://wa.me/573005550196 o a comercial.metalcaribe@example.com. Respondemos las cotizaciones en **2 a 4 días hábiles**.',
        questions: [
          '¿Cómo pido una cotización?',
          'Necesito fabricar unas piezas',
          '¿En cuánto tiempo cotizan?',
          '¿En qué formato envío los planos?',
        ],
      },
      {
        name: 'Plazos de producción',
        description:
          'Las piezas mecanizadas sencillas se entregan en **5 a 10 días hábiles**. Las estructuras y proyectos grandes se programan según la capacidad de planta, y la fecha se confirma por escrito al aprobar la cotización.',
        questions: ['¿Cuánto se demoran?', 'plazos de entrega', '¿Pueden entregar esta semana?'],
      },
      {
        name: 'Servicio en sitio',
        description:
          'Hacemos **mantenimiento y montajes en sitio** en Barranquilla, Soledad, Malambo, Cartagena y Santa Marta, con personal que tiene curso de alturas y seguridad social al día.',
        questions: [
          '¿Hacen trabajos en planta?',
          '¿Van a Cartagena?',
          '¿Su personal tiene curso de alturas?',
        ],
      },
    ],
  },

  // ───────────────────────────── Paraguay ─────────────────────────────
  {
    alias: 'guarani-digital',
    name: 'Guaraní Digital Agencia',
    description:
      'Agencia de marketing digital y diseño en Asunción. Gestionamos redes sociales, campañas pagas y contenido audiovisual para marcas paraguayas que quieren crecer en internet.',
    instructions:
      'Habla con energía y cercanía, con ejemplos concretos. Pregunta por el rubro, los objetivos (ventas, seguidores o consultas) y el presupuesto mensual. No prometas resultados garantizados de seguidores ni de ventas. Ofrece la auditoría gratuita de redes sociales.',
    categoryKey: 'vr',
    ownerKey: 'camila-benitez',
    country: 'Paraguay',
    province: 'Asunción',
    city: 'Asunción',
    locationAddress: 'Av. España 1420 casi Brasilia, Asunción',
    locationLatitude: -25.283,
    locationLongitude: -57.601,
    tags: ['marketing digital', 'redes sociales', 'diseño', 'publicidad online'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Te ayudamos con:\n- Gestión de **Instagram, Facebook y TikTok**\n- Campañas de publicidad paga con reportes mensuales\n- Fotografía y video de productos\n- Diseño de identidad visual',
        questions: [
          '¿Qué servicios tienen?',
          '¿Manejan TikTok?',
          '¿Hacen fotos de productos?',
          '¿Hacen publicidad en redes?',
        ],
      },
      {
        name: 'Planes y precios',
        description:
          'El **plan Inicial** cuesta Gs. 1.800.000 al mes (12 publicaciones y gestión de mensajes) y el **plan Crecimiento**, Gs. 3.200.000 (20 publicaciones, reels y campañas). El presupuesto de publicidad se paga aparte.',
        questions: [
          '¿Cuánto cobran por manejar redes?',
          '¿Qué planes tienen?',
          'precios',
          '¿La publicidad está incluida?',
        ],
      },
      {
        name: 'Auditoría gratuita',
        description:
          'Hacemos una **auditoría gratuita** de tus redes: revisamos tu perfil, tus publicaciones y a tu competencia, y te enviamos recomendaciones en 3 días hábiles. Pídela en https://wa.me/595981555014.',
        questions: [
          '¿Pueden revisar mi Instagram?',
          '¿Qué es la auditoría gratis?',
          'Quiero mejorar mis redes',
        ],
      },
      {
        name: 'Contrato y permanencia',
        description:
          'Trabajamos con contratos **mes a mes, sin permanencia mínima**. Igual te recomendamos al menos 3 meses para medir resultados de forma realista.',
        questions: [
          '¿Hay que firmar contrato?',
          '¿Tienen permanencia mínima?',
          '¿Puedo cancelar cuando quiera?',
        ],
      },
    ],
  },
  {
    alias: 'electricidad-don-ramon',
    name: 'Electricidad Don Ramón',
    description:
      'Electricista matriculado con más de 20 años de experiencia en Luque, Asunción y alrededores. Instalaciones, reparaciones, tableros, colocación de aires acondicionados y urgencias.',
    instructions:
      'Responde con amabilidad y lenguaje sencillo, como un técnico de confianza del barrio. Pide la dirección y una descripción o foto del problema. Ante chispas, olor a quemado o cables expuestos, indica bajar la llave general y no tocar nada. Ofrece coordinar la visita por WhatsApp.',
    categoryKey: 'plumbing',
    ownerKey: 'camila-benitez',
    country: 'Paraguay',
    province: 'Central',
    city: 'Luque',
    locationAddress: 'Calle General Aquino 1150, Luque',
    locationLatitude: -25.268,
    locationLongitude: -57.487,
    tags: ['electricista', 'instalaciones eléctricas', 'urgencias', 'aire acondicionado'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Hacemos:\n- Instalaciones eléctricas nuevas y ampliaciones\n- Cambio de tableros y llaves termomagnéticas\n- **Instalación de aires acondicionados split**\n- Reparación de cortocircuitos y cortes de luz',
        questions: [
          '¿Qué trabajos hacen?',
          '¿Instalan aire acondicionado?',
          '¿Cambian tableros?',
          'Necesito un electricista',
        ],
      },
      {
        name: 'Precios y tarifas',
        description:
          'La visita de diagnóstico cuesta **Gs. 100.000** y se descuenta si hacemos el trabajo. La instalación de un split de hasta 18.000 BTU sale Gs. 450.000, con materiales básicos incluidos.',
        questions: [
          '¿Cuánto cobran la visita?',
          '¿Cuánto sale instalar un aire?',
          'precio',
          '¿Cobran el presupuesto?',
        ],
      },
      {
        name: 'Urgencias',
        description:
          'Atendemos **urgencias hasta las 22:00**, todos los días. Si ves chispas o sientes olor a quemado, baja la llave general y escríbenos a https://wa.me/595981555015.',
        questions: [
          'Se me cortó la luz en la casa',
          '¿Atienden de noche?',
          'Salta la llave térmica',
          'Es urgente',
        ],
      },
      {
        name: 'Zona de cobertura',
        description:
          'Trabajamos en **Luque, Asunción, San Lorenzo, Fernando de la Mora, Mariano Roque Alonso y Limpio**. Para otras ciudades del departamento Central, consulta.',
        questions: ['¿Van hasta San Lorenzo?', '¿En qué zonas trabajan?', '¿Vienen a Asunción?'],
      },
    ],
  },
  {
    alias: 'inmobiliaria-costanera-encarnacion',
    name: 'Inmobiliaria Costanera',
    description:
      'Compra, venta y alquiler de casas, departamentos y terrenos en Encarnación y Cambyretá. También administramos alquileres temporarios cerca de la costanera para la temporada de verano.',
    instructions:
      'Sé amable, claro y paciente. Pregunta si buscan comprar, alquilar todo el año o alquilar por temporada, y el presupuesto aproximado. Para el verano, recomienda reservar con anticipación. No confirmes disponibilidad sin consultar con un asesor.',
    categoryKey: 'realstate',
    ownerKey: 'camila-benitez',
    country: 'Paraguay',
    province: 'Itapúa',
    city: 'Encarnación',
    locationAddress: 'Calle Mariscal Estigarribia 1234, Encarnación',
    locationLatitude: -27.33,
    locationLongitude: -55.866,
    tags: ['inmobiliaria', 'terrenos', 'alquiler temporario', 'encarnación'],
    status: 1,
    intents: [
      {
        name: 'Alquiler temporario',
        description:
          'En temporada (diciembre a febrero) tenemos departamentos a **200 metros de la playa San José** desde Gs. 450.000 por noche para 4 personas, con una estadía mínima de 3 noches. Se reserva con el 30 % de seña.',
        questions: [
          '¿Tienen departamentos para el verano?',
          '¿Cuánto sale por noche?',
          'alquiler cerca de la playa',
          '¿Cuántas noches mínimo?',
        ],
      },
      {
        name: 'Terrenos y lotes',
        description:
          'Tenemos lotes desde **USD 18.000** en Cambyretá y desde USD 45.000 en barrios de Encarnación con todos los servicios. Algunos se pueden financiar hasta en 60 cuotas.',
        questions: [
          '¿Venden terrenos?',
          '¿Tienen lotes financiados?',
          '¿Cuánto cuesta un terreno?',
          'terreno en cuotas',
        ],
      },
      {
        name: 'Requisitos para alquilar',
        description:
          'Para alquileres anuales pedimos cédula de identidad, comprobante de ingresos y **un garante con propiedad** en Itapúa, o bien 3 meses de depósito. El contrato es por 1 o 2 años.',
        questions: [
          '¿Qué piden para alquilar?',
          '¿Necesito garante?',
          'requisitos',
          '¿Por cuánto tiempo es el contrato?',
        ],
      },
      {
        name: 'Contacto y visitas',
        description:
          'Visítanos en **Mariscal Estigarribia 1234** de lunes a viernes de 8:00 a 18:00 y los sábados de 8:00 a 12:00, o agenda una visita en https://wa.me/595985555019.',
        questions: ['¿Dónde están?', 'Quiero ver una casa', '¿Atienden los sábados?'],
      },
    ],
  },
  {
    alias: 'tecnocentro-parana',
    name: 'TecnoCentro Paraná',
    description:
      'Tienda de electrónica, celulares e informática en el microcentro de Ciudad del Este. Productos originales con garantía y precios en dólares, guaraníes y reales.',
    instructions:
      'Responde de forma ágil y comercial. Informa los precios como referencia y aclara que pueden variar con el tipo de cambio del día. Nunca confirmes stock sin verificar con un vendedor. Recuerda a los compradores extranjeros revisar los límites de franquicia de su país.',
    categoryKey: 'materials',
    ownerKey: 'camila-benitez',
    country: 'Paraguay',
    province: 'Alto Paraná',
    city: 'Ciudad del Este',
    locationAddress: 'Av. San Blas km 1, Galería Paraná, local 24, Ciudad del Este',
    locationLatitude: -25.511,
    locationLongitude: -54.615,
    tags: ['electrónica', 'celulares', 'informática', 'compras'],
    status: 0,
    intents: [
      {
        name: 'Precios y monedas',
        description:
          'Nuestros precios están en **dólares** y también aceptamos guaraníes y reales al tipo de cambio del día. Por ejemplo, una notebook de 15 pulgadas con 16 GB de RAM está desde USD 549.',
        questions: [
          '¿Aceptan reales?',
          '¿Los precios son en dólares?',
          '¿Cuánto sale una notebook?',
          'cotización del día',
        ],
      },
      {
        name: 'Garantía',
        description:
          'Todos los productos son originales y tienen **garantía de 6 meses** en nuestro local, además de la garantía internacional del fabricante cuando corresponde. Guarda tu factura.',
        questions: ['¿Tienen garantía?', '¿Son originales?', '¿Qué pasa si sale fallado?'],
      },
      {
        name: 'Horarios y ubicación',
        description:
          'Estamos en **Av. San Blas km 1, Galería Paraná, local 24**, a 5 minutos del Puente de la Amistad. Abrimos de lunes a sábado de 7:00 a 16:00.',
        questions: ['¿Dónde están?', '¿A qué hora cierran?', '¿Abren los domingos?', 'horario'],
      },
      {
        name: 'Reserva de productos',
        description:
          'Puedes **reservar un producto por 24 horas** enviándonos el modelo a https://wa.me/595983555020. Te confirmamos disponibilidad y precio final antes de que viajes.',
        questions: [
          '¿Puedo reservar un celular?',
          '¿Me guardan el producto?',
          'Quiero confirmar stock antes de ir',
        ],
      },
    ],
  },

  // ───────────────────────────── Perú ─────────────────────────────
  {
    alias: 'idiomas-pacifico',
    name: 'Instituto de Idiomas Pacífico',
    description:
      'Instituto de idiomas en Lince con cursos de inglés, portugués y francés para niños, jóvenes y adultos, en modalidad presencial y online. Te ayudo a elegir tu curso y horario.',
    instructions:
      'Habla de forma amigable y motivadora. Pregunta el idioma, el nivel actual y el objetivo (trabajo, viaje o examen internacional). Recomienda la prueba de nivel gratuita antes de matricularse e informa la fecha de inicio del próximo ciclo.',
    categoryKey: 'plumbing',
    ownerKey: 'diego-quispe',
    country: 'Perú',
    province: 'Lima',
    city: 'Lima',
    locationAddress: 'Av. Arequipa 2450, Lince, Lima',
    locationLatitude: -12.087,
    locationLongitude: -77.035,
    tags: ['idiomas', 'inglés', 'portugués', 'clases online'],
    status: 1,
    intents: [
      {
        name: 'Cursos disponibles',
        description:
          'Ofrecemos **inglés, portugués y francés** en niveles básico, intermedio y avanzado, además de preparación para exámenes internacionales. Hay grupos para niños (8 a 12 años), jóvenes y adultos.',
        questions: [
          '¿Qué idiomas enseñan?',
          '¿Tienen inglés para niños?',
          '¿Preparan para exámenes internacionales?',
          'cursos',
        ],
      },
      {
        name: 'Precios y matrícula',
        description:
          'La matrícula cuesta **S/ 60** y la mensualidad **S/ 280** en el horario regular (3 clases por semana). Los cursos intensivos cuestan S/ 420 al mes. Puedes pagar por transferencia, billetera digital o tarjeta.',
        questions: [
          '¿Cuánto cuesta el curso de inglés?',
          '¿Cuánto es la matrícula?',
          'precio mensual',
          '¿Aceptan pago con tarjeta?',
        ],
      },
      {
        name: 'Horarios y modalidad',
        description:
          'Hay turnos de **mañana (7:00 a 9:00), tarde (15:00 a 17:00) y noche (19:00 a 21:00)** de lunes a viernes, y sabatinos de 9:00 a 13:00. Las clases online son en vivo, con grupos de máximo 12 alumnos.',
        questions: [
          '¿Tienen horario en la noche?',
          '¿Hay clases los sábados?',
          '¿Las clases online son en vivo?',
          'horarios',
        ],
      },
      {
        name: 'Prueba de nivel',
        description:
          'La **prueba de nivel es gratuita** y dura 30 minutos. Puedes rendirla en nuestra sede de Av. Arequipa 2450 o por videollamada; agéndala en https://wa.me/51987555012. El próximo ciclo empieza el primer lunes del mes.',
        questions: [
          '¿Cómo sé qué nivel tengo?',
          '¿La prueba de nivel tiene costo?',
          '¿Cuándo empiezan las clases?',
        ],
      },
    ],
  },
  {
    alias: 'textiles-misti',
    name: 'Textiles Misti',
    description:
      'Fábrica arequipeña de tejidos y prendas de fibra de alpaca. Producimos chompas, chalinas y mantas para marcas y tiendas de Perú y el extranjero, con etiqueta propia o del cliente.',
    instructions:
      'Responde con tono profesional y orgullo por la tradición textil arequipeña. Orienta la conversación a compradores mayoristas: pregunta tipo de prenda, cantidad, colores y fecha. Explica pedidos mínimos y plazos. Para precios exactos, ofrece enviar una cotización formal con muestras.',
    categoryKey: 'electricity',
    ownerKey: 'diego-quispe',
    country: 'Perú',
    province: 'Arequipa',
    city: 'Arequipa',
    locationAddress: 'Parque Industrial de Arequipa, calle 4, lote 12, Arequipa',
    locationLatitude: -16.425,
    locationLongitude: -71.525,
    tags: ['textiles', 'fibra de alpaca', 'exportación', 'fabricación a pedido'],
    status: 1,
    intents: [
      {
        name: 'Productos',
        description:
          'Fabricamos **chompas, cárdigans, chalinas, gorros y mantas** en baby alpaca, alpaca superfina y mezclas con algodón pima, en tejido plano y de punto.',
        questions: ['¿Qué productos fabrican?', '¿Trabajan baby alpaca?', '¿Hacen mantas?', 'catálogo'],
      },
      {
        name: 'Pedido mínimo',
        description:
          'El pedido mínimo es de **100 prendas por modelo**, combinando hasta 4 colores. Para etiqueta propia, con la marca del cliente, el mínimo sube a 200 prendas.',
        questions: [
          '¿Cuál es el pedido mínimo?',
          '¿Puedo pedir con mi marca?',
          '¿Hacen pedidos pequeños?',
          'mínimo de producción',
        ],
      },
      {
        name: 'Plazos de producción',
        description:
          'Las muestras están listas en **10 días hábiles** y un lote de 500 prendas toma entre 6 y 8 semanas, según el modelo. Para las campañas de invierno del hemisferio norte, recomendamos confirmar los pedidos antes de mayo.',
        questions: [
          '¿Cuánto demora un pedido?',
          '¿En cuánto tiempo tienen las muestras?',
          'tiempos de producción',
        ],
      },
      {
        name: 'Exportación',
        description:
          'Exportamos a Estados Unidos, Europa y Asia con **certificado de origen**, por vía marítima desde el Callao o por courier aéreo. Cotizamos en dólares, FOB o puesto en destino.',
        questions: ['¿Exportan?', '¿Envían a Estados Unidos?', '¿Cotizan en dólares?', '¿Trabajan FOB?'],
      },
    ],
  },
  {
    alias: 'qosqo-arquitectura',
    name: 'Qosqo Estudio de Arquitectura',
    description:
      'Estudio de arquitectura en Cusco especializado en vivienda, hospedajes y restauración de casonas en zonas patrimoniales. Te orientamos sobre proyectos, licencias y honorarios.',
    instructions:
      'Usa un tono profesional, cercano y didáctico. Pregunta por el tipo de proyecto, la ubicación del terreno y si está en zona monumental. Explica que en el Centro Histórico se requiere la aprobación del Ministerio de Cultura. Ofrece agendar una reunión inicial sin costo.',
    categoryKey: 'architecture',
    ownerKey: 'diego-quispe',
    country: 'Perú',
    province: 'Cusco',
    city: 'Cusco',
    locationAddress: 'Calle Saphi 620, Cusco',
    locationLatitude: -13.515,
    locationLongitude: -71.983,
    tags: ['arquitectura', 'diseño de interiores', 'licencias de construcción', 'patrimonio'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Hacemos:\n- Diseño de viviendas y hospedajes\n- **Restauración y puesta en valor** de casonas\n- Expedientes para licencias de edificación\n- Diseño de interiores y supervisión de obra',
        questions: [
          '¿Qué servicios ofrecen?',
          '¿Diseñan hoteles?',
          '¿Hacen remodelaciones?',
          '¿Supervisan la obra?',
        ],
      },
      {
        name: 'Honorarios',
        description:
          'El proyecto arquitectónico cuesta desde **S/ 35 por m²** construido para vivienda y desde S/ 45 por m² para hospedajes. La supervisión de obra se cotiza aparte, por lo general entre el 3 % y el 5 % del costo de construcción.',
        questions: [
          '¿Cuánto cobran por un proyecto?',
          '¿Cuánto cuesta diseñar una casa?',
          'honorarios',
          '¿Cobran por metro cuadrado?',
        ],
      },
      {
        name: 'Licencias y permisos',
        description:
          'Para construir en el **Centro Histórico del Cusco** necesitas la aprobación del Ministerio de Cultura además de la licencia municipal. Preparamos el expediente completo; el trámite suele tomar de 2 a 4 meses.',
        questions: [
          '¿Qué permisos necesito para construir?',
          '¿Se puede remodelar en el Centro Histórico?',
          '¿Cuánto demora la licencia?',
          'licencia de edificación',
        ],
      },
      {
        name: 'Reunión inicial',
        description:
          'La primera reunión es **sin costo**, en nuestra oficina de Calle Saphi 620 o por videollamada. Escríbenos a https://wa.me/51984555023 con la ubicación de tu terreno y una idea de lo que quieres construir.',
        questions: [
          '¿Cómo agendo una reunión?',
          '¿La primera consulta se paga?',
          '¿Atienden por videollamada?',
        ],
      },
    ],
  },
  {
    alias: 'calzados-libertad',
    name: 'Calzados Libertad',
    description:
      'Zapatos de cuero hechos en Trujillo, la capital del calzado peruano. Vendemos por menor en nuestra tienda del Centro Histórico y por mayor a tiendas de todo el Perú.',
    instructions:
      'Responde con amabilidad y tono de vendedor cercano. Ayuda a elegir talla y modelo; ante dudas de talla, sugiere medir el pie en centímetros. Distingue entre compras por menor y por mayor. Informa envíos a provincias y medios de pago.',
    categoryKey: 'materials',
    ownerKey: 'diego-quispe',
    country: 'Perú',
    province: 'La Libertad',
    city: 'Trujillo',
    locationAddress: 'Jr. Pizarro 765, Centro Histórico, Trujillo',
    locationLatitude: -8.111,
    locationLongitude: -79.026,
    tags: ['calzado', 'zapatos de cuero', 'venta por mayor', 'hecho en perú'],
    status: 1,
    intents: [
      {
        name: 'Precios',
        description:
          'Los zapatos de vestir para caballero cuestan desde **S/ 189**, los botines para dama desde S/ 169 y las zapatillas urbanas de cuero desde S/ 149. Por mayor, desde 12 pares surtidos, hay hasta 30 % de descuento.',
        questions: [
          '¿Cuánto cuestan los zapatos?',
          '¿Tienen precio por mayor?',
          '¿Cuánto están los botines?',
          'precios',
        ],
      },
      {
        name: 'Tallas',
        description:
          'Tenemos tallas **del 35 al 40 para dama y del 38 al 44 para caballero**. Si dudas, mide tu pie del talón a la punta: 24,5 cm corresponde a la talla 38 y 26,5 cm a la talla 41.',
        questions: ['¿Qué tallas tienen?', '¿Hay talla 44?', '¿Cómo sé mi talla?', 'tallas de dama'],
      },
      {
        name: 'Envíos',
        description:
          'Enviamos a todo el Perú por agencia de transporte. A Lima el envío cuesta **S/ 15** y llega en 2 o 3 días; a otras provincias, desde S/ 18. En Trujillo, el delivery cuesta S/ 8.',
        questions: [
          '¿Hacen envíos a Lima?',
          '¿Envían a provincias?',
          '¿Cuánto cuesta el delivery?',
          '¿Cuánto demora en llegar?',
        ],
      },
      {
        name: 'Cambios',
        description:
          'Puedes cambiar tu par dentro de los **7 días** de recibido, sin uso y con su caja. El primer cambio de talla es gratis; solo pagas el envío de vuelta si estás fuera de Trujillo.',
        questions: ['¿Puedo cambiar si no me queda?', '¿Aceptan devoluciones?', 'cambio de talla'],
      },
    ],
  },

  // ───────────────────────────── Venezuela ─────────────────────────────
  {
    alias: 'nubesoft-soluciones',
    name: 'NubeSoft Soluciones',
    description:
      'Desarrollamos software administrativo en la nube para comercios y pymes venezolanas: facturación, inventario, cuentas por cobrar y reportes en bolívares y divisas.',
    instructions:
      'Responde con claridad y paciencia: muchos clientes no son técnicos. Explica los beneficios en términos de negocio, como ahorro de tiempo y control de inventario. Ofrece una demostración gratuita y 15 días de prueba. Para soporte, pide el RIF de la empresa y una descripción del problema.',
    categoryKey: 'domo',
    ownerKey: 'andrea-marquez',
    country: 'Venezuela',
    province: 'Distrito Capital',
    city: 'Caracas',
    locationAddress: 'Av. Urdaneta, Edificio Central, piso 7, La Candelaria, Caracas',
    locationLatitude: 10.505,
    locationLongitude: -66.905,
    tags: ['software administrativo', 'facturación', 'soporte técnico', 'nube'],
    status: 1,
    intents: [
      {
        name: 'Funcionalidades',
        description:
          'Nuestro sistema incluye:\n- Facturación con **manejo multimoneda** (bolívares y dólares)\n- Control de inventario por depósito\n- Cuentas por cobrar y por pagar\n- Reportes de ventas desde el celular',
        questions: [
          '¿Qué hace el sistema?',
          '¿Maneja bolívares y dólares?',
          '¿Sirve para controlar inventario?',
          'funciones',
        ],
      },
      {
        name: 'Planes y precios',
        description:
          'El **plan Emprendedor** cuesta USD 25 al mes (1 usuario), el **plan Pyme** USD 60 (5 usuarios) y el plan Empresa se cotiza según tus necesidades. Puedes pagar en divisas o en bolívares a la tasa oficial del día.',
        questions: ['¿Cuánto cuesta?', '¿Qué planes tienen?', '¿Puedo pagar en bolívares?', 'precio mensual'],
      },
      {
        name: 'Prueba gratuita',
        description:
          'Te damos **15 días de prueba gratis**, sin tarjeta. Solicítala en https://wa.me/584125550156 y agendamos una demostración de 30 minutos por videollamada.',
        questions: ['¿Tienen prueba gratis?', '¿Puedo ver una demo?', 'Quiero probar el sistema'],
      },
      {
        name: 'Soporte técnico',
        description:
          'Nuestro soporte atiende de **lunes a sábado de 8:00 a.m. a 6:00 p.m.** por WhatsApp y videollamada. Para agilizar, envía el RIF de tu empresa y una captura del error.',
        questions: [
          '¿Tienen soporte?',
          'El sistema no me deja facturar',
          '¿A qué hora atiende soporte?',
          'Necesito ayuda con el sistema',
        ],
      },
    ],
  },
  {
    alias: 'refrigeracion-zuliana',
    name: 'Refrigeración Zuliana',
    description:
      'Instalación, mantenimiento y reparación de aires acondicionados y equipos de refrigeración en Maracaibo y San Francisco. Porque en el Zulia el aire no es un lujo: es una necesidad.',
    instructions:
      'Responde con cercanía y buen humor, siempre con respeto. Pregunta el tipo de equipo, la capacidad en BTU y la falla. Da precios orientativos en dólares y aclara que el precio final depende del diagnóstico. Ofrece agendar la visita para el mismo día si hay cupo.',
    categoryKey: 'plumbing',
    ownerKey: 'andrea-marquez',
    country: 'Venezuela',
    province: 'Zulia',
    city: 'Maracaibo',
    locationAddress: 'Av. 5 de Julio con calle 77, local 3, Maracaibo',
    locationLatitude: 10.66,
    locationLongitude: -71.625,
    tags: ['aire acondicionado', 'refrigeración', 'mantenimiento', 'servicio técnico'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Hacemos:\n- Instalación de splits y aires de ventana\n- **Mantenimiento preventivo** con limpieza profunda y chequeo de gas\n- Reparación de compresores y tarjetas\n- Servicio a neveras y cavas de comercios',
        questions: ['¿Qué servicios hacen?', '¿Reparan neveras?', '¿Instalan splits?', 'Mi aire no enfría'],
      },
      {
        name: 'Precios y tarifas',
        description:
          'El mantenimiento de un split de 12.000 BTU cuesta **USD 25** y la instalación, desde USD 60. La recarga de gas va desde USD 35, según el tipo de refrigerante. Aceptamos divisas, pago móvil y transferencia en bolívares.',
        questions: [
          '¿Cuánto cobran por un mantenimiento?',
          '¿Cuánto sale instalar un split?',
          'precio recarga de gas',
          '¿Aceptan pago móvil?',
        ],
      },
      {
        name: 'Visitas y horarios',
        description:
          'Trabajamos de **lunes a sábado de 7:00 a.m. a 6:00 p.m.** Si nos escribes antes de las 10:00 a.m. a https://wa.me/584145550156, intentamos ir el mismo día.',
        questions: [
          '¿Pueden venir hoy?',
          '¿Trabajan los sábados?',
          '¿A qué hora atienden?',
          'Quiero agendar una visita',
        ],
      },
      {
        name: 'Garantía',
        description:
          'Damos **60 días de garantía** en reparaciones y 30 días en mantenimientos. Si el equipo presenta la misma falla, volvemos sin costo.',
        questions: ['¿Tienen garantía?', '¿Qué pasa si vuelve a fallar?', 'garantía de la reparación'],
      },
    ],
  },
  {
    alias: 'carabobo-cargo',
    name: 'Carabobo Cargo Logística',
    description:
      'Transporte de carga, almacenaje y distribución desde Valencia hacia todo el centro del país. Retiramos contenedores en Puerto Cabello y los llevamos hasta tu galpón.',
    instructions:
      'Responde con profesionalismo y precisión. Para cotizar, pide origen, destino, tipo de carga, peso o cantidad de contenedores y fecha. Da tarifas referenciales en dólares y aclara que dependen del combustible y los peajes. Ofrece seguimiento por GPS a los clientes corporativos.',
    categoryKey: 'transport',
    ownerKey: 'andrea-marquez',
    country: 'Venezuela',
    province: 'Carabobo',
    city: 'Valencia',
    locationAddress: 'Zona Industrial Municipal Sur, Av. Henry Ford, galpón 14, Valencia',
    locationLatitude: 10.14,
    locationLongitude: -68.0,
    tags: ['transporte de carga', 'almacenaje', 'puerto cabello', 'distribución'],
    status: 1,
    intents: [
      {
        name: 'Servicios',
        description:
          'Ofrecemos:\n- **Traslado de contenedores** desde Puerto Cabello\n- Carga seca y paletizada a Caracas, Maracay, Barquisimeto y Valencia\n- Almacenaje en galpón de 3.000 m² con montacargas\n- Distribución urbana en camiones 350 y 750',
        questions: [
          '¿Qué servicios tienen?',
          '¿Retiran contenedores del puerto?',
          '¿Tienen almacén?',
          '¿Hacen distribución?',
        ],
      },
      {
        name: 'Tarifas',
        description:
          'Como referencia, un contenedor de 40 pies de Puerto Cabello a Valencia cuesta desde **USD 380** y a Caracas desde USD 750. El almacenaje cuesta USD 8 por paleta al mes. Las tarifas se ajustan según el combustible y los peajes.',
        questions: [
          '¿Cuánto cuesta traer un contenedor?',
          '¿Cuánto cobran a Caracas?',
          'precio almacenaje',
          'tarifas',
        ],
      },
      {
        name: 'Seguimiento',
        description:
          'Todas nuestras unidades tienen **GPS**. Los clientes corporativos reciben un enlace de seguimiento en tiempo real y un reporte de entrega con fotos y firma.',
        questions: ['¿Cómo sigo mi carga?', '¿Los camiones tienen GPS?', '¿Me avisan cuando entregan?'],
      },
      {
        name: 'Cotizaciones',
        description:
          'Envía origen, destino, tipo de carga, peso o cantidad de contenedores y fecha a https://wa.me/584245550156. Respondemos en **menos de 24 horas hábiles**.',
        questions: ['¿Cómo cotizo?', 'Necesito una cotización para mañana', '¿Cuánto tardan en responder?'],
      },
    ],
  },
  {
    alias: 'cafe-de-la-sierra',
    name: 'Café de la Sierra',
    description:
      'Emprendimiento familiar que tuesta café de altura de los Andes merideños. Vendemos café en grano y molido, y atendemos en nuestra pequeña cafetería del centro de Mérida.',
    instructions:
      'Habla con calidez andina y pasión por el café. Recomienda la molienda según la cafetera del cliente. Cuenta con orgullo el origen del café y el trabajo con productores locales. Invita a visitar la cafetería o a pedir por WhatsApp.',
    categoryKey: 'general',
    ownerKey: 'andrea-marquez',
    country: 'Venezuela',
    province: 'Mérida',
    city: 'Mérida',
    locationAddress: 'Av. 3 Independencia con calle 25, Mérida',
    locationLatitude: 8.593,
    locationLongitude: -71.144,
    tags: ['café de especialidad', 'tostaduría', 'emprendimiento familiar', 'hecho en venezuela'],
    status: 0,
    intents: [
      {
        name: 'Productos y precios',
        description:
          'Tenemos café **en grano y molido** en bolsas de 250 g (USD 6) y 500 g (USD 11), de tueste medio y oscuro. Todo es 100 % arábica, cultivado por encima de los 1.400 metros en fincas de la región.',
        questions: [
          '¿Cuánto cuesta el café?',
          '¿Venden café en grano?',
          '¿Qué tipos de café tienen?',
          'precios',
        ],
      },
      {
        name: 'Tipo de molienda',
        description:
          'Molemos al momento según tu cafetera:\n- **Fina** para greca o moka\n- **Media** para filtro o cafetera eléctrica\n- **Gruesa** para prensa francesa',
        questions: ['¿Qué molienda necesito para la greca?', '¿Lo muelen para prensa francesa?', 'molienda'],
      },
      {
        name: 'Envíos',
        description:
          'Enviamos a **toda Venezuela** por encomienda. El envío a Caracas, Valencia o Maracaibo cuesta desde USD 5 y llega en 2 a 4 días. En Mérida el delivery es gratis a partir de 1 kg.',
        questions: ['¿Hacen envíos a Caracas?', '¿Cuánto cuesta el envío?', '¿Tienen delivery en Mérida?'],
      },
      {
        name: 'La cafetería',
        description:
          'Nuestra cafetería está en la **Av. 3 Independencia con calle 25** y abre de martes a domingo de 8:00 a.m. a 7:00 p.m. Síguenos en https://instagram.com/cafedelasierra.mda para conocer los nuevos lotes.',
        questions: [
          '¿Dónde queda la cafetería?',
          '¿A qué hora abren?',
          '¿Abren los lunes?',
          '¿Tienen Instagram?',
        ],
      },
    ],
  },
];

export const PLATFORM_BOT_INTENTS: readonly DemoIntent[] = [
  {
    name: 'Qué es Vocero',
    description:
      'Vocero es un **directorio público de representantes virtuales**: bots de inteligencia artificial que negocios y profesionales de Latinoamérica crean, entrenan y publican para atender a sus clientes las 24 horas. Aquí puedes encontrarlos por categoría, país, ciudad o etiquetas y conversar con ellos al instante.',
    questions: [
      '¿Qué es Vocero?',
      '¿Qué es esta página?',
      '¿De qué se trata Vocero?',
      '¿Qué es un representante virtual?',
    ],
  },
  {
    name: 'Cómo funciona',
    description:
      'Es muy simple:\n1. Creas tu cuenta y tu representante virtual.\n2. Lo entrenas con las preguntas frecuentes de tus clientes y sus respuestas.\n3. Lo publicas en el directorio y compartes su enlace.\n\nDesde ese momento, tu bot responde por ti a cualquier hora.',
    questions: [
      '¿Cómo funciona?',
      '¿Cómo funciona Vocero?',
      '¿Qué tengo que hacer para empezar?',
      'Explícame cómo funciona',
    ],
  },
  {
    name: 'Servicios',
    description:
      'En Vocero puedes:\n- **Crear y entrenar** representantes virtuales para tu negocio\n- Publicarlos en un directorio que se filtra por categoría, país, provincia, ciudad y etiquetas\n- Compartirlos con un enlace propio\n- Explorar y conversar con los bots de otros negocios',
    questions: ['¿Qué servicios ofrecen?', '¿Qué puedo hacer en Vocero?', '¿Qué ofrece la plataforma?'],
  },
  {
    name: 'Beneficios',
    description:
      'Tu representante virtual **atiende las 24 horas**, responde al instante las preguntas de siempre y le libera tiempo a tu equipo. Además, aparecer en el directorio ayuda a que nuevos clientes de tu ciudad te encuentren.',
    questions: [
      '¿Qué beneficios tiene?',
      '¿Para qué me sirve un bot?',
      '¿Por qué debería usar Vocero?',
      'ventajas',
    ],
  },
  {
    name: 'Plataforma propia',
    description:
      'Sí. Si tienes una agencia, una cámara empresarial o una red de franquicias, podemos ayudarte a tener **tu propia plataforma de bots** con tu marca, tu dominio y tus categorías. Escríbenos desde la sección de contacto y te contamos cómo.',
    questions: [
      '¿Puedo tener mi propia plataforma de bots?',
      '¿Ofrecen marca blanca?',
      'Quiero un directorio como este para mi empresa',
      '¿Puedo usar Vocero con mi marca?',
    ],
  },
  {
    name: 'Precios',
    description:
      'Durante la **etapa Beta, Vocero es gratis**: puedes crear, entrenar y publicar tus representantes virtuales sin costo. Cuando lancemos los planes pagos te avisaremos con anticipación, sin sorpresas.',
    questions: ['¿Cuánto cuesta?', '¿Es gratis?', '¿Tiene costo crear un bot?', 'precios'],
  },
  {
    name: 'Crear una cuenta',
    description:
      'Haz clic en **Crear cuenta**, ingresa tu nombre, tu correo electrónico y una contraseña, y confirma tu correo. En menos de dos minutos puedes empezar a crear tu primer representante virtual.',
    questions: [
      '¿Cómo creo una cuenta?',
      '¿Cómo me registro?',
      'Quiero registrarme',
      '¿Necesito una cuenta para crear un bot?',
    ],
  },
  {
    name: 'Entrenar y compartir',
    description:
      'Primero completa los **datos de tu bot**: nombre, alias, descripción, instrucciones de comportamiento, categoría, ubicación y etiquetas. Luego agrega sus **preguntas y respuestas**: cada tema tiene un nombre, las distintas formas en que tus clientes hacen la pregunta y la respuesta que el bot debe dar. Cuando esté listo, publícalo y comparte su enlace por WhatsApp, en tus redes sociales o en tu sitio web.',
    questions: [
      '¿Cómo entreno a mi bot?',
      '¿Qué es una intención?',
      '¿Qué datos tengo que cargar?',
      '¿Cómo comparto mi bot?',
      '¿Cómo publico mi bot?',
    ],
  },
];

/** The platform FAQ at first start: /questions shows it and the platform bot answers from it. */
/**
 * Answers of PLATFORM_FAQ that said something untrue and were loaded into earlier installations: the FAQ is
 * the super users' after its first load, so only an answer still word for word as it was is replaced.
 */
export const PLATFORM_FAQ_CORRECTIONS: ReadonlyArray<{ was: string; now: string }> = [
  {
    // Owners read every conversation in the inbox (issue 18): not only the visitor's browser keeps it.
    was: 'Las conversaciones se guardan en el navegador de cada visitante y los datos que tu bot recopila solo los ves tú, como dueño del bot. No vendemos ni compartimos esa información con terceros.',
    now: 'Tú, como dueño del bot: las lees en tu bandeja de entrada, junto con los datos que te dejaron tus clientes. Cada visitante guarda además una copia en su navegador para retomar la conversación. No vendemos ni compartimos esa información con terceros.',
  },
];

export const PLATFORM_FAQ: readonly DemoFaq[] = [
  {
    question: '¿Necesito saber programar para crear mi bot?',
    answer:
      'No. Creas tu representante virtual llenando un formulario: su nombre, su descripción y las preguntas que te hacen tus clientes con sus respuestas. Si sabes responder un WhatsApp, sabes entrenar tu bot.',
  },
  {
    question: '¿Cuánto tiempo lleva tener mi bot funcionando?',
    answer:
      'Unos diez minutos para la primera versión: crea tu cuenta, completa los datos del bot y carga tus cinco preguntas más frecuentes. Después puedes ir sumando intenciones cuando detectes nuevas consultas.',
  },
  {
    question: '¿Qué datos de mis clientes puede pedir mi bot?',
    answer:
      'Los que tú configures como **campos de datos**: por ejemplo nombre, correo, teléfono o la fecha de una reserva. El bot los pide durante la conversación, revisa que tengan un formato válido y te avisa cuando alguien los deja. Solo tú ves esos datos.',
  },
  {
    question: '¿Quién puede ver las conversaciones con mi bot?',
    answer:
      'Tú, como dueño del bot: las lees en tu bandeja de entrada, junto con los datos que te dejaron tus clientes. Cada visitante guarda además una copia en su navegador para retomar la conversación. No vendemos ni compartimos esa información con terceros.',
  },
  {
    question: '¿Qué pasa si mi bot no sabe una respuesta?',
    answer:
      'Lo admite con honestidad y ofrece tus datos de contacto para que el cliente te escriba. Además te deja anotada la pregunta para que puedas enseñársela.',
  },
  {
    question: '¿Puedo tener más de un bot?',
    answer:
      'Sí. Puedes crear un representante virtual por cada negocio, sucursal o servicio que ofrezcas, cada uno con su propio enlace, su categoría y su ubicación.',
  },
  {
    question: '¿Cómo comparto mi bot con mis clientes?',
    answer:
      'Cada bot tiene su propio enlace y un código QR. Desde el botón **Compartir** lo envías por WhatsApp, lo publicas en Facebook, Instagram o LinkedIn, o lo copias para tu sitio web.',
  },
  {
    question: '¿Cómo elimino mi cuenta o mis datos?',
    answer:
      'Escríbenos desde la sección **Hablemos** con el correo de tu cuenta y eliminamos tu cuenta, tus bots y los datos que recopilaron en un plazo máximo de 30 días.',
  },
];
