import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import type { FaqEntry } from '../../../shared/schemas/content';
import type { DbOrTx } from '../../db/client';
import { bots, faqEntries } from '../../db/schema';

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

/** Every word of the term, accents and case aside, must appear in the question or the answer. */
function matchesTerm(term: string | undefined): SQL | undefined {
  const words = (term ?? '')
    .replace(/[%_\\]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  const haystack = sql`f_fold(${faqEntries.question} || ' ' || ${faqEntries.answer})`;
  return and(...words.map((word) => sql`${haystack} like '%' || f_fold(${word}) || '%'`));
}

export function listFaq(db: DbOrTx, options: { term?: string; onlyPublished: boolean }): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqEntries)
    .where(and(options.onlyPublished ? eq(faqEntries.published, true) : undefined, matchesTerm(options.term)))
    .orderBy(asc(faqEntries.position), asc(faqEntries.createdAt));
}

/** The platform bot answers from the FAQ: any change retrains it. */
export async function retrainPlatformBot(db: DbOrTx): Promise<void> {
  await db
    .update(bots)
    .set({ trainingVersion: sql`${bots.trainingVersion} + 1` })
    .where(eq(bots.id, PLATFORM_BOT_ID));
}
