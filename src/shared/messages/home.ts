export const home = {
  heroTitle: 'Representantes virtuales con inteligencia artificial',
  heroText:
    'Un directorio de representantes virtuales potenciados por inteligencia artificial: una nueva forma de descubrir propuestas, explorar servicios y conversar directamente con marcas impulsadas por IA.',
  welcome: 'El primer directorio digital del mundo impulsado por asistentes virtuales inteligentes.',
  welcomeTitle: '¡Te damos la bienvenida!',
  welcomeText:
    'Negocios y profesionales de toda Latinoamérica publican aquí a su representante virtual. Conversa con ellos a cualquier hora, sin esperas ni formularios.',
  highlights: ['Atiende 24/7', '11 categorías', 'Cuenta gratuita'],
  explore: 'Explorar bots',
  create: 'Crear mi bot',
  /** The static mock bot card of spec section 1 ("Other"): its controls do nothing. */
  mockCard: {
    name: 'Tu representante virtual',
    status: 'En línea',
    greeting: '¡Hola! ¿En qué te puedo ayudar hoy?',
    // The spec's "Hello!" in the product's language, as the real chat's box reads (decision 043).
    input: 'Ingresa tu mensaje',
  },
  stepsTitle: 'Tu representante virtual en tres pasos',
  steps: [
    {
      title: 'Registra tu cuenta',
      text: 'Solo necesitas un nombre, un correo electrónico y una contraseña.',
    },
    {
      title: 'Crea tus bots',
      text: 'Solo necesitas un alias, un nombre y una descripción. También puedes entrenarlo para que sepa cómo comportarse.',
    },
    {
      title: 'Listo para compartir',
      text: 'Tu representante virtual atiende las 24 horas, los 7 días de la semana.',
    },
  ],
  start: 'Comenzar',
  help: 'Si necesitas ayuda, escríbenos a',
  stepper: {
    title: '¿Primera vez por aquí?',
    text: 'Te mostramos en tres pasos cómo tener tu propio representante virtual.',
    step: (n: number) => `Paso ${n}`,
    back: 'Atrás',
    next: 'Siguiente',
    done: 'Entendido',
    close: 'Cerrar la guía',
  },
  categoriesTitle: 'Categorías',
  categoriesText: 'Elige un rubro y conoce a los representantes virtuales que atienden en él.',
  featuredTitle: 'Bots destacados',
  featuredText: 'Los representantes virtuales que acaban de sumarse al directorio.',
  bestRatedTitle: 'Mejor calificados',
  bestRatedText: 'Los bots que la comunidad valoró con más estrellas.',
  seeAll: 'Ver todos',
  rowError: 'No pudimos cargar esta lista. Vuelve a intentarlo en unos minutos.',
  usersTitle: 'Nuestra comunidad',
  usersText: 'Personas y negocios que ya atienden con su representante virtual.',
  usersPrevious: 'Ver anteriores',
  usersNext: 'Ver siguientes',
  benefitsTitle: '¿Por qué tener un representante virtual?',
  sponsorsTitle: 'Nos acompañan',
  sponsorsText: 'Las empresas y comunidades con las que trabajamos.',
  visitSponsor: (name: string) => `Visitar ${name} (se abre en una pestaña nueva)`,
} as const;
