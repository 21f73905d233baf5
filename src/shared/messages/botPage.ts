export const botPage = {
  edit: 'Editar bot',
  share: 'Compartir',
  chatTitle: 'Chatear',
  /** The first view's button that takes the visitor to the chat's input. */
  startChat: 'Chatear',
  more: 'Ver más',
  chatLoading: 'Cargando el chat…',
  chatSoon: 'La conversación con este bot se abre muy pronto aquí mismo.',
  noQuestions: 'No se han registrado preguntas sugeridas',
  location: 'Ubicación',
  showMap: 'Ver el mapa',
  contact: 'Contacto',
  whatsapp: (phone: string) => `WhatsApp ${phone}`,
  // The bot itself answers on the business's WhatsApp (issue 21).
  writeOnWhatsApp: 'Escribir por WhatsApp',
  writeOnWhatsAppLabel: (name: string) => `Escribir a ${name} por WhatsApp (se abre WhatsApp)`,
  email: (email: string) => `Escribir a ${email}`,
  website: (label: string) => label,
  instagram: (handle: string) => `@${handle} en Instagram`,
  unavailable: 'Este Bot no se encuentrá disponible y nadie puede chatear con él',
} as const;
