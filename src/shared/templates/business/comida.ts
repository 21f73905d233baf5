/** Delivery de comida: pizzerías, rotiserías, viandas, hamburguesas, empanadas, sushi y dark kitchens. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'comida',
  categoryKey: 'general',
  intents: [
    {
      name: 'Hacer un pedido',
      questions: [
        'Quiero hacer un pedido',
        '¿Cómo hago para pedir?',
        '¿Toman pedidos por WhatsApp?',
        'Hola, quería encargar 2 pizzas de muzzarella',
        '¿Ya están tomando pedidos?',
        '¿Puedo pedir ahora para las 21?',
        'me anotás una docena de empanadas?',
      ],
      description:
        '¡Claro! Pásanos por aquí o al [tu número de WhatsApp]:\n\n1. Lo que quieres pedir.\n2. Si es para delivery (con la dirección) o para retirar.\n3. Cómo vas a pagar.\n\nTe confirmamos el total y el tiempo de entrega. [Pedido mínimo u otra aclaración].',
    },
    {
      name: 'Menú',
      concept: 'catalog',
      questions: [
        '¿Me pasás el menú?',
        '¿Qué tienen hoy?',
        '¿Qué gustos de empanadas hay?',
        '¿Qué variedades de pizza tienen?',
        '¿Cuál es la vianda de hoy?',
        '¿Tienen carta con fotos?',
      ],
      description:
        'Nuestro menú completo está en [enlace al menú]. Hoy tenemos [plato o menú del día]. Lo más pedido: [productos más pedidos].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la docena de empanadas?',
        '¿Cuánto cuesta una pizza grande?',
        '¿Qué precio tiene la vianda?',
        'precio del combo?',
        '¿Cuánto está la hamburguesa con papas?',
        '¿Tienen lista de precios?',
      ],
      description:
        'Algunos precios:\n\n- [producto y precio]\n- [producto y precio]\n- [producto y precio]\n\nLa lista completa está en [enlace al menú]. El envío se cobra aparte: [costo del envío].',
    },
    {
      name: 'Promociones',
      concept: 'promotions',
      questions: [
        '¿Qué promo tienen hoy?',
        '¿Hay 2x1?',
        '¿Tienen descuento pagando en efectivo?',
        '¿Hay promociones para la semana?',
        '¿Tienen combos familiares?',
        '¿Hacen precio por las viandas de toda la semana?',
      ],
      description:
        'Nuestras promos de esta semana:\n\n- [promoción y días en que vale]\n- [promoción y días en que vale]\n\n[Descuento por pago en efectivo o por cantidad].',
    },
    {
      name: 'Envío y demora',
      concept: 'delivery',
      questions: [
        '¿Hacen delivery?',
        '¿Llegan hasta mi barrio?',
        '¿Cuánto cobran el envío?',
        '¿Cuánto tarda en llegar el pedido?',
        '¿El envío es gratis?',
        '¿Están en PedidosYa?',
        '¿Hacen envíos a otras zonas?',
      ],
      description:
        'Enviamos a [zonas de envío] por [costo del envío] ([mínimo para envío gratis]). El pedido llega en [tiempo de entrega aproximado]; los viernes y sábados a la noche puede demorar un poco más. También estamos en [apps de delivery].',
    },
    {
      name: 'Retirar en el local',
      concept: 'pickup',
      questions: [
        '¿Puedo pasar a retirar?',
        '¿Puedo buscarlo yo para no pagar el envío?',
        '¿En cuánto tiempo estaría listo para retirar?',
        '¿Hay descuento por retirar en el local?',
        'lo paso a buscar, a nombre de quién lo dejo?',
      ],
      description:
        'Sí, puedes retirar tu pedido en [tu dirección]. Suele estar listo en [tiempo de preparación]. [Descuento por retirar]. Al llegar, di el nombre con el que hiciste el pedido.',
    },
    {
      name: '¿Dónde está mi pedido?',
      concept: 'order-status',
      questions: [
        '¿Ya salió mi pedido?',
        'Hace una hora que pedí y no llega',
        '¿Cuánto le falta al delivery?',
        '¿Mi pedido está en camino?',
        'Todavía no me llegó la comida',
      ],
      description:
        'Perdón por la espera. Pásanos tu nombre y la hora del pedido y te decimos enseguida por dónde va. Si es urgente, llámanos al [tu teléfono].',
    },
    {
      name: 'Pedidos para eventos y empresas',
      concept: 'groups',
      questions: [
        'Necesito 10 docenas de empanadas para un cumpleaños',
        '¿Hacen viandas para empresas?',
        '¿Tienen servicio de catering?',
        '¿Hacen precio por cantidad para un evento?',
        '¿Con cuánta anticipación hay que pedir para una fiesta?',
        'Somos una oficina de 15, ¿nos pueden mandar el almuerzo todos los días?',
      ],
      description:
        'Sí, preparamos pedidos grandes para eventos y viandas para empresas. Para cantidades grandes te pedimos encargar con [anticipación para pedidos grandes]. Tenemos [precio o descuento por cantidad]. Escríbenos al [tu número de WhatsApp] con la fecha y la cantidad y te pasamos un presupuesto.',
    },
    {
      name: 'Sin TACC, vegano y alergias',
      concept: 'dietary',
      questions: [
        '¿Tienen opciones sin TACC?',
        '¿Hay algo vegetariano?',
        '¿Tienen hamburguesas veganas?',
        '¿La masa tiene gluten?',
        'Soy alérgico a los mariscos, ¿qué puedo pedir?',
        '¿Tienen viandas bajas en calorías?',
      ],
      description:
        'Tenemos [opciones sin TACC, vegetarianas y veganas]. [Si se cocina aparte para celíacos]. Si tienes una alergia, avísanos al pedir y te decimos qué opciones son seguras para ti.',
    },
    {
      name: 'Problemas con un pedido',
      concept: 'complaints',
      questions: [
        'Me llegó el pedido frío',
        'Faltó algo en mi pedido',
        'Me mandaron otra cosa',
        'Quiero hacer un reclamo',
        'La pizza llegó toda desarmada',
      ],
      description:
        'Lamentamos mucho lo que pasó. Cuéntanos tu nombre, la hora del pedido y qué salió mal (si puedes, con una foto) y lo resolvemos: [cómo compensas un pedido con problemas].',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora empiezan a tomar pedidos?',
        '¿Hasta qué hora hacen delivery?',
        '¿Abren los lunes?',
        '¿Están abiertos hoy?',
        '¿Hasta qué hora cocinan?',
        '¿Trabajan los feriados?',
      ],
      description:
        'Tomamos pedidos [días de atención], de [hora de apertura] a [hora de cierre]. [Días que no abrimos].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están?',
        '¿Cuál es la dirección del local?',
        '¿Tienen local para comer ahí?',
        '¿Dónde queda la rotisería?',
        '¿Tienen otra sucursal?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Si se puede comer en el local o solo delivery y retiro].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Puedo pagar con transferencia?',
        '¿El delivery lleva posnet?',
        '¿Aceptan Mercado Pago?',
        '¿Se puede pagar en efectivo al recibir?',
        '¿Aceptan tarjeta de crédito?',
      ],
      description:
        'Aceptamos [medios de pago]. [Si el repartidor lleva cambio o posnet]. Si pagas por transferencia, envíanos el comprobante por aquí al hacer el pedido.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número hago el pedido?',
        '¿Tienen teléfono para llamar?',
        '¿Cuál es el Instagram?',
        'Quiero hablar con una persona',
        '¿Me pasás el WhatsApp del local?',
      ],
      description:
        'Pide por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. En [tu Instagram] subimos el menú y las promos del día.',
    },
  ],
};
