/** Short texts of the content pages; their long bodies live in page-texts.es.ts (loaded with the page). */
export const contentPages = {
  breadcrumbLabel: 'Estás aquí',
  updated: 'Última actualización: 23 de noviembre de 2026',
  questionsCta: '¿Te quedó alguna duda?',
  questionsLink: 'Lee las preguntas frecuentes',
  contactLink: 'Escríbenos',
} as const;
