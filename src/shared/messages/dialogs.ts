export const dialogs = {
  confirmYes: 'Si',
  confirmNo: 'Mejor no',
  infoLink: 'Ir',
  close: 'Cerrar',
} as const;
