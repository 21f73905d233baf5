export const app = {
  defaultName: 'Vocero',
  tagline: 'Directorio de representantes virtuales',
  description:
    'Un directorio digital de bots expertos en distintas disciplinas, entrenados con inteligencia artificial.',
} as const;
