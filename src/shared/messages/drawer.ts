export const drawer = {
  welcomeTitle: '¡Comencemos!',
  loading: 'Cargando...',
  welcomeText: 'Crea, entrena y comparte tus propios representantes virtuales.',
  welcomeSignIn: 'Inicia sesión',
  welcomeOr: 'o',
  welcomeSignUp: 'crea una cuenta gratis',
  welcomeEnd: 'para comenzar.',
  // The lists of links, named so that a screen reader tells one navigation from another.
  menuNav: 'Menú principal',
  accountNav: 'Menú de tu cuenta',
} as const;
