import type { BusinessTypeKey } from '../business-types';
import type { CategoryKey } from '../categories';
import type { ConceptKey } from '../concepts';

/** One intent of a starter template: what PUT /bot/{id}/intents takes, with blanks ("[tu horario]") to fill. */
export interface TemplateIntent {
  name: string;
  questions: readonly string[];
  /** The response description, in markdown, with blanks in square brackets. */
  description: string;
  /**
   * The concept of the concept bank the intent answers (src/shared/concepts.ts), when one clearly fits;
   * the template's own knowledge, not part of what the intents API takes.
   */
  concept?: ConceptKey;
}

/** The starter template of a category: the intents most businesses of that kind need. */
export interface BotTemplate {
  categoryKey: CategoryKey;
  intents: readonly TemplateIntent[];
}

/** The starter template of a type of business (src/shared/business-types.ts), in the region's Spanish. */
export interface BusinessTemplate extends BotTemplate {
  businessType: BusinessTypeKey;
}
