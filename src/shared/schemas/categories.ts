import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories';

export const CategoryKeySchema = z.enum(CATEGORY_KEYS);

export const CategorySchema = z
  .object({
    _id: z.string(),
    key: CategoryKeySchema,
    name: z.string(),
    mediaKey: z.string(),
    icon: z.string(),
    color: z.string(),
    intro: z.string(),
    description: z.string(),
    questions: z.array(z.string()),
    phrases: z.array(z.string()),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryParamsSchema = z.object({ key: CategoryKeySchema });
export const CategoryResponseSchema = z.object({ category: CategorySchema });
