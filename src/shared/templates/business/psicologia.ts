import type { BusinessTemplate } from '../types';

/** Psicología: primera sesión, honorarios, terapia online, coberturas, niños y momentos de crisis. */
export const template: BusinessTemplate = {
  businessType: 'psicologia',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Pedir una primera sesión',
      concept: 'booking',
      questions: [
        'Hola, quisiera empezar terapia',
        '¿Tenés disponibilidad para pacientes nuevos?',
        '¿Cómo pido una primera cita con la psicóloga?',
        '¿Tiene algún horario libre por la tarde?',
        'Me gustaría agendar una entrevista',
        '¿Hay lista de espera?',
      ],
      description:
        'Gracias por escribir: dar este paso no siempre es fácil. Para coordinar una primera entrevista escríbeme al [tu número de WhatsApp] con tu nombre y los días y horarios que te quedan bien. [Si hay lista de espera y cuánto demora]. En esa primera sesión conversamos sobre lo que te trae y vemos juntos cómo seguir.',
    },
    {
      name: 'Cambiar o cancelar una sesión',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar la sesión de esta semana',
        '¿Podemos pasar la sesión al jueves?',
        'No voy a poder conectarme hoy',
        '¿Se cobra la sesión si aviso tarde?',
        '¿Puedo reprogramar mi turno?',
      ],
      description:
        'Avísame al [tu número de WhatsApp] con al menos [anticipación para cancelar] de anticipación y buscamos otro horario. [Qué pasa con las sesiones canceladas sin aviso].',
    },
    {
      name: 'Qué temas trabajo',
      concept: 'catalog',
      questions: [
        '¿Atendés ansiedad y ataques de pánico?',
        '¿Trabaja con depresión?',
        '¿Hacen terapia de pareja?',
        '¿Qué enfoque usás? ¿Cognitivo conductual?',
        'Estoy pasando por un duelo, ¿me podés ayudar?',
        '¿Atienden adicciones?',
        '¿Hacen orientación vocacional?',
      ],
      description:
        'Acompaño a personas que atraviesan [temas que trabajas]. Trabajo desde [tu enfoque terapéutico]. Atiendo [tipos de terapia: individual, pareja, familia]. Si lo que te pasa no está en la lista, escríbeme igual: si no es mi especialidad, te oriento hacia quien pueda ayudarte.',
    },
    {
      name: 'Honorarios y pago',
      concept: 'prices',
      questions: [
        '¿Cuánto cobrás la sesión?',
        '¿Cuál es el valor de la consulta?',
        '¿La primera entrevista tiene costo?',
        '¿Cómo se paga, por transferencia?',
        '¿Tenés honorarios sociales?',
        'cuanto sale la terapia por mes',
      ],
      description:
        'La sesión cuesta [valor de la sesión]. La primera entrevista [costo de la primera entrevista]. Puedes pagar con [medios de pago]. [Si ofreces honorarios diferenciados o por paquete].',
    },
    {
      name: 'Obras sociales y reintegros',
      concept: 'health-insurance',
      questions: [
        '¿Atendés por obra social?',
        '¿Trabajás con prepagas?',
        '¿Me das factura para pedir el reintegro?',
        '¿La cubre mi seguro médico?',
        '¿Cuántas sesiones cubre la obra social?',
      ],
      description:
        'Atiendo [obras sociales y prepagas con las que trabajas]. Si tu cobertura no está, emito [factura o recibo] para que pidas el reintegro. Te conviene consultar a tu cobertura cuántas sesiones reconoce.',
    },
    {
      name: 'Terapia online',
      questions: [
        '¿Atendés online?',
        '¿Hacen sesiones por videollamada?',
        'Vivo en otro país, ¿puedo hacer terapia con vos?',
        '¿Por qué plataforma son las sesiones virtuales?',
        '¿La terapia online es igual de efectiva?',
      ],
      description:
        'Sí, atiendo online por [plataforma de las sesiones] [y presencial, si corresponde]. Solo necesitas un lugar tranquilo, privado y una buena conexión. [Si atiendes a personas de otros países y en qué horario].',
    },
    {
      name: 'Duración y frecuencia',
      concept: 'duration',
      questions: [
        '¿Cuánto dura cada sesión?',
        '¿Cada cuánto son las sesiones?',
        '¿Cuánto tiempo dura una terapia?',
        'Las sesiones son semanales?',
        '¿Cuántas sesiones voy a necesitar?',
      ],
      description:
        'Cada sesión dura [duración de la sesión] y en general nos vemos [frecuencia de las sesiones]. La duración de la terapia depende de cada persona y de lo que quieras trabajar: lo vamos evaluando juntos.',
    },
    {
      name: 'Niños y adolescentes',
      concept: 'kids',
      questions: [
        '¿Atendés niños?',
        'Mi hijo de 8 años tiene problemas en la escuela, ¿lo atienden?',
        '¿Trabajás con adolescentes?',
        '¿Los papás participan de la terapia?',
        '¿Hacen evaluación psicopedagógica?',
      ],
      description:
        'Atiendo [edades que atiendes]. Con niños y adolescentes empezamos con una entrevista con madres, padres o tutores y luego [cómo sigue el proceso]. [Si haces evaluaciones o derivas].',
    },
    {
      name: 'Crisis y urgencias',
      concept: 'emergency',
      questions: [
        'Necesito hablar con alguien ya',
        'No aguanto más',
        '¿Atendés urgencias?',
        'Estoy teniendo un ataque de pánico',
        'Tengo pensamientos de hacerme daño',
        'es urgente, ¿me podés atender hoy?',
      ],
      description:
        'Lamento que estés pasando por esto, y me alegra que hayas escrito. Este chat no es un servicio de urgencias. Si estás en peligro o pensando en hacerte daño, llama ahora al número de emergencias de tu país, a [línea de prevención del suicidio o crisis de tu país], o acude a la guardia más cercana. Si puedes, busca a alguien de confianza que te acompañe. Para pedir una sesión lo antes posible escríbeme al [tu número de WhatsApp].',
    },
    {
      name: 'Confidencialidad',
      questions: [
        '¿Lo que hablo queda entre nosotros?',
        '¿Es confidencial?',
        '¿Le vas a contar algo a mis padres?',
        '¿Mi empresa se entera si uso la obra social?',
        'Me da vergüenza contar ciertas cosas',
      ],
      description:
        'Todo lo que hablamos en sesión es confidencial y está protegido por el secreto profesional. Solo podría romperse en situaciones excepcionales que la ley prevé, como un riesgo grave para ti o para otras personas. [Qué información recibe tu cobertura, si corresponde].',
    },
    {
      name: 'Formación y matrícula',
      concept: 'experience',
      questions: [
        '¿Sos psicóloga recibida?',
        '¿Cuál es tu número de matrícula?',
        '¿Dónde estudiaste?',
        '¿Cuántos años de experiencia tenés?',
        '¿Tiene alguna especialización?',
      ],
      description:
        'Soy [tu título], con matrícula [número de matrícula]. Me formé en [tu formación y especializaciones] y atiendo hace [años de experiencia].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué días atendés?',
        '¿Atiende por la noche?',
        '¿Tenés horarios los sábados?',
        '¿En qué horario das sesiones?',
        'a que hora atendes',
      ],
      description:
        'Atiendo [días de atención] de [hora de inicio] a [hora de fin]. [Horarios especiales de las sesiones online].',
    },
    {
      name: 'Ubicación del consultorio',
      concept: 'location',
      questions: [
        '¿Dónde queda el consultorio?',
        '¿Cuál es la dirección?',
        '¿Atendés presencial en qué zona?',
        '¿El consultorio tiene ascensor?',
        'Pasame la ubicación',
      ],
      description:
        'Atiendo en [tu dirección], [tu ciudad]. [Piso, timbre o referencias]. Las sesiones online se hacen desde donde estés.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tenés WhatsApp?',
        '¿A qué número te escribo?',
        '¿Puedo mandarte un correo?',
        '¿Puedo hablar con vos antes de empezar?',
        '¿Cómo me comunico con la psicóloga?',
      ],
      description:
        'Puedes escribirme por WhatsApp al [tu número de WhatsApp] o a [tu correo]. Respondo [cuándo respondes los mensajes].',
    },
  ],
};
