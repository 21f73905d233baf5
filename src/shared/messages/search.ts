export const search = {
  placeholder: 'Buscar asistentes inteligentes...',
} as const;
