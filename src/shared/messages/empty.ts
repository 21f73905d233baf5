export const empty = {
  results: 'Hasta el momento no se han encontrado resultados',
} as const;
