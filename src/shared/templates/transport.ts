import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Logística: mensajería, transporte de carga y almacenaje. */
export const template: BotTemplate = {
  categoryKey: 'transport',
  intents: [
    {
      name: 'Cotizar un envío',
      concept: 'quote',
      questions: [
        '¿Cuánto cuesta enviar un paquete?',
        '¿Cuánto sale un envío a otra ciudad?',
        'Quiero cotizar un envío',
        '¿Cómo calculan el precio del envío?',
        '¿Tienen tarifas para empresas?',
      ],
      description:
        'El precio depende del peso, las medidas y el destino. Un paquete chico dentro de la ciudad cuesta desde [tarifa desde]. Cotiza en [enlace al cotizador] o envíanos origen, destino y medidas al [tu número de WhatsApp].',
    },
    {
      name: 'Rastrear un envío',
      concept: 'order-status',
      questions: [
        '¿Cómo rastreo mi envío?',
        '¿Dónde está mi paquete?',
        'Mi pedido no llegó',
        '¿Dónde encuentro el número de seguimiento?',
        '¿Por qué mi envío está demorado?',
      ],
      description:
        'Sigue tu envío en [enlace de seguimiento] con el número de guía que recibiste al despachar. Si tiene demora, escríbenos al [tu número de WhatsApp] con ese número.',
    },
    {
      name: 'Plazos de entrega',
      concept: 'duration',
      questions: [
        '¿Cuánto tarda en llegar un envío?',
        '¿Hacen entregas el mismo día?',
        '¿Entregan los fines de semana?',
        '¿A qué hora pasa el repartidor?',
        '¿Tienen envíos urgentes?',
      ],
      description:
        'Dentro de la ciudad entregamos en [plazo local] y a otras ciudades en [plazo nacional]. El envío en el día cuesta [precio del envío en el día] si lo pides antes de [hora límite].',
    },
    {
      name: 'Zonas de cobertura',
      concept: 'delivery',
      questions: [
        '¿A qué ciudades envían?',
        '¿Llegan a zonas rurales?',
        '¿Hacen envíos internacionales?',
        '¿Cubren todo el país?',
        '¿Entregan en mi localidad?',
      ],
      description:
        'Llegamos a [zonas de cobertura]. [Condiciones para zonas alejadas o envíos internacionales].',
    },
    {
      name: 'Peso y tamaño',
      questions: [
        '¿Hasta qué peso transportan?',
        '¿Llevan muebles o cargas grandes?',
        '¿Qué no se puede enviar?',
        '¿Cómo tengo que embalar el paquete?',
        '¿Transportan mercancía frágil?',
      ],
      description:
        'Transportamos hasta [peso máximo] y medidas de hasta [medidas máximas]. No enviamos [artículos prohibidos]. Embala con [recomendaciones de embalaje].',
    },
    {
      name: 'Retiro a domicilio',
      questions: [
        '¿Retiran el paquete en mi domicilio?',
        '¿Pueden recoger en mi negocio?',
        '¿Cuánto cuesta el retiro a domicilio?',
        '¿Dónde dejo mi paquete para enviarlo?',
        '¿Cómo programo una recolección?',
      ],
      description:
        'Recogemos en tu domicilio o negocio por [costo del retiro]. Programa la recolección en [enlace o teléfono para programar] o deja tu paquete en [dirección de la sucursal].',
    },
    {
      name: 'Seguro y reclamos',
      concept: 'complaints',
      questions: [
        '¿El envío tiene seguro?',
        'Mi paquete llegó dañado',
        '¿Cómo hago un reclamo?',
        '¿Qué pasa si se pierde mi envío?',
        '¿Cuánto cubre el seguro?',
      ],
      description:
        'Cada envío está asegurado hasta [monto asegurado]. Para un reclamo escríbenos a [correo de reclamos] con el número de guía y fotos dentro de los [días para reclamar] días.',
    },
    hoursIntent(
      'Nuestras sucursales atienden de [días de atención], de [hora de apertura] a [hora de cierre]. Los repartos salen [horario de reparto].',
    ),
    locationIntent('Nuestra sucursal principal está en [tu dirección], [tu ciudad]. [Otras sucursales].'),
    paymentIntent(
      'Aceptamos [medios de pago]. Las empresas pueden pagar [condiciones para empresas]. [Pago contra entrega: sí o no].',
    ),
    contactIntent(CONTACT_ANSWER),
  ],
};
