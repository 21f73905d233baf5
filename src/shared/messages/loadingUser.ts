export const loadingUser = {
  unauthorized: 'Necesita autorización',
  forbidden: 'Las credenciales para ver esta información son incorrectas',
  other: 'Ha ocurrido un inconveniente al cargar los datos del usuario',
  wait: 'Cargando información del usuario',
  retry: 'Reintentar',
} as const;
