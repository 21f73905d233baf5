/**
 * Integrations (issue 43): the owner's outgoing webhooks and API keys, as the API answers and the e-mail
 * and notice about a paused endpoint. Owners read these; they suit tú and vos.
 */
export const integrations = {
  badUrl: 'Escribe una dirección completa, que empiece con https:// o http://.',
  urlTooLong: 'La dirección puede tener hasta 500 caracteres.',
  urlWithCredentials: 'La dirección no puede llevar usuario ni contraseña.',
  privateHost:
    'Esa dirección es de una red privada o de este mismo servidor: los webhooks solo van a direcciones públicas.',
  unreachableHost: 'No encontramos esa dirección. Revisa que esté bien escrita.',
  noEvents: 'Elige al menos un evento.',
  badEvent: 'Ese evento no existe.',
  tooManyWebhooks: 'Un bot puede tener hasta 10 webhooks.',
  webhookNotFound: 'Ese webhook no existe.',
  deliveryNotFound: 'Ese envío no existe.',
  webhookPaused: 'El webhook está en pausa: reactívalo antes de reenviar.',
  tooFast: 'Hiciste muchos envíos de prueba seguidos. Espera un momento y vuelve a intentar.',
  pausedTitle: (botName: string) => `Pausamos un webhook de ${botName}`,
  pausedMessage: (url: string) =>
    `${url} falló durante un día entero y dejamos de enviarle eventos. Revísalo y reactívalo desde «Integraciones».`,
  pausedEmailSubject: (botName: string) => `Un webhook de ${botName} quedó en pausa`,
  keyNameEmpty: 'Ponle un nombre a la clave, por ejemplo «Planilla de contactos».',
  keyNameTooLong: 'El nombre puede tener hasta 60 caracteres.',
  noScopes: 'Elige al menos un permiso.',
  badScope: 'Ese permiso no existe.',
  tooManyKeys: 'Puedes tener hasta 20 claves activas. Revoca alguna que ya no uses.',
  keyNotFound: 'Esa clave no existe.',
  keyRevoked: 'La clave de API fue revocada o no existe.',
  keyScopeMissing: (scope: string) => `Esta clave de API no tiene el permiso «${scope}».`,
  keyNotAllowedHere: 'Esta ruta no se puede usar con una clave de API.',
  keyTooFast: 'Esta clave hizo demasiadas solicitudes. Espera un minuto y vuelve a intentar.',
};
