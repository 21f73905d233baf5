import type { UserRow } from './user-row';

/**
 * The user an API key acts as (issue 43, decision 057). A key reaches its owner's own bots and nothing
 * else: not the bots they run as a member, and not every bot when the owner is a super user. The actor is
 * a copy of the user without the super user's power, remembered here so the bots' policy can tell it apart.
 */
const keyActors = new WeakSet<UserRow>();

export function asKeyActor(user: UserRow): UserRow {
  const actor = { ...user, isSuperUser: false };
  keyActors.add(actor);
  return actor;
}

export function isKeyActor(user: UserRow): boolean {
  return keyActors.has(user);
}
