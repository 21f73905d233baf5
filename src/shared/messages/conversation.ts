/** What the bot itself says in a conversation (the server words its replies from here). */
export const conversation = {
  greeting: (bot: string) => `¡Hola! Soy ${bot}. ¿En qué puedo ayudarte?`,
  thanks: '¡Con gusto! Si necesitas algo más, aquí estoy.',
  // "ok", "dale", "listo": the visitor took note; nothing to answer and nothing to leave for the owner.
  acknowledged: '¡Perfecto! Si tienes otra consulta, escríbeme.',
  // "no", "nada más, gracias": the visitor is done.
  nothingElse: 'Está bien. Si más adelante necesitas algo, aquí estoy.',
  goodbye: '¡Gracias por escribir! Que tengas un excelente día.',
  identity: (bot: string, description: string) => `Soy ${bot}, un representante virtual. ${description}`,
  help: (bot: string) => `Puedo responder preguntas sobre ${bot}.`,
  helpExamples: 'Por ejemplo, puedes preguntarme:',
  notKnownPlatform:
    'Todavía no tengo esa información. Puedes escribirnos desde la sección Hablemos y te respondemos.',
  notKnown: (owner: string) =>
    `Todavía no tengo esa información. Le dejé tu pregunta a ${owner} para que pueda responderte.`,
  notKnownContact: (owner: string, ways: string) =>
    `Todavía no tengo esa información. Puedes escribirle a ${owner} ${ways}; también le dejé tu pregunta.`,
  byWhatsapp: (phone: string) => `por WhatsApp al ${phone}`,
  byEmail: (email: string) => `por correo a ${email}`,
  or: ' o ',
  whatsappButton: 'Escribir por WhatsApp',
  emailButton: 'Enviar un correo',
  /** Where a reply had an address that is not one of the bot's own sites (decision 036). */
  linkRemoved: '(enlace quitado)',
  clarify: 'No estoy seguro de haberte entendido. ¿Te refieres a alguna de estas preguntas?',
  // Data fields. `thing` is built from the owner's label ("tu correo electrónico", "tu teléfono o WhatsApp").
  ask: (thing: string) => `¿Me compartes ${thing}?`,
  askAgain: (thing: string) => `Por cierto, ¿me compartes ${thing}?`,
  askAgainQuestion: (question: string) => `Por cierto, ${question}`,
  askRequiredWhy: 'Es un dato necesario para que el equipo pueda contactarte.',
  askOptional: 'Si prefieres no darlo, dime «prefiero no».',
  askExample: (example: string) => `Por ejemplo: ${example}.`,
  askOptions: (options: string) => `Opciones: ${options}.`,
  noted: (thing: string) => `¡Gracias! Anoté ${thing}.`,
  notedAnswer: '¡Gracias! Lo anoté.',
  declined: 'Está bien, no hay problema.',
  goAhead: '¡Perfecto! Escríbelo aquí cuando quieras.',
  movingOn: 'Sigamos sin ese dato por ahora.',
  // Validation of what the visitor typed for a field.
  needed: (thing: string) => `Necesito ${thing} para continuar.`,
  badEmail: 'Ese correo no parece válido. ¿Me lo escribes de nuevo? (por ejemplo: nombre@correo.com)',
  badPhone: 'Ese número no parece válido. Escríbelo con código de área (por ejemplo: +54 9 11 5555 0000).',
  badNumber: 'Necesito un número (por ejemplo: 3).',
  badDate: 'No entendí la fecha. Puedes escribirla como 15/03, «15 de marzo» o «mañana».',
  badOption: (options: string) => `Elige una de estas opciones: ${options}.`,
  badFormat: (thing: string) => `Eso no tiene el formato que esperaba para ${thing}.`,
} as const;
