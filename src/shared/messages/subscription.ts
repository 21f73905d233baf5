export const subscription = {
  notifyTitle: (bot: string) => `Nuevo suscriptor de ${bot}`,
  notifyMessage: (name: string, bot: string) => `${name} se suscribió a ${bot}.`,
  updatedTitle: (bot: string) => `${bot} se actualizó`,
  updatedMessage: (bot: string) => `${bot}, un bot al que sigues, tiene novedades.`,
  subscribe: 'Suscribirme',
  subscribed: 'Suscrito',
  on: 'Te avisaremos de las novedades de este bot.',
  off: 'Cancelaste tu suscripción.',
} as const;
