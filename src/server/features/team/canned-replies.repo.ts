import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cannedReplies } from '../../db/schema';

/** A bot's saved answers, by shortcut. */
export async function listCanned(db: DbOrTx, botId: string) {
  return db
    .select({ id: cannedReplies.id, shortcut: cannedReplies.shortcut, text: cannedReplies.text })
    .from(cannedReplies)
    .where(eq(cannedReplies.botId, botId))
    .orderBy(asc(cannedReplies.shortcut));
}

export async function countCanned(db: DbOrTx, botId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cannedReplies)
    .where(eq(cannedReplies.botId, botId));
  return row?.n ?? 0;
}

export async function insertCanned(db: DbOrTx, values: { botId: string; shortcut: string; text: string }) {
  const [row] = await db
    .insert(cannedReplies)
    .values(values)
    .returning({ id: cannedReplies.id, shortcut: cannedReplies.shortcut, text: cannedReplies.text });
  return row!;
}

/** The reply changed, or undefined when it is not the bot's. */
export async function updateCanned(
  db: DbOrTx,
  botId: string,
  replyId: string,
  values: { shortcut: string; text: string },
) {
  const [row] = await db
    .update(cannedReplies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cannedReplies.botId, botId), eq(cannedReplies.id, replyId)))
    .returning({ id: cannedReplies.id, shortcut: cannedReplies.shortcut, text: cannedReplies.text });
  return row;
}

/** Whether a reply of the bot was deleted. */
export async function deleteCanned(db: DbOrTx, botId: string, replyId: string): Promise<boolean> {
  const rows = await db
    .delete(cannedReplies)
    .where(and(eq(cannedReplies.botId, botId), eq(cannedReplies.id, replyId)))
    .returning({ id: cannedReplies.id });
  return rows.length > 0;
}
