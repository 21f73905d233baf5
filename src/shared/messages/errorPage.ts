export const errorPage = {
  notFoundTitle: 'Página no encontrada',
  unavailableTitle: 'Este bot no está disponible por ahora',
  unavailableText:
    'Quien lo administra lo pausó o todavía lo está preparando. Vuelve más tarde, o mientras tanto conoce otros bots.',
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
