import type { BotTemplate } from '../../../shared/templates/types';

/** A template's intents in the shape the intents API takes (and drafts are merged in). */
export function templateIntentsOf(template: BotTemplate) {
  return template.intents.map((intent) => ({
    name: intent.name,
    description: intent.description,
    questions: [...intent.questions],
    answers: [],
    intentionFiles: [],
  }));
}
