import { eq, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import type { FaqValues } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { retrainPlatformBot, type FaqRow } from './faq.repo';

const notFound = () => new AppError('not_found', 404, msg.content.faqNotFound);

export async function createFaq(db: Db, values: FaqValues): Promise<FaqRow> {
  return db.transaction(async (tx) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${faqEntries.position}), -1)::int + 1` })
      .from(faqEntries)) as [{ next: number }];
    const [row] = await tx
      .insert(faqEntries)
      .values({ ...values, position: next })
      .returning();
    await retrainPlatformBot(tx);
    return row!;
  });
}

export async function updateFaq(db: Db, id: string, values: FaqValues): Promise<FaqRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqEntries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(faqEntries.id, id))
      .returning();
    if (!row) throw notFound();
    await retrainPlatformBot(tx);
    return row;
  });
}

export async function deleteFaq(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
    if (deleted.length === 0) throw notFound();
    await retrainPlatformBot(tx);
  });
}

/** The whole order at once: the ids must be exactly the stored entries, so a stale screen cannot lose one. */
export async function reorderFaq(db: Db, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await tx.select({ id: faqEntries.id }).from(faqEntries).for('update');
    const known = new Set(stored.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new AppError('conflict', 409, msg.content.faqOrderMismatch);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(faqEntries).set({ position }).where(eq(faqEntries.id, id));
    }
    await retrainPlatformBot(tx);
  });
}
