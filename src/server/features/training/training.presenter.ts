import type { Intent } from '../../../shared/schemas/training';
import type { intents } from '../../db/schema';

export function presentIntent(row: typeof intents.$inferSelect): Intent {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    intention: row.intention,
    questions: row.questions,
    answers: row.answers,
    intentionFiles: row.files,
  };
}
