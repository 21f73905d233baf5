import type { BusinessTemplate } from '../types';

/** Contador: consultas, honorarios, inscripción, declaraciones, empresas, facturación, sueldos y vencimientos. */
export const template: BusinessTemplate = {
  businessType: 'contador',
  categoryKey: 'architecture',
  intents: [
    {
      name: 'Primera consulta',
      concept: 'booking',
      questions: [
        '¿Puedo sacar un turno para una consulta?',
        'Quiero una cita con el contador',
        '¿La primera consulta se cobra?',
        '¿Me puede atender esta semana?',
        '¿Hacen consultas por videollamada?',
        'necesito asesoramiento, cuándo me pueden recibir?',
      ],
      description:
        'Con gusto. La primera consulta cuesta [precio de la primera consulta] y dura unos [duración de la consulta]. Puede ser en el estudio o por videollamada. Escríbenos al [tu número de WhatsApp] contando brevemente tu situación y te ofrecemos un horario.',
    },
    {
      name: 'Honorarios',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran por llevar la contabilidad?',
        '¿Cuánto sale el abono mensual?',
        'cuánto cobra por una declaración de renta',
        '¿Cuáles son sus honorarios?',
        '¿Cobran por mes o por trámite?',
        '¿Es caro tener contador?',
      ],
      description:
        'Trabajamos con abonos mensuales según tu actividad:\n\n- Persona o pequeño contribuyente: desde [honorario mensual para personas]\n- Empresa o sociedad: desde [honorario mensual para empresas]\n\nLos trámites sueltos (inscripciones, declaraciones anuales, certificaciones) se cobran aparte: [honorarios de trámites sueltos]. Después de la primera consulta te pasamos un presupuesto exacto.',
    },
    {
      name: 'Inscripción y alta de impuestos',
      questions: [
        'Quiero empezar a facturar, ¿qué tengo que hacer?',
        '¿Me pueden inscribir como monotributista?',
        'Necesito sacar el RUT para trabajar',
        '¿Cómo me doy de alta en el SAT?',
        '¿Me ayudan a sacar el RUC?',
        '¿En qué categoría me tengo que inscribir?',
        'Voy a abrir un negocio, ¿qué impuestos pago?',
      ],
      description:
        'Te ayudamos a inscribirte y elegir el régimen que más te conviene según tu actividad e ingresos: [regímenes con los que trabajan]. El trámite de alta cuesta [honorario del alta] y lo dejamos listo en [plazo del alta].\n\nTrae [documentos para el alta] y te explicamos qué impuestos vas a pagar y cuándo.',
    },
    {
      name: 'Declaración anual',
      questions: [
        '¿Me hacen la declaración de renta?',
        '¿Hacen la declaración anual de ganancias?',
        '¿Cuándo vence la declaración de este año?',
        'tengo que declarar si soy empleado?',
        '¿Presentan declaraciones atrasadas?',
        '¿Cuánto sale la declaración anual?',
      ],
      description:
        'Sí, preparamos y presentamos tu declaración anual. Este año vence [fecha de vencimiento de la declaración anual]; te recomendamos enviarnos la documentación antes del [fecha límite para recibir documentación]. Honorario: [honorario de la declaración anual].\n\nTambién regularizamos declaraciones atrasadas.',
    },
    {
      name: 'Contabilidad para empresas',
      concept: 'groups',
      questions: [
        '¿Llevan la contabilidad de empresas?',
        'Tengo una pyme, ¿me pueden llevar los libros?',
        '¿Arman sociedades?',
        'Queremos armar una SAS con mi socio',
        '¿Hacen balances?',
        '¿Trabajan con comercios chicos?',
      ],
      description:
        'Sí, llevamos la contabilidad de comercios, pymes y sociedades: libros, impuestos mensuales, balances y [otros servicios para empresas]. También constituimos sociedades ([tipos de sociedad que arman]) por [honorario de la constitución de sociedades].\n\nAgendemos una reunión para conocer tu empresa y pasarte una propuesta.',
    },
    {
      name: 'Facturación electrónica',
      concept: 'invoice',
      questions: [
        '¿Cómo hago una factura electrónica?',
        '¿Me enseñan a facturar?',
        'No sé qué tipo de factura tengo que hacer',
        'Hice mal una factura, ¿cómo la anulo?',
        '¿Me pueden hacer las facturas todos los meses?',
      ],
      description:
        'Te enseñamos a emitir tus facturas electrónicas paso a paso, o las hacemos por ti como parte del abono [si incluyen la facturación en el abono]. Si hiciste una factura con error, se corrige con una nota de crédito: mándanos una foto y te decimos cómo hacerla.',
    },
    {
      name: 'Sueldos y empleados',
      questions: [
        '¿Liquidan sueldos?',
        'Voy a contratar a mi primer empleado, ¿qué tengo que hacer?',
        '¿Cuánto cobran por liquidar sueldos?',
        '¿Me hacen el alta de una empleada doméstica?',
        '¿Calculan una liquidación final?',
      ],
      description:
        'Sí, hacemos altas y bajas de empleados, recibos de sueldo, cargas sociales y liquidaciones finales. El honorario es de [honorario por empleado] por empleado por mes. Si vas a contratar a alguien, consúltanos antes: te explicamos los costos y las obligaciones.',
    },
    {
      name: 'Deudas y multas',
      questions: [
        'Tengo deudas con impuestos, ¿qué hago?',
        'Me llegó una intimación, ¿me pueden ayudar?',
        '¿Se puede entrar en un plan de pagos?',
        'me multaron por no presentar, ¿se puede arreglar?',
        '¿Me pueden dar de baja de un impuesto?',
      ],
      description:
        'Sí, revisamos tu situación, te decimos cuánto debes realmente y buscamos la mejor salida: planes de pago, reducción de multas o bajas. Tráenos o envíanos la intimación o el aviso que recibiste; la revisión cuesta [honorario de la revisión de deudas].',
    },
    {
      name: 'Vencimientos urgentes',
      concept: 'emergency',
      questions: [
        'Me vence mañana, ¿me pueden ayudar?',
        'Es urgente, tengo que presentar hoy',
        '¿Atienden urgencias?',
        'se me pasó el vencimiento, qué hago',
        '¿Me pueden hacer la declaración para hoy?',
      ],
      description:
        'Escríbenos ya al [tu número de WhatsApp] con qué vence y cuándo, y te decimos si llegamos. Los trabajos urgentes tienen un recargo de [recargo por urgencia]. Si el vencimiento ya pasó, en general se puede presentar igual con un interés o multa menor que si se espera más.',
    },
    {
      name: 'Documentos necesarios',
      concept: 'requirements',
      questions: [
        '¿Qué documentos tengo que llevar?',
        '¿Qué papeles necesitan para hacer la declaración?',
        '¿Qué necesito para darme de alta?',
        'que les mando para empezar',
        '¿Les tengo que dar mi clave fiscal?',
      ],
      description:
        'Depende del trámite; en general:\n\n- Documento de identidad\n- [Número de identificación fiscal y clave]\n- Comprobantes de ingresos y gastos\n- [Otros documentos habituales]\n\nPuedes enviarlos escaneados a [tu correo]. Tratamos toda tu información con confidencialidad.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene el estudio?',
        '¿Atienden los sábados?',
        'hasta que hora atienden',
        '¿Atienden en enero?',
        '¿Trabajan de tarde?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre], con cita previa. En épocas de vencimientos: [horario en épocas de vencimientos]. Vacaciones: [período de vacaciones].',
    },
    {
      name: 'Ubicación y atención online',
      concept: 'location',
      questions: [
        '¿Dónde queda el estudio?',
        '¿Cuál es la dirección?',
        '¿Atienden clientes de otras ciudades?',
        '¿Se puede hacer todo online?',
        'pasame la ubicación',
      ],
      description:
        'El estudio está en [tu dirección], [tu ciudad]. [Referencias para llegar]. También atendemos a distancia: las consultas por videollamada y la documentación por correo o WhatsApp.',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Cómo se pagan los honorarios?',
        '¿Aceptan transferencia?',
        '¿Puedo pagar con tarjeta?',
        '¿Me hacen factura de los honorarios?',
        'se paga por adelantado?',
      ],
      description:
        'Aceptamos [medios de pago]. El abono mensual se paga [cuándo se paga el abono] y los trámites sueltos [cuándo se pagan los trámites]. Siempre te entregamos factura.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué correo mando los papeles?',
        'Quiero hablar con la contadora',
        '¿Me puede llamar el contador?',
        '¿Cómo me comunico con el estudio?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía tus consultas y documentos a [tu correo].',
    },
  ],
};
