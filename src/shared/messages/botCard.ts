export const botCard = {
  by: 'por',
  chat: 'CHATEAR',
  test: 'PROBAR',
  edit: 'Editar',
  editHint: 'Permite modificar el bot',
  share: 'Compartir',
  openNew: 'Abrir en una nueva ventana',
  remove: 'Eliminar',
  removeWarning: '¿Confirmar eliminación? Todos los datos se borrarán irreversiblemente',
  cancelRemove: 'Volver',
  removed: 'El bot fue eliminado',
  published: 'Publicado',
  unpublished: 'No Publicado',
  avatar: (name: string) => `Foto de ${name}`,
  /** The badge of a bot whose category is not in the list. */
  otherCategory: 'Otra',
  confirmCategory: (name: string) => `¿Deseas filtrar bots de la categoría "${name}"?`,
} as const;
