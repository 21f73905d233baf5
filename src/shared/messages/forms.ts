export const forms = {
  hasErrors: 'El formulario tiene errores',
} as const;
