/**
 * The labels of the links to a bot's inbox and stats, kept apart from insights.es.ts because the owner's
 * bot cards (part of the first render) show them: the screens' texts stay out of that download.
 */
export const insightsLinks = {
  inbox: 'Conversaciones',
  inboxHint: 'Conversaciones, contactos y preguntas sin respuesta',
  stats: 'Estadísticas',
} as const;
