import type { UserRow } from '../../lib/user-row';

/** A user edits their own account; super users edit anyone's. */
export function canEditUser(actor: Pick<UserRow, 'id' | 'isSuperUser'>, targetId: string): boolean {
  return actor.id === targetId || actor.isSuperUser;
}

/** Unpublished users are visible only to themselves and to super users. */
export function canSeeUser(
  viewer: Pick<UserRow, 'id' | 'isSuperUser'> | null | undefined,
  target: Pick<UserRow, 'id' | 'status'>,
): boolean {
  return target.status === 1 || (!!viewer && canEditUser(viewer, target.id));
}
