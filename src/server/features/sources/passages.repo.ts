import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passages } from '../../db/schema';
import type { PassageDraft } from './passages';

/** Stores a source's passages in one statement (one bump of the bot's revision). */
export async function insertPassages(db: DbOrTx, botId: string, sourceId: string, drafts: PassageDraft[]) {
  if (!drafts.length) return;
  await db.insert(passages).values(
    drafts.map((draft, position) => ({
      botId,
      sourceId,
      position,
      heading: draft.heading,
      text: draft.text,
    })),
  );
}

export async function countPassagesOf(db: DbOrTx, sourceId: string): Promise<number> {
  return (await db.select({ id: passages.id }).from(passages).where(eq(passages.sourceId, sourceId))).length;
}

/** Passages a bot holds across its sources (MAX_BOT_PASSAGES, source-jobs.ts). */
export async function countBotPassages(db: DbOrTx, botId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passages)
    .where(eq(passages.botId, botId));
  return row?.count ?? 0;
}

/** A bot's passage texts in reading order, at most `limit` (the price suggestions read them whole). */
export async function passageTextsOf(db: DbOrTx, botId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ text: passages.text })
    .from(passages)
    .where(eq(passages.botId, botId))
    .orderBy(asc(passages.sourceId), asc(passages.position))
    .limit(limit);
  return rows.map((row) => row.text);
}
