export const dialogs = {
  confirmYes: 'Si',
  confirmNo: 'Mejor no',
  infoLink: 'Ir',
  close: 'Cerrar',
  /** The × of a toast or a notice inside a page. */
  closeNotice: 'Cerrar aviso',
} as const;
