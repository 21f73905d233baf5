import type { BusinessTypeKey } from '../business-types';
import type { CategoryKey } from '../categories';
import type { BotTemplate, BusinessTemplate } from './types';

/**
 * Each template is its own module, loaded when an owner asks for it: the templates weigh tens of
 * kilobytes and only the owner's screens need them (never the public pages).
 */
const loaders: Record<CategoryKey, () => Promise<{ template: BotTemplate }>> = {
  vr: () => import('./vr'),
  domo: () => import('./domo'),
  architecture: () => import('./architecture'),
  materials: () => import('./materials'),
  plumbing: () => import('./plumbing'),
  electricity: () => import('./electricity'),
  realstate: () => import('./realstate'),
  openings: () => import('./openings'),
  transport: () => import('./transport'),
  insurance: () => import('./insurance'),
  general: () => import('./general'),
};

const businessLoaders: Record<BusinessTypeKey, () => Promise<{ template: BusinessTemplate }>> = {
  peluqueria: () => import('./business/peluqueria'),
  barberia: () => import('./business/barberia'),
  estetica: () => import('./business/estetica'),
  odontologia: () => import('./business/odontologia'),
  consultorio: () => import('./business/consultorio'),
  veterinaria: () => import('./business/veterinaria'),
  psicologia: () => import('./business/psicologia'),
  kinesiologia: () => import('./business/kinesiologia'),
  gimnasio: () => import('./business/gimnasio'),
  farmacia: () => import('./business/farmacia'),
  optica: () => import('./business/optica'),
  restaurante: () => import('./business/restaurante'),
  comida: () => import('./business/comida'),
  panaderia: () => import('./business/panaderia'),
  turismo: () => import('./business/turismo'),
  hotel: () => import('./business/hotel'),
  ong: () => import('./business/ong'),
  almacen: () => import('./business/almacen'),
  ropa: () => import('./business/ropa'),
  ferreteria: () => import('./business/ferreteria'),
  floreria: () => import('./business/floreria'),
  mascotas: () => import('./business/mascotas'),
  plomeria: () => import('./business/plomeria'),
  electricista: () => import('./business/electricista'),
  cerrajeria: () => import('./business/cerrajeria'),
  lavadero: () => import('./business/lavadero'),
  taller: () => import('./business/taller'),
  gomeria: () => import('./business/gomeria'),
  celulares: () => import('./business/celulares'),
  computacion: () => import('./business/computacion'),
  software: () => import('./business/software'),
  agencia: () => import('./business/agencia'),
  fotografia: () => import('./business/fotografia'),
  eventos: () => import('./business/eventos'),
  imprenta: () => import('./business/imprenta'),
  contador: () => import('./business/contador'),
  abogado: () => import('./business/abogado'),
  arquitectura: () => import('./business/arquitectura'),
  idiomas: () => import('./business/idiomas'),
  profesor: () => import('./business/profesor'),
  construccion: () => import('./business/construccion'),
  carpinteria: () => import('./business/carpinteria'),
  inmobiliaria: () => import('./business/inmobiliaria'),
  fletes: () => import('./business/fletes'),
  seguros: () => import('./business/seguros'),
};

/** The starter template of a category (a business of a type not in the list). */
export async function loadTemplate(categoryKey: CategoryKey): Promise<BotTemplate> {
  return (await loaders[categoryKey]()).template;
}

/** The starter template of a type of business. */
export async function loadBusinessTemplate(key: BusinessTypeKey): Promise<BusinessTemplate> {
  return (await businessLoaders[key]()).template;
}
