/**
 * The embeddable widget and the owner's hand replies, as the server and the chat word them. What a visitor
 * reads suits tú and vos alike, like msg.conversation (decision 043).
 */
export const handoff = {
  embedForbidden: 'Este sitio no tiene permiso para mostrar este bot.',
  chatRateLimited: 'Estás enviando mensajes muy rápido. En un momento podrás volver a escribir.',
  humanRequested: (owner: string) =>
    `Le avisé a ${owner} que pediste hablar con una persona: te responderá por aquí mismo apenas pueda.`,
  humanRequestedContact: (ways: string) => `También se le puede escribir ${ways}.`,
  humanRequestedPlatform:
    'Le avisé al equipo que pediste hablar con una persona. La sección Hablemos es otra forma de escribirnos.',
  requestTitle: (bot: string) => `Un visitante de ${bot} quiere hablar contigo`,
  requestMessage: (text: string) => `Escribió: «${text}». Respóndele desde la bandeja de entrada del bot.`,
  ownerAttending: (name: string) => `${name} está atendiendo esta conversación`,
  ownerAuthor: (name: string) => `${name} (persona)`,
  ownerUnknown: 'Respuesta de una persona',
} as const;
