/**
 * The concept bank's topics: the questions customers of any small business ask (decision 040). Each key
 * has a data file of phrasings, `src/server/lib/nlu/concepts/{key}.txt`; the label is how the owner sees it.
 * A starter template's intent and a knowledge draft name the concept they answer; an owner's intent that
 * names none is matched to one by its questions when one fits clearly.
 */
export const CONCEPTS = {
  hours: 'Horario de atención',
  holidays: 'Feriados y días especiales',
  location: 'Ubicación y dirección',
  directions: 'Cómo llegar',
  parking: 'Estacionamiento',
  branches: 'Sucursales',
  'new-branch': 'Nuevas sucursales y franquicias',
  prices: 'Precios',
  quote: 'Presupuestos y cotizaciones',
  'payment-methods': 'Medios de pago',
  installments: 'Cuotas y financiación',
  deposit: 'Seña y anticipo',
  delivery: 'Envíos y delivery',
  pickup: 'Retiro en el local',
  'order-status': 'Estado del pedido',
  booking: 'Turnos, citas y reservas',
  'cancel-booking': 'Cancelar o cambiar un turno',
  'home-service': 'Servicio a domicilio',
  duration: 'Duración del servicio',
  warranty: 'Garantía',
  returns: 'Cambios y devoluciones',
  invoice: 'Factura y datos fiscales',
  stock: 'Stock y disponibilidad',
  catalog: 'Productos y servicios',
  sizes: 'Talles y medidas',
  promotions: 'Promociones y descuentos',
  wholesale: 'Ventas por mayor',
  'custom-orders': 'Pedidos personalizados',
  'gift-cards': 'Tarjetas de regalo',
  contact: 'Contacto y WhatsApp',
  'social-media': 'Redes sociales',
  emergency: 'Urgencias',
  jobs: 'Trabajo y currículums',
  suppliers: 'Proveedores',
  requirements: 'Requisitos y documentos',
  'health-insurance': 'Obras sociales y seguros',
  dietary: 'Opciones sin gluten, veganas y alérgenos',
  kids: 'Niños',
  pets: 'Mascotas permitidas',
  accessibility: 'Accesibilidad',
  groups: 'Grupos y empresas',
  experience: 'Quiénes somos y experiencia',
  complaints: 'Reclamos',
  languages: 'Idiomas',
  wifi: 'Wifi y comodidades',
} as const;

export type ConceptKey = keyof typeof CONCEPTS;

export const CONCEPT_KEYS = Object.keys(CONCEPTS) as ConceptKey[];

export function isConceptKey(value: string): value is ConceptKey {
  return Object.hasOwn(CONCEPTS, value);
}
