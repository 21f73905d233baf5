export const footer = {
  rights: 'Todos los derechos reservados.',
  madeIn: 'Hecho en Latinoamérica',
  privacy: 'Privacidad',
  terms: 'Términos',
  nav: 'Sobre el sitio',
} as const;
