export const faqPage = {
  description: 'Lo que más nos preguntan sobre crear, entrenar y compartir representantes virtuales.',
  searchLabel: 'Buscar en las preguntas frecuentes',
  searchPlaceholder: 'Busca por palabra: bot, datos, pago...',
  clear: 'Borrar la búsqueda',
  count: (n: number) => (n === 1 ? '1 pregunta' : `${n} preguntas`),
  loadError: 'No pudimos cargar las preguntas frecuentes. Vuelve a intentarlo en unos minutos.',
  retry: 'Reintentar',
  notFoundTitle: '¿No encontraste lo que buscabas?',
  notFoundText: 'Escríbenos y te respondemos a tu correo.',
} as const;
