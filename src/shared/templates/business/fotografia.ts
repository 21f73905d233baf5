import type { BusinessTemplate } from '../types';

/** Fotografía y video: sesiones, bodas y quinceañeras, reservas y seña, entrega, video, drone y productos. */
export const template: BusinessTemplate = {
  businessType: 'fotografia',
  categoryKey: 'vr',
  intents: [
    {
      name: 'Tipos de sesión',
      concept: 'catalog',
      questions: [
        '¿Qué tipo de sesiones hacen?',
        '¿Hacen sesiones de embarazo?',
        '¿Hacen fotos de familia?',
        'Quiero un book de fotos para modelo',
        '¿Hacen fotos para CV o LinkedIn?',
        '¿Fotografían recién nacidos?',
      ],
      description:
        'Hacemos sesiones de:\n\n- Embarazo y recién nacidos\n- Familia y niños\n- Retratos, books y fotos profesionales\n- [Otros tipos de sesión]\n\nCuéntanos qué tienes en mente y te proponemos lugar, horario y estilo.',
    },
    {
      name: 'Precios de las sesiones',
      concept: 'prices',
      questions: [
        '¿Cuánto sale una sesión de fotos?',
        '¿Cuánto cuesta un book?',
        'precio sesion familiar',
        '¿Cuántas fotos entran en la sesión?',
        '¿Tienen paquetes?',
        '¿Las fotos vienen editadas?',
        '¿Cuánto cobra por hora de fotografía?',
      ],
      description:
        'Nuestros paquetes:\n\n- [Paquete básico]: [duración y cantidad de fotos], [precio del paquete básico]\n- [Paquete completo]: [duración y cantidad de fotos], [precio del paquete completo]\n\nTodas las fotos se entregan editadas. Fotos extra: [precio de fotos extra].',
    },
    {
      name: 'Bodas y quinceañeras',
      concept: 'quote',
      questions: [
        '¿Cubren casamientos?',
        '¿Cuánto sale fotografiar una boda?',
        'Me caso en noviembre, ¿me pasás presupuesto?',
        '¿Hacen fiestas de quince?',
        '¿Cuántas horas cubren en un casamiento?',
        '¿Hacen la sesión previa a la boda?',
        '¿Trabajan con un segundo fotógrafo?',
      ],
      description:
        'Sí, cubrimos bodas, quinceañeras y otros eventos. Nuestros paquetes van desde [precio de los paquetes de eventos] e incluyen [qué incluyen los paquetes de eventos].\n\nPara pasarte un presupuesto exacto, cuéntanos la fecha, el lugar, cuántas horas necesitas y si quieres sesión previa, video o álbum.',
    },
    {
      name: 'Reservar fecha y seña',
      concept: 'booking',
      questions: [
        '¿Tienen libre el 15 de marzo?',
        '¿Cómo reservo la fecha?',
        '¿Cuánto es la seña?',
        'Quiero reservar una sesión para el sábado',
        '¿Con cuánta anticipación tengo que reservar?',
        '¿Tenés disponibilidad este finde?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] con la fecha y el tipo de sesión o evento, y te confirmamos si está libre. La fecha queda reservada con una seña de [monto o porcentaje de la seña]; el resto se paga [cuándo se paga el resto].\n\nPara eventos te recomendamos reservar con [anticipación recomendada para eventos].',
    },
    {
      name: 'Cambio de fecha o lluvia',
      concept: 'cancel-booking',
      questions: [
        '¿Qué pasa si llueve el día de la sesión?',
        'Necesito cambiar la fecha de la sesión',
        '¿Devuelven la seña si cancelo?',
        'mi bebé se enfermó, ¿podemos pasarlo?',
        '¿Se puede reprogramar?',
      ],
      description:
        'Si llueve en una sesión al aire libre, la pasamos a otro día sin costo o la hacemos en [alternativa con mal tiempo]. Puedes cambiar la fecha avisando con [anticipación para reprogramar]. Si cancelas, la seña [política de devolución de la seña].',
    },
    {
      name: 'Entrega de las fotos',
      concept: 'duration',
      questions: [
        '¿Cuándo entregan las fotos?',
        '¿En cuánto tiempo tengo las fotos del casamiento?',
        '¿Cómo las recibo?',
        '¿Me dan todas las fotos o solo las editadas?',
        '¿Puedo elegir cuáles se editan?',
        'ya pasó un mes y no tengo mis fotos',
      ],
      description:
        'Entregamos las fotos de las sesiones en [plazo de entrega de sesiones] y las de eventos en [plazo de entrega de eventos], en una galería online para descargar en alta calidad. [Cómo se eligen las fotos a editar].\n\nSi ya pasó el plazo, escríbenos al [tu número de WhatsApp] y te decimos cómo va tu entrega.',
    },
    {
      name: 'Video y drone',
      questions: [
        '¿Hacen video también?',
        '¿Filman con drone?',
        '¿Cuánto sale el video del casamiento?',
        '¿Hacen reels para redes?',
        '¿Cuánto dura el video resumen?',
      ],
      description:
        'Sí, filmamos [tipos de video que hacen]: video resumen de [duración del video resumen], video completo y reels. Tomas con drone: [si usan drone y dónde]. El video cuesta [precio del video] o [precio de foto y video juntos] junto con las fotos.',
    },
    {
      name: 'Fotos para empresas y productos',
      concept: 'groups',
      questions: [
        '¿Hacen fotos de productos para tienda online?',
        'Necesito fotos del equipo de mi empresa',
        '¿Cubren eventos corporativos?',
        'fotografía de comida para el menú',
        '¿Hacen fotos de propiedades para inmobiliarias?',
      ],
      description:
        'Sí, trabajamos con empresas y comercios: fotos de producto, retratos del equipo, gastronomía, propiedades y eventos corporativos. Precio: [precio de los servicios para empresas], según la cantidad de fotos. Tenemos [estudio o fondo para producto].',
    },
    {
      name: 'Estudio y locaciones',
      concept: 'home-service',
      questions: [
        '¿Tienen estudio?',
        '¿Vienen a mi casa a hacer la sesión?',
        '¿Viajan a otras ciudades?',
        '¿Dónde se hace la sesión de exteriores?',
        '¿Cobran viáticos?',
      ],
      description:
        'Hacemos sesiones [en estudio, en exteriores o a domicilio]. Dentro de [zona sin recargo] no cobramos traslado; fuera de esa zona sumamos [costo de traslado y viáticos]. Te sugerimos lugares lindos según la luz y el horario.',
    },
    {
      name: 'Impresiones y álbumes',
      questions: [
        '¿Hacen álbumes?',
        '¿Imprimen las fotos?',
        '¿Cuánto sale un fotolibro?',
        'quiero un cuadro grande con una foto de la sesión',
        '¿El álbum está incluido en el paquete?',
      ],
      description:
        'Sí, hacemos álbumes y fotolibros desde [precio del álbum] e impresiones y cuadros desde [precio de impresiones y cuadros]. El álbum [si está incluido en algún paquete]. Se entrega en [plazo de entrega del álbum].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿En qué horario atienden?',
        '¿Hacen sesiones los domingos?',
        '¿A qué hora se hace la sesión?',
        'hasta que hora responden',
        '¿Trabajan en feriados?',
      ],
      description:
        'Respondemos consultas de [días de atención], de [hora de inicio] a [hora de cierre]. Las sesiones las hacemos [días y horarios de las sesiones], y los eventos, cualquier día.',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el estudio?',
        '¿Cuál es la dirección?',
        'pasame la ubi',
        '¿En qué ciudad trabajan?',
        '¿Hay estacionamiento?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar y estacionar].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿Dónde veo sus trabajos?',
        '¿Me pasás tu Instagram?',
        'Quiero hablar con el fotógrafo',
        '¿Cómo te contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Mira nuestros trabajos en [tu Instagram].',
    },
  ],
};
