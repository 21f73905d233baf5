export const app = {
  defaultName: 'Vocero',
  tagline: 'Directorio de representantes virtuales',
  /** The first view the server sends, while the app's code arrives. */
  loading: 'Cargando…',
  description:
    'Un directorio digital de bots expertos en distintas disciplinas, entrenados con inteligencia artificial.',
} as const;
