import { and, desc, eq, sql } from 'drizzle-orm';
import type { Phrase } from '../../../shared/schemas/chat';
import type { AdminPhrase, PhraseValues } from '../../../shared/schemas/content';
import type { DbOrTx } from '../../db/client';
import { botPhrases, bots } from '../../db/schema';

/** Active phrases of visible bots, in random order: what the tip card shows visitors. */
export async function randomPhrases(db: DbOrTx, limit: number): Promise<Phrase[]> {
  const rows = await db
    .select({
      id: botPhrases.id,
      phrase: botPhrases.phrase,
      botId: bots.id,
      alias: bots.alias,
      name: bots.name,
      description: bots.description,
      pictureUrl: bots.pictureUrl,
    })
    .from(botPhrases)
    .innerJoin(bots, eq(bots.id, botPhrases.botId))
    .where(and(eq(botPhrases.active, true), eq(bots.listed, true)))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    phrase: row.phrase,
    botId: row.botId,
    alias: row.alias,
    botAlias: row.alias,
    botName: row.name,
    botDescription: row.description,
    botPictureUrl: row.pictureUrl,
  }));
}

// ---------- The super users' list (/dashboard/tips) ----------

const columns = {
  id: botPhrases.id,
  phrase: botPhrases.phrase,
  active: botPhrases.active,
  createdAt: botPhrases.createdAt,
  botId: bots.id,
  botAlias: bots.alias,
  botName: bots.name,
  botPictureUrl: bots.pictureUrl,
};

export type AdminPhraseRow = Omit<AdminPhrase, '_id' | 'createdAt'> & { id: string; createdAt: Date };

export async function findPhrase(db: DbOrTx, id: string): Promise<AdminPhraseRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(botPhrases)
    .innerJoin(bots, eq(bots.id, botPhrases.botId))
    .where(eq(botPhrases.id, id));
  return row;
}

export function listPhrases(db: DbOrTx): Promise<AdminPhraseRow[]> {
  return db
    .select(columns)
    .from(botPhrases)
    .innerJoin(bots, eq(bots.id, botPhrases.botId))
    .orderBy(desc(botPhrases.createdAt));
}

export async function insertPhrase(db: DbOrTx, values: PhraseValues): Promise<string> {
  const [row] = await db
    .insert(botPhrases)
    .values({ botId: values.botId, phrase: values.phrase, active: values.active })
    .returning({ id: botPhrases.id });
  return row!.id;
}

export async function updatePhraseRow(db: DbOrTx, id: string, values: PhraseValues): Promise<void> {
  await db
    .update(botPhrases)
    .set({ botId: values.botId, phrase: values.phrase, active: values.active })
    .where(eq(botPhrases.id, id));
}

export async function deletePhraseRow(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(botPhrases).where(eq(botPhrases.id, id)).returning({ id: botPhrases.id });
  return deleted.length > 0;
}
