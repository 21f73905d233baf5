import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { faqEntries } from '../../db/schema';
import { everyWordIn } from '../../db/word-match';

export type FaqRow = typeof faqEntries.$inferSelect;
type FaqValues = Pick<typeof faqEntries.$inferInsert, 'question' | 'answer' | 'published'>;

export function listFaq(db: DbOrTx, options: { term?: string; onlyPublished: boolean }): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqEntries)
    .where(
      and(
        options.onlyPublished ? eq(faqEntries.published, true) : undefined,
        everyWordIn(sql`${faqEntries.question} || ' ' || ${faqEntries.answer}`, options.term),
      ),
    )
    .orderBy(asc(faqEntries.position), asc(faqEntries.createdAt));
}

/** Adds the entry after the last one. */
export async function insertFaq(db: DbOrTx, values: FaqValues): Promise<FaqRow> {
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${faqEntries.position}), -1)::int + 1` })
    .from(faqEntries)) as [{ next: number }];
  const [row] = await db
    .insert(faqEntries)
    .values({ ...values, position: next })
    .returning();
  return row!;
}

export async function updateFaqEntry(db: DbOrTx, id: string, values: FaqValues): Promise<FaqRow | undefined> {
  const [row] = await db
    .update(faqEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqEntries.id, id))
    .returning();
  return row;
}

export async function deleteFaqEntry(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  return deleted.length > 0;
}

/** Every entry's id, locked until the transaction ends (a reorder sees the whole list). */
export async function lockFaqIds(tx: DbOrTx): Promise<string[]> {
  const rows = await tx.select({ id: faqEntries.id }).from(faqEntries).for('update');
  return rows.map((row) => row.id);
}

export async function setFaqPosition(db: DbOrTx, id: string, position: number): Promise<void> {
  await db.update(faqEntries).set({ position }).where(eq(faqEntries.id, id));
}
