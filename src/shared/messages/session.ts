/** What the always-loaded session code says; kept apart from `auth` so the first render skips the auth screens' texts. */
export const session = {
  sessionExpired: 'Tu sesión expiró. Vuelve a ingresar.',
} as const;
