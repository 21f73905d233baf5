import type { FaqEntry } from '../../../shared/schemas/content';
import type { FaqRow } from './faq.repo';

export function presentFaq(row: FaqRow): FaqEntry {
  return {
    _id: row.id,
    question: row.question,
    answer: row.answer,
    published: row.published,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}
