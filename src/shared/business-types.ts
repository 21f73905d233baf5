import type { CategoryKey } from './categories';
import { foldAccents } from './fold';

/**
 * The kinds of small business a new bot starts from (issue 38): each belongs to one of the directory's 11
 * categories, has its own starter template (src/shared/templates/business/{key}.ts) and refines the
 * directory (`?tipo=peluqueria`). The key is the address's word, so it is Spanish, without accents, and
 * never changes once bots carry it. `aliases` are the other words people use for it in the region
 * ("pelu", "estilista", "gasfiter"), for the picker's search and the directory's.
 */
export interface BusinessType {
  key: string;
  name: string;
  categoryKey: CategoryKey;
  aliases: readonly string[];
}

export const BUSINESS_TYPES = [
  {
    key: 'peluqueria',
    name: 'Peluquería',
    categoryKey: 'plumbing',
    aliases: [
      'peluquero',
      'peluquera',
      'pelu',
      'salón de belleza',
      'estilista',
      'corte de pelo',
      'coloración',
      'alisado',
    ],
  },
  {
    key: 'barberia',
    name: 'Barbería',
    categoryKey: 'plumbing',
    aliases: ['barbero', 'barber', 'barba', 'corte de hombre'],
  },
  {
    key: 'estetica',
    name: 'Uñas y estética',
    categoryKey: 'plumbing',
    aliases: [
      'uñas',
      'manicura',
      'manicure',
      'pedicura',
      'manicurista',
      'depilación',
      'cosmetología',
      'cosmetóloga',
      'spa',
      'pestañas',
      'cejas',
      'centro de estética',
      'nail',
    ],
  },
  {
    key: 'odontologia',
    name: 'Odontología',
    categoryKey: 'openings',
    aliases: [
      'dentista',
      'odontólogo',
      'odontóloga',
      'ortodoncia',
      'dental',
      'clínica dental',
      'consultorio odontológico',
    ],
  },
  {
    key: 'consultorio',
    name: 'Consultorio médico',
    categoryKey: 'openings',
    aliases: [
      'médico',
      'médica',
      'doctor',
      'doctora',
      'clínica',
      'pediatra',
      'ginecólogo',
      'dermatólogo',
      'nutricionista',
      'centro médico',
    ],
  },
  {
    key: 'veterinaria',
    name: 'Veterinaria',
    categoryKey: 'openings',
    aliases: ['veterinario', 'veterinaria', 'vete', 'clínica veterinaria'],
  },
  {
    key: 'psicologia',
    name: 'Psicología',
    categoryKey: 'openings',
    aliases: ['psicólogo', 'psicóloga', 'terapia', 'terapeuta', 'psicoterapia', 'psicopedagoga'],
  },
  {
    key: 'kinesiologia',
    name: 'Kinesiología y fisioterapia',
    categoryKey: 'openings',
    aliases: [
      'kinesiólogo',
      'kinesióloga',
      'kine',
      'fisioterapeuta',
      'fisioterapia',
      'fisio',
      'rehabilitación',
      'masajes',
      'osteopatía',
    ],
  },
  {
    key: 'gimnasio',
    name: 'Gimnasio',
    categoryKey: 'openings',
    aliases: [
      'gym',
      'crossfit',
      'entrenamiento',
      'entrenador personal',
      'yoga',
      'pilates',
      'funcional',
      'box',
    ],
  },
  {
    key: 'farmacia',
    name: 'Farmacia',
    categoryKey: 'openings',
    aliases: ['farmacéutico', 'droguería', 'botica', 'perfumería'],
  },
  {
    key: 'optica',
    name: 'Óptica',
    categoryKey: 'openings',
    aliases: ['lentes', 'anteojos', 'gafas', 'óptico', 'lentes de contacto', 'optometrista'],
  },
  {
    key: 'restaurante',
    name: 'Restaurante',
    categoryKey: 'general',
    aliases: [
      'restorán',
      'parrilla',
      'bodegón',
      'cantina',
      'cafetería',
      'café',
      'bar',
      'comedor',
      'fonda',
      'picada',
    ],
  },
  {
    key: 'comida',
    name: 'Delivery de comida',
    categoryKey: 'general',
    aliases: [
      'delivery',
      'comida a domicilio',
      'viandas',
      'rotisería',
      'pizzería',
      'hamburguesas',
      'empanadas',
      'sushi',
      'comida casera',
      'dark kitchen',
    ],
  },
  {
    key: 'panaderia',
    name: 'Panadería y pastelería',
    categoryKey: 'general',
    aliases: [
      'pastelería',
      'panadero',
      'tortas',
      'repostería',
      'facturas',
      'confitería',
      'pasteles',
      'bizcochos',
    ],
  },
  {
    key: 'turismo',
    name: 'Turismo y excursiones',
    categoryKey: 'general',
    aliases: [
      'agencia de viajes',
      'viajes',
      'excursiones',
      'tours',
      'guía de turismo',
      'paquetes turísticos',
    ],
  },
  {
    key: 'hotel',
    name: 'Hotel y hospedaje',
    categoryKey: 'general',
    aliases: ['hostal', 'hostel', 'cabañas', 'posada', 'alojamiento', 'apart hotel', 'hospedaje', 'glamping'],
  },
  {
    key: 'ong',
    name: 'ONG y fundación',
    categoryKey: 'general',
    aliases: [
      'fundación',
      'asociación civil',
      'voluntariado',
      'donaciones',
      'organización social',
      'comedor comunitario',
    ],
  },
  {
    key: 'almacen',
    name: 'Almacén y minimercado',
    categoryKey: 'materials',
    aliases: [
      'almacén',
      'despensa',
      'abarrotes',
      'bodega',
      'tienda de barrio',
      'minimarket',
      'kiosco',
      'autoservicio',
      'verdulería',
      'carnicería',
    ],
  },
  {
    key: 'ropa',
    name: 'Tienda de ropa',
    categoryKey: 'materials',
    aliases: [
      'indumentaria',
      'moda',
      'boutique',
      'zapatería',
      'calzado',
      'lencería',
      'ropa infantil',
      'showroom',
    ],
  },
  {
    key: 'ferreteria',
    name: 'Ferretería',
    categoryKey: 'materials',
    aliases: [
      'ferretero',
      'corralón',
      'pinturería',
      'materiales de construcción',
      'herramientas',
      'sanitarios',
    ],
  },
  {
    key: 'floreria',
    name: 'Florería y vivero',
    categoryKey: 'materials',
    aliases: ['flores', 'floristería', 'arreglos florales', 'vivero', 'plantas', 'ramos'],
  },
  {
    key: 'mascotas',
    name: 'Pet shop y peluquería canina',
    categoryKey: 'materials',
    aliases: [
      'pet shop',
      'alimento para mascotas',
      'peluquería canina',
      'paseador de perros',
      'guardería canina',
      'forrajería',
    ],
  },
  {
    key: 'plomeria',
    name: 'Plomería y gas',
    categoryKey: 'plumbing',
    aliases: ['plomero', 'gasista', 'fontanero', 'gasfiter', 'gasfitería', 'destapaciones', 'cañerías'],
  },
  {
    key: 'electricista',
    name: 'Electricista',
    categoryKey: 'plumbing',
    aliases: ['electricidad', 'instalaciones eléctricas', 'técnico electricista', 'tablero eléctrico'],
  },
  {
    key: 'cerrajeria',
    name: 'Cerrajería',
    categoryKey: 'plumbing',
    aliases: ['cerrajero', 'llaves', 'copias de llaves', 'apertura de puertas'],
  },
  {
    key: 'lavadero',
    name: 'Lavadero y lavandería',
    categoryKey: 'plumbing',
    aliases: [
      'lavandería',
      'lavadero de autos',
      'lavado de autos',
      'tintorería',
      'lavado de ropa',
      'lavadero de ropa',
    ],
  },
  {
    key: 'taller',
    name: 'Taller mecánico',
    categoryKey: 'plumbing',
    aliases: [
      'mecánico',
      'taller',
      'service de autos',
      'chapa y pintura',
      'frenos',
      'mecánica automotriz',
      'motos',
    ],
  },
  {
    key: 'gomeria',
    name: 'Gomería y neumáticos',
    categoryKey: 'plumbing',
    aliases: [
      'gomero',
      'neumáticos',
      'cubiertas',
      'llantas',
      'vulcanizadora',
      'llantera',
      'alineación y balanceo',
    ],
  },
  {
    key: 'celulares',
    name: 'Celulares y reparación',
    categoryKey: 'domo',
    aliases: [
      'reparación de celulares',
      'servicio técnico',
      'celular',
      'teléfonos',
      'accesorios de celular',
      'cambio de pantalla',
    ],
  },
  {
    key: 'computacion',
    name: 'Computación y soporte técnico',
    categoryKey: 'domo',
    aliases: ['computadoras', 'notebooks', 'soporte técnico', 'informática', 'reparación de pc', 'redes'],
  },
  {
    key: 'software',
    name: 'Desarrollo web y software',
    categoryKey: 'domo',
    aliases: [
      'desarrollo web',
      'páginas web',
      'programador',
      'aplicaciones',
      'software a medida',
      'tienda online',
    ],
  },
  {
    key: 'agencia',
    name: 'Marketing y diseño',
    categoryKey: 'vr',
    aliases: [
      'agencia de marketing',
      'diseño gráfico',
      'diseñador',
      'community manager',
      'redes sociales',
      'branding',
      'publicidad',
    ],
  },
  {
    key: 'fotografia',
    name: 'Fotografía y video',
    categoryKey: 'vr',
    aliases: ['fotógrafo', 'fotógrafa', 'fotos', 'sesión de fotos', 'video', 'filmación', 'drone'],
  },
  {
    key: 'eventos',
    name: 'Eventos y fiestas',
    categoryKey: 'vr',
    aliases: [
      'salón de fiestas',
      'catering',
      'organizador de eventos',
      'dj',
      'cumpleaños',
      'bodas',
      'casamientos',
      'quinceañeras',
      'animación infantil',
    ],
  },
  {
    key: 'imprenta',
    name: 'Imprenta y gráfica',
    categoryKey: 'vr',
    aliases: [
      'gráfica',
      'impresiones',
      'copias',
      'fotocopias',
      'stickers',
      'tarjetas personales',
      'sublimación',
      'cartelería',
    ],
  },
  {
    key: 'contador',
    name: 'Contador',
    categoryKey: 'architecture',
    aliases: [
      'contadora',
      'contabilidad',
      'estudio contable',
      'impuestos',
      'monotributo',
      'declaraciones',
      'contador público',
    ],
  },
  {
    key: 'abogado',
    name: 'Abogado',
    categoryKey: 'architecture',
    aliases: [
      'abogada',
      'estudio jurídico',
      'jurídico',
      'legal',
      'asesoría legal',
      'bufete',
      'escribano',
      'notaría',
    ],
  },
  {
    key: 'arquitectura',
    name: 'Arquitectura y diseño de interiores',
    categoryKey: 'architecture',
    aliases: [
      'arquitecto',
      'arquitecta',
      'interiorismo',
      'planos',
      'diseño de interiores',
      'proyecto de obra',
    ],
  },
  {
    key: 'idiomas',
    name: 'Escuela de idiomas',
    categoryKey: 'architecture',
    aliases: [
      'inglés',
      'clases de inglés',
      'instituto de idiomas',
      'academia de idiomas',
      'portugués',
      'cursos de idiomas',
    ],
  },
  {
    key: 'profesor',
    name: 'Profesor particular',
    categoryKey: 'architecture',
    aliases: [
      'clases particulares',
      'apoyo escolar',
      'tutor',
      'profesora',
      'maestra particular',
      'clases de música',
      'clases de matemática',
    ],
  },
  {
    key: 'construccion',
    name: 'Construcción y reformas',
    categoryKey: 'electricity',
    aliases: [
      'constructora',
      'albañil',
      'albañilería',
      'reformas',
      'remodelación',
      'maestro mayor de obras',
      'pintor',
      'durlock',
    ],
  },
  {
    key: 'carpinteria',
    name: 'Carpintería y muebles',
    categoryKey: 'electricity',
    aliases: ['carpintero', 'muebles', 'mueblería', 'muebles a medida', 'herrería', 'aberturas', 'tapicería'],
  },
  {
    key: 'inmobiliaria',
    name: 'Inmobiliaria',
    categoryKey: 'realstate',
    aliases: [
      'bienes raíces',
      'alquileres',
      'propiedades',
      'corredor inmobiliario',
      'agente inmobiliario',
      'casas en venta',
      'departamentos',
    ],
  },
  {
    key: 'fletes',
    name: 'Transporte y fletes',
    categoryKey: 'transport',
    aliases: ['flete', 'mudanzas', 'mensajería', 'envíos', 'cadetería', 'remís', 'traslados', 'mudanza'],
  },
  {
    key: 'seguros',
    name: 'Seguros',
    categoryKey: 'insurance',
    aliases: [
      'productor de seguros',
      'aseguradora',
      'broker de seguros',
      'seguro de auto',
      'seguro de hogar',
      'agente de seguros',
    ],
  },
] as const satisfies readonly BusinessType[];

export type BusinessTypeKey = (typeof BUSINESS_TYPES)[number]['key'];

export const BUSINESS_TYPE_KEYS = BUSINESS_TYPES.map((type) => type.key) as BusinessTypeKey[];

const byKey = new Map<string, BusinessType>(BUSINESS_TYPES.map((type) => [type.key, type]));

export function isBusinessTypeKey(value: string): value is BusinessTypeKey {
  return byKey.has(value);
}

export function businessTypeOf(key: string | null | undefined): BusinessType | undefined {
  return key ? byKey.get(key) : undefined;
}

/** The types of one category, in the list's order. */
export function businessTypesOf(categoryKey: CategoryKey): BusinessType[] {
  return BUSINESS_TYPES.filter((type) => type.categoryKey === categoryKey);
}

const words = (text: string) =>
  foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The types a person means by what they typed, best first: "pelu" finds Peluquería (a word of the name or
 * an alias starts with each word typed), "dentista" finds Odontología (an alias). The name's own words
 * rank above an alias's, and a whole word above a prefix. An empty query lists every type.
 */
export function searchBusinessTypes(query: string): BusinessType[] {
  const typed = words(query);
  if (typed.length === 0) return [...BUSINESS_TYPES];
  const scored: { type: BusinessType; score: number; index: number }[] = [];
  BUSINESS_TYPES.forEach((type, index) => {
    const score = Math.max(
      matchScore(typed, words(type.name)) * 2,
      ...type.aliases.map((alias) => matchScore(typed, words(alias))),
    );
    if (score > 0) scored.push({ type, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.type);
}

/** 0 unless every typed word begins a word of the phrase; 2 per whole word, 1 per prefix. */
function matchScore(typed: readonly string[], phrase: readonly string[]): number {
  let score = 0;
  for (const word of typed) {
    if (phrase.includes(word)) score += 2;
    else if (phrase.some((candidate) => candidate.startsWith(word))) score += 1;
    else return 0;
  }
  return score;
}
