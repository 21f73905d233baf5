/**
 * What the bot itself says in a conversation (the server words its replies from here). Written so that it
 * suits tú and vos alike (decision 043): no present, imperative or pronoun of the second person ("puedes",
 * "escríbeme", "tú"), which would clash with an owner who writes "podés" in the same conversation; "te",
 * "tu", the preterite, the future, the conditional and the subjunctive are shared by both.
 */
export const conversation = {
  greeting: (bot: string) => `¡Hola! Soy ${bot}. ¿En qué puedo ayudarte?`,
  thanks: '¡Con gusto! Para cualquier otra consulta, aquí estoy.',
  // "ok", "dale", "listo": the visitor took note; nothing to answer and nothing to leave for the owner.
  acknowledged: '¡Perfecto! Cualquier otra consulta, aquí estoy.',
  // "no", "nada más, gracias": the visitor is done.
  nothingElse: 'Está bien. Si más adelante hace falta algo, aquí estoy.',
  goodbye: '¡Gracias por escribir! Que tengas un excelente día.',
  identity: (bot: string, description: string) => `Soy ${bot}, un representante virtual. ${description}`,
  help: (bot: string) => `Puedo responder preguntas sobre ${bot}.`,
  helpExamples: 'Algunas de las preguntas que sé responder:',
  notKnownPlatform:
    'Todavía no tengo esa información. En la sección Hablemos hay un formulario para escribirnos y te respondemos.',
  notKnown: (owner: string) =>
    `Todavía no tengo esa información. Le dejé tu pregunta a ${owner} para que pueda responderte.`,
  notKnownContact: (owner: string, ways: string) =>
    `Todavía no tengo esa información. Le dejé tu pregunta a ${owner}; también se le puede escribir ${ways}.`,
  byWhatsapp: (phone: string) => `por WhatsApp al ${phone}`,
  byEmail: (email: string) => `por correo a ${email}`,
  or: ' o ',
  whatsappButton: 'Escribir por WhatsApp',
  emailButton: 'Enviar un correo',
  /** Where a reply had an address that is not one of the bot's own sites (decision 036). */
  linkRemoved: '(enlace quitado)',
  clarify: 'No estoy seguro de haberte entendido. ¿Es alguna de estas preguntas?',
  // Data fields. `thing` is built from the owner's label ("tu correo electrónico", "tu teléfono o WhatsApp").
  ask: (thing: string) => `¿Me compartirías ${thing}?`,
  askAgain: (thing: string) => `Por cierto, ¿me compartirías ${thing}?`,
  askAgainQuestion: (question: string) => `Por cierto, ${question}`,
  askRequiredWhy: 'Es un dato necesario para que el equipo pueda contactarte.',
  askOptional: 'Es opcional: con «prefiero no» seguimos sin ese dato.',
  askExample: (example: string) => `Por ejemplo: ${example}.`,
  askOptions: (options: string) => `Opciones: ${options}.`,
  noted: (thing: string) => `¡Gracias! Anoté ${thing}.`,
  notedAnswer: '¡Gracias! Lo anoté.',
  declined: 'Está bien, no hay problema.',
  goAhead: '¡Perfecto! Aquí lo espero cuando quieras.',
  movingOn: 'Sigamos sin ese dato por ahora.',
  // Validation of what the visitor typed for a field.
  needed: (thing: string) => `Necesito ${thing} para continuar.`,
  badEmail: 'Ese correo no parece válido. ¿Me lo escribirías de nuevo? (por ejemplo: nombre@correo.com)',
  badPhone:
    'Ese número no parece válido. ¿Me lo escribirías con código de área? (por ejemplo: +54 9 11 5555 0000)',
  badNumber: 'Necesito un número (por ejemplo: 3).',
  badDate: 'No entendí la fecha. Sirven formas como 15/03, «15 de marzo» o «mañana».',
  badOption: (options: string) => `Necesito una de estas opciones: ${options}.`,
  badFormat: (thing: string) => `Eso no tiene el formato que esperaba para ${thing}.`,
  // The owner's products (issue 40): a line a product, with its price as it is written and what is left.
  productLine: (title: string, price: string, stock: number | null) =>
    `**${title}**: ${price}${stock === null ? '' : stock === 0 ? ' (sin stock por ahora)' : stock <= 5 ? ` (quedan ${stock})` : ''}`,
  productsIntro: 'Esto es lo que hay:',
  // How an order is going (issue 40): told only to whoever the conversation proves bought it.
  orderPending: (reference: string) =>
    `El pedido ${reference} está esperando el pago. Cuando se acredite, te llega la confirmación.`,
  orderPaid: (reference: string, seller: string) =>
    `El pedido ${reference} está pagado y ${seller} ya lo está preparando.`,
  orderDelivered: (reference: string, seller: string) =>
    `El pedido ${reference} ya fue entregado por ${seller}.`,
  orderRejected: (reference: string) =>
    `El pago del pedido ${reference} fue rechazado, así que no se cobró nada. Se puede volver a comprar cuando quieras.`,
  orderRefunded: (reference: string) => `El pago del pedido ${reference} fue devuelto.`,
  orderExpired: (reference: string) =>
    `El pedido ${reference} venció sin pagarse, así que no se cobró nada y los productos volvieron a estar disponibles.`,
  orderAskProof:
    'Para buscar el pedido hace falta el correo o el teléfono con que se hizo la compra, y el número de pedido si está a mano (empieza con #).',
  orderNotFound: 'No encuentro un pedido con esos datos.',
  orderContact: (ways: string) => `Para cualquier duda, se le puede escribir ${ways}.`,
} as const;
