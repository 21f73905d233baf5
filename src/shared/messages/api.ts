export const api = {
  validation: 'Los datos enviados no son válidos',
  invalidField: 'El valor no es válido',
  notFound: 'No encontramos lo que buscas',
  routeNotFound: 'La ruta solicitada no existe',
  unauthorized: 'Necesita autorización',
  forbidden: 'No tienes permiso para realizar esta acción',
  conflict: 'El recurso ya existe',
  rateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  payloadTooLarge: 'El contenido enviado es demasiado grande',
  unsupportedMediaType: 'El tipo de contenido no es compatible',
  badJson: 'El cuerpo de la solicitud no es un JSON válido',
  internal: 'Error en el servidor',
} as const;
