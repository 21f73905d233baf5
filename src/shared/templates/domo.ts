import { CONTACT_ANSWER, contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Tecnología: desarrollo de software, soporte informático y servicios en la nube. */
export const template: BotTemplate = {
  categoryKey: 'domo',
  intents: [
    {
      name: 'Productos y servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios ofrecen?',
        '¿Desarrollan aplicaciones móviles?',
        '¿Hacen software a medida?',
        '¿Crean tiendas en línea?',
        '¿Qué productos tienen?',
        '¿Con qué tecnologías trabajan?',
      ],
      description:
        'En [nombre de la empresa] ofrecemos:\n\n- [servicio o producto principal]\n- [segundo servicio]\n- [tercer servicio]\n\nTrabajamos con [tecnologías principales].',
    },
    {
      name: 'Precios y planes',
      concept: 'prices',
      questions: [
        '¿Cuánto cuesta una aplicación?',
        '¿Qué planes tienen?',
        '¿Cuál es el precio mensual?',
        '¿Me envían una cotización?',
        '¿Tienen un plan gratuito o de prueba?',
      ],
      description:
        'Nuestros planes van desde [precio del plan básico] al mes. Los desarrollos a medida se cotizan según el alcance: cuéntanos tu idea en [tu correo]. [Condiciones de la prueba gratuita].',
    },
    {
      name: 'Soporte técnico',
      questions: [
        'Tengo un problema con el sistema',
        '¿Cómo pido soporte técnico?',
        '¿Ofrecen soporte para empresas?',
        'No me funciona la aplicación',
        '¿En cuánto tiempo responden un reporte?',
        '¿Tienen soporte las 24 horas?',
      ],
      description:
        'Para pedir soporte escribe a [correo o portal de soporte] con una descripción del problema y capturas si las tienes. Respondemos en [tiempo de respuesta] y atendemos [horario de soporte].',
    },
    {
      name: 'Plazos de desarrollo',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en hacer una aplicación?',
        '¿En cuánto tiempo entregan un proyecto?',
        '¿Cómo es el proceso de desarrollo?',
        '¿Puedo ver avances del proyecto?',
        '¿Cuánto demora una tienda en línea?',
      ],
      description:
        'Un proyecto típico toma [plazo habitual]. Trabajamos por etapas de [duración de cada etapa] y te mostramos avances al final de cada una.',
    },
    {
      name: 'Migración a la nube',
      questions: [
        '¿Pueden migrar mis sistemas a la nube?',
        '¿Trabajan con servidores en la nube?',
        '¿Hacen respaldos de la información?',
        '¿Qué proveedores de nube usan?',
        '¿Mis datos estarán seguros?',
      ],
      description:
        'Sí, migramos sistemas a [proveedores de nube]. Incluimos [respaldos y medidas de seguridad] y un plan para que tu operación no se detenga.',
    },
    {
      name: 'Demostración',
      questions: [
        '¿Puedo ver una demostración?',
        'Quiero probar el producto',
        '¿Tienen una versión de prueba?',
        '¿Podemos agendar una demo?',
        '¿Cómo reservo una presentación del sistema?',
      ],
      description:
        'Con gusto te mostramos el producto. Agenda una demostración en [enlace de agenda] o pide acceso de prueba en [enlace o correo].',
    },
    hoursIntent(
      'El equipo comercial atiende de [días de atención], de [hora de apertura] a [hora de cierre]. El soporte atiende [horario de soporte].',
    ),
    locationIntent(
      'Nuestras oficinas están en [tu dirección], [tu ciudad]. Trabajamos de forma remota con clientes de [zonas o países que atiendes].',
    ),
    paymentIntent(
      'Aceptamos [medios de pago]. Los planes se cobran [mensual o anual] y los proyectos con [forma de pago de proyectos]. [Datos sobre facturación].',
    ),
    contactIntent(CONTACT_ANSWER),
  ],
};
