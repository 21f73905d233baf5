import type { UserRow } from '../../lib/user-row';

type Actor = Pick<UserRow, 'id' | 'isSuperUser'> | null | undefined;

/** The owner (judged by createdBy) or a super user. */
export function canManageBot(actor: Actor, bot: { createdBy: string }): boolean {
  return !!actor && (actor.id === bot.createdBy || actor.isSuperUser);
}

/** A bot is visible when it and its owner are published, or to whoever may manage it. */
export function canSeeBot(
  viewer: Actor,
  bot: { createdBy: string; status: number; creator: { status: number; activatedAt?: Date | null } },
): boolean {
  const published = bot.status === 1 && bot.creator.status === 1 && bot.creator.activatedAt !== null;
  return published || canManageBot(viewer, bot);
}
