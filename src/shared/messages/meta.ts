/**
 * Messenger and Instagram (issue 41): the connections' errors and steps, and what the inbox says about
 * Meta's reply windows. For tú and vos alike (decision 043).
 */
export const meta = {
  disabled: 'La plataforma todavía no habilitó Messenger ni Instagram.',
  names: { messenger: 'Messenger', instagram: 'Instagram' } as Record<'messenger' | 'instagram', string>,
  pageIdRequired: 'Escribe el identificador de la página de Facebook',
  pageIdInvalid:
    'El identificador de la página tiene solo dígitos (lo ves en la sección «Información» de la página)',
  accountIdRequired: 'Escribe el identificador de la cuenta de Instagram',
  accountIdInvalid: 'El identificador de la cuenta de Instagram tiene solo dígitos',
  accessTokenRequired: 'Pega el token de acceso',
  accessTokenInvalid: 'El token de acceso no parece válido',
  pageTokenRefused:
    'Facebook no aceptó el token o el identificador de la página: revisa ambos en la configuración de tu app de Meta y vuelve a intentarlo.',
  instagramTokenRefused:
    'Instagram no aceptó el token o el identificador de la cuenta: revisa ambos en la configuración de tu app de Meta y vuelve a intentarlo.',
  graphUnreachable: 'No pudimos comunicarnos con Meta. Vuelve a intentarlo en unos minutos.',
  pageTaken: 'Esa página de Facebook ya está conectada a otro bot.',
  accountTaken: 'Esa cuenta de Instagram ya está conectada a otro bot.',
  // Hand replies from the inbox: Meta's windows (24 hours, then 7 days with the human agent tag).
  humanAgentWindow: (channel: string) =>
    `Pasaron más de 24 horas desde el último mensaje del cliente: tu respuesta sale por ${channel} como respuesta de una persona del equipo, algo que Meta permite durante 7 días.`,
  windowClosed: (channel: string) =>
    `Pasaron más de 7 días desde el último mensaje del cliente: ${channel} solo permite responderle cuando vuelva a escribir.`,
  // Failed sends
  sendFailed: (channel: string) => `${channel} no entregó el mensaje.`,
  tokenExpired: (channel: string) =>
    `${channel} rechazó el token de acceso (venció o fue revocado): vuelve a conectar la cuenta en el editor del bot.`,
  windowExpired: (channel: string) =>
    `${channel} no entregó el mensaje: el cliente no escribió en la ventana que Meta permite para responder.`,
  disconnected: (channel: string) => `El bot ya no tiene ${channel} conectado.`,
  failedTitle: (channel: string, bot: string) => `${channel} no pudo entregar mensajes de ${bot}`,
  failedMessage: (reason: string) => `${reason} Revisa la conversación en la bandeja de entrada del bot.`,
  // What the bot says there
  received: {
    image: '[Imagen]',
    audio: '[Audio]',
    video: '[Video]',
    file: '[Archivo]',
    location: '[Ubicación]',
    share: '[Publicación compartida]',
    story_mention: '[Mención en una historia]',
    ig_reel: '[Reel]',
    reel: '[Reel]',
  } as Record<string, string>,
} as const;
