export const contactPage = {
  description:
    'Cuéntanos en qué te podemos ayudar: dudas, sugerencias, problemas con tu cuenta o propuestas para trabajar juntos.',
  name: 'Nombre',
  namePlaceholder: 'Tu nombre',
  email: 'Correo electrónico',
  emailPlaceholder: 'tucorreo@ejemplo.com',
  message: 'Mensaje',
  messagePlaceholder: 'Escribe tu consulta con todo el detalle que puedas',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  sentTitle: '¡Mensaje enviado!',
  sentText: (email: string) => `Gracias por escribirnos. Te responderemos a tu correo, ${email}.`,
  another: 'Enviar otro mensaje',
  directTitle: 'También por correo',
  directText: 'Si lo prefieres, escríbenos directamente a',
  faqTitle: 'Respuestas rápidas',
  faqText: 'Muchas dudas ya tienen respuesta en nuestras preguntas frecuentes.',
} as const;
