import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { botLlmDays } from '../../../db/schema';

/** A UTC day as the usage rows name it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Takes one of the bot's model requests for `day`, atomically (one upsert that increments only below
 * `limit`), so instances sharing the database never exceed it together; false when the day's are spent.
 */
export async function reserveLlmRequest(
  db: DbOrTx,
  botId: string,
  day: string,
  limit: number,
): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(botLlmDays)
    .values({ botId, day, requests: 1 })
    .onConflictDoUpdate({
      target: [botLlmDays.botId, botLlmDays.day],
      set: { requests: sql`${botLlmDays.requests} + 1` },
      setWhere: sql`${botLlmDays.requests} < ${limit}`,
    })
    .returning({ requests: botLlmDays.requests });
  return rows.length > 0;
}

/** One more visitor reply the model worded for the bot on `day` (the stats' count). */
export async function countWorded(db: DbOrTx, botId: string, day: string): Promise<void> {
  await db
    .insert(botLlmDays)
    .values({ botId, day, worded: 1 })
    .onConflictDoUpdate({
      target: [botLlmDays.botId, botLlmDays.day],
      set: { worded: sql`${botLlmDays.worded} + 1` },
    });
}

/** Replies the model worded per day since `fromDay` (days without any have no row). */
export async function wordedDays(db: DbOrTx, botId: string, fromDay: string) {
  return db
    .select({ date: botLlmDays.day, worded: botLlmDays.worded })
    .from(botLlmDays)
    .where(and(eq(botLlmDays.botId, botId), gte(botLlmDays.day, fromDay)));
}

/** The model requests the bot took on `day` (tests and the operator's checks). */
export async function requestsOn(db: DbOrTx, botId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ requests: botLlmDays.requests })
    .from(botLlmDays)
    .where(and(eq(botLlmDays.botId, botId), eq(botLlmDays.day, day)));
  return row?.requests ?? 0;
}
