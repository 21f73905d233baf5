import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Retail: tiendas, ferreterías, zapaterías y comercios de barrio. */
export const template: BotTemplate = {
  categoryKey: 'materials',
  intents: [
    {
      name: 'Productos y stock',
      concept: 'stock',
      questions: [
        '¿Tienen stock de este producto?',
        '¿Qué productos venden?',
        '¿Les queda en otro color o talla?',
        '¿Cuándo les llegan productos nuevos?',
        '¿Puedo apartar un producto?',
        '¿Tienen catálogo?',
      ],
      description:
        'Vendemos [tipo de productos]. Puedes ver el catálogo en [enlace al catálogo]. Para confirmar stock de un producto, escríbenos su nombre o una foto al [tu número de WhatsApp].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta?',
        '¿Qué precio tiene este producto?',
        '¿Tienen lista de precios?',
        '¿Hacen precio por mayor?',
        '¿Tienen ofertas esta semana?',
      ],
      description:
        'Nuestra lista de precios está en [enlace a la lista de precios]. Comprando por mayor, a partir de [cantidad mínima por mayor], tienes [descuento por mayor]. Las ofertas de la semana: [ofertas vigentes].',
    },
    {
      name: 'Envíos a domicilio',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos a domicilio?',
        '¿Cuánto cuesta el envío?',
        '¿Envían a otras ciudades?',
        '¿En cuántos días llega mi pedido?',
        '¿El envío es gratis?',
        '¿Hacen delivery?',
      ],
      description:
        'Hacemos envíos a [zonas de envío]. El costo es [costo del envío] y es gratis en compras desde [monto para envío gratis]. Tu pedido llega en [plazo de entrega].',
    },
    {
      name: 'Retiro en tienda',
      concept: 'pickup',
      questions: [
        '¿Puedo retirar en el local?',
        '¿Puedo comprar en línea y recoger en tienda?',
        '¿Cuándo puedo recoger mi compra?',
        '¿Qué necesito para retirar mi pedido?',
        '¿Tienen punto de retiro?',
      ],
      description:
        'Sí, puedes comprar y recoger en [tu dirección]. Tu pedido está listo en [tiempo de preparación]; al retirar, presenta [qué debe presentar].',
    },
    {
      name: 'Cambios y devoluciones',
      concept: 'returns',
      questions: [
        '¿Puedo cambiar un producto?',
        '¿Cuál es la política de devoluciones?',
        '¿Qué hago si el producto vino fallado?',
        '¿Cuántos días tengo para hacer un cambio?',
        '¿Me devuelven el dinero?',
        '¿Los productos tienen garantía?',
      ],
      description:
        'Puedes cambiar un producto dentro de los [días para cambios] días, con [condiciones del cambio]. Si vino con fallas, [qué hacer con un producto fallado]. La garantía es de [duración de la garantía].',
    },
    {
      name: 'Pedidos por mayor',
      concept: 'wholesale',
      questions: [
        '¿Venden al por mayor?',
        '¿Cuál es la compra mínima para revendedores?',
        '¿Tienen precios para empresas?',
        '¿Cómo hago un pedido grande?',
        'Quiero ser revendedor',
      ],
      description:
        'Sí, vendemos por mayor desde [compra mínima]. Para recibir la lista mayorista escríbenos a [correo o WhatsApp para mayoristas].',
    },
    hoursIntent(
      'Nuestro local abre de [días de atención], de [hora de apertura] a [hora de cierre]. Los feriados: [horario de feriados].',
    ),
    locationIntent('Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar o estacionar].'),
    paymentIntent(
      'Aceptamos [medios de pago]. Con tarjeta de crédito puedes pagar en [cuotas disponibles]. [Descuento por pago en efectivo o transferencia].',
    ),
    contactIntent(CONTACT_ANSWER),
  ],
};
