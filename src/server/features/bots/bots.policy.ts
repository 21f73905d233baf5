import type { BotRole } from '../../../shared/schemas/team';
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

/**
 * What a person may do with a bot they run (issue 42, decision 055). Every owner route names the one it
 * needs, and `requireBot` (bots.service) checks it against the caller's role:
 * - `inbox`: read and answer conversations, assign them, move leads, write notes, see the agenda and
 *   change a booking's status, use canned replies, hear of the bot live;
 * - `manage`: everything else that changes or reads the bot's setup: training, sources, settings, hours and
 *   services, channels, the widget, stats, the pipeline's stages, canned replies' texts, the team;
 * - `delete`: deleting the bot.
 */
export type BotPermission = 'inbox' | 'manage' | 'delete';

const GRANTS: Record<BotRole, ReadonlySet<BotPermission>> = {
  owner: new Set(['inbox', 'manage', 'delete']),
  admin: new Set(['inbox', 'manage']),
  agent: new Set(['inbox']),
};

/** The one policy function: whether a role carries a permission. */
export function roleCan(role: BotRole | null, permission: BotPermission): boolean {
  return !!role && GRANTS[role].has(permission);
}

/**
 * Who may invite or remove whom: an admin manages agents and admins but not the owner (who is no member),
 * and only the owner makes someone an admin or removes an admin. Anyone may leave.
 */
export function canChangeMember(
  role: BotRole | null,
  target: { role: 'admin' | 'agent'; isSelf: boolean },
  change: 'invite' | 'remove',
): boolean {
  if (change === 'remove' && target.isSelf) return true;
  if (!roleCan(role, 'manage')) return false;
  return target.role === 'agent' || role === 'owner';
}
