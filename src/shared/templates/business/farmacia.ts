import type { BusinessTemplate } from '../types';

/** Farmacia: medicamentos, recetas, obras sociales, turnos de guardia, delivery y perfumería. */
export const template: BusinessTemplate = {
  businessType: 'farmacia',
  categoryKey: 'openings',
  intents: [
    {
      name: 'Disponibilidad de medicamentos',
      concept: 'stock',
      questions: [
        '¿Tienen ibuprofeno de 600?',
        '¿Les queda insulina?',
        'Busco este remedio, ¿lo tenés?',
        '¿Tienen el genérico del losartán?',
        '¿Hay stock de la leche para bebés?',
        'Te mando foto de la caja, ¿lo tienen?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] el nombre del medicamento, la dosis y la presentación (o una foto de la caja o la receta) y te confirmamos si lo tenemos. Si no lo hay, te ofrecemos [alternativas: genérico o encargo].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale el paracetamol?',
        '¿Qué precio tiene este medicamento?',
        '¿Cuánto cuesta con la obra social?',
        '¿Cuál es el valor del test de embarazo?',
        '¿Tienen algo más barato, un genérico?',
      ],
      description:
        'Pásanos el nombre del medicamento y tu cobertura, si tienes, y te decimos el precio con el descuento que te corresponde. [Si tienen genéricos o segundas marcas más económicas].',
    },
    {
      name: 'Recetas',
      concept: 'requirements',
      questions: [
        '¿Necesito receta para el antibiótico?',
        '¿Aceptan receta electrónica?',
        '¿Me venden sin receta?',
        'Tengo la receta en el celular, ¿sirve?',
        '¿Cuánto tiempo es válida la receta?',
        '¿Qué necesito para retirar la medicación de mi mamá?',
      ],
      description:
        'Los medicamentos de venta bajo receta solo los entregamos con la receta. Aceptamos [tipos de receta: papel, electrónica, digital]. Para usar tu cobertura trae [documentos para la obra social]. Si retiras para otra persona, [requisitos para retirar por otro].',
    },
    {
      name: 'Obras sociales y descuentos',
      concept: 'health-insurance',
      questions: [
        '¿Qué obras sociales aceptan?',
        '¿Trabajan con PAMI?',
        '¿Atienden con mi prepaga?',
        '¿Cuánto descuento me hace la obra social?',
        '¿Aceptan recetas del seguro?',
      ],
      description:
        'Trabajamos con [obras sociales, prepagas y seguros]. El descuento depende de tu plan y del medicamento. Trae tu credencial y la receta.',
    },
    {
      name: 'Delivery',
      concept: 'delivery',
      questions: [
        '¿Hacen delivery?',
        '¿Me lo pueden mandar a casa?',
        '¿Cuánto sale el envío?',
        '¿Hasta dónde llegan con el delivery?',
        '¿En cuánto tiempo llega el pedido?',
      ],
      description:
        'Sí, enviamos a [zona de envío] [horario de envío]. El envío cuesta [costo del envío] [monto mínimo para envío gratis]. Para los medicamentos con receta te pedimos [cómo enviar la receta].',
    },
    {
      name: 'Farmacia de turno',
      concept: 'emergency',
      questions: [
        '¿Están de turno hoy?',
        '¿Atienden las 24 horas?',
        '¿Qué farmacia está de guardia esta noche?',
        'Es urgente, necesito un remedio ahora',
        '¿Abren de madrugada?',
      ],
      description:
        'Estamos de turno [días u horarios de turno]. Puedes ver la farmacia de guardia de cada día en [dónde consultar las farmacias de turno]. Ante una emergencia médica, llama al número de emergencias de tu país.',
    },
    {
      name: 'Encargos',
      concept: 'order-status',
      questions: [
        '¿Me lo pueden encargar?',
        '¿Ya llegó el medicamento que encargué?',
        '¿Cuándo les entra?',
        '¿Pueden conseguir un remedio importado?',
        '¿Está listo mi pedido?',
      ],
      description:
        'Si no tenemos lo que buscas, lo encargamos: suele llegar en [plazo de los encargos]. Para saber si tu encargo ya llegó, escríbenos al [tu número de WhatsApp] con tu nombre.',
    },
    {
      name: 'Servicios de la farmacia',
      concept: 'catalog',
      questions: [
        '¿Toman la presión?',
        '¿Aplican inyecciones?',
        '¿Vacunan contra la gripe?',
        '¿Hacen test de glucosa?',
        '¿Alquilan muletas o sillas de ruedas?',
        '¿Hacen hisopados?',
      ],
      description:
        'Ofrecemos [servicios: presión, inyectables, vacunas, tests]. [Precios o condiciones de los servicios]. Para aplicar un inyectable trae [requisitos para aplicar inyectables].',
    },
    {
      name: 'Perfumería y dermocosmética',
      questions: [
        '¿Venden protector solar?',
        '¿Qué marcas de dermocosmética tienen?',
        '¿Tienen pañales?',
        '¿Venden perfumes?',
        '¿Tienen cremas para el acné?',
      ],
      description:
        'Tenemos perfumería, dermocosmética de [marcas de dermocosmética], pañales, productos para bebés y [otros productos]. Pregúntanos por el que buscas y te confirmamos si lo tenemos.',
    },
    {
      name: 'Promociones',
      concept: 'promotions',
      questions: [
        '¿Tienen promociones?',
        '¿Hay descuento para jubilados?',
        '¿Qué días tienen descuentos con tarjeta?',
        '¿Tienen la segunda unidad al 50?',
        '¿Tienen programa de puntos?',
      ],
      description:
        'Promociones vigentes: [promociones vigentes]. [Descuentos para jubilados o programa de puntos].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Hasta qué hora está abierta la farmacia?',
        '¿A qué hora abren?',
        '¿Abren los domingos?',
        '¿Atienden en feriados?',
        'horario de la farmacia',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Domingos y feriados: [horario de domingos y feriados]. Turnos de guardia: [días u horarios de turno].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la farmacia?',
        '¿Cuál es la dirección?',
        '¿Tienen sucursales?',
        'Pasame la ubicación',
        '¿Hay estacionamiento?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Referencias o sucursales].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta de crédito?',
        '¿Se puede pagar con QR?',
        '¿Puedo pagar el delivery con transferencia?',
        '¿Me dan factura?',
        '¿Aceptan Mercado Pago?',
      ],
      description: 'Aceptamos [medios de pago]. En el delivery puedes pagar [medios de pago del delivery].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número mando la receta?',
        'Quiero hablar con el farmacéutico',
        '¿Cuál es el teléfono de la farmacia?',
        '¿Cómo les hago un pedido?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] (ahí puedes mandar la foto de tu receta) o llámanos al [tu teléfono]. Para consultas sobre tu medicación, el farmacéutico te responde [cuándo responde el farmacéutico].',
    },
  ],
};
