import type { BusinessTemplate } from '../types';

/** Florería y vivero: ramos y arreglos, envíos, fechas especiales, eventos, coronas y plantas. */
export const template: BusinessTemplate = {
  businessType: 'floreria',
  categoryKey: 'materials',
  intents: [
    {
      name: 'Ramos y arreglos',
      concept: 'catalog',
      questions: [
        '¿Qué ramos tienen?',
        '¿Hacen arreglos florales?',
        '¿Tienen rosas rojas?',
        '¿Me mandás fotos de los ramos?',
        '¿Hacen cajas con flores y chocolates?',
        '¿Tienen girasoles?',
      ],
      description:
        'Hacemos ramos, arreglos en caja o canasta, [otros productos: globos, chocolates, peluches] y trabajamos con flores de estación. Mira los modelos en [dónde ver el catálogo] o pídenos fotos al [tu número de WhatsApp].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale un ramo de rosas?',
        '¿Cuánto cuesta una docena de rosas?',
        '¿Desde cuánto tienen ramos?',
        'precio de un arreglo para cumpleaños',
        '¿Tienen algo económico para regalar?',
      ],
      description:
        'Precios de referencia:\n\n- Ramos: desde [precio del ramo más simple]\n- Docena de rosas: [precio de la docena de rosas]\n- Arreglos: desde [precio de los arreglos]\n\nLos precios pueden variar según la temporada y la flor.',
    },
    {
      name: 'Envíos a domicilio',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos?',
        '¿Pueden entregar hoy mismo?',
        '¿Cuánto sale el envío?',
        '¿Envían a otra ciudad?',
        'Quiero mandarle flores a mi novia al trabajo',
        '¿Puedo elegir el horario de entrega?',
      ],
      description:
        'Enviamos a [zonas de envío] por [costo del envío]. Si pides antes de las [hora límite para envío en el día], te lo entregamos el mismo día. Puedes elegir una franja horaria: [franjas de entrega]. Si la persona no está, [qué pasa si no hay nadie].',
    },
    {
      name: 'Pedido personalizado',
      concept: 'custom-orders',
      questions: [
        'Quiero armar un ramo a mi gusto',
        '¿Puedo agregar una tarjeta con dedicatoria?',
        '¿Se puede mandar de forma anónima?',
        '¿Con cuánta anticipación tengo que encargar?',
        '¿Pueden hacer un ramo con sus flores favoritas?',
      ],
      description:
        'Claro: cuéntanos al [tu número de WhatsApp] qué flores, colores y presupuesto tienes en mente, y armamos el ramo para ti. Incluimos una tarjeta con tu dedicatoria [costo de la tarjeta] y, si quieres, lo enviamos sin tu nombre. Encárgalo con [anticipación para encargos] de anticipación.',
    },
    {
      name: 'Fechas especiales',
      questions: [
        '¿Toman pedidos para San Valentín?',
        '¿Hasta cuándo puedo encargar para el Día de la Madre?',
        '¿Hacen entregas el 14 de febrero?',
        '¿Abren el domingo del Día de la Madre?',
        '¿Suben los precios en fechas especiales?',
      ],
      description:
        'En fechas especiales como San Valentín o el Día de la Madre recibimos pedidos hasta [fecha límite de pedidos] y las entregas son [franjas de entrega en fechas especiales]. Te recomendamos encargar con tiempo: los cupos son limitados. [Cambios de precio en fechas especiales].',
    },
    {
      name: 'Bodas y eventos',
      concept: 'quote',
      questions: [
        '¿Hacen el ramo de novia?',
        '¿Decoran salones para casamientos?',
        '¿Me pasan un presupuesto para centros de mesa?',
        '¿Hacen decoración floral para quinceañeras?',
        'Necesito flores para un evento de empresa',
      ],
      description:
        'Hacemos ramos de novia, centros de mesa y decoración floral para [tipos de eventos]. Para presupuestarte escríbenos al [tu número de WhatsApp] con la fecha, el lugar, la cantidad de invitados y las flores o colores que te gustan. Reservamos la fecha con una seña de [seña para eventos].',
    },
    {
      name: 'Coronas y condolencias',
      questions: [
        '¿Hacen coronas fúnebres?',
        '¿Pueden enviar flores a un velatorio hoy?',
        '¿Cuánto sale una corona?',
        'Quiero mandar condolencias con flores',
        '¿Entregan en cementerios?',
      ],
      description:
        'Lamentamos tu pérdida. Hacemos coronas, cruces y arreglos de condolencia desde [precio de las coronas], con tarjeta incluida. Entregamos en velatorios y cementerios de [zonas de entrega de condolencias], [plazo de entrega de condolencias]. Escríbenos al [tu número de WhatsApp] y lo coordinamos.',
    },
    {
      name: 'Plantas y vivero',
      concept: 'stock',
      questions: [
        '¿Tienen plantas de interior?',
        '¿Tenés monstera?',
        '¿Venden suculentas y cactus?',
        '¿Tienen macetas y tierra?',
        '¿Les quedan árboles frutales?',
        '¿Venden plantas para el jardín?',
      ],
      description:
        'En el vivero tenemos [tipos de plantas], macetas, tierra, abonos y [otros productos de jardinería]. Pregúntanos por la planta que buscas y te confirmamos si hay, con foto.',
    },
    {
      name: 'Cuidado de flores y plantas',
      questions: [
        '¿Cómo hago para que me duren más las flores?',
        '¿Cada cuánto riego la planta?',
        '¿Esta planta va al sol o a la sombra?',
        'Se me están poniendo amarillas las hojas, ¿qué hago?',
        '¿Cuántos días duran las rosas?',
      ],
      description:
        'Para que tus flores duren más: corta los tallos en diagonal, cambia el agua cada [frecuencia de cambio de agua] y mantenlas lejos del sol directo y del calor. Un ramo dura en general [cuánto dura un ramo]. Para plantas, mándanos una foto al [tu número de WhatsApp] y te aconsejamos.',
    },
    {
      name: 'Estado del pedido',
      concept: 'order-status',
      questions: [
        '¿Ya entregaron el ramo?',
        '¿A qué hora llega mi pedido?',
        'Hice un pedido y todavía no llegó',
        '¿Me pueden mandar una foto del ramo entregado?',
        '¿Cómo sé si lo recibieron?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] con tu nombre y el de quien recibe, y te decimos en qué está tu pedido. [Si avisan o mandan foto de la entrega].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Cómo pago si estoy en otro país?',
        '¿Aceptan tarjeta?',
        '¿Puedo pagar por transferencia?',
        '¿Se paga por adelantado?',
        '¿Aceptan PayPal?',
      ],
      description:
        'Aceptamos [medios de pago]. Los envíos se pagan por adelantado. Desde el exterior puedes pagar con [medios de pago desde el exterior].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene la florería?',
        '¿Abren los domingos?',
        '¿Hasta qué hora atienden hoy?',
        '¿Hasta qué hora toman pedidos?',
        'a que hora abre el vivero',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Domingos y feriados: [horario de domingos y feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la florería?',
        '¿Cuál es la dirección del vivero?',
        'Pasame la ubicación',
        '¿Puedo pasar a retirar el ramo?',
        '¿Tienen estacionamiento?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. Puedes retirar tu pedido en el local [horario de retiro]. [Referencias o estacionamiento].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número hago el pedido?',
        '¿Cuál es su Instagram?',
        'Quiero hablar con alguien de la florería',
        '¿Cómo los contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Nuestros trabajos están en Instagram: [tu Instagram].',
    },
  ],
};
