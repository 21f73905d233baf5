import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  message: string;
  fromUserId?: string | null;
  botId?: string | null;
}

/** Written in the caller's transaction, so a notification exists exactly when what it announces does. */
export async function createNotifications(db: DbOrTx, list: NewNotification[]) {
  if (list.length) await db.insert(notifications).values(list);
}

/** Whether a notification of this kind about this bot was written within the last `hours`. */
export async function notifiedRecently(db: DbOrTx, botId: string, kind: string, hours: number) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.botId, botId),
        eq(notifications.kind, kind),
        gt(notifications.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    )
    .limit(1);
  return !!row;
}

export async function findNotificationsOf(db: DbOrTx, userId: string, page: number, pageSize: number) {
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select({ notification: notifications, fromUser: { name: users.name, pictureUrl: users.pictureUrl } })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.fromUserId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Flips read/unread on the addressee's own notification; undefined when it is not theirs. */
export async function toggleRead(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`case when ${notifications.readAt} is null then now() else null end` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) return undefined;
  // Answered like a list item, sender included.
  const [sender] = row.fromUserId
    ? await db
        .select({ name: users.name, pictureUrl: users.pictureUrl })
        .from(users)
        .where(eq(users.id, row.fromUserId))
    : [];
  return { notification: row, fromUser: sender ?? null };
}

export async function deleteNotification(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}
