import { and, desc, eq, or } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import type { AdminPhrase, PhraseValues } from '../../../shared/schemas/content';
import type { Db, DbOrTx } from '../../db/client';
import { botPhrases, bots } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const m = msg.content;

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

function present(row: Omit<AdminPhrase, '_id' | 'createdAt'> & { id: string; createdAt: Date }): AdminPhrase {
  const { id, createdAt, ...rest } = row;
  return { ...rest, _id: id, createdAt: createdAt.toISOString() };
}

async function findPhrase(db: DbOrTx, id: string): Promise<AdminPhrase> {
  const [row] = await db
    .select(columns)
    .from(botPhrases)
    .innerJoin(bots, eq(bots.id, botPhrases.botId))
    .where(eq(botPhrases.id, id));
  if (!row) throw new AppError('not_found', 404, m.phraseNotFound);
  return present(row);
}

/** A tip leads visitors to a bot: only one anybody may see (published, by a visible owner). */
async function publishedBotId(db: DbOrTx, ref: string): Promise<string> {
  const [bot] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(or(eq(bots.id, ref), eq(bots.alias, ref.toLowerCase())), eq(bots.listed, true)));
  if (!bot)
    throw new AppError('validation_error', 400, m.phraseBotUnpublished, { botId: m.phraseBotUnpublished });
  return bot.id;
}

export async function listPhrases(db: DbOrTx): Promise<AdminPhrase[]> {
  const rows = await db
    .select(columns)
    .from(botPhrases)
    .innerJoin(bots, eq(bots.id, botPhrases.botId))
    .orderBy(desc(botPhrases.createdAt));
  return rows.map(present);
}

export async function createPhrase(db: Db, values: PhraseValues): Promise<AdminPhrase> {
  const botId = await publishedBotId(db, values.botId);
  const [row] = await db
    .insert(botPhrases)
    .values({ botId, phrase: values.phrase, active: values.active })
    .returning({ id: botPhrases.id });
  return findPhrase(db, row!.id);
}

export async function updatePhrase(db: Db, id: string, values: PhraseValues): Promise<AdminPhrase> {
  await findPhrase(db, id);
  const botId = await publishedBotId(db, values.botId);
  await db
    .update(botPhrases)
    .set({ botId, phrase: values.phrase, active: values.active })
    .where(eq(botPhrases.id, id));
  return findPhrase(db, id);
}

export async function deletePhrase(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(botPhrases).where(eq(botPhrases.id, id)).returning({ id: botPhrases.id });
  if (deleted.length === 0) throw new AppError('not_found', 404, m.phraseNotFound);
}
