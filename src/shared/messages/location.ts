export const location = {
  title: 'Ubicación del Bot',
  search: 'Localiza a tu bot',
  searchPlaceholder: 'Calle, número y ciudad',
  searchButton: 'Buscar lugar',
  noResults: 'No encontramos ese lugar. Marca la ubicación en el mapa.',
  searchFailed: 'No pudimos buscar el lugar. Marca la ubicación en el mapa.',
  mapHint: 'Haz clic en el mapa para marcar dónde está tu bot.',
  address: 'Dirección',
  postalCode: 'Código postal',
  remove: 'Quitar',
  add: 'Agregar',
} as const;
