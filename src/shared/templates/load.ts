import type { CategoryKey } from '../categories';
import type { BotTemplate } from './types';

/**
 * Each category's template is its own module, loaded when an owner asks for it: the templates weigh tens
 * of kilobytes and only the owner's screens need them (never the public pages).
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

/** The starter template of a category. */
export async function loadTemplate(categoryKey: CategoryKey): Promise<BotTemplate> {
  return (await loaders[categoryKey]()).template;
}
