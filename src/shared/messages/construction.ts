export const construction = {
  title: 'En construcción',
  text: 'Esta sección todavía está en construcción. Muy pronto vas a poder usarla.',
} as const;
