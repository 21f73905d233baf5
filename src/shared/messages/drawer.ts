export const drawer = {
  welcomeTitle: '¡Comencemos!',
  loading: 'Cargando...',
  welcomeText: 'Crea, entrena y comparte tus propios representantes virtuales.',
  welcomeSignIn: 'Inicia sesión',
  welcomeOr: 'o',
  welcomeSignUp: 'crea una cuenta gratis',
  welcomeEnd: 'para comenzar.',
} as const;
