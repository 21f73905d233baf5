export const bot = {
  categoryRequired: 'Elige una categoría para tu bot',
  businessTypeUnknown: 'Elige un tipo de negocio de la lista',
  businessTypeOtherCategory: 'Ese tipo de negocio pertenece a otra categoría: elige el tipo de nuevo',
  aliasRequired: 'El alias del bot es necesario',
  aliasLong: 'El alias es demasiado largo (max: 50)',
  aliasFormat: "Algo como 'mi-bot' o 'mi_bot_123' o 'bot123' o 'bot1t0' está bien",
  aliasReserved: 'Ese alias está reservado por la plataforma, elige otro',
  aliasTaken: 'Este alias ya está en uso',
  nameRequired: 'El nombre del bot es necesario',
  nameShort: 'El nombre es demasiado corto (min: 3)',
  nameLong: 'El nombre es demasiado largo (max: 50)',
  descriptionRequired: 'Es necesario que describas tu Bot',
  descriptionLong: 'La descripción es demasiado larga (max: 300)',
  instructionsRequired: 'Las instrucciones del bot son necesarias',
  instructionsLong: 'Las instrucciones son demasiado largas (max: 500)',
  /** What a new bot's private instructions say until its owner writes their own (decision 044). */
  defaultInstructions:
    'Responde con amabilidad y en pocas palabras, solo sobre este negocio. Si no sabes algo, dilo y ofrece el contacto del negocio.',
  tagsRequired: 'Al menos una etiqueta es requerida',
  tagLong: 'Cada etiqueta puede tener hasta 40 caracteres',
  tagsMany: 'Puedes agregar hasta 20 etiquetas',
  emailInvalid: 'Por favor, introduce un email válido.',
  emailDuplicate: 'Este email ya ha sido añadido.',
  emailsMany: 'Puedes agregar hasta 10 correos en copia',
  addressRequired: 'La dirección es necesaria',
  addressShort: 'La dirección es demasiado corta (min: 15)',
  coordinatesRequired: 'La latitud y la longitud son necesarias',
  locationNote:
    'La geo-localización no es obligatoria, pero si deseas guardarla, debes agregar una ubicación real en el mapa',
  notFound: 'Este bot no existe o no está disponible',
  unavailable: 'Este bot no está disponible por ahora',
  contactPhoneInvalid:
    'Ese número no parece válido: escríbelo con código de área (por ejemplo: +54 9 351 555 0101)',
  websiteInvalid:
    'Esa dirección no parece un sitio web: escríbela como tunegocio.com o https://tunegocio.com',
  instagramInvalid: 'Escribe tu usuario de Instagram (por ejemplo: @tunegocio) o el enlace a tu perfil',
} as const;
