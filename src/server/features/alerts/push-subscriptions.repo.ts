import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for the user. An endpoint is one browser profile: stored before for
 * someone else (another account signed in on the same phone), it moves to this user with its new keys.
 */
export async function upsertSubscription(
  db: DbOrTx,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, lastSuccessAt: null },
    });
}

/** Keeps the user's `keep` newest subscriptions and deletes the rest (browsers that never unsubscribed). */
export async function pruneSubscriptions(db: DbOrTx, userId: string, keep: number): Promise<void> {
  const newest = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  if (newest.length < keep) return;
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      notInArray(
        pushSubscriptions.id,
        newest.map((row) => row.id),
      ),
    ),
  );
}

/** Deletes the user's own subscription of that endpoint; false when they had none. */
export async function deleteOwnSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Every subscription of these users (each of their browsers). */
export async function subscriptionsOf(db: DbOrTx, userIds: readonly string[]) {
  if (!userIds.length) return [];
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

export async function findSubscription(db: DbOrTx, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/**
 * The push service said the subscription is gone (404, 410): deleted, unless the row changed meanwhile
 * (the browser subscribed again with new keys under the same endpoint).
 */
export async function deleteGoneSubscription(db: DbOrTx, row: Pick<PushSubscriptionRow, 'id' | 'auth'>) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.auth, row.auth)));
}

export async function markDelivered(db: DbOrTx, id: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, id));
}
