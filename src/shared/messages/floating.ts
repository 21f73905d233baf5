export const floating = {
  chat: 'Hola',
  tips: 'Bots',
  comingSoon: 'Muy pronto vas a poder chatear aquí con cualquier bot del directorio o con nuestro asistente.',
} as const;
