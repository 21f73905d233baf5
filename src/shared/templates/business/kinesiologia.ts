import type { BusinessTemplate } from '../types';

/** Kinesiología y fisioterapia: sesiones, rehabilitación, coberturas, domicilio y masajes. */
export const template: BusinessTemplate = {
  businessType: 'kinesiologia',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Pedir turno',
      concept: 'booking',
      questions: [
        '¿Tenés turno para kinesiología esta semana?',
        'Quiero agendar sesiones de fisioterapia',
        'Me mandaron 10 sesiones, ¿cuándo puedo empezar?',
        '¿Tiene lugar mañana temprano?',
        '¿Cómo saco cita con el fisio?',
        'hola, necesito turno para rehabilitación de rodilla',
      ],
      description:
        'Pide tu turno por WhatsApp al [tu número de WhatsApp] o en [enlace de la agenda]. Cuéntanos qué te pasa o qué te indicó el médico y qué horarios te quedan bien. Si tienes varias sesiones, te reservamos los días fijos.',
    },
    {
      name: 'Cambiar o cancelar una sesión',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar la sesión de hoy',
        '¿Puedo pasar mi turno para el viernes?',
        'No llego a las 5, ¿me cambian la hora?',
        '¿Se pierde la sesión si falto?',
        '¿Me reprogramás la sesión?',
      ],
      description:
        'Avísanos al [tu número de WhatsApp] con [anticipación para cancelar] de anticipación y la pasamos a otro día. [Qué pasa con la sesión si faltas sin avisar].',
    },
    {
      name: 'Tratamientos',
      concept: 'catalog',
      questions: [
        '¿Qué tratamientos hacen?',
        '¿Tratan lesiones deportivas?',
        'Tengo una contractura en la espalda, ¿me pueden ayudar?',
        '¿Hacen rehabilitación después de una operación?',
        '¿Hacen RPG o pilates terapéutico?',
        '¿Tienen magneto o ultrasonido?',
        '¿Hacen drenaje linfático?',
      ],
      description:
        'Tratamos [lesiones y problemas que tratan]. Trabajamos con [técnicas y aparatología]. En la primera sesión te evaluamos y armamos un plan a tu medida.',
    },
    {
      name: 'Precio de la sesión',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la sesión?',
        '¿Cuánto cuesta la sesión particular de kinesiología?',
        'precio de la evaluación',
        '¿Cómo se paga?',
        '¿Aceptan tarjeta o transferencia?',
        '¿Cuánta plata es la fisioterapia?',
      ],
      description:
        'La sesión particular cuesta [precio de la sesión]. La evaluación inicial: [precio de la evaluación]. Puedes pagar con [medios de pago].',
    },
    {
      name: 'Obras sociales',
      concept: 'health-insurance',
      questions: [
        '¿Atienden por obra social?',
        '¿Qué prepagas aceptan?',
        '¿Cuántas sesiones me cubre la obra social?',
        '¿Hay que pagar copago por sesión?',
        '¿Trabajan con ART?',
      ],
      description:
        'Trabajamos con [obras sociales, prepagas y ART]. Necesitas la orden médica [requisitos de la orden] y, si tu cobertura lo pide, la autorización. El copago es de [copago por sesión].',
    },
    {
      name: 'Orden médica y qué llevar',
      concept: 'requirements',
      questions: [
        '¿Necesito orden médica?',
        '¿Qué tengo que llevar a la primera sesión?',
        '¿Llevo las resonancias?',
        '¿Con qué ropa voy?',
        '¿Puedo ir sin diagnóstico?',
      ],
      description:
        'Trae la orden médica [si es obligatoria o no], tus estudios (radiografías, resonancias) y ropa cómoda que deje libre la zona a tratar. Llega [minutos de anticipación] minutos antes la primera vez.',
    },
    {
      name: 'Duración y cantidad de sesiones',
      concept: 'duration',
      questions: [
        '¿Cuánto dura cada sesión?',
        '¿Cuántas sesiones voy a necesitar?',
        '¿Cuántas veces por semana hay que ir?',
        'En cuanto tiempo me recupero',
        '¿Es una hora la sesión?',
      ],
      description:
        'Cada sesión dura [duración de la sesión]. La cantidad de sesiones depende de la lesión y de cómo evoluciones: en general [frecuencia habitual de las sesiones]. Lo vamos ajustando sesión a sesión.',
    },
    {
      name: 'Packs de sesiones',
      concept: 'promotions',
      questions: [
        '¿Tienen pack de 10 sesiones?',
        '¿Hay descuento si pago varias sesiones juntas?',
        '¿Tienen promo para deportistas?',
        '¿Hacen precio para jubilados?',
        '¿Tienen algún descuento?',
      ],
      description:
        'Ofrecemos [packs de sesiones y su precio]. Descuentos: [descuentos para jubilados, deportistas u otros]. Los packs se usan dentro de [vigencia del pack].',
    },
    {
      name: 'Atención a domicilio',
      concept: 'home-service',
      questions: [
        '¿Atienden a domicilio?',
        'Mi mamá no puede caminar, ¿pueden venir a casa?',
        '¿Hacen rehabilitación en el domicilio?',
        '¿Cuánto sale la sesión en casa?',
        '¿A qué zonas van?',
      ],
      description:
        'Sí, atendemos a domicilio en [zonas de atención a domicilio]. La sesión en casa cuesta [precio de la sesión a domicilio]. Coordínala al [tu número de WhatsApp].',
    },
    {
      name: 'Masajes',
      questions: [
        '¿Hacen masajes descontracturantes?',
        '¿Cuánto sale un masaje?',
        '¿Tienen masajes relajantes?',
        '¿Hacen masaje deportivo?',
        '¿Cuánto dura el masaje?',
      ],
      description:
        'Hacemos [tipos de masaje]. Un masaje de [duración del masaje] cuesta [precio del masaje]. Se reservan igual que las sesiones, al [tu número de WhatsApp].',
    },
    {
      name: 'Accesibilidad',
      concept: 'accessibility',
      questions: [
        '¿Tienen rampa?',
        'Voy en silla de ruedas, ¿puedo entrar?',
        '¿Hay escaleras para llegar al consultorio?',
        'Estoy con muletas, ¿hay ascensor?',
        '¿Es accesible el lugar?',
      ],
      description:
        'El consultorio [accesibilidad del lugar: planta baja, rampa o ascensor]. Si necesitas ayuda al llegar, avísanos y te esperamos.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tienen?',
        '¿Atienden temprano a la mañana?',
        '¿Atienden los sábados?',
        '¿Hasta qué hora hay turnos?',
        'que dias atienden',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. [Horarios de cada profesional].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el consultorio?',
        '¿Cuál es la dirección?',
        'Pasame la ubicación',
        '¿Hay estacionamiento cerca?',
        '¿Qué colectivos pasan?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar o estacionar].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número llamo?',
        'Quiero hablar con el kinesiólogo',
        '¿Puedo mandarles la orden por mail?',
        '¿Cómo los contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía tu orden a [tu correo].',
    },
  ],
};
