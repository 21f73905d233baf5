export const errorPage = {
  notFoundTitle: 'Página no encontrada',
  serverErrorTitle: 'Error en el servidor',
  oops: '¡Oops! Página no encontrada',
  serverOops: '¡Oops! Algo salió mal de nuestro lado',
  goHome: 'Ir al inicio',
  goBack: 'Volver atrás',
  contact: 'Contacto',
  quickLinks: 'Enlaces rápidos',
  exploreBots: 'Explorar Bots',
  questions: 'Preguntas',
  about: 'Nosotros',
} as const;
