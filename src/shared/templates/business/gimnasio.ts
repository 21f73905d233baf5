import type { BusinessTemplate } from '../types';

/** Gimnasio: planes, clases, clase de prueba, inscripción, entrenador personal y comodidades. */
export const template: BusinessTemplate = {
  businessType: 'gimnasio',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Planes y precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la cuota del gym?',
        '¿Cuánto cuesta el mes?',
        '¿Qué planes tienen?',
        '¿Cuánto es el pase libre?',
        'precio por 2 veces por semana',
        '¿Tienen pase por día?',
        '¿Cuánto cobran la mensualidad?',
      ],
      description:
        'Nuestros planes:\n\n- [plan y precio]\n- [plan y precio]\n- Pase libre: [precio del pase libre]\n- Clase suelta o pase diario: [precio de la clase suelta]\n\nLa matrícula o inscripción cuesta [precio de la inscripción].',
    },
    {
      name: 'Actividades y clases',
      concept: 'catalog',
      questions: [
        '¿Qué actividades tienen?',
        '¿Tienen clases de funcional?',
        '¿Hay spinning?',
        '¿Dan yoga o pilates?',
        '¿Tienen crossfit?',
        '¿Hay clases de boxeo?',
        '¿El plan incluye todas las clases?',
      ],
      description:
        'Tenemos sala de musculación y clases de [actividades y clases]. El plan [qué clases incluye cada plan]. La grilla completa está en [enlace a la grilla de clases].',
    },
    {
      name: 'Reservar una clase',
      concept: 'booking',
      questions: [
        '¿Hay que reservar lugar para las clases?',
        '¿Cómo me anoto en la clase de las 7?',
        '¿Quedan cupos para spinning hoy?',
        '¿A qué hora son las clases de funcional?',
        '¿Puedo reservar desde la app?',
      ],
      description:
        'Las clases se reservan [cómo reservar las clases]. Cada clase tiene [cupo por clase] lugares. Horarios: [horarios de las clases]. Si no puedes ir, libera tu lugar para que lo use otra persona.',
    },
    {
      name: 'Clase de prueba',
      questions: [
        '¿Puedo hacer una clase de prueba?',
        '¿La primera clase es gratis?',
        'Quiero conocer el gym antes de pagar',
        '¿Puedo ir a probar mañana?',
        '¿Tienen día de prueba?',
      ],
      description:
        'Sí: puedes venir a probar [condiciones de la clase de prueba]. Escríbenos al [tu número de WhatsApp] para avisarnos qué día vienes y trae ropa cómoda, toalla y agua.',
    },
    {
      name: 'Promociones',
      concept: 'promotions',
      questions: [
        '¿Tienen alguna promo?',
        '¿Hay descuento si pago el año?',
        '¿Tienen descuento para estudiantes?',
        'Si voy con un amigo, ¿nos hacen precio?',
        '¿Hay plan familiar?',
        '¿Tienen convenio con empresas?',
      ],
      description:
        'Promociones vigentes: [promociones vigentes]. Pagando [plazo del pago adelantado] por adelantado tienes [descuento por pago adelantado]. Convenios: [convenios con empresas o instituciones].',
    },
    {
      name: 'Inscripción y apto médico',
      concept: 'requirements',
      questions: [
        '¿Qué necesito para inscribirme?',
        '¿Piden apto médico?',
        '¿Hay que pagar matrícula?',
        '¿Cómo me anoto?',
        '¿Me tengo que hacer un certificado médico?',
      ],
      description:
        'Para inscribirte necesitas [documentos para la inscripción] y [si piden apto médico]. La inscripción cuesta [precio de la inscripción]. Puedes anotarte en recepción o al [tu número de WhatsApp].',
    },
    {
      name: 'Entrenador personal y rutinas',
      questions: [
        '¿Tienen entrenador personal?',
        '¿Me arman una rutina?',
        '¿Hay profe en la sala todo el día?',
        '¿Cuánto sale el personal trainer?',
        'Quiero bajar de peso, ¿me ayudan con un plan?',
        '¿Tienen nutricionista?',
      ],
      description:
        'En la sala siempre hay un profesor [horarios con profesor en sala] que te arma tu rutina según tu objetivo. Entrenamiento personalizado: [precio y modalidad del entrenamiento personal]. [Si tienen nutricionista u otros profesionales].',
    },
    {
      name: 'Vestuarios y comodidades',
      concept: 'wifi',
      questions: [
        '¿Tienen duchas?',
        '¿Hay lockers?',
        '¿Tiene aire acondicionado el gimnasio?',
        '¿Hay wifi?',
        '¿Tengo que llevar mi candado?',
      ],
      description:
        'Tenemos [comodidades: vestuarios, duchas, lockers, aire acondicionado, wifi]. [Si hay que traer candado o toalla].',
    },
    {
      name: 'Pausar o dar de baja',
      questions: [
        '¿Cómo me doy de baja?',
        '¿Puedo congelar la cuota si me voy de vacaciones?',
        'Me lesioné, ¿puedo pausar el plan?',
        '¿Hay permanencia mínima?',
        'Quiero cancelar la membresía',
      ],
      description:
        'Puedes dar de baja tu plan [cómo dar de baja el plan], con [anticipación para la baja] de anticipación. Congelar o pausar: [condiciones para pausar el plan]. Permanencia mínima: [permanencia mínima].',
    },
    {
      name: 'Menores de edad',
      concept: 'kids',
      questions: [
        '¿Desde qué edad se puede entrenar?',
        'Mi hijo tiene 14, ¿puede ir al gimnasio?',
        '¿Tienen clases para chicos?',
        '¿Los adolescentes necesitan autorización?',
        '¿Hay actividades para niños?',
      ],
      description:
        'Se puede entrenar desde [edad mínima]. Los menores necesitan [autorización o requisitos para menores]. Para chicos tenemos [actividades para niños o adolescentes].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿A qué hora abre el gym?',
        '¿Hasta qué hora está abierto?',
        '¿Abren los domingos?',
        '¿Qué horario tienen los sábados?',
        '¿Abren los feriados?',
        'horario del gimnasio',
      ],
      description:
        'Abrimos de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados]. Domingos y feriados: [horario de domingos y feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el gimnasio?',
        '¿Cuál es la dirección?',
        '¿Tienen estacionamiento?',
        '¿Tienen otras sedes?',
        'Mandame la ubicación',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Estacionamiento o referencias para llegar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Puedo pagar con tarjeta?',
        '¿Tienen débito automático?',
        '¿Aceptan transferencia?',
        '¿Hasta qué día se paga la cuota?',
        '¿Se puede pagar en efectivo?',
      ],
      description:
        'Aceptamos [medios de pago]. La cuota vence [día de vencimiento de la cuota]. [Débito automático o recargo por pago atrasado].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿Me pasás el número del gym?',
        '¿Cuál es su Instagram?',
        'Quiero hablar con recepción',
        '¿Cómo los contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Novedades y grilla de clases en Instagram: [tu Instagram].',
    },
  ],
};
