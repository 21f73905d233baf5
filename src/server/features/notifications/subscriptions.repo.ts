import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';

export async function isSubscribed(db: DbOrTx, userId: string, botId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.botId, botId)));
  return !!row;
}

/** True when the subscription is new (subscribing twice is no change). */
export async function addSubscription(db: DbOrTx, userId: string, botId: string): Promise<boolean> {
  const added = await db
    .insert(subscriptions)
    .values({ userId, botId })
    .onConflictDoNothing()
    .returning({ userId: subscriptions.userId });
  return added.length > 0;
}

export async function removeSubscription(db: DbOrTx, userId: string, botId: string): Promise<void> {
  await db.delete(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.botId, botId)));
}

export async function subscribersOf(db: DbOrTx, botId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.botId, botId));
  return rows.map((row) => row.userId);
}
