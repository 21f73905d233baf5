/** "a", "a y b", "a, b y c": a Spanish list. */
const spoken = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** At most three topics by name, then how many more: «Horarios», «Envíos», «Precios» y 2 más. */
const topicList = (topics: readonly string[]) => {
  const shown = topics.slice(0, 3).map((topic) => `«${topic}»`);
  const more = topics.length - shown.length;
  return more > 0 ? `${shown.join(', ')} y ${more} más` : spoken(shown);
};

/** What a follower notices changed on a bot's page (see server/features/notifications/bot-news.ts). */
const profileParts = {
  name: 'su nombre',
  description: 'su descripción',
  location: 'su ubicación',
  contact: 'sus datos de contacto',
  picture: 'su foto',
} as const;

export const subscription = {
  notifyTitle: (bot: string) => `Nuevo suscriptor de ${bot}`,
  notifyMessage: (name: string, bot: string) => `${name} se suscribió a ${bot}.`,
  /** A followed bot learned to answer new topics. */
  topicsTitle: (bot: string) => `${bot} responde temas nuevos`,
  topicsMessage: (bot: string, topics: readonly string[]) =>
    `${bot}, un bot al que sigues, ahora también responde sobre ${topicList(topics)}.`,
  profileParts,
  /** A followed bot changed what its page shows. */
  profileTitle: (bot: string) => `${bot} actualizó su perfil`,
  profileMessage: (bot: string, parts: readonly (keyof typeof profileParts)[]) =>
    `${bot}, un bot al que sigues, cambió ${spoken(parts.map((part) => profileParts[part]))}.`,
  subscribe: 'Suscribirme',
  subscribed: 'Suscrito',
  on: 'Te avisaremos de las novedades de este bot.',
  off: 'Cancelaste tu suscripción.',
} as const;
