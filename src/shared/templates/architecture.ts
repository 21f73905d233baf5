import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Profesionales: abogados, arquitectos, traductores y consultores. */
export const template: BotTemplate = {
  categoryKey: 'architecture',
  intents: [
    {
      name: 'Áreas de práctica',
      concept: 'catalog',
      questions: [
        '¿Qué servicios ofrece?',
        '¿En qué áreas trabaja?',
        '¿Atienden casos laborales?',
        '¿Se dedican a trámites de familia?',
        '¿Qué tipo de clientes atienden?',
        '¿Me pueden ayudar con mi caso?',
      ],
      description:
        'Nos especializamos en:\n\n- [primera área de práctica]\n- [segunda área de práctica]\n- [tercera área de práctica]\n\nSi tu caso es de otra área, te orientamos o te recomendamos a un colega.',
    },
    {
      name: 'Honorarios',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran?',
        '¿Cuánto cuesta la primera consulta?',
        '¿Cómo calculan sus honorarios?',
        '¿La consulta inicial es gratis?',
        '¿Trabajan con un porcentaje del resultado?',
      ],
      description:
        'La primera consulta cuesta [precio de la consulta]. Los honorarios de cada caso se calculan [forma de cálculo de honorarios] y se acuerdan por escrito antes de empezar.',
    },
    {
      name: 'Agendar una consulta',
      concept: 'booking',
      questions: [
        '¿Cómo pido una cita?',
        'Quiero agendar una consulta',
        '¿Tienen citas disponibles esta semana?',
        '¿Atiende por videollamada?',
        '¿Con cuánta anticipación debo reservar?',
      ],
      description:
        'Puedes reservar tu consulta en [enlace de agenda] o escribiendo a [tu correo]. Atendemos [presencial, en línea o ambas] y solemos tener lugar en [plazo habitual para una cita].',
    },
    {
      name: 'Documentos necesarios',
      concept: 'requirements',
      questions: [
        '¿Qué documentos necesito llevar?',
        '¿Qué debo preparar para la primera reunión?',
        '¿Necesito llevar mi identificación?',
        '¿Qué papeles piden para iniciar el trámite?',
        '¿Puedo enviar los documentos por correo?',
      ],
      description:
        'Para la primera reunión trae [documentos necesarios]. Si prefieres, envíalos antes a [tu correo] para revisarlos con tiempo.',
    },
    {
      name: 'Plazos de los trámites',
      concept: 'duration',
      questions: [
        '¿Cuánto demora el trámite?',
        '¿En cuánto tiempo se resuelve un caso?',
        '¿Cuánto tarda una licencia de construcción?',
        '¿Cuándo tendré una respuesta?',
        '¿Me avisan cómo avanza mi caso?',
      ],
      description:
        'Un trámite como el tuyo suele tomar [plazo habitual], aunque depende de [de qué depende el plazo]. Te informamos los avances por [medio de seguimiento].',
    },
    {
      name: 'Experiencia',
      concept: 'experience',
      questions: [
        '¿Cuántos años de experiencia tienen?',
        '¿Dónde estudió?',
        '¿Tiene matrícula o registro profesional?',
        '¿Quiénes forman el equipo?',
        '¿Han llevado casos parecidos al mío?',
      ],
      description:
        'Tenemos [años de experiencia] años de experiencia. [Formación y registro profesional]. El equipo está formado por [integrantes del equipo].',
    },
    hoursIntent(
      'Atendemos con cita previa de [días de atención], de [hora de apertura] a [hora de cierre]. [Atención en casos urgentes].',
    ),
    locationIntent(
      'Nuestra oficina está en [tu dirección], [tu ciudad]. [Indicaciones para llegar o estacionar].',
    ),
    paymentIntent(
      'Aceptamos [medios de pago]. Los honorarios se pueden pagar [en una vez o en cuotas] y [emitimos factura o recibo].',
    ),
    contactIntent(CONTACT_ANSWER),
  ],
};
