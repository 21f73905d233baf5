export const footer = {
  rights: 'Todos los derechos reservados.',
  madeIn: 'Hecho en Latinoamérica',
  privacy: 'Privacidad',
  terms: 'Términos',
} as const;
