import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { unansweredResolutions } from '../../db/schema';

/** When each group of the bot's unanswered questions was last dealt with, by the group's key. */
export async function findResolutions(db: DbOrTx, botId: string): Promise<Map<string, Date>> {
  const rows = await db.select().from(unansweredResolutions).where(eq(unansweredResolutions.botId, botId));
  return new Map(rows.map((row) => [row.key, row.resolvedAt]));
}

/** The group leaves the list: its questions asked before now count as dealt with. */
export async function markResolved(db: DbOrTx, botId: string, key: string): Promise<void> {
  await db
    .insert(unansweredResolutions)
    .values({ botId, key })
    .onConflictDoUpdate({
      target: [unansweredResolutions.botId, unansweredResolutions.key],
      set: { resolvedAt: new Date() },
    });
}
