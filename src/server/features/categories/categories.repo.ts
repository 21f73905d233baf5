import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.position));
}

export async function findCategoryByKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(categories).where(eq(categories.key, key));
  return row;
}
