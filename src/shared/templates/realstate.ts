import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Inmobiliarias y corredores independientes. */
export const template: BotTemplate = {
  categoryKey: 'realstate',
  intents: [
    {
      name: 'Propiedades disponibles',
      concept: 'catalog',
      questions: [
        '¿Qué propiedades tienen disponibles?',
        '¿Tienen casas en venta?',
        '¿Tienen apartamentos de dos dormitorios?',
        '¿Dónde veo las propiedades publicadas?',
        '¿Tienen locales comerciales?',
        'Busco un lugar para vivir',
      ],
      description:
        'Puedes ver todas nuestras propiedades en [enlace a tus propiedades]. Cuéntanos la zona, el presupuesto y cuántas habitaciones necesitas, y te enviamos opciones.',
    },
    {
      name: 'Requisitos para alquilar',
      concept: 'requirements',
      questions: [
        '¿Qué requisitos piden para alquilar?',
        '¿Necesito un garante o aval?',
        '¿Piden comprobantes de ingresos?',
        '¿Aceptan mascotas?',
        '¿Cuánto piden de depósito?',
      ],
      description:
        'Para alquilar pedimos:\n\n- [requisitos de ingresos]\n- [tipo de garantía aceptada]\n- [depósito y meses por adelantado]\n\nSobre mascotas: [política de mascotas].',
    },
    {
      name: 'Comisiones',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran de comisión?',
        '¿Quién paga la comisión?',
        '¿La comisión se paga al firmar?',
        '¿Cuánto cobran por vender mi propiedad?',
        '¿Hay gastos adicionales?',
      ],
      description:
        'La comisión por alquiler es de [comisión por alquiler] y por venta de [comisión por venta]. Se paga [momento del pago de la comisión]. Otros gastos: [gastos adicionales].',
    },
    {
      name: 'Agendar una visita',
      concept: 'booking',
      questions: [
        '¿Puedo visitar la propiedad?',
        'Quiero agendar una visita',
        '¿Puedo ver la casa este fin de semana?',
        '¿Hacen recorridos virtuales?',
        '¿Qué días muestran las propiedades?',
      ],
      description:
        'Las visitas se coordinan [días y horarios de visitas]. Reserva la tuya en [enlace de agenda] o escribiendo al [tu número de WhatsApp] con el código de la propiedad.',
    },
    {
      name: 'Tasación',
      questions: [
        '¿Me ayudan a tasar mi casa?',
        '¿Cuánto vale mi propiedad?',
        '¿La tasación tiene costo?',
        'Quiero vender mi departamento',
        '¿Cuánto tardan en tasar?',
      ],
      description:
        'Tasamos tu propiedad en [plazo de la tasación]. La tasación [es gratuita o su costo]. Para coordinarla escríbenos a [tu correo] con la dirección y los datos principales.',
    },
    {
      name: 'Financiación y créditos',
      concept: 'installments',
      questions: [
        '¿Aceptan crédito hipotecario?',
        '¿Se puede pagar en cuotas?',
        '¿Tienen propiedades con financiación?',
        '¿Me orientan con el crédito del banco?',
        '¿Cuánto necesito de anticipo para comprar?',
      ],
      description:
        'Trabajamos con [opciones de financiación]. Las propiedades aptas para crédito están marcadas en [enlace a tus propiedades]. Te orientamos con [bancos o asesores con los que trabajas].',
    },
    hoursIntent(
      'Nuestra oficina atiende de [días de atención], de [hora de apertura] a [hora de cierre]. Las visitas también se coordinan [días de visitas].',
    ),
    locationIntent('Nuestra oficina está en [tu dirección], [tu ciudad].'),
    paymentIntent('Para reservas y comisiones aceptamos [medios de pago]. [Datos sobre facturación].'),
    contactIntent(CONTACT_ANSWER),
  ],
};
