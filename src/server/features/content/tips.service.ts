import { msg } from '../../../shared/messages.es';
import type { Phrase } from '../../../shared/schemas/chat';
import type { AdminPhrase, PhraseValues } from '../../../shared/schemas/content';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findListedBotId } from '../bots/bots.repo';
import * as repo from './tips.repo';
import type { AdminPhraseRow } from './tips.repo';

const m = msg.content;

function present(row: AdminPhraseRow): AdminPhrase {
  const { id, createdAt, ...rest } = row;
  return { ...rest, _id: id, createdAt: createdAt.toISOString() };
}

async function findPhrase(db: DbOrTx, id: string): Promise<AdminPhrase> {
  const row = await repo.findPhrase(db, id);
  if (!row) throw new AppError('not_found', 404, m.phraseNotFound);
  return present(row);
}

/** A tip leads visitors to a bot: only one anybody may see (published, by a visible owner). */
async function publishedBotId(db: DbOrTx, ref: string): Promise<string> {
  const id = await findListedBotId(db, ref);
  if (!id)
    throw new AppError('validation_error', 400, m.phraseBotUnpublished, { botId: m.phraseBotUnpublished });
  return id;
}

/** Phrases for the visitors' tip card, each leading to its bot. */
export function randomPhrases(ctx: AppContext, limit: number): Promise<Phrase[]> {
  return repo.randomPhrases(ctx.database.db, limit);
}

export async function listPhrases(ctx: AppContext): Promise<AdminPhrase[]> {
  return (await repo.listPhrases(ctx.database.db)).map(present);
}

export async function createPhrase(ctx: AppContext, values: PhraseValues): Promise<AdminPhrase> {
  const db = ctx.database.db;
  const botId = await publishedBotId(db, values.botId);
  const id = await repo.insertPhrase(db, { ...values, botId });
  return findPhrase(db, id);
}

export async function updatePhrase(ctx: AppContext, id: string, values: PhraseValues): Promise<AdminPhrase> {
  const db = ctx.database.db;
  await findPhrase(db, id);
  const botId = await publishedBotId(db, values.botId);
  await repo.updatePhraseRow(db, id, { ...values, botId });
  return findPhrase(db, id);
}

export async function deletePhrase(ctx: AppContext, id: string): Promise<void> {
  if (!(await repo.deletePhraseRow(ctx.database.db, id))) {
    throw new AppError('not_found', 404, m.phraseNotFound);
  }
}
