import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Creativos: agencias de diseño, marketing y producción audiovisual. */
export const template: BotTemplate = {
  categoryKey: 'vr',
  intents: [
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios ofrecen?',
        '¿Hacen diseño de logos?',
        '¿Manejan redes sociales?',
        '¿Producen videos para empresas?',
        '¿Diseñan páginas web?',
        '¿Qué tipo de proyectos realizan?',
      ],
      description:
        'Somos [nombre del estudio] y trabajamos en:\n\n- [servicio principal]\n- [segundo servicio]\n- [tercer servicio]\n\nSi tu proyecto es distinto, cuéntanos y vemos cómo ayudarte.',
    },
    {
      name: 'Precios y cotización',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta un logo?',
        '¿Cuánto cobran por un proyecto?',
        '¿Me pueden enviar una cotización?',
        '¿Tienen paquetes o planes mensuales?',
        '¿Cuál es el precio del manejo de redes?',
        'Quiero un presupuesto',
      ],
      description:
        'Nuestros proyectos parten desde [precio desde]. El manejo de redes cuesta [precio mensual de redes] al mes. Para una cotización a medida, envíanos una breve descripción de tu proyecto a [tu correo] y te respondemos en [plazo de respuesta].',
    },
    {
      name: 'Portafolio',
      questions: [
        '¿Puedo ver trabajos anteriores?',
        '¿Tienen portafolio?',
        '¿Con qué marcas han trabajado?',
        '¿Dónde veo ejemplos de sus diseños?',
        '¿Tienen casos de éxito?',
      ],
      description:
        'Puedes ver nuestros trabajos en [enlace a tu portafolio]. Hemos trabajado con [clientes o rubros destacados].',
    },
    {
      name: 'Proceso de trabajo',
      questions: [
        '¿Cómo es el proceso para empezar un proyecto?',
        '¿Cómo trabajan con los clientes?',
        '¿Qué necesitan de mí para comenzar?',
        '¿Cuántas revisiones incluye el diseño?',
        '¿Firmamos un contrato?',
      ],
      description:
        'Empezamos con una reunión para entender tu marca, luego te enviamos una propuesta. Para comenzar pedimos [anticipo o requisito inicial]. Cada proyecto incluye [número de revisiones] rondas de revisión.',
    },
    {
      name: 'Plazos de entrega',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en entregar un proyecto?',
        '¿En cuántos días tienen listo un logo?',
        '¿Cuánto demora una página web?',
        '¿Hacen trabajos urgentes?',
        '¿Cuándo recibiría los archivos finales?',
      ],
      description:
        'Un logo toma alrededor de [plazo de un logo] y una página web [plazo de una web]. Los trabajos urgentes tienen un recargo de [recargo por urgencia].',
    },
    {
      name: 'Agendar una reunión',
      concept: 'booking',
      questions: [
        '¿Podemos agendar una reunión?',
        'Quiero una llamada para contarles mi idea',
        '¿Hacen reuniones por videollamada?',
        '¿La primera reunión tiene costo?',
        '¿Cómo reservo una cita con el equipo?',
      ],
      description:
        'Con gusto. Agenda una reunión en [enlace de agenda] o escríbenos a [tu correo]. La primera reunión es [gratuita o su costo] y dura unos [duración de la reunión].',
    },
    hoursIntent(
      'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Fuera de ese horario puedes dejarnos tu mensaje y te respondemos al siguiente día hábil.',
    ),
    locationIntent(
      'Nuestro estudio está en [tu dirección], [tu ciudad]. También trabajamos en línea con clientes de [zonas o países que atiendes].',
    ),
    paymentIntent(
      'Aceptamos [medios de pago]. Trabajamos con un anticipo de [porcentaje de anticipo] y el saldo a la entrega. [Emitimos o no emitimos factura].',
    ),
    contactIntent(CONTACT_ANSWER),
  ],
};
