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
  /** The card's rating: the average with one decimal and the number of ratings, "4,8 (40)". */
  rating: (average: number, count: number) => `${oneDecimal(average)} (${count})`,
  ratingLabel: (average: number, count: number) =>
    `Calificación ${oneDecimal(average)} de 5, ${count === 1 ? '1 opinión' : `${count} opiniones`}`,
} as const;

function oneDecimal(value: number): string {
  return value.toLocaleString('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
