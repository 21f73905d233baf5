import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Finanzas: estudios contables, corredores de seguros y asesores financieros. */
export const template: BotTemplate = {
  categoryKey: 'insurance',
  intents: [
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios ofrecen?',
        '¿Llevan la contabilidad de empresas?',
        '¿Venden seguros?',
        '¿Asesoran a emprendedores?',
        '¿Trabajan con personas o solo con empresas?',
      ],
      description:
        'Ofrecemos:\n\n- [primer servicio]\n- [segundo servicio]\n- [tercer servicio]\n\nAtendemos a [personas, empresas o ambos].',
    },
    {
      name: 'Honorarios',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran?',
        '¿Cuánto cuesta llevar la contabilidad de una pyme?',
        '¿Tienen una tarifa mensual?',
        '¿La primera asesoría tiene costo?',
        '¿Cuánto cobran por una declaración de impuestos?',
      ],
      description:
        'La contabilidad mensual cuesta desde [precio mensual]. Una declaración de impuestos, [precio de la declaración]. La primera asesoría [es gratuita o su costo].',
    },
    {
      name: 'Cotizar un seguro',
      concept: 'quote',
      questions: [
        '¿Qué seguro me conviene para mi vehículo?',
        'Quiero cotizar un seguro de hogar',
        '¿Qué datos necesitan para cotizar?',
        '¿Con qué aseguradoras trabajan?',
        '¿Cuánto cuesta un seguro de vida?',
      ],
      description:
        'Trabajamos con [aseguradoras]. Para cotizar envíanos [datos necesarios para cotizar] a [tu correo] y te mandamos opciones en [plazo de respuesta].',
    },
    {
      name: 'Impuestos y vencimientos',
      questions: [
        '¿Cuándo vence el próximo pago de impuestos?',
        '¿Me ayudan con la declaración anual?',
        '¿Qué pasa si pago fuera de plazo?',
        '¿Me avisan de los vencimientos?',
        '¿Cómo me inscribo para facturar?',
      ],
      description:
        'Te ayudamos con [trámites impositivos que haces]. Los próximos vencimientos están en [enlace al calendario de vencimientos] y a nuestros clientes les avisamos por [medio de aviso].',
    },
    {
      name: 'Siniestros',
      questions: [
        'Tuve un accidente, ¿qué hago?',
        '¿Cómo denuncio un siniestro?',
        '¿Qué documentos necesito para el reclamo?',
        '¿Cuánto tarda la aseguradora en pagar?',
        'Me robaron, ¿lo cubre mi póliza?',
      ],
      description:
        'Ante un siniestro, avísanos al [teléfono para siniestros] dentro de las [plazo para avisar] horas. Necesitarás [documentos para el reclamo] y te acompañamos en todo el trámite.',
    },
    {
      name: 'Documentos necesarios',
      concept: 'requirements',
      questions: [
        '¿Qué documentos necesito para empezar?',
        '¿Qué papeles debo enviarles cada mes?',
        '¿Cómo les mando mis facturas?',
        '¿Necesito mi clave tributaria?',
        '¿Puedo enviar todo en línea?',
      ],
      description:
        'Para empezar necesitamos [documentos iniciales]. Cada mes envía [documentación mensual] a [tu correo] antes del día [día límite].',
    },
    hoursIntent(
      'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. En época de vencimientos: [horario extendido].',
    ),
    locationIntent(
      'Nuestra oficina está en [tu dirección], [tu ciudad]. También atendemos en línea a clientes de [zonas que atiendes].',
    ),
    paymentIntent('Aceptamos [medios de pago]. La tarifa mensual se paga [forma y fecha de pago].'),
    contactIntent(CONTACT_ANSWER),
  ],
};
