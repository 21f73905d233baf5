/** The embeddable widget and the owner's hand replies, as the server and the chat word them. */
export const handoff = {
  embedForbidden: 'Este sitio no tiene permiso para mostrar este bot.',
  chatRateLimited: 'Estás enviando mensajes muy rápido. Espera un momento y vuelve a escribir.',
  humanRequested: (owner: string) =>
    `Le avisé a ${owner} que quieres hablar con una persona: te responderá por aquí mismo apenas pueda.`,
  humanRequestedContact: (ways: string) => `Si prefieres, escríbele ${ways}.`,
  humanRequestedPlatform:
    'Le avisé al equipo que quieres hablar con una persona. También puedes escribirnos desde la sección Hablemos.',
  requestTitle: (bot: string) => `Un visitante de ${bot} quiere hablar contigo`,
  requestMessage: (text: string) => `Escribió: «${text}». Respóndele desde la bandeja de entrada del bot.`,
  ownerAttending: (name: string) => `${name} está atendiendo esta conversación`,
  ownerAuthor: (name: string) => `${name} (persona)`,
  ownerUnknown: 'Respuesta de una persona',
} as const;
