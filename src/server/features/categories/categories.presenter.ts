import type { Category } from '../../../shared/schemas/categories';
import type { categories } from '../../db/schema';
import { CategoryKeySchema } from '../../../shared/schemas/categories';

export function presentCategory(row: typeof categories.$inferSelect): Category {
  return {
    _id: row.key,
    key: CategoryKeySchema.parse(row.key),
    name: row.name,
    mediaKey: row.mediaKey,
    icon: row.icon,
    color: row.color,
    intro: row.intro,
    description: row.description,
    questions: row.questions,
    phrases: row.phrases,
  };
}
