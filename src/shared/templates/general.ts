import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Emprendimientos: panaderías, estudios de yoga, cafeterías y proyectos que recién empiezan. */
export const template: BotTemplate = {
  categoryKey: 'general',
  intents: [
    {
      name: 'Productos',
      concept: 'catalog',
      questions: [
        '¿Qué productos venden?',
        '¿Qué ofrecen?',
        '¿Tienen catálogo o menú?',
        '¿Cuáles son sus productos más pedidos?',
        '¿Tienen productos de temporada?',
      ],
      description:
        'Hacemos [tus productos o servicios]. Mira el catálogo completo en [enlace al catálogo o menú]. Lo más pedido: [productos destacados].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta?',
        '¿Tienen lista de precios?',
        '¿Qué precio tienen las clases?',
        '¿Tienen promociones?',
        '¿Hay descuentos por cantidad?',
      ],
      description:
        'Nuestros precios están en [enlace a la lista de precios]. Promociones vigentes: [promociones]. Por cantidad ofrecemos [descuento por cantidad].',
    },
    {
      name: 'Pedidos por encargo',
      concept: 'custom-orders',
      questions: [
        '¿Hacen pedidos por encargo?',
        '¿Con cuánta anticipación tengo que encargar?',
        '¿Hacen pasteles o tortas personalizadas?',
        'Quiero hacer un pedido',
        '¿Piden un anticipo?',
      ],
      description:
        'Sí, tomamos pedidos con [anticipación necesaria] de anticipación. Para encargar escríbenos al [tu número de WhatsApp] con lo que necesitas y la fecha. Pedimos un anticipo de [anticipo].',
    },
    {
      name: 'Envíos y retiro',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos?',
        '¿Hacen envíos o solo retiro en el local?',
        '¿Cuánto cuesta el envío?',
        '¿Dónde retiro mi pedido?',
        '¿Envían a toda la ciudad?',
      ],
      description:
        'Enviamos a [zonas de envío] por [costo del envío]. También puedes recoger tu pedido en [lugar de retiro] de [horario de retiro].',
    },
    {
      name: 'Opciones especiales',
      concept: 'dietary',
      questions: [
        '¿Tienen opciones sin gluten?',
        '¿Tienen opciones veganas?',
        '¿Los productos tienen azúcar?',
        '¿Sirven para personas alérgicas?',
        '¿Qué ingredientes usan?',
      ],
      description:
        'Tenemos [opciones sin gluten, veganas u otras]. Nuestros productos llevan [ingredientes principales]. Si tienes una alergia, avísanos al hacer tu pedido: [cuidados que tomas].',
    },
    {
      name: 'Reservas y clases',
      concept: 'booking',
      questions: [
        '¿Cómo reservo un lugar?',
        '¿Hay que reservar con anticipación?',
        '¿Tienen clases de prueba?',
        '¿Cuántos cupos quedan?',
        '¿Puedo cancelar mi reserva?',
      ],
      description:
        'Reserva en [enlace o medio para reservar]. [Condiciones de la clase de prueba]. Puedes cancelar hasta [plazo para cancelar] antes sin costo.',
    },
    {
      name: 'Nuestra historia',
      concept: 'experience',
      questions: [
        '¿Quiénes son?',
        '¿Cómo empezó el emprendimiento?',
        '¿Desde cuándo existen?',
        '¿Es un negocio familiar?',
        '¿Qué los hace diferentes?',
      ],
      description:
        'Somos [quiénes son] y empezamos en [año de inicio] con [cómo empezó el emprendimiento]. Lo que nos diferencia: [tu diferencial].',
    },
    hoursIntent(
      'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Los pedidos por WhatsApp se reciben [horario de pedidos].',
    ),
    locationIntent('Estamos en [tu dirección], [tu ciudad]. [Ferias o puntos de venta donde encontrarnos].'),
    paymentIntent('Aceptamos [medios de pago]. [Descuento por pago en efectivo o transferencia].'),
    contactIntent(CONTACT_ANSWER),
  ],
};
