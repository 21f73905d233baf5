/** WhatsApp (Cloud API): the connection's errors, what the bot says there, and the inbox's reply limits. */
export const whatsapp = {
  // The connection (PUT /api/bot/{id}/whatsapp)
  disabled: 'La plataforma todavía no habilitó WhatsApp.',
  phoneNumberIdRequired: 'Escribe el identificador del número de teléfono',
  phoneNumberIdInvalid:
    'El identificador del número de teléfono tiene solo dígitos (lo ves en WhatsApp Manager)',
  accessTokenRequired: 'Pega el token de acceso',
  accessTokenInvalid: 'El token de acceso no parece válido',
  businessAccountIdInvalid: 'El identificador de la cuenta de WhatsApp Business tiene solo dígitos',
  displayPhoneNumberInvalid: 'Escribe el número como lo ven tus clientes, por ejemplo +54 9 11 2345 6789',
  tokenRefused:
    'WhatsApp no aceptó el token o el identificador del número: revisa ambos en WhatsApp Manager y vuelve a intentarlo.',
  graphUnreachable: 'No pudimos comunicarnos con WhatsApp. Vuelve a intentarlo en unos minutos.',
  numberTaken: 'Ese número de WhatsApp ya está conectado a otro bot.',
  // The webhook
  badSignature: 'La firma de la notificación no es válida.',
  // What the bot says on WhatsApp: for tú and vos alike, like msg.conversation (decision 043).
  unsupportedMedia:
    'Gracias por tu mensaje. Por ahora solo puedo leer texto: ¿me escribirías tu consulta, por favor?',
  audioDeclined:
    'Gracias por tu audio. Por ahora no puedo escuchar audios: ¿me escribirías tu consulta, por favor? También se lo dejo a quien atiende el negocio.',
  locationDeclined:
    'Gracias por compartir tu ubicación. Por ahora solo puedo leer texto: ¿me escribirías tu consulta, por favor?',
  chooseOption: 'Estas son las opciones:',
  listButton: 'Ver opciones',
  timesButton: 'Ver horarios',
  /** The owner's products as a WhatsApp list (issue 40): a row ordered is «Quiero comprar …». */
  productsButton: 'Comprar',
  productsBody: 'Para hacer un pedido, está la lista de productos:',
  /** How a customer's non-text message shows in the inbox. */
  received: {
    image: '[Imagen]',
    audio: '[Audio]',
    video: '[Video]',
    document: '[Documento]',
    sticker: '[Sticker]',
    location: '[Ubicación]',
    contacts: '[Contacto]',
  } as Record<string, string>,
  // Hand replies from the inbox
  noBusinessAccount:
    'Para responder con una plantilla, agrega en el editor del bot el identificador de tu cuenta de WhatsApp Business.',
  templateNotFound: 'Esa plantilla no está aprobada para este número. Elige otra de la lista.',
  templateParameters: (count: number) =>
    count === 1
      ? 'Esta plantilla lleva 1 dato: complétalo.'
      : `Esta plantilla lleva ${count} datos: complétalos.`,
  templateParameterRequired: 'Completa este dato de la plantilla',
  templateParameterTooLong: 'Este dato es demasiado largo',
  reminderTemplateTooManyParameters:
    'Para recordar turnos, la plantilla puede llevar hasta 3 datos: {{1}} el nombre del cliente, {{2}} el día y la hora, {{3}} el servicio.',
  templateOnlyWhatsApp: 'Las plantillas son de WhatsApp: esta conversación es de otro canal.',
  windowClosed:
    'Han pasado más de 24 horas desde el último mensaje del cliente: WhatsApp solo permite responderle cuando vuelva a escribir.',
  // Failed sends, shown on the conversation and notified to the owner
  sendFailed: 'WhatsApp no entregó el mensaje.',
  tokenExpired:
    'WhatsApp rechazó el token de acceso (venció o fue revocado): vuelve a conectar el número en el editor del bot.',
  windowExpired:
    'WhatsApp no entregó el mensaje: pasaron más de 24 horas desde el último mensaje del cliente.',
  disconnected: 'El bot ya no tiene WhatsApp conectado.',
  /** Meta's reasons for a message it accepted and then could not deliver (the `statuses` webhook's errors). */
  undelivered: {
    131026:
      'WhatsApp no pudo entregar el mensaje: puede que el número no use WhatsApp o que el cliente tenga una versión muy vieja.',
    131047: 'WhatsApp no entregó el mensaje: pasaron más de 24 horas desde el último mensaje del cliente.',
    131049:
      'WhatsApp no entregó el mensaje para no saturar al cliente con mensajes de empresas. Prueba más tarde.',
    131050: 'El cliente pidió no recibir mensajes de marketing de este número.',
    131051: 'WhatsApp no admite ese tipo de mensaje.',
    131053: 'WhatsApp no pudo enviar el archivo adjunto.',
    130472: 'WhatsApp no entregó el mensaje al cliente por una prueba interna de Meta.',
    131000: 'WhatsApp tuvo un error al entregar el mensaje. Vuelve a intentarlo.',
  } as Record<number, string>,
  undeliveredCode: (code: number | null) =>
    code ? `WhatsApp no entregó el mensaje (código ${code}).` : 'WhatsApp no entregó el mensaje.',
  failedTitle: (bot: string) => `WhatsApp no pudo entregar mensajes de ${bot}`,
  failedMessage: (reason: string) => `${reason} Revisa la conversación en la bandeja de entrada del bot.`,
} as const;
