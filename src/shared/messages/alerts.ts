/**
 * Alerts of a bot's team (issue 42): what a notification on the phone says, and the settings card where
 * each person chooses what reaches them and where. Read by owners and their team; the texts suit tú and vos
 * alike (first person, infinitives and forms both share).
 */
export const alerts = {
  subscribingTooFast:
    'Hubo demasiados intentos seguidos de activar los avisos. En un rato se podrá de nuevo.',
  /** The notification's body, under the catalog's msg.team.push* titles. */
  leadBody: (values: string) => `Dejó sus datos: ${values}`,
  handoffBody: (text: string) => `Escribió: «${text}»`,
  bookingBody: (visitor: string, service: string, when: string) =>
    `${visitor} reservó ${service} para el ${when}.`,
  assignedBody: (text: string) => `«${text}»`,
  /** The service worker's words when a push arrives without its own (src/web/public/sw.js keeps a copy). */
  fallbackBody: 'Hay novedades en la bandeja de entrada.',
  card: {
    title: 'Avisos',
    subtitle: 'Qué novedades de este bot llegan a este dispositivo y a tu correo.',
    device: 'Avisos en este dispositivo',
    deviceOn: 'Este dispositivo recibe los avisos elegidos, aunque la app esté cerrada.',
    deviceOff: 'Al activarlos, el navegador pide permiso para mostrar notificaciones.',
    blocked:
      'El navegador tiene bloqueadas las notificaciones de este sitio. Se pueden permitir desde la configuración del sitio (el ícono junto a la dirección) y después activar aquí.',
    denied: 'Sin el permiso del navegador no se pueden mostrar avisos en este dispositivo.',
    unsupported: 'Este navegador no puede recibir avisos.',
    iosHint:
      'En iPhone y iPad los avisos llegan solo a la app agregada a la pantalla de inicio: en Safari, Compartir → «Agregar a inicio», y después abrir Vocero desde ese ícono.',
    failed:
      'No se pudieron activar los avisos en este dispositivo. Se puede intentar de nuevo en un momento.',
    kindsLabel: 'Avisarme de',
    kindsHint: 'Vale para cada dispositivo donde estén activados.',
    kinds: {
      lead: 'Nuevos contactos',
      handoff: 'Pedidos de hablar con una persona',
      booking: 'Nuevos turnos',
      assigned: 'Mensajes en conversaciones asignadas a mí',
    },
    email: 'Recibir también por correo',
    emailHint: 'Los nuevos contactos, los pedidos de hablar con una persona y los turnos, en tu correo.',
    saved: 'Avisos guardados.',
  },
} as const;
