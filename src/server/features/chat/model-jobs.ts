import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { findBotByRef, findIntentsOf } from '../bots/bots.repo';

/**
 * Builds a bot's model when it is trained, not at its first message (issue 44): the model is then kept in
 * the database (bot_models) for every instance, so the first visitor after a training waits for a load,
 * never for a training. One job per bot and training version; a newer training makes an older job moot
 * (ModelCache builds for the version the bot has when the job runs).
 */
export const KEEP_MODEL_JOB = 'keep-model';

export function registerModelJobs(ctx: AppContext): void {
  ctx.jobs.define(
    KEEP_MODEL_JOB,
    async (job) => {
      const db = ctx.database.db;
      const bot = await findBotByRef(db, String(job.payload.botId));
      if (!bot) return;
      const intents = await findIntentsOf(db, bot.id);
      if (!intents.length) return;
      await ctx.models.get(db, bot, intents);
    },
    // A 3,000-intent bot trains in seconds; a stuck build must not hold the claim for ever.
    { timeoutMs: 120_000 },
  );
}

/** Queues the bot's model inside the transaction that trains it; kick the worker after the commit. */
export async function queueModelBuild(
  ctx: AppContext,
  tx: DbOrTx,
  bot: { id: string; trainingVersion: number },
): Promise<void> {
  await ctx.jobs.enqueueIn(tx, KEEP_MODEL_JOB, {
    payload: { botId: bot.id },
    dedupeKey: `${KEEP_MODEL_JOB}:${bot.id}:${bot.trainingVersion}`,
  });
}
