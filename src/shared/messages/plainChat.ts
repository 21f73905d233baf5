/** The bot page's plain chat, the form that works before the app's code arrives (issue 38). */
export const plainChat = {
  // A form posted from another site is refused: nobody may send messages in a visitor's name.
  crossSite: 'Este mensaje no se envió desde esta página. Escríbelo aquí y vuelve a enviarlo.',
  refusedTitle: 'No pudimos enviar tu mensaje',
  notFoundText: 'El bot que buscas no existe o ya no está disponible.',
} as const;
