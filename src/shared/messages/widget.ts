/** The launcher a bot's owner puts on their own site, and the chat panel it opens. */
export const widget = {
  open: (bot: string) => `Abrir el chat con ${bot}`,
  close: 'Cerrar el chat',
  panel: (bot: string) => `Chat con ${bot}`,
  loading: 'Cargando el chat...',
  refused: (bot: string) => `Vocero: este sitio no tiene permiso para mostrar el bot "${bot}".`,
  unavailable: (bot: string) => `Vocero: el bot "${bot}" no está disponible.`,
  notFound: 'Este bot no está disponible.',
} as const;
