import { and, count, desc, eq, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import type { Qualification } from '../../../shared/schemas/social';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { bots, qualifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-row';
import { canSeeUser } from '../accounts/accounts.policy';
import { findUserByRef } from '../accounts/accounts.repo';
import { getVisibleBot } from '../bots/bots.service';
import { createNotifications } from '../notifications/notifications.repo';

export type Target = { kind: 'bot'; ref: string } | { kind: 'user'; ref: string };
type Row = typeof qualifications.$inferSelect;

export function presentQualification(
  row: Row,
  fromUser: { id: string; name: string; pictureUrl: string | null },
): Qualification {
  return {
    _id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    toBotId: row.toBotId,
    toAssistantId: row.toBotId,
    rating: Number(row.rating),
    comment: row.comment,
    fromUser: { _id: fromUser.id, name: fromUser.name, pictureUrl: fromUser.pictureUrl },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rated bot or user, checked against the viewer; raters may not rate themselves or their own bots. */
async function resolveTarget(ctx: AppContext, viewer: UserRow | null, target: Target) {
  if (target.kind === 'bot') {
    const bot = await getVisibleBot(ctx, viewer, target.ref);
    return {
      column: qualifications.toBotId,
      id: bot.id,
      ownerId: bot.createdBy,
      name: bot.name,
      table: 'bot' as const,
    };
  }
  const user = await findUserByRef(ctx.database.db, target.ref);
  if (!user || !user.activatedAt || !canSeeUser(viewer, user))
    throw new AppError('not_found', 404, msg.profile.notFound);
  return {
    column: qualifications.toUserId,
    id: user.id,
    ownerId: user.id,
    name: user.name,
    table: 'user' as const,
  };
}

export async function findMyQualification(ctx: AppContext, actor: UserRow, target: Target) {
  const resolved = await resolveTarget(ctx, actor, target);
  const [row] = await ctx.database.db
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.fromUserId, actor.id), eq(resolved.column, resolved.id)));
  return row ? presentQualification(row, actor) : null;
}

/** Keeps the target's average and count exact: recomputed from the rows while the target row is locked. */
async function refreshAggregate(tx: DbOrTx, table: 'bot' | 'user', id: string) {
  const column = table === 'bot' ? qualifications.toBotId : qualifications.toUserId;
  const average = sql`coalesce((select round(avg(${qualifications.rating}), 2) from ${qualifications} where ${column} = ${id}), 0)`;
  const total = sql`(select count(*) from ${qualifications} where ${column} = ${id})`;
  if (table === 'bot')
    await tx.update(bots).set({ globalRating: average, ratingsCount: total }).where(eq(bots.id, id));
  else await tx.update(users).set({ globalRating: average, ratingsCount: total }).where(eq(users.id, id));
}

export async function rate(
  ctx: AppContext,
  actor: UserRow,
  target: Target,
  input: { rating: number; comment: string },
  mode: 'create' | 'update',
) {
  await ctx.rateLimiter.consume('ratingUser', actor.id, msg.api.creatingTooFast);
  const resolved = await resolveTarget(ctx, actor, target);
  if (resolved.ownerId === actor.id) {
    throw new AppError('forbidden', 403, resolved.table === 'bot' ? msg.rating.ownBot : msg.rating.self);
  }
  const row = await ctx.database.db.transaction(async (tx) => {
    // One writer per target at a time, so the average below sees every committed rating.
    if (resolved.table === 'bot')
      await tx.execute(sql`select 1 from ${bots} where ${bots.id} = ${resolved.id} for update`);
    else await tx.execute(sql`select 1 from ${users} where ${users.id} = ${resolved.id} for update`);
    const [existing] = await tx
      .select()
      .from(qualifications)
      .where(and(eq(qualifications.fromUserId, actor.id), eq(resolved.column, resolved.id)));
    let saved: Row;
    if (mode === 'create') {
      if (existing) throw new AppError('conflict', 409, msg.rating.alreadyRated);
      [saved] = (await tx
        .insert(qualifications)
        .values({
          fromUserId: actor.id,
          ...(resolved.table === 'bot' ? { toBotId: resolved.id } : { toUserId: resolved.id }),
          rating: input.rating,
          comment: input.comment,
        })
        .returning()) as [Row];
    } else {
      if (!existing) throw new AppError('not_found', 404, msg.rating.notRated);
      [saved] = (await tx
        .update(qualifications)
        .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
        .where(eq(qualifications.id, existing.id))
        .returning()) as [Row];
    }
    await refreshAggregate(tx, resolved.table, resolved.id);
    await createNotifications(tx, [
      {
        userId: resolved.ownerId,
        kind: resolved.table === 'bot' ? 'bot_rated' : 'user_rated',
        title:
          resolved.table === 'bot' ? msg.rating.notifyBotTitle(resolved.name) : msg.rating.notifyUserTitle,
        message: msg.rating.notifyMessage(actor.name, input.rating, input.comment),
        fromUserId: actor.id,
        botId: resolved.table === 'bot' ? resolved.id : null,
      },
    ]);
    return saved;
  });
  return presentQualification(row, actor);
}

export async function listQualifications(
  ctx: AppContext,
  viewer: UserRow | null,
  target: Target,
  page: number,
  pageSize: number,
) {
  const resolved = await resolveTarget(ctx, viewer, target);
  const db = ctx.database.db;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: qualifications,
        fromUser: { id: users.id, name: users.name, pictureUrl: users.pictureUrl },
      })
      .from(qualifications)
      .innerJoin(users, eq(users.id, qualifications.fromUserId))
      .where(eq(resolved.column, resolved.id))
      .orderBy(desc(qualifications.createdAt), desc(qualifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(qualifications).where(eq(resolved.column, resolved.id)),
  ]);
  return { qualifications: rows.map((r) => presentQualification(r.row, r.fromUser)), total: counted?.n ?? 0 };
}
