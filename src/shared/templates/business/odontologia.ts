import type { BusinessTemplate } from '../types';

/** Odontología: turnos, tratamientos, urgencias, ortodoncia, obras sociales y presupuestos. */
export const template: BusinessTemplate = {
  businessType: 'odontologia',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Pedir turno',
      concept: 'booking',
      questions: [
        '¿Tenés turno con la odontóloga esta semana?',
        'Quiero sacar una cita con el dentista',
        '¿Me puede agendar para una limpieza?',
        'Hola, necesito turno para control',
        '¿Tienen hora para el sábado?',
        '¿Cómo pido cita por primera vez?',
      ],
      description:
        'Puedes pedir tu turno por WhatsApp al [tu número de WhatsApp] o en [enlace de la agenda]. Si es tu primera vez, cuéntanos el motivo de la consulta y si tienes obra social o seguro, así te damos el turno adecuado.',
    },
    {
      name: 'Cambiar o cancelar un turno',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar mi turno con el dentista',
        '¿Puedo cambiar la cita para la semana que viene?',
        'No voy a llegar al turno de hoy',
        '¿Me pueden reprogramar la sesión de conducto?',
        '¿Cobran si no aviso que falto?',
      ],
      description:
        'Avísanos al [tu número de WhatsApp] con al menos [anticipación para cancelar] de anticipación y te damos otro turno. [Qué pasa si faltas sin avisar].',
    },
    {
      name: 'Tratamientos',
      concept: 'catalog',
      questions: [
        '¿Qué tratamientos hacen?',
        '¿Hacen tratamiento de conducto?',
        '¿Sacan muelas del juicio?',
        '¿Hacen implantes?',
        '¿Hacen prótesis o placas?',
        '¿Tienen carillas?',
        '¿Hacen arreglos de caries?',
      ],
      description:
        'Hacemos:\n\n- Limpieza y prevención\n- Arreglos de caries y restauraciones\n- [tratamientos de endodoncia y cirugía]\n- [implantes, prótesis o estética dental]\n- [otros tratamientos]\n\nSi no sabes qué necesitas, pide una consulta y el odontólogo te evalúa.',
    },
    {
      name: 'Precio de la consulta',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta la consulta?',
        '¿Cuánto sale una limpieza?',
        '¿Qué precio tiene sacarse una muela?',
        'valor consulta particular',
        '¿Cobran la primera consulta?',
        '¿Cuánto sale un arreglo?',
      ],
      description:
        'La consulta cuesta [precio de la consulta] e incluye [qué incluye la consulta]. Precios de referencia:\n\n- Limpieza: [precio de la limpieza]\n- Arreglo de caries: [precio del arreglo]\n- Extracción: [precio de la extracción]',
    },
    {
      name: 'Presupuesto de un tratamiento',
      concept: 'quote',
      questions: [
        '¿Cuánto me saldría un implante?',
        '¿Me pueden pasar un presupuesto?',
        'Quiero saber cuánto cuesta un tratamiento de conducto',
        'Si les mando una radiografía, ¿me cotizan?',
        '¿El presupuesto es sin cargo?',
      ],
      description:
        'Los tratamientos más largos se presupuestan después de revisarte, porque dependen de cada boca. En la consulta te damos un presupuesto por escrito [costo del presupuesto]. Como referencia, [precios de referencia de implantes o conductos].',
    },
    {
      name: 'Urgencias y dolor',
      concept: 'emergency',
      questions: [
        'Me duele mucho una muela, ¿me pueden atender hoy?',
        'Se me rompió un diente',
        '¿Atienden urgencias odontológicas?',
        'tengo la cara hinchada, es urgente',
        'Se me salió una corona, ¿qué hago?',
        '¿Tienen guardia el fin de semana?',
      ],
      description:
        'Atendemos urgencias [horario de urgencias]: escríbenos o llama al [número para urgencias] y te damos el primer turno libre. Si tienes fiebre o la hinchazón avanza rápido, acude a una guardia.',
    },
    {
      name: 'Obras sociales y seguros',
      concept: 'health-insurance',
      questions: [
        '¿Atienden por obra social?',
        '¿Qué prepagas aceptan?',
        '¿Trabajan con mi seguro dental?',
        '¿Cuánto es el copago?',
        '¿Tengo que llevar el carnet de la obra social?',
        '¿Atienden particular?',
      ],
      description:
        'Trabajamos con [obras sociales, prepagas y seguros]. Trae tu credencial y tu documento. El copago es de [copago]. Si tu cobertura no está en la lista, te atendemos de forma particular.',
    },
    {
      name: 'Ortodoncia',
      questions: [
        '¿Hacen ortodoncia?',
        '¿Cuánto salen los brackets?',
        '¿Tienen alineadores invisibles?',
        '¿Cuánto tiempo se usa la ortodoncia?',
        '¿Cada cuánto son los controles de brackets?',
        '¿Hacen ortodoncia en adultos?',
      ],
      description:
        'Sí, hacemos ortodoncia con [tipos de ortodoncia]. El tratamiento dura [duración aproximada de la ortodoncia], con controles cada [frecuencia de los controles]. Precio: [precio de la ortodoncia y de los controles]. En la primera consulta te explicamos qué opción te conviene.',
    },
    {
      name: 'Blanqueamiento',
      questions: [
        '¿Hacen blanqueamiento dental?',
        '¿Cuánto sale blanquearse los dientes?',
        '¿El blanqueamiento daña el esmalte?',
        '¿Cuánto dura el blanqueamiento?',
        '¿Es en el consultorio o en casa?',
      ],
      description:
        'Hacemos blanqueamiento [en consultorio, en casa o ambos]. Cuesta [precio del blanqueamiento] y el resultado dura [cuánto dura el blanqueamiento], según tus hábitos. Antes hacemos una limpieza y revisamos que tus dientes estén sanos.',
    },
    {
      name: 'Odontopediatría',
      concept: 'kids',
      questions: [
        '¿Atienden niños?',
        '¿Tienen dentista para chicos?',
        'Mi hijo de 5 años tiene una caries, ¿lo atienden?',
        '¿Desde qué edad hay que llevar a los nenes al dentista?',
        '¿Ponen flúor a los niños?',
      ],
      description:
        'Sí, atendemos niños desde [edad desde la que atienden]. [Quién atiende a los niños]. Recomendamos la primera visita [edad recomendada para la primera visita] y controles cada [frecuencia de los controles].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué días atiende el odontólogo?',
        '¿Cuál es el horario del consultorio?',
        '¿Atienden los sábados a la mañana?',
        'Hasta que hora atienden',
        '¿Abren en feriados?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Urgencias: [horario de urgencias].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el consultorio?',
        '¿Cuál es la dirección?',
        '¿En qué piso están?',
        '¿Tiene ascensor el edificio?',
        'Mandame la ubicación',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Piso, timbre o referencias]. [Accesibilidad del edificio].',
    },
    {
      name: 'Medios de pago y cuotas',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta de crédito?',
        '¿Se puede pagar el tratamiento en cuotas?',
        '¿Puedo pagar por transferencia?',
        '¿Me dan factura para la obra social?',
        '¿Hay descuento pagando en efectivo?',
      ],
      description:
        'Aceptamos [medios de pago]. Los tratamientos largos se pueden pagar en [opciones de cuotas o financiación]. Entregamos [factura o comprobante] para que presentes a tu cobertura.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número llamo?',
        'Quiero hablar con la secretaria',
        '¿Tienen correo para mandar estudios?',
        '¿Cómo me comunico con la doctora?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o manda tus estudios a [tu correo].',
    },
  ],
};
