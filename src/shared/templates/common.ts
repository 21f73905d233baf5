import type { TemplateIntent } from './types';

/**
 * Intents every kind of business needs, with the questions people ask in any of them; each category
 * words the answer for its trade.
 */
export const hoursIntent = (description: string): TemplateIntent => ({
  name: 'Horario de atención',
  concept: 'hours',
  questions: [
    '¿Cuál es su horario de atención?',
    '¿A qué hora abren?',
    '¿Hasta qué hora atienden hoy?',
    '¿Qué días atienden?',
    '¿Abren los días feriados?',
    '¿Atienden los sábados?',
  ],
  description,
});

export const locationIntent = (description: string): TemplateIntent => ({
  name: 'Ubicación',
  concept: 'location',
  questions: [
    '¿Dónde están ubicados?',
    '¿Cuál es la dirección?',
    '¿Cómo llego hasta ustedes?',
    '¿En qué ciudad se encuentran?',
    '¿Tienen estacionamiento?',
  ],
  description,
});

export const paymentIntent = (description: string): TemplateIntent => ({
  name: 'Medios de pago',
  concept: 'payment-methods',
  questions: [
    '¿Qué formas de pago aceptan?',
    '¿Puedo pagar con tarjeta de crédito?',
    '¿Aceptan transferencia bancaria?',
    '¿Se puede pagar en efectivo?',
    '¿Tienen pago en cuotas?',
    '¿Me pueden dar factura?',
  ],
  description,
});

export const contactIntent = (description: string): TemplateIntent => ({
  name: 'Contacto',
  concept: 'contact',
  questions: [
    '¿Cómo me comunico con una persona?',
    '¿Tienen WhatsApp?',
    '¿Cuál es su número de teléfono?',
    '¿A qué correo les puedo escribir?',
    'Quiero hablar con alguien del equipo',
    '¿Tienen redes sociales?',
  ],
  description,
});

/** The contact answer most templates use. */
export const CONTACT_ANSWER =
  'Puedes escribirnos por WhatsApp al [tu número de WhatsApp], llamarnos al [tu teléfono] o enviarnos un correo a [tu correo]. También nos encuentras en [tus redes sociales].';
