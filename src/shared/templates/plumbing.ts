import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Servicios: plomeros, electricistas, técnicos e institutos. */
export const template: BotTemplate = {
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué trabajos realizan?',
        '¿Arreglan fugas de agua?',
        '¿Hacen instalaciones nuevas?',
        '¿Reparan equipos en el domicilio?',
        '¿Qué servicios ofrecen?',
      ],
      description:
        'Realizamos:\n\n- [primer servicio]\n- [segundo servicio]\n- [tercer servicio]\n\nSi necesitas otro trabajo, cuéntanos y te decimos si podemos hacerlo.',
    },
    {
      name: 'Precio de la visita',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran por la visita?',
        '¿Cuánto cuesta un arreglo?',
        '¿Cobran el diagnóstico?',
        '¿Tienen precios fijos?',
        '¿El presupuesto tiene costo?',
      ],
      description:
        'La visita cuesta [precio de la visita] y [se descuenta o no del trabajo]. El precio final depende del trabajo: te damos un presupuesto antes de empezar.',
    },
    {
      name: 'Pedir un presupuesto',
      concept: 'quote',
      questions: [
        '¿Cómo pido un presupuesto?',
        'Necesito una cotización',
        '¿Me pueden cotizar por foto?',
        '¿Qué datos necesitan para el presupuesto?',
        'Quiero saber cuánto me saldría el trabajo',
      ],
      description:
        'Envíanos por WhatsApp al [tu número de WhatsApp] una foto del problema, tu dirección y un horario en que podamos visitarte. Respondemos en [tiempo de respuesta].',
    },
    {
      name: 'Urgencias',
      concept: 'emergency',
      questions: [
        '¿Atienden urgencias?',
        '¿Trabajan los fines de semana?',
        'Tengo una emergencia, ¿pueden venir hoy?',
        '¿Atienden de noche?',
        '¿Cuánto cuesta una urgencia?',
      ],
      description:
        'Atendemos urgencias [días y horario de urgencias]. El recargo por urgencia es de [recargo por urgencia]. Para una urgencia llama directamente al [tu teléfono].',
    },
    {
      name: 'Zona de cobertura',
      questions: [
        '¿Llegan hasta mi barrio?',
        '¿En qué zonas trabajan?',
        '¿Van a las afueras de la ciudad?',
        '¿Cobran extra por la distancia?',
        '¿Atienden en mi zona?',
      ],
      description:
        'Trabajamos en [zonas de cobertura]. Fuera de esa zona cobramos un adicional de [adicional por distancia].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿Dan garantía por el trabajo?',
        '¿Cuánto dura la garantía?',
        '¿Qué pasa si vuelve a fallar?',
        '¿La garantía incluye los repuestos?',
        '¿Me dan un comprobante del trabajo?',
      ],
      description:
        'Nuestros trabajos tienen [duración de la garantía] de garantía, que cubre [qué cubre la garantía]. Si vuelve a fallar, escríbenos al [tu número de WhatsApp].',
    },
    hoursIntent(
      'Trabajamos de [días de atención], de [hora de apertura] a [hora de cierre]. Las urgencias se atienden [horario de urgencias].',
    ),
    locationIntent(
      'Vamos a tu domicilio en [zonas de cobertura]. Nuestro taller está en [tu dirección], [tu ciudad].',
    ),
    paymentIntent(
      'Aceptamos [medios de pago]. Se paga [al terminar el trabajo o con anticipo]. [Datos sobre factura o comprobante].',
    ),
    contactIntent(CONTACT_ANSWER),
  ],
};
