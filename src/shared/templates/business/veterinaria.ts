import type { BusinessTemplate } from '../types';

/** Veterinaria: turnos, urgencias, vacunas, castraciones, domicilio, baño y alimentos. */
export const template: BusinessTemplate = {
  businessType: 'veterinaria',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Pedir turno',
      concept: 'booking',
      questions: [
        '¿Tenés turno hoy para mi perro?',
        'Quiero sacar una cita para mi gata',
        '¿Atienden sin turno?',
        '¿Me puede dar hora con el veterinario mañana?',
        'Hola, quería llevar a mi perrito a control',
        '¿Cómo agendo una consulta?',
      ],
      description:
        'Pide tu turno por WhatsApp al [tu número de WhatsApp] o en [enlace de la agenda]. Cuéntanos el nombre, la especie y la edad de tu mascota y el motivo de la consulta. Sin turno: [cómo atienden sin turno].',
    },
    {
      name: 'Urgencias',
      concept: 'emergency',
      questions: [
        'Es urgente, mi perro se intoxicó',
        '¿Atienden urgencias las 24 horas?',
        'A mi gato lo atropelló un auto, ¿qué hago?',
        'Mi perra no para de vomitar',
        '¿Tienen guardia el domingo?',
        'se está ahogando mi perro',
      ],
      description:
        'Atendemos urgencias [horario de urgencias]. Llama ya al [número para urgencias] y sal hacia [tu dirección]: avisarnos en camino nos permite prepararnos. Fuera de ese horario, la guardia más cercana es [guardia veterinaria alternativa].',
    },
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios tienen?',
        '¿Hacen ecografías?',
        '¿Tienen laboratorio para análisis de sangre?',
        '¿Hacen radiografías?',
        '¿Tienen internación?',
        '¿Hacen limpieza dental a perros?',
      ],
      description:
        'Ofrecemos:\n\n- Consultas clínicas y controles\n- Vacunación y desparasitación\n- [cirugías que hacen]\n- [estudios: análisis, ecografías, radiografías]\n- [otros servicios: internación, odontología, especialistas]',
    },
    {
      name: 'Precio de la consulta',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la consulta?',
        '¿Cuánto cuesta la consulta veterinaria?',
        'precio de la consulta para un gato',
        '¿Cuánto cobran una ecografía?',
        '¿La consulta de urgencia cuesta más?',
      ],
      description:
        'La consulta cuesta [precio de la consulta]; la de urgencia, [precio de la consulta de urgencia]. Los estudios y tratamientos se cobran aparte: [precios de referencia de estudios].',
    },
    {
      name: 'Vacunas y desparasitación',
      questions: [
        '¿Cuánto sale la vacuna antirrábica?',
        '¿Qué vacunas necesita un cachorro?',
        '¿Cada cuánto hay que desparasitar?',
        '¿Hacen la vacuna séxtuple?',
        '¿Necesito turno para vacunar?',
        '¿Hacen el certificado de vacunas para viajar?',
      ],
      description:
        'Vacunamos perros y gatos con [vacunas que aplican]. Un cachorro empieza su plan a [edad del primer plan de vacunas]. Precios: [precios de las vacunas]. Para viajar te hacemos [certificados para viajar y su precio]. Trae la libreta sanitaria de tu mascota.',
    },
    {
      name: 'Castraciones y cirugías',
      concept: 'requirements',
      questions: [
        '¿Cuánto sale castrar una gata?',
        '¿Tiene que ir en ayunas para la castración?',
        '¿Desde qué edad se puede castrar a un perro?',
        '¿Qué necesito para la cirugía?',
        '¿Se queda internado después?',
        '¿Hacen análisis prequirúrgicos?',
      ],
      description:
        'Castramos [especies y edad mínima]. Precio: [precio de la castración según especie y peso]. Antes de operar pedimos [estudios prequirúrgicos] y [horas de ayuno] horas de ayuno. Tu mascota vuelve a casa [cuándo vuelve a casa], con [cuidados después de la cirugía].',
    },
    {
      name: 'Atención a domicilio',
      concept: 'home-service',
      questions: [
        '¿Van a domicilio?',
        '¿Pueden venir a vacunar a mi casa?',
        'Mi perro es muy grande y no lo puedo llevar, ¿vienen?',
        '¿Cuánto cobran la visita a domicilio?',
        '¿Hacen eutanasia en casa?',
      ],
      description:
        'Hacemos visitas a domicilio en [zona de las visitas] [días y horario de las visitas]. La visita cuesta [precio de la visita a domicilio]. Pídela al [tu número de WhatsApp].',
    },
    {
      name: 'Baño y peluquería',
      questions: [
        '¿Bañan perros?',
        '¿Cuánto sale el baño y corte?',
        '¿Hacen peluquería canina?',
        '¿Cortan uñas?',
        '¿Bañan gatos también?',
      ],
      description:
        'Sí, hacemos baño y peluquería [para qué especies]. El precio depende del tamaño y el pelaje: [precios de baño y corte]. El corte de uñas sale [precio del corte de uñas]. Se pide con turno.',
    },
    {
      name: 'Alimentos y accesorios',
      concept: 'stock',
      questions: [
        '¿Venden alimento balanceado?',
        '¿Tienen alimento renal para gatos?',
        '¿Qué marcas de alimento tienen?',
        '¿Tienen pipetas antipulgas?',
        '¿Les queda la bolsa de 15 kilos?',
        '¿Hacen envío de alimento?',
      ],
      description:
        'Vendemos [marcas de alimento], alimentos medicados, antipulgas y [otros productos]. Pregúntanos por el que usas y te confirmamos si hay. Envíos: [zona y costo de envío].',
    },
    {
      name: 'Especies que atienden',
      questions: [
        '¿Atienden conejos?',
        '¿Ven aves?',
        '¿Atienden exóticos?',
        'Tengo una tortuga, ¿la pueden revisar?',
        '¿Atienden caballos?',
      ],
      description:
        'Atendemos [especies que atienden]. Para [especies que no atienden] te recomendamos [dónde derivan].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene la veterinaria?',
        '¿Abren los domingos?',
        '¿Hasta qué hora atienden?',
        '¿Están abiertos en el feriado?',
        'a que hora abre la vete',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Urgencias: [horario de urgencias].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la veterinaria?',
        '¿Cuál es la dirección?',
        'Pasame la ubicación',
        '¿Tienen estacionamiento?',
        '¿Están por el centro?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar o estacionar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar con transferencia?',
        '¿Se puede pagar la cirugía en cuotas?',
        '¿Aceptan seguros para mascotas?',
        '¿Cobran en efectivo nomás?',
      ],
      description:
        'Aceptamos [medios de pago]. Las cirugías se pueden pagar en [opciones de cuotas]. [Si aceptan seguros para mascotas].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número llamo?',
        'Quiero hablar con el veterinario',
        '¿Me pueden mandar los resultados por correo?',
        '¿Cómo me comunico con ustedes?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o escríbenos a [tu correo]. Para urgencias, llama al [número para urgencias].',
    },
  ],
};
