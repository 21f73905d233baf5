import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passages, sources } from '../../db/schema';
import type { PassageDraft, PassageRow } from './passages';

/** A bot's passages with their source's title, as the chat answers from them (loaded with the bot). */
export function findPassagesOf(db: DbOrTx, botId: string): Promise<PassageRow[]> {
  return db
    .select({
      id: passages.id,
      sourceId: passages.sourceId,
      sourceTitle: sources.title,
      heading: passages.heading,
      text: passages.text,
    })
    .from(passages)
    .innerJoin(sources, eq(sources.id, passages.sourceId))
    .where(eq(passages.botId, botId))
    .orderBy(asc(sources.createdAt), asc(passages.position));
}

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
