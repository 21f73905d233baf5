import type { BusinessTemplate } from '../types';

/** Peluquería: turnos, cortes, color, alisados, novias y productos. */
export const template: BusinessTemplate = {
  businessType: 'peluqueria',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Pedir turno',
      concept: 'booking',
      questions: [
        '¿Tenés turno para mañana?',
        'Quiero sacar turno para un corte',
        '¿Me puede dar una cita para el sábado?',
        '¿Atienden sin turno?',
        'hola, tienen lugar hoy a la tarde?',
        '¿Cómo reservo hora para teñirme?',
        '¿Hay mucha espera si voy sin cita?',
      ],
      description:
        'Puedes pedir tu turno por WhatsApp al [tu número de WhatsApp] o en [enlace de reservas]. Cuéntanos qué servicio quieres y qué día te queda bien, y te confirmamos el horario. Sin turno: [cómo atienden sin turno].',
    },
    {
      name: 'Cambiar o cancelar un turno',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar mi turno de hoy',
        '¿Puedo cambiar la cita para otro día?',
        'Voy a llegar 15 minutos tarde, ¿me esperan?',
        'No voy a poder ir mañana, ¿lo pasamos para el jueves?',
        '¿Me puede reprogramar la hora?',
        '¿Se cobra si falto al turno?',
      ],
      description:
        'Sin problema: escríbenos al [tu número de WhatsApp] y lo pasamos a otro día. Te pedimos avisar con [anticipación para cancelar] de anticipación, así le damos el lugar a otra clienta. Si llegas más de [minutos de tolerancia] minutos tarde, [qué pasa con el turno].',
    },
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios hacen?',
        '¿Hacen peinados?',
        '¿Cortan pelo de hombre también?',
        '¿Hacen tratamientos de hidratación?',
        'Hacen permanente u ondas?',
        '¿Trabajan con extensiones?',
      ],
      description:
        'Hacemos:\n\n- Cortes: [tipos de corte]\n- Color: [servicios de color]\n- Peinados: [tipos de peinado]\n- Tratamientos: [tratamientos capilares]\n\n¿Buscas algo que no está en la lista? Pregúntanos y te contamos.',
    },
    {
      name: 'Precio del corte',
      concept: 'prices',
      questions: [
        '¿Cuánto sale el corte?',
        '¿Cuánto cuesta un corte de dama?',
        'precio corte y brushing',
        '¿Cuánto cobran el lavado y peinado?',
        '¿Tenés lista de precios?',
        '¿Qué valor tiene el corte de caballero?',
        '¿Cuánta plata es un corte con secado?',
      ],
      description:
        'Nuestros precios de referencia:\n\n- Corte de dama: [precio del corte de dama]\n- Corte de caballero: [precio del corte de caballero]\n- Lavado y brushing: [precio del brushing]\n\nEl precio puede variar según el largo y el volumen del pelo. Promociones: [promociones vigentes].',
    },
    {
      name: 'Color y mechas',
      concept: 'quote',
      questions: [
        '¿Cuánto cuesta teñirse?',
        '¿Cuánto me sale un balayage?',
        'Quiero hacerme mechas, ¿qué precio tienen?',
        '¿Me pueden cotizar un color si les mando foto?',
        '¿Cuánto cobran la decoloración para pasar a rubio?',
        '¿Hacen reflejos o babylights?',
        '¿Cubren canas?',
      ],
      description:
        'El color depende del largo, del color que tienes hoy y del resultado que buscas, por eso lo cotizamos a medida. Mándanos al [tu número de WhatsApp] una foto de tu pelo con luz natural y una de la idea que tienes.\n\nComo referencia: tintura desde [precio de la tintura], mechas o balayage desde [precio de mechas o balayage]. Trabajamos con [marcas de coloración].',
    },
    {
      name: 'Alisado y keratina',
      questions: [
        '¿Hacen alisado?',
        '¿Cuánto sale la keratina?',
        '¿El alisado tiene formol?',
        '¿Hacen botox capilar?',
        'Quiero un alisado para pelo largo, ¿precio?',
        '¿Cuántos días tengo que esperar para lavarme el pelo después del alisado?',
        '¿Puedo alisarme si tengo el pelo teñido?',
      ],
      description:
        'Hacemos [tipos de alisado y tratamientos]. Usamos [productos que usan y si tienen formol]. El precio va de [precio del alisado según el largo], según el largo del pelo.\n\nDespués del alisado te recomendamos [cuidados después del alisado]. Si tienes el pelo teñido o decolorado, cuéntanos antes para evaluarlo.',
    },
    {
      name: 'Cuánto demora',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en hacer un color?',
        '¿Cuánto dura el turno de alisado?',
        'Cuánto demoran con un corte',
        '¿Cuántas horas lleva un balayage?',
        '¿Voy a estar mucho tiempo? Tengo que volver al trabajo',
        '¿Cuánto tiempo me dura la keratina?',
      ],
      description:
        'Los tiempos aproximados son:\n\n- Corte: [duración del corte]\n- Color: [duración del color]\n- Mechas o balayage: [duración de mechas o balayage]\n- Alisado: [duración del alisado]\n\nEl alisado te dura [cuánto dura el alisado], según tu pelo y cómo lo cuides.',
    },
    {
      name: 'Novias y eventos',
      concept: 'home-service',
      questions: [
        '¿Hacen peinado de novia?',
        'Me caso en marzo, ¿hacen peinado y maquillaje?',
        '¿Van a domicilio a peinar a la novia?',
        '¿Peinan para quinceañeras?',
        '¿Tienen prueba de peinado antes del evento?',
        'Somos cuatro para una fiesta, ¿nos pueden peinar a todas?',
        'cuanto cobran por ir a la casa',
      ],
      description:
        'Sí, hacemos peinados para novias, quinceañeras y fiestas. Maquillaje: [si ofrecen maquillaje y su precio]. La prueba de peinado cuesta [precio de la prueba].\n\nTambién vamos a tu casa o al lugar del evento por [recargo por ir a domicilio]. Para fechas especiales reservamos con [anticipación para eventos] y una seña de [seña para eventos].',
    },
    {
      name: 'Productos a la venta',
      concept: 'stock',
      questions: [
        '¿Venden productos para el pelo?',
        '¿Tenés el shampoo que me usaron la vez pasada?',
        '¿Qué marcas venden?',
        '¿Tienen productos para pelo rizado?',
        'Necesito una máscara para pelo teñido, ¿les queda?',
        '¿Venden tintura para hacerme en casa?',
      ],
      description:
        'Sí, vendemos productos de [marcas que venden]: shampoo, acondicionador, máscaras y [otros productos]. Escríbenos qué necesitas y te confirmamos si lo tenemos. También te recomendamos qué usar según tu tipo de pelo.',
    },
    {
      name: 'Cortes para niños',
      concept: 'kids',
      questions: [
        '¿Cortan el pelo a niños?',
        '¿Cuánto sale el corte para nenes?',
        'Tengo un hijo de 3 años, ¿le cortan?',
        'Atienden chicos pequeños?',
        '¿Hacen peinados para niñas en comuniones?',
        '¿Desde qué edad cortan?',
      ],
      description:
        'Sí, cortamos a niños desde [edad mínima]. El corte infantil cuesta [precio del corte infantil]. Te recomendamos pedir turno [mejor horario para niños], cuando hay menos movimiento.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tienen?',
        '¿Abren los lunes?',
        '¿Hasta qué hora atienden los sábados?',
        'a que hora abren',
        '¿Trabajan en feriados?',
        '¿Atiende al mediodía?',
        '¿Están abiertos el domingo?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados]. Feriados: [atención en feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la peluquería?',
        '¿Cuál es la dirección?',
        '¿En qué barrio están?',
        'Pasame la ubicación',
        '¿Hay dónde estacionar cerca?',
        '¿Cómo llego en colectivo?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar]. Para estacionar: [dónde estacionar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar con transferencia?',
        'se puede pagar con Mercado Pago?',
        '¿Aceptan débito?',
        '¿Se paga en efectivo nomás?',
        '¿Tienen cuotas para el alisado?',
      ],
      description: 'Aceptamos [medios de pago]. [Cuotas o descuentos según el medio de pago].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número les escribo?',
        '¿Me pasás el Instagram para ver trabajos?',
        'Quiero hablar con la estilista',
        '¿Cómo los contacto?',
        '¿Me puede llamar alguien?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Mira nuestros trabajos en Instagram: [tu Instagram].',
    },
  ],
};
