export const notification = {
  notFound: 'Esta notificación no existe',
  leadTitle: (bot: string) => `Nuevos datos desde ${bot}`,
  leadMessage: (values: string) => `Un visitante dejó sus datos: ${values}`,
  bookingTitle: (bot: string) => `Nuevo turno en ${bot}`,
  bookingMessage: (name: string, service: string, when: string) =>
    `${name} reservó ${service} para el ${when}.`,
  read: 'Leer',
  markRead: 'Marcar como leída',
  markUnread: 'Marcar como no leída',
  remove: 'Eliminar',
  removeTitle: '¿Eliminar esta notificación?',
  removed: 'Notificación eliminada',
  unread: (n: number) => (n === 1 ? '1 sin leer' : `${n} sin leer`),
  waiting: 'Cargando notificaciones...',
  viewBot: 'Ver bot',
} as const;
