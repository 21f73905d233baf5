import { and, asc, eq, sql } from 'drizzle-orm';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import type { FaqEntry } from '../../../shared/schemas/content';
import type { DbOrTx } from '../../db/client';
import { bots, faqEntries } from '../../db/schema';
import { everyWordIn } from '../../lib/word-match';

export type FaqRow = typeof faqEntries.$inferSelect;

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

/** The platform bot answers from the FAQ: any change retrains it. */
export async function retrainPlatformBot(db: DbOrTx): Promise<void> {
  await db
    .update(bots)
    .set({ trainingVersion: sql`${bots.trainingVersion} + 1` })
    .where(eq(bots.id, PLATFORM_BOT_ID));
}
