import { msg } from '../../../shared/messages.es';
import type { Qualification } from '../../../shared/schemas/social';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { canSeeUser } from '../accounts/accounts.policy';
import { findUserByRef, lockUser, setUserRating } from '../accounts/accounts.repo';
import { lockBot, setBotRating } from '../bots/bots.repo';
import { getVisibleBot } from '../bots/bots.service';
import { createNotifications } from '../notifications/notifications.repo';
import * as repo from './ratings.repo';

export type Target = { kind: 'bot'; ref: string } | { kind: 'user'; ref: string };
type Row = repo.QualificationRow;

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
    id: user.id,
    ownerId: user.id,
    name: user.name,
    table: 'user' as const,
  };
}

export async function findMyQualification(ctx: AppContext, actor: UserRow, target: Target) {
  const resolved = await resolveTarget(ctx, actor, target);
  const row = await repo.findQualification(ctx.database.db, actor.id, resolved);
  return row ? presentQualification(row, actor) : null;
}

/** Keeps the target's average and count exact: recomputed from the rows while the target row is locked. */
async function refreshAggregate(tx: DbOrTx, target: repo.RatedRef) {
  const aggregate = await repo.ratingAggregate(tx, target);
  if (target.table === 'bot') await setBotRating(tx, target.id, aggregate);
  else await setUserRating(tx, target.id, aggregate);
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
    if (resolved.table === 'bot') await lockBot(tx, resolved.id);
    else await lockUser(tx, resolved.id);
    const existing = await repo.findQualification(tx, actor.id, resolved);
    let saved: Row;
    if (mode === 'create') {
      if (existing) throw new AppError('conflict', 409, msg.rating.alreadyRated);
      saved = await repo.insertQualification(tx, actor.id, resolved, input);
    } else {
      if (!existing) throw new AppError('not_found', 404, msg.rating.notRated);
      saved = await repo.updateQualification(tx, existing.id, input);
    }
    await refreshAggregate(tx, resolved);
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
  const { rows, total } = await repo.findQualificationsOf(ctx.database.db, resolved, page, pageSize);
  return { qualifications: rows.map((r) => presentQualification(r.row, r.fromUser)), total };
}
