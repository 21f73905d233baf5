import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { botModels } from '../../db/schema';

/** What a persisted model must match to be loaded: the bot's training, its region and the engine. */
export interface BotModelKey {
  botId: string;
  trainingVersion: number;
  region: string | null;
  fingerprint: string;
}

/** The serialized model of this exact training, region and engine, if one was kept. */
export async function findBotModel(db: DbOrTx, key: BotModelKey): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ model: botModels.model })
    .from(botModels)
    .where(
      and(
        eq(botModels.botId, key.botId),
        eq(botModels.trainingVersion, key.trainingVersion),
        key.region === null ? isNull(botModels.region) : eq(botModels.region, key.region),
        eq(botModels.fingerprint, key.fingerprint),
      ),
    );
  return row?.model;
}

// Read beside every cold bot's data (ModelCache.preload): built once and named.
const keptModelStatement = preparedOnce((db) =>
  db
    .select({
      botId: botModels.botId,
      trainingVersion: botModels.trainingVersion,
      region: botModels.region,
      fingerprint: botModels.fingerprint,
      model: botModels.model,
    })
    .from(botModels)
    .where(eq(botModels.botId, sql.placeholder('botId')))
    .prepare('find_kept_model_of'),
);

/** The bot's kept model, whatever it was kept for (the caller compares its key with the one it needs). */
export async function findKeptModelOf(
  db: DbOrTx,
  botId: string,
): Promise<(BotModelKey & { model: Buffer }) | undefined> {
  const [row] = await keptModelStatement(db).execute({ botId });
  return row;
}

/** Keeps the bot's model, replacing the one of an earlier training, region or engine. */
export async function saveBotModel(db: DbOrTx, key: BotModelKey, model: Buffer): Promise<void> {
  await db
    .insert(botModels)
    .values({ ...key, model })
    .onConflictDoUpdate({
      target: botModels.botId,
      set: {
        trainingVersion: key.trainingVersion,
        region: key.region,
        fingerprint: key.fingerprint,
        model,
        createdAt: sql`now()`,
      },
      // An instance still answering from an older training never replaces a newer one's model.
      setWhere: sql`${botModels.trainingVersion} <= excluded.training_version`,
    });
}
