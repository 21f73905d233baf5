export const search = {
  placeholder: 'Buscar asistentes inteligentes...',
  noResults: 'Sin resultados',
} as const;
