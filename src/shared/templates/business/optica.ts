import type { BusinessTemplate } from '../types';

/** Óptica: anteojos recetados y de sol, lentes de contacto, examen visual, coberturas y arreglos. */
export const template: BusinessTemplate = {
  businessType: 'optica',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Productos',
      concept: 'catalog',
      questions: [
        '¿Qué venden?',
        '¿Tienen anteojos de sol?',
        '¿Hacen lentes con receta?',
        '¿Tienen armazones de marca?',
        '¿Venden gafas de sol graduadas?',
        '¿Tienen lentes para leer?',
      ],
      description:
        'Tenemos anteojos recetados, anteojos de sol [graduados o no], lentes de contacto y [otros productos]. Trabajamos armazones de [marcas de armazones]. Pásate a probarte o pídenos fotos por WhatsApp al [tu número de WhatsApp].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto salen unos anteojos?',
        '¿Cuánto cuesta un armazón con cristales?',
        '¿Qué precio tienen los multifocales?',
        '¿Desde cuánto tienen anteojos de sol?',
        'precio de los lentes con antirreflejo',
      ],
      description:
        'Precios de referencia:\n\n- Armazón y cristales monofocales: desde [precio de anteojos monofocales]\n- Multifocales: desde [precio de multifocales]\n- Anteojos de sol: desde [precio de anteojos de sol]\n\nEl precio final depende del armazón y de los cristales que lleve tu receta.',
    },
    {
      name: 'Presupuesto con receta',
      concept: 'quote',
      questions: [
        'Te mando la receta, ¿cuánto me sale?',
        '¿Me cotizan los cristales si les paso la receta?',
        'Tengo una receta de -3 con astigmatismo, ¿precio?',
        '¿Puedo usar mi armazón y cambiar solo los cristales?',
        'Necesito un presupuesto para la obra social',
      ],
      description:
        'Envíanos una foto de tu receta al [tu número de WhatsApp] y te pasamos un presupuesto con las opciones de cristales. Si ya tienes armazón, podemos [si cambian cristales en armazón propio]. La receta debe tener [antigüedad máxima de la receta].',
    },
    {
      name: 'Examen de la vista',
      concept: 'booking',
      questions: [
        '¿Hacen examen de la vista?',
        '¿Tienen optometrista?',
        '¿Cuánto cuesta el control visual?',
        'Quiero sacar turno para medirme la vista',
        '¿Puedo ir sin receta?',
        '¿Me puede agendar con el oculista?',
      ],
      description:
        'Hacemos control visual con [quién hace el control y qué incluye] [precio del control visual]. Pide tu turno al [tu número de WhatsApp]. Si tienes molestias, dolor o pérdida de visión repentina, consulta a un médico oftalmólogo.',
    },
    {
      name: 'Lentes de contacto',
      concept: 'stock',
      questions: [
        '¿Tienen lentes de contacto descartables?',
        '¿Les quedan Acuvue?',
        '¿Venden lentes de colores?',
        '¿Tienen líquido para lentillas?',
        '¿Hacen lentes de contacto para astigmatismo?',
        'Necesito la caja de -2,50, ¿la tenés?',
      ],
      description:
        'Trabajamos lentes de contacto de [marcas y tipos de lentes de contacto] y sus soluciones. Pásanos tu receta o la caja que usas y te confirmamos si la tenemos o [plazo para encargar lentes de contacto].',
    },
    {
      name: 'Cristales y tratamientos',
      questions: [
        '¿Qué es el filtro de luz azul?',
        '¿Tienen cristales fotocromáticos?',
        '¿Me conviene el antirreflejo?',
        '¿Hacen lentes orgánicos o de policarbonato?',
        '¿Tienen cristales que se oscurecen con el sol?',
      ],
      description:
        'Trabajamos cristales [tipos de cristales] con tratamientos de [antirreflejo, filtro azul, fotocromático u otros]. Cada uno tiene su precio: [precios de los tratamientos]. Te asesoramos según tu receta y el uso que les vas a dar.',
    },
    {
      name: 'Cuándo están listos',
      concept: 'order-status',
      questions: [
        '¿Cuánto tardan en hacer los anteojos?',
        '¿Ya están listos mis lentes?',
        '¿Cuándo puedo retirar los anteojos?',
        'Encargué unos multifocales, ¿saben algo?',
        'Los necesito para el viernes, ¿llegan?',
      ],
      description:
        'Los anteojos monofocales están en [plazo de monofocales] y los multifocales en [plazo de multifocales]. Te avisamos por WhatsApp cuando estén listos. Para saber cómo va tu pedido escríbenos al [tu número de WhatsApp] con tu nombre.',
    },
    {
      name: 'Obras sociales',
      concept: 'health-insurance',
      questions: [
        '¿Trabajan con obra social?',
        '¿Qué prepagas aceptan?',
        '¿Cuánto me cubre la obra social en los anteojos?',
        '¿Necesito receta para usar la cobertura?',
        '¿Aceptan el seguro para lentes?',
      ],
      description:
        'Trabajamos con [obras sociales, prepagas y seguros]. Para usar tu cobertura necesitas [requisitos de la cobertura]. La cobertura depende de tu plan: te lo calculamos con tu credencial.',
    },
    {
      name: 'Arreglos y garantía',
      concept: 'warranty',
      questions: [
        'Se me rompió la patilla, ¿lo arreglan?',
        '¿Ajustan anteojos?',
        '¿Cambian tornillos?',
        '¿Qué garantía tienen los anteojos?',
        'Los cristales se rayaron, ¿lo cubre la garantía?',
        'No veo bien con los lentes nuevos',
      ],
      description:
        'Ajustamos y hacemos arreglos simples [precio o sin cargo]. Los armazones tienen [garantía de los armazones] y los cristales [garantía de los cristales]. Si no te adaptas a tus anteojos nuevos, ven a vernos dentro de [plazo para la adaptación] y lo revisamos.',
    },
    {
      name: 'Anteojos para niños',
      concept: 'kids',
      questions: [
        '¿Tienen anteojos para chicos?',
        '¿Tienen armazones flexibles para nenes?',
        'Mi hija de 6 años necesita lentes',
        '¿Hacen control visual a niños?',
        '¿Tienen cristales irrompibles?',
      ],
      description:
        'Sí, tenemos armazones para niños [tipos de armazones infantiles] y cristales [cristales recomendados para niños]. Para chicos, la receta la hace [oftalmólogo u optometrista].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene la óptica?',
        '¿Abren los sábados?',
        '¿Hasta qué hora atienden?',
        '¿Cierran al mediodía?',
        'a que hora abren',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la óptica?',
        '¿Cuál es la dirección?',
        '¿Tienen sucursales?',
        'Pasame la ubicación',
        '¿Están en el centro?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Referencias o sucursales].',
    },
    {
      name: 'Medios de pago y cuotas',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Tienen cuotas sin interés?',
        '¿Hay descuento en efectivo?',
        '¿Hay que dejar seña para encargar?',
        '¿Puedo pagar por transferencia?',
      ],
      description:
        'Aceptamos [medios de pago]. Cuotas: [cuotas disponibles]. Para encargar tus anteojos pedimos una seña de [monto de la seña] y el resto al retirar.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número mando la receta?',
        '¿Tienen Instagram para ver los armazones?',
        '¿Cuál es el teléfono de la óptica?',
        '¿Cómo me comunico con ustedes?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Mira los modelos en Instagram: [tu Instagram].',
    },
  ],
};
