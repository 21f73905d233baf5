import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { qualifications, users } from '../../db/schema';

export type QualificationRow = typeof qualifications.$inferSelect;
/** A rating's target: a bot or a user. */
export type RatedRef = { table: 'bot' | 'user'; id: string };

const targetIs = (target: RatedRef) =>
  eq(target.table === 'bot' ? qualifications.toBotId : qualifications.toUserId, target.id);

export async function findQualification(
  db: DbOrTx,
  fromUserId: string,
  target: RatedRef,
): Promise<QualificationRow | undefined> {
  const [row] = await db
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.fromUserId, fromUserId), targetIs(target)));
  return row;
}

export async function insertQualification(
  db: DbOrTx,
  fromUserId: string,
  target: RatedRef,
  input: { rating: number; comment: string },
): Promise<QualificationRow> {
  const [row] = await db
    .insert(qualifications)
    .values({
      fromUserId,
      ...(target.table === 'bot' ? { toBotId: target.id } : { toUserId: target.id }),
      rating: input.rating,
      comment: input.comment,
    })
    .returning();
  return row!;
}

export async function updateQualification(
  db: DbOrTx,
  id: string,
  input: { rating: number; comment: string },
): Promise<QualificationRow> {
  const [row] = await db
    .update(qualifications)
    .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
    .where(eq(qualifications.id, id))
    .returning();
  return row!;
}

/** The target's exact average (rounded to cents, 0 without ratings) and count, from the stored ratings. */
export async function ratingAggregate(
  db: DbOrTx,
  target: RatedRef,
): Promise<{ globalRating: number; ratingsCount: number }> {
  const [row] = await db
    .select({
      globalRating: sql<number>`coalesce(round(avg(${qualifications.rating}), 2), 0)::float8`,
      ratingsCount: sql<number>`count(*)::int`,
    })
    .from(qualifications)
    .where(targetIs(target));
  return row ?? { globalRating: 0, ratingsCount: 0 };
}

/** One page of the target's ratings, newest first, with each rater's public name and picture. */
export async function findQualificationsOf(db: DbOrTx, target: RatedRef, page: number, pageSize: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: qualifications,
        fromUser: { id: users.id, name: users.name, pictureUrl: users.pictureUrl },
      })
      .from(qualifications)
      .innerJoin(users, eq(users.id, qualifications.fromUserId))
      .where(targetIs(target))
      .orderBy(desc(qualifications.createdAt), desc(qualifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(qualifications).where(targetIs(target)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The bot's ratings per UTC day since `from` (an ISO instant), as `{date: 'YYYY-MM-DD', ratings}` rows. */
export async function ratingDays(
  db: DbOrTx,
  botId: string,
  from: string,
): Promise<Array<{ date: string; ratings: number }>> {
  const result = await db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as ratings
      from qualifications
      where to_bot_id = ${botId} and created_at >= ${from}::timestamptz
      group by 1`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows as Array<{ date: string; ratings: number }>;
}
