import type { BusinessTemplate } from '../types';

/** Abogado: consultas, honorarios, áreas (laboral, familia, accidentes, sucesiones, contratos), urgencias y casos. */
export const template: BusinessTemplate = {
  businessType: 'abogado',
  categoryKey: 'architecture',
  intents: [
    {
      name: 'Pedir una consulta',
      concept: 'booking',
      questions: [
        'Quiero una consulta con un abogado',
        '¿Me puede dar un turno para esta semana?',
        '¿Atienden por videollamada?',
        'necesito asesoramiento legal, ¿cuándo me pueden atender?',
        '¿Cómo agendo una cita?',
        '¿Puedo ir hoy al estudio?',
      ],
      description:
        'Con gusto. Escríbenos al [tu número de WhatsApp] con tu nombre y un resumen breve de tu caso, y te ofrecemos un turno. Atendemos en el estudio o por videollamada. La consulta dura unos [duración de la consulta].',
    },
    {
      name: 'Costo de la consulta y honorarios',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta la consulta?',
        '¿La primera consulta es gratis?',
        '¿Cuánto cobran por un divorcio?',
        '¿Cobran un porcentaje al final del juicio?',
        '¿Se pueden pagar los honorarios en cuotas?',
        'no tengo mucha plata, ¿igual me pueden asesorar?',
      ],
      description:
        'La consulta cuesta [precio de la consulta]; [si se descuenta de los honorarios]. Los honorarios dependen del caso: después de la consulta te pasamos un presupuesto por escrito.\n\nEn [tipos de casos con pago por resultado] trabajamos con [porcentaje o pacto por resultado]. Planes de pago: [si ofrecen cuotas].',
    },
    {
      name: 'Áreas en las que trabajamos',
      concept: 'catalog',
      questions: [
        '¿Qué tipo de casos llevan?',
        '¿Hacen derecho penal?',
        '¿Son abogados laboralistas?',
        '¿Llevan temas de consumidores?',
        'me pueden ayudar con un problema con mi obra social',
        '¿Hacen trámites migratorios?',
      ],
      description:
        'Trabajamos en:\n\n- [Área de práctica 1]\n- [Área de práctica 2]\n- [Área de práctica 3]\n\nSi tu tema no está en la lista, cuéntanos igual: si no lo llevamos, te recomendamos a un colega de confianza.',
    },
    {
      name: 'Despidos y temas laborales',
      questions: [
        'Me despidieron, ¿qué me corresponde?',
        'Trabajo en negro, ¿puedo reclamar?',
        '¿Cuánto me tienen que pagar de indemnización?',
        'tuve un accidente en el trabajo',
        'No me pagan las horas extra, ¿qué hago?',
        'Me quieren hacer firmar la renuncia',
      ],
      description:
        'Te ayudamos a calcular lo que te corresponde y a reclamarlo. No firmes nada que no entiendas ni la renuncia sin consultarnos antes.\n\nPara la consulta trae, si tienes: recibos de sueldo, el telegrama o carta de despido, y fecha de ingreso. Honorarios en temas laborales: [cómo cobran en temas laborales].',
    },
    {
      name: 'Familia: divorcio, alimentos y tenencia',
      questions: [
        'Me quiero divorciar, ¿qué tengo que hacer?',
        '¿Cuánto tarda un divorcio de común acuerdo?',
        'El padre de mis hijos no pasa la cuota alimentaria',
        '¿Cómo se arregla el régimen de visitas?',
        'quiero la custodia de mis hijos',
        '¿Hacen uniones convivenciales?',
      ],
      description:
        'Sí, llevamos divorcios, cuota alimentaria, cuidado personal de los hijos, régimen de comunicación y [otros temas de familia]. Un divorcio de común acuerdo lleva en general [plazo aproximado del divorcio] y cuesta [honorarios del divorcio].\n\nEn la consulta te explicamos las opciones para tu caso, con la mayor discreción.',
    },
    {
      name: 'Accidentes de tránsito',
      questions: [
        'Tuve un choque, ¿me pueden ayudar?',
        'Me atropellaron, ¿puedo reclamar al seguro?',
        '¿Cuánto cobran por un accidente de tránsito?',
        'el seguro del otro no me quiere pagar',
        '¿Cuánto tiempo tengo para hacer el reclamo?',
      ],
      description:
        'Sí, reclamamos daños, lesiones y gastos a la aseguradora del responsable. En estos casos [cómo cobran en accidentes]. Guarda fotos, la denuncia, los datos del otro vehículo y los certificados médicos. Hay plazos para reclamar: consúltanos cuanto antes.',
    },
    {
      name: 'Sucesiones y herencias',
      questions: [
        'Falleció mi papá, ¿cómo hago la sucesión?',
        '¿Cuánto sale una sucesión?',
        '¿Cuánto tarda el trámite de herencia?',
        'quiero vender la casa de mis padres que fallecieron',
        '¿Hacen testamentos?',
      ],
      description:
        'Te acompañamos en la sucesión de principio a fin. El trámite lleva en general [plazo aproximado de la sucesión] y los honorarios son [honorarios de la sucesión]. Para empezar necesitamos [documentos para iniciar la sucesión].',
    },
    {
      name: 'Contratos, alquileres y escrituras',
      questions: [
        '¿Me revisan un contrato antes de firmarlo?',
        'El inquilino no me paga, ¿qué puedo hacer?',
        '¿Hacen contratos de alquiler?',
        'Necesito un poder para un trámite',
        '¿Hacen escrituras?',
        'me quieren desalojar',
      ],
      description:
        'Redactamos y revisamos contratos, alquileres, poderes y [otros documentos]. Revisar un contrato cuesta [honorario de revisión de contrato]. Escrituras: [si las hacen o con quién trabajan].\n\nSi tienes un problema con un alquiler (falta de pago, desalojo, devolución del depósito), tráenos el contrato a la consulta.',
    },
    {
      name: 'Urgencias y detenciones',
      concept: 'emergency',
      questions: [
        'Es urgente, detuvieron a mi hijo',
        '¿Atienden urgencias fuera de horario?',
        'Me llegó una cédula y vence el plazo',
        'urgente necesito un abogado ahora',
        '¿Tienen guardia el fin de semana?',
      ],
      description:
        'Para urgencias llama al [número para urgencias]. [Disponibilidad para urgencias]. Si te llegó una notificación con plazo, envíanos una foto ahora por WhatsApp al [tu número de WhatsApp]: los plazos judiciales son cortos.',
    },
    {
      name: 'Seguimiento de mi caso',
      concept: 'order-status',
      questions: [
        '¿Cómo va mi causa?',
        'Quería saber si hay novedades de mi expediente',
        '¿Ya salió la sentencia?',
        '¿Cuándo es la próxima audiencia?',
        'hace meses que no sé nada de mi juicio',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] con tu nombre y el número de expediente o el nombre del caso, y te contamos en qué está. Te informamos [cada cuánto informan las novedades] y siempre que haya una novedad importante.',
    },
    {
      name: 'Qué llevar a la consulta',
      concept: 'requirements',
      questions: [
        '¿Qué tengo que llevar a la consulta?',
        '¿Qué papeles necesitan?',
        '¿Llevo el DNI?',
        'tengo que llevar algo?',
        '¿Les mando los documentos antes?',
      ],
      description:
        'Trae tu documento de identidad y todo lo que tengas sobre el tema: contratos, cartas, notificaciones, recibos, fotos o mensajes. Si quieres, envíalos antes a [tu correo] para que los revisemos. Todo lo que nos cuentes es confidencial.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene el estudio?',
        '¿Atienden de tarde?',
        'a que hora abren',
        '¿Atienden los sábados?',
        '¿Trabajan en la feria judicial?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre], con turno previo. Durante la feria judicial: [atención en la feria judicial].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el estudio?',
        '¿Cuál es la dirección?',
        'pasame la ubicación',
        '¿Atienden casos de otras provincias?',
        '¿Queda cerca de los tribunales?',
      ],
      description:
        'El estudio está en [tu dirección], [tu ciudad]. [Referencias para llegar]. Trabajamos en [jurisdicciones donde trabajan] y atendemos consultas a distancia.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        'Quiero hablar con la abogada',
        '¿Me puede llamar el doctor?',
        '¿A qué correo escribo?',
        '¿Cómo me comunico con el estudio?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo]. Respondemos en [tiempo de respuesta].',
    },
  ],
};
