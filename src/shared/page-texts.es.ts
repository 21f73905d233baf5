/**
 * The long Spanish texts of the content pages (/about, /privacy, /terms) and of the home's lower lists, es-419.
 *
 * They are part of the catalog but kept out of messages.es.ts on purpose: that module ships with the first
 * render of every page, and these texts would take most of what is left of the home page's download budget.
 * Only lazy modules (the content routes, the home's lower sections) import this file. Short texts of those
 * pages (titles, labels) stay in `msg`.
 */

/** A titled block of a long page. */
export interface TextSection {
  title: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  intro: string;
  sections: readonly TextSection[];
}

/** The home's benefits and sponsors lists (records of spec section 3), shown below the fold. */
export const homeLists = {
  benefits: [
    {
      title: 'Atiende 24/7',
      description:
        'Responde a tus clientes a cualquier hora, también los fines de semana y los feriados, sin que tengas que estar conectado.',
      mediaKey: 'clock',
    },
    {
      title: 'Listo en minutos',
      description:
        'Con un alias, un nombre y una descripción tu bot ya está en línea. No necesitas programar ni contratar a nadie.',
      mediaKey: 'bolt',
    },
    {
      title: 'Aprende de tu negocio',
      description:
        'Lo entrenas con las preguntas reales de tus clientes y sus respuestas: precios, horarios, zonas de entrega o requisitos.',
      mediaKey: 'school',
    },
    {
      title: 'Capta contactos',
      description:
        'Pide nombre, correo o teléfono durante la conversación y te avisa por correo cuando alguien deja sus datos.',
      mediaKey: 'contacts',
    },
    {
      title: 'Fácil de compartir',
      description:
        'Tiene su propio enlace para tus redes sociales, tu WhatsApp o tu sitio web, y un código QR para tu local.',
      mediaKey: 'share',
    },
    {
      title: 'Te encuentran',
      description:
        'Aparece en el directorio por categoría, ciudad y etiquetas, con tu ubicación en el mapa y las calificaciones de tus clientes.',
      mediaKey: 'map',
    },
  ],
  sponsors: [
    {
      name: 'Mercado Pago',
      url: 'https://www.mercadopago.com',
      description: 'Procesa los cobros del marketplace: tus clientes pagan con los medios que ya usan.',
      mediaKey: 'payments',
    },
    {
      name: 'OpenStreetMap',
      url: 'https://www.openstreetmap.org',
      description: 'Los mapas del directorio, hechos por una comunidad abierta de todo el mundo.',
      mediaKey: 'map',
    },
  ],
} as const;

export const aboutPage = {
  description:
    'Somos un equipo latinoamericano que quiere que cualquier negocio, por pequeño que sea, pueda atender a sus clientes a toda hora.',
  intro:
    'Somos un directorio digital de representantes virtuales: bots expertos en distintas disciplinas, entrenados con inteligencia artificial, que hablan en nombre de marcas, comercios y profesionales. Aquí puedes descubrir propuestas, explorar servicios y conversar directamente con ellos, sin instalar nada.',
  audiencesTitle: 'Para quién es',
  audiences: [
    {
      title: 'Negocios y profesionales',
      text: 'Clínicas, estudios contables, inmobiliarias, ferreterías, talleres, agencias y emprendimientos que reciben todos los días las mismas consultas y quieren responderlas al instante.',
    },
    {
      title: 'Sus clientes',
      text: 'Personas que quieren saber un precio, un horario o un requisito a las once de la noche, sin esperar a que alguien conteste el teléfono o el WhatsApp.',
    },
    {
      title: 'Quien busca un servicio',
      text: 'Visitantes que recorren el directorio por categoría, ciudad o etiqueta para encontrar a quién contratar y comparar calificaciones de otros usuarios.',
    },
  ],
  sections: [
    {
      title: 'Cómo funciona',
      paragraphs: [
        'Creas tu cuenta con un nombre, un correo y una contraseña. Después das de alta tu bot: eliges su categoría, un alias para su enlace, un nombre y una descripción. Con eso ya puede presentarse y responder quién es y qué ofrece.',
        'Luego lo entrenas con preguntas y respuestas: cada tema reúne las preguntas que te hacen tus clientes, con las palabras que ellos usan, y la respuesta que darías tú. También puedes pedirle que recopile datos durante la charla, como un nombre, un teléfono o la fecha de un turno, y te avisamos por correo cuando alguien los deja.',
        'Nuestro motor entiende español tal como se escribe en Latinoamérica: con o sin tildes, con errores de tipeo y con abreviaturas de chat. Cuando no sabe una respuesta lo dice con honestidad y ofrece tus datos de contacto.',
        'Por último, compartes tu bot: tiene su propio enlace, un código QR y aparece en el directorio con tu ubicación en el mapa, listo para atender las 24 horas, los 7 días de la semana.',
      ],
    },
    {
      title: 'Nuestra misión',
      paragraphs: [
        'Queremos que la atención inmediata deje de ser un lujo de las grandes empresas. Un almacén de barrio, una veterinaria o una profesional independiente merecen las mismas herramientas, en su idioma y sin costos de desarrollo.',
        'Por eso construimos una plataforma sencilla, que se usa desde el celular, y un directorio donde los negocios de la región se encuentran con quienes los buscan.',
      ],
    },
    {
      title: 'Lo que nos importa',
      paragraphs: [
        'Privacidad: los datos que recopila un bot son de su dueño y de nadie más; no vendemos información ni mostramos publicidad.',
        'Claridad: cada bot dice quién lo creó, y las calificaciones son de personas con cuenta verificada.',
        'Cercanía: estamos en beta y mejoramos cada semana con lo que nos cuentan quienes usan la plataforma. Si tienes una idea o encontraste un problema, queremos saberlo.',
      ],
    },
  ],
  ctaTitle: '¿Listo para tener tu representante virtual?',
  ctaText: 'Crear tu cuenta es gratis y tu primer bot puede estar en línea hoy mismo.',
  ctaCreate: 'Crear mi cuenta',
  ctaExplore: 'Explorar el directorio',
} as const;

/** "a soporte@…", or the contact page when the platform has no support address. */
function writeTo(email: string | null): string {
  return email ? `a ${email}` : 'a través de la página Hablemos (/contact)';
}

/** What the privacy policy depends on: the platform's settings, as the web app receives them. */
export interface PrivacyFacts {
  /** The support address (null: none). */
  email: string | null;
  /** A language model words replies (LLM_BASE_URL is set). */
  llmEnabled: boolean;
  /** Who runs it (null: not named in the settings). */
  llmProvider: string | null;
  /** Bots can answer on WhatsApp. */
  whatsappEnabled: boolean;
  /** Bots can answer on Messenger and Instagram. */
  metaEnabled?: boolean | undefined;
}

/** The providers that receive personal data, named in section 7. */
function providersOf({ llmEnabled, llmProvider, whatsappEnabled, metaEnabled }: PrivacyFacts): string {
  const providers = ['alojamiento', 'envío de correos', 'Mercado Pago', 'los mapas'];
  if (llmEnabled)
    providers.push(llmProvider ? `el modelo de lenguaje (${llmProvider})` : 'el modelo de lenguaje');
  if (whatsappEnabled) providers.push('WhatsApp');
  if (metaEnabled) providers.push('Messenger e Instagram');
  return `${providers.slice(0, -1).join(', ')} y ${providers.at(-1)}`;
}

/** Política de privacidad, as the platform is set up. */
export function privacyPolicy(facts: PrivacyFacts): LegalDocument {
  const { email, llmEnabled, llmProvider, whatsappEnabled, metaEnabled } = facts;
  return {
    intro:
      'Esta política explica qué datos tratamos cuando usas nuestro directorio de representantes virtuales, para qué los usamos, quién puede verlos y cómo puedes pedir que los borremos. La escribimos en un lenguaje simple a propósito: si algo no queda claro, escríbenos.',
    sections: [
      {
        title: '1. Datos de tu cuenta',
        paragraphs: [
          'Para crear una cuenta te pedimos un nombre, un correo electrónico y una contraseña. La contraseña se guarda cifrada con un algoritmo de un solo sentido: nadie del equipo puede leerla.',
          'Si completas tu perfil público, también guardamos lo que tú decidas mostrar: tu foto, un alias, una biografía, tu teléfono o tus redes. Puedes dejar tu perfil sin publicar y nadie más que tú lo verá.',
        ],
      },
      {
        title: '2. Lo que recopilan los bots y quién lo ve',
        paragraphs: [
          'Cada dueño de un bot puede configurarlo para que pida datos durante la conversación, como tu nombre, tu correo, tu teléfono o la fecha de una reserva. El bot siempre te los pide de forma explícita: si no quieres darlos, no respondas esa pregunta.',
          'Esos datos y la conversación en la que los dejaste los ve el dueño del bot, que puede recibir un aviso por correo con ellos. El dueño es responsable de usarlos solo para atender tu consulta y de cumplir las leyes de protección de datos de su país. Nosotros no los usamos para otros fines ni los compartimos con terceros.',
        ],
      },
      {
        title: '3. Tus conversaciones',
        paragraphs: [
          'El historial de tus conversaciones se guarda en el almacenamiento de tu navegador, en tu propio dispositivo, para que puedas retomarlas cuando vuelvas. Puedes borrarlo cuando quieras limpiando los datos del sitio en tu navegador.',
          'Además guardamos una copia en nuestros servidores para que el dueño del bot pueda leer lo que le consultaron y mejorar sus respuestas.',
          ...(llmEnabled
            ? [
                `Si el dueño del bot lo activa, un modelo de lenguaje${llmProvider ? ` de ${llmProvider}` : ' de un proveedor externo'} redacta las respuestas a partir de lo que el bot sabe del negocio. Para eso le enviamos tu mensaje y los anteriores de la misma conversación, con lo que hayas escrito en ellos (por ejemplo, un teléfono o un correo). El proveedor los recibe solo para redactar cada respuesta, según las condiciones de su servicio; no le enviamos tu cuenta ni los datos que dejaste en otras conversaciones.`,
              ]
            : []),
          ...(whatsappEnabled
            ? [
                'Si conversas con un bot por WhatsApp, tus mensajes viajan a través de WhatsApp (Meta), que también se rige por su propia política de privacidad, y el dueño del bot ve tu número de teléfono.',
              ]
            : []),
          ...(metaEnabled
            ? [
                'Si le escribes a un negocio por Messenger o por Instagram, tus mensajes viajan a través de Meta, que se rige por su propia política de privacidad, y el dueño del bot ve el nombre o el usuario de tu perfil.',
              ]
            : []),
        ],
      },
      {
        title: '4. Cookies y almacenamiento local',
        paragraphs: [
          'No usamos cookies de publicidad ni de seguimiento de terceros. Usamos el almacenamiento local de tu navegador para lo indispensable: mantener tu sesión abierta durante una hora, recordar tus conversaciones y recordar si ya viste la guía de bienvenida.',
          'Los mapas se cargan desde los servidores de OpenStreetMap, que reciben la dirección IP de tu dispositivo al mostrar cada mapa.',
        ],
      },
      {
        title: '5. Pagos en el marketplace',
        paragraphs: [
          'Las compras y los cobros del marketplace se procesan a través de Mercado Pago. Los datos de tu tarjeta o de tu cuenta los ingresas en Mercado Pago y se rigen por su propia política de privacidad: nosotros nunca los vemos ni los guardamos.',
          'Guardamos el registro de cada orden (qué se compró, a quién, por cuánto y su estado) para mostrar tu historial de compras y ventas. Si vendes, guardamos de forma cifrada la autorización que le diste a la plataforma para conectar tu cuenta de Mercado Pago.',
        ],
      },
      {
        title: '6. Correos que te enviamos',
        paragraphs: [
          'Te escribimos para activar tu cuenta, recuperar tu contraseña y, si eres dueño de un bot y así lo configuraste, para avisarte de nuevas conversaciones y datos recibidos, como máximo cada ocho horas. No enviamos publicidad.',
        ],
      },
      {
        title: '7. Con quién compartimos datos',
        paragraphs: [
          `No vendemos ni alquilamos datos personales. Solo los compartimos con los proveedores que necesitamos para funcionar (${providersOf(facts)}), cada uno limitado a lo que su servicio requiere, o cuando una autoridad competente lo exija conforme a la ley.`,
        ],
      },
      {
        title: '8. Tus derechos y el borrado de tus datos',
        paragraphs: [
          `Puedes pedirnos en cualquier momento una copia de tus datos, corregirlos o eliminarlos, junto con tu cuenta y tus bots. Escríbenos ${writeTo(email)} desde el correo de tu cuenta y lo resolvemos en un plazo máximo de 30 días.`,
          'Si dejaste datos en un bot de otra persona, también puedes pedírselos directamente a su dueño, que es quien los administra.',
        ],
      },
      {
        title: '9. Seguridad y conservación',
        paragraphs: [
          'Toda la comunicación con la plataforma viaja cifrada. Las sesiones vencen al cabo de una hora. Conservamos tus datos mientras tu cuenta esté activa y los borramos cuando la eliminas, salvo los registros de pagos que la ley nos obligue a guardar.',
        ],
      },
      {
        title: '10. Menores de edad',
        paragraphs: [
          'La plataforma está pensada para mayores de 18 años. Si eres menor, usa el directorio con la supervisión de una persona adulta y no dejes tus datos en los bots.',
        ],
      },
      {
        title: '11. Cambios a esta política',
        paragraphs: [
          'Si cambiamos algo importante, lo publicaremos en esta página con su nueva fecha y te avisaremos por correo si tienes una cuenta.',
        ],
      },
    ],
  };
}

/** Términos y condiciones; `email` is the support address from the settings (null: none). */
export function termsOfUse(email: string | null): LegalDocument {
  return {
    intro:
      'Estos términos son el acuerdo entre tú y la plataforma cuando navegas por el directorio, conversas con un bot o creas tu cuenta. Al usar el servicio aceptas estas condiciones; si no estás de acuerdo con ellas, no lo uses.',
    sections: [
      {
        title: '1. El servicio',
        paragraphs: [
          'Ofrecemos un directorio público de representantes virtuales y las herramientas para crearlos, entrenarlos, publicarlos y compartirlos. El servicio está en etapa beta: puede cambiar, incorporar funciones nuevas o tener interrupciones mientras lo mejoramos.',
        ],
      },
      {
        title: '2. Tu cuenta',
        paragraphs: [
          'Para crear bots o calificar necesitas una cuenta con datos reales y un correo que sea tuyo. Eres responsable de cuidar tu contraseña y de todo lo que se haga desde tu cuenta. Si sospechas que alguien más entró, cambia tu contraseña y avísanos.',
        ],
      },
      {
        title: '3. Tus bots y sus respuestas',
        paragraphs: [
          'El dueño de cada bot es el único responsable de lo que el bot dice: su descripción, sus respuestas, los enlaces y las imágenes que comparte, y las promesas que haga en nombre del negocio. Revisa que la información sea veraz y esté actualizada, en especial precios, horarios, requisitos y datos de salud, legales o financieros.',
          'Las respuestas se generan a partir del entrenamiento que carga su dueño y pueden equivocarse. Las conversaciones con un bot tienen carácter informativo y no reemplazan el asesoramiento de un profesional.',
        ],
      },
      {
        title: '4. Los datos que pide tu bot',
        paragraphs: [
          'Si configuras tu bot para pedir datos a quienes conversan con él, debes usarlos solo para responder su consulta, no compartirlos con terceros sin su consentimiento y cumplir las leyes de protección de datos personales de tu país. Si alguien te pide que borres sus datos, debes hacerlo.',
        ],
      },
      {
        title: '5. Uso aceptable',
        paragraphs: [
          'No está permitido usar la plataforma para ofrecer productos o servicios ilegales, suplantar a otra persona o marca, difundir contenido engañoso, discriminatorio o violento, enviar spam, recopilar datos sin informar para qué, ni intentar vulnerar la seguridad del servicio.',
          'Podemos despublicar un bot, un perfil o una calificación que no cumpla estas reglas, y suspender la cuenta en casos graves o repetidos.',
        ],
      },
      {
        title: '6. Marketplace y pagos',
        paragraphs: [
          'Las ventas del marketplace son un acuerdo entre quien compra y quien vende. Los pagos se procesan a través de Mercado Pago y se rigen también por sus términos. Quien vende es responsable de la descripción, el precio, la entrega, las garantías y la facturación de lo que ofrece.',
        ],
      },
      {
        title: '7. Calificaciones y comentarios',
        paragraphs: [
          'Las calificaciones deben reflejar una experiencia real. No se permiten calificaciones falsas, propias o a cambio de un beneficio, ni comentarios con insultos o datos personales de terceros.',
        ],
      },
      {
        title: '8. Propiedad intelectual',
        paragraphs: [
          'El contenido que cargas sigue siendo tuyo. Nos das permiso para mostrarlo en la plataforma y en los enlaces que compartas mientras tu bot o tu perfil estén publicados. Debes tener los derechos de los textos, las marcas y las imágenes que subes.',
        ],
      },
      {
        title: '9. Responsabilidad',
        paragraphs: [
          'Hacemos todo lo razonable para que el servicio funcione bien y de forma segura, pero no garantizamos que esté libre de errores o disponible sin interrupciones. No somos responsables de las respuestas de los bots de terceros ni de los acuerdos a los que llegues con sus dueños.',
        ],
      },
      {
        title: '10. Baja de la cuenta',
        paragraphs: [
          `Puedes dejar de usar el servicio cuando quieras. Para eliminar tu cuenta, tus bots y sus datos, escríbenos ${writeTo(email)} desde el correo de tu cuenta.`,
        ],
      },
      {
        title: '11. Cambios y contacto',
        paragraphs: [
          `Podemos actualizar estos términos; publicaremos la nueva versión en esta página con su fecha. Si tienes preguntas, escríbenos ${writeTo(email)}.`,
        ],
      },
    ],
  };
}
