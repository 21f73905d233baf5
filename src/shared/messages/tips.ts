export const tips = {
  card: 'Frases de bots',
  open: (name: string) => `Chatear con ${name}`,
  /** Read before the card's bot name and phrase, which name the button. */
  openPrefix: 'Chatear con',
  previous: 'Frase anterior',
  next: 'Frase siguiente',
  close: 'Cerrar frases',
  loadingWelcome: 'Cargando frases de bienvenida...',
  loadingBot: 'Cargando bot...',
  botError: 'Error al cargar el bot.',
} as const;
