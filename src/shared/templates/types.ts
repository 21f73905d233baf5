import type { CategoryKey } from '../categories';

/** One intent of a starter template: what PUT /bot/{id}/intents takes, with blanks ("[tu horario]") to fill. */
export interface TemplateIntent {
  name: string;
  questions: readonly string[];
  /** The response description, in markdown, with blanks in square brackets. */
  description: string;
}

/** The starter template of a category: the intents most businesses of that kind need. */
export interface BotTemplate {
  categoryKey: CategoryKey;
  intents: readonly TemplateIntent[];
}
