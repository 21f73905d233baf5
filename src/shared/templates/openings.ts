import { contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Salud: clínicas, consultorios, odontología, veterinarias y centros de bienestar. */
export const template: BotTemplate = {
  categoryKey: 'openings',
  intents: [
    {
      name: 'Pedir una cita',
      concept: 'booking',
      questions: [
        '¿Cómo pido una cita?',
        'Quiero reservar una cita para mañana',
        '¿Tienen disponibilidad esta semana?',
        '¿Puedo agendar en línea?',
        '¿Cómo cancelo o cambio mi cita?',
        'Necesito una consulta lo antes posible',
      ],
      description:
        'Puedes pedir tu cita en [enlace de agenda] o al [tu número de WhatsApp]. Para cancelar o cambiar una cita avísanos con [anticipación para cancelar] de anticipación.',
    },
    {
      name: 'Especialidades',
      concept: 'catalog',
      questions: [
        '¿Qué especialidades atienden?',
        '¿Tienen pediatra?',
        '¿Hacen limpiezas dentales?',
        '¿Atienden perros y gatos?',
        '¿Qué tratamientos ofrecen?',
      ],
      description:
        'Atendemos:\n\n- [primera especialidad]\n- [segunda especialidad]\n- [tercera especialidad]\n\nConsulta por otros tratamientos al [tu número de WhatsApp].',
    },
    {
      name: 'Precio de la consulta',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta una consulta?',
        '¿Cuál es el valor de la consulta particular?',
        '¿Cuánto sale un control?',
        '¿Tienen precios de los tratamientos?',
        '¿La primera consulta cuesta lo mismo?',
      ],
      description:
        'La consulta particular cuesta [precio de la consulta]. Los tratamientos se presupuestan después de la evaluación; [precios de referencia].',
    },
    {
      name: 'Seguros y coberturas',
      concept: 'health-insurance',
      questions: [
        '¿Atienden con seguro médico?',
        '¿Qué coberturas aceptan?',
        '¿Trabajan con mi aseguradora?',
        '¿Tengo que pagar un copago?',
        '¿Atienden de forma particular?',
      ],
      description:
        'Trabajamos con [seguros y coberturas aceptadas]. Si tu cobertura no está en la lista, puedes atenderte de forma particular. El copago es de [copago].',
    },
    {
      name: 'Urgencias',
      concept: 'emergency',
      questions: [
        '¿Tienen atención de urgencias?',
        '¿Atienden emergencias?',
        '¿Atienden los domingos?',
        '¿Qué hago si es una emergencia?',
        '¿Tienen guardia las 24 horas?',
      ],
      description:
        'Atendemos urgencias [horario de urgencias] al [teléfono de urgencias]. Ante una emergencia grave, llama al número de emergencias de tu país o acude al hospital más cercano.',
    },
    {
      name: 'Preparación para la consulta',
      concept: 'requirements',
      questions: [
        '¿Qué debo llevar a la consulta?',
        '¿Tengo que ir en ayunas?',
        '¿Necesito una orden médica?',
        '¿Con cuánto tiempo de anticipación llego?',
        '¿Llevo mis estudios anteriores?',
      ],
      description:
        'Trae [documentos necesarios] y tus estudios anteriores si los tienes. Llega [minutos de anticipación] minutos antes. [Indicaciones especiales según el estudio].',
    },
    hoursIntent(
      'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Las urgencias: [horario de urgencias].',
    ),
    locationIntent('Estamos en [tu dirección], [tu ciudad]. [Referencias o estacionamiento].'),
    paymentIntent(
      'Aceptamos [medios de pago]. Los tratamientos largos se pueden pagar [opciones de pago en cuotas]. Entregamos [factura o comprobante].',
    ),
    contactIntent(
      'Escríbenos al [tu número de WhatsApp] o llámanos al [tu teléfono]. Para urgencias usa el [teléfono de urgencias].',
    ),
  ],
};
