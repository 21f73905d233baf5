export const app = {
  defaultName: 'Vocero',
  /** After "escríbenos a" when the platform has no support address: "… a través de la página Hablemos". */
  throughContactPage: 'través de la página',
  tagline: 'Directorio de representantes virtuales',
  /** The first view the server sends, while the app's code arrives. */
  loading: 'Cargando…',
  description:
    'Un directorio digital de bots expertos en distintas disciplinas, entrenados con inteligencia artificial.',
} as const;
