/** The live updates of the inbox and the chat (issue 42). */
export const live = {
  tooManyStreams:
    'Tienes demasiadas pestañas abiertas con actualizaciones en vivo. Cierra alguna y vuelve a intentarlo.',
} as const;
