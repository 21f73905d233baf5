export const chat = {
  // A product card in a bot reply (issue 40).
  productSee: 'Ver producto',
  productBuy: 'Comprar',
  /** What the card's «Comprar» says in the conversation: the bot then takes the order. */
  buyMessage: (title: string) => `Quiero comprar ${title}`,
  productSoldOut: 'Sin stock por ahora',
  productLeft: (count: number) => (count === 1 ? 'Queda 1' : `Quedan ${count}`),
  greeting: '¡Es un gusto saludarte! ¿En qué puedo ayudarte?',
  writing: 'Escribiendo mensaje...',
  input: 'Ingresa tu mensaje',
  send: 'Enviar',
  close: 'Cerrar chat',
  noQuestions: 'No se han registrado preguntas sugeridas',
  suggested: 'Preguntas sugeridas',
  offline: 'El servidor se encuentra desconectado en este momento.',
  dialogTitle: (name: string) => `Chat con ${name}`,
  backToAssistant: (appName: string) => `Volver al asistente de ${appName}`,
  you: 'Tú',
  // Who says each message, for screen readers (the bubbles tell it by their side and colour).
  speakerYou: 'Tú dijiste:',
  speakerBot: (name: string) => `${name} dijo:`,
  attachment: (n: number) => `Imagen adjunta ${n}`,
  viewer: 'Imágenes adjuntas',
  previousImage: 'Imagen anterior',
  nextImage: 'Imagen siguiente',
  messages: 'Mensajes de la conversación',
  // The truth about who sees a chat (issue 18): owners read every conversation in their inbox.
  ownerReads: 'Quien administra este bot puede leer esta conversación.',
} as const;
