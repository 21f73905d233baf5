import type { BusinessTemplate } from '../types';

/** Consultorio médico: turnos, especialidades, coberturas, recetas, estudios y urgencias. */
export const template: BusinessTemplate = {
  businessType: 'consultorio',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Pedir turno',
      concept: 'booking',
      questions: [
        '¿Tenés turno con el doctor esta semana?',
        'Quiero pedir una cita con la pediatra',
        '¿Me puede dar un turno para mañana?',
        'Necesito turno para control, ¿hay disponibilidad?',
        '¿Atienden por orden de llegada o con cita?',
        '¿Cómo saco turno por primera vez?',
      ],
      description:
        'Puedes pedir tu turno por WhatsApp al [tu número de WhatsApp] o en [enlace de la agenda]. Indícanos tu nombre completo, el motivo de la consulta y tu cobertura médica. [Si atienden por orden de llegada y cuándo].',
    },
    {
      name: 'Cambiar o cancelar un turno',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar mi turno',
        '¿Puedo cambiar la cita para otro día?',
        'No llego a la consulta de hoy, ¿qué hago?',
        '¿Me reprograman el turno con la doctora?',
        'Tengo que suspender el control del jueves',
      ],
      description:
        'Avísanos al [tu número de WhatsApp] con [anticipación para cancelar] de anticipación y te damos otro turno: así el lugar queda para otro paciente.',
    },
    {
      name: 'Especialidades y profesionales',
      concept: 'catalog',
      questions: [
        '¿Qué especialidades tienen?',
        '¿Hay ginecólogo?',
        '¿Atiende algún dermatólogo?',
        '¿Quiénes son los médicos del consultorio?',
        '¿Tienen nutricionista?',
        '¿Hacen electrocardiogramas?',
      ],
      description:
        'Atendemos:\n\n- [especialidad y profesional]\n- [especialidad y profesional]\n- [especialidad y profesional]\n\nTambién hacemos [estudios o prácticas en el consultorio]. Si buscas otra especialidad, pregúntanos y te orientamos.',
    },
    {
      name: 'Precio de la consulta',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta la consulta particular?',
        '¿Cuánto sale la consulta con el pediatra?',
        'valor de la consulta',
        '¿Cuánto cobran un control?',
        '¿Cómo se paga la consulta?',
        '¿Aceptan tarjeta o solo efectivo?',
      ],
      description:
        'La consulta particular cuesta [precio de la consulta]. [Precio de controles o prácticas]. Puedes pagar con [medios de pago] y te damos [factura o recibo].',
    },
    {
      name: 'Obras sociales y prepagas',
      concept: 'health-insurance',
      questions: [
        '¿Qué obras sociales aceptan?',
        '¿Atienden por prepaga?',
        '¿Trabajan con mi seguro médico?',
        '¿Hay que pagar bono o copago?',
        '¿Necesito autorización de la obra social?',
        '¿Aceptan EPS?',
      ],
      description:
        'Trabajamos con [obras sociales, prepagas y seguros]. Trae tu credencial y tu documento. El copago es de [copago]. [Si hace falta autorización previa]. Si tu cobertura no está, puedes atenderte de forma particular.',
    },
    {
      name: 'Recetas y certificados',
      questions: [
        'Necesito que me renueven una receta',
        '¿Me pueden hacer un certificado médico?',
        '¿Puedo pedir la receta por WhatsApp?',
        'Necesito el certificado de aptitud física para el gimnasio',
        '¿Hacen órdenes para análisis sin consulta?',
      ],
      description:
        'Las recetas de medicación habitual se piden [cómo pedir recetas] y están listas en [plazo de las recetas]. Los certificados y órdenes nuevas requieren consulta. [Si envían recetas digitales].',
    },
    {
      name: 'Resultados de estudios',
      questions: [
        '¿Ya están mis resultados?',
        '¿Cómo retiro los análisis?',
        'Quiero mostrarle los estudios al doctor',
        '¿Me mandan el resultado por mail?',
        '¿Hace falta turno para llevar los resultados?',
      ],
      description:
        'Los resultados están en [plazo de los resultados] y los retiras [cómo se entregan los resultados]. Para que el médico los vea, [si hace falta turno para mostrar resultados].',
    },
    {
      name: 'Qué llevar a la consulta',
      concept: 'requirements',
      questions: [
        '¿Qué tengo que llevar?',
        '¿Hay que ir en ayunas?',
        '¿Necesito orden médica?',
        '¿Llevo los estudios anteriores?',
        'Es mi primera vez, ¿qué documentos llevo?',
      ],
      description:
        'Trae tu documento, [credencial u orden médica] y tus estudios anteriores si los tienes. Llega [minutos de anticipación] minutos antes. [Indicaciones especiales según el estudio].',
    },
    {
      name: 'Urgencias',
      concept: 'emergency',
      questions: [
        '¿Atienden urgencias?',
        'Es urgente, ¿me pueden atender hoy?',
        'Mi hijo tiene fiebre alta, ¿qué hago?',
        '¿Tienen guardia?',
        'Me siento muy mal',
      ],
      description:
        'No somos una guardia. Para consultas del día escríbenos al [tu número de WhatsApp] y vemos si hay un turno libre. Si tienes dolor de pecho, dificultad para respirar, una herida grave o te sientes muy mal, llama al número de emergencias de tu país o acude a la guardia más cercana.',
    },
    {
      name: 'Teleconsulta y visitas',
      concept: 'home-service',
      questions: [
        '¿Hacen consultas online?',
        '¿Atienden por videollamada?',
        '¿El médico va a domicilio?',
        '¿Cuánto sale la teleconsulta?',
        'Estoy en cama, ¿pueden venir a verme?',
      ],
      description:
        'Teleconsulta: [si hacen teleconsulta, cómo y precio]. Visitas a domicilio: [si hacen visitas a domicilio, zona y precio].',
    },
    {
      name: 'Demora y duración',
      concept: 'duration',
      questions: [
        '¿Hay mucha demora?',
        '¿Cuánto dura la consulta?',
        '¿Se atrasan mucho con los turnos?',
        'Cuanto tiempo tengo que esperar',
        '¿El doctor está atendiendo en horario?',
      ],
      description:
        'Cada consulta dura unos [duración de la consulta]. Tratamos de respetar el horario; si hay demora, [cómo avisan las demoras].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene el consultorio?',
        '¿Qué días atiende la doctora?',
        '¿Atienden los sábados?',
        'A qué hora abren',
        '¿Atienden a la tarde?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. [Días y horarios de cada profesional].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el consultorio?',
        '¿Cuál es la dirección?',
        '¿En qué piso es?',
        '¿Hay estacionamiento?',
        'Me pasás la ubicación',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Piso, consultorio o referencias]. [Accesibilidad o estacionamiento].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número llamo?',
        '¿Tienen un correo para mandar los estudios?',
        'Quiero hablar con la secretaria',
        '¿Cómo me comunico con el médico?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía tus estudios a [tu correo]. La secretaria responde [horario de respuesta].',
    },
  ],
};
