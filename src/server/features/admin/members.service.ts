import { msg } from '../../../shared/messages.es';
import type { Member, MemberUpdate } from '../../../shared/schemas/content';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { presentAccountUser } from '../accounts/accounts.presenter';
import { findMembers, lockSuperUsersAnd, updateUserRoles } from '../accounts/accounts.repo';
import { countBotsOf } from '../bots/bots.repo';

const m = msg.content;

function present(user: UserRow, count: number): Member {
  return { ...presentAccountUser(user), activated: user.activatedAt !== null, botsCount: count };
}

export async function listMembers(ctx: AppContext, query: { term?: string; page: number; pageSize: number }) {
  const { rows, total } = await findMembers(ctx.database.db, query);
  return { members: rows.map((row) => present(row.user, row.botsCount)), total };
}

/**
 * Publishes or hides a member and grants or revokes super user. The super users are locked while the
 * change is made, so two revocations at once cannot leave the platform without one.
 */
export async function updateMember(ctx: AppContext, id: string, change: MemberUpdate): Promise<Member> {
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockSuperUsersAnd(tx, id);
    const target = locked.find((row) => row.id === id);
    if (!target) throw new AppError('not_found', 404, m.memberNotFound);
    if (change.isSuperUser === false && target.isSuperUser) {
      if (locked.filter((row) => row.isSuperUser).length <= 1)
        throw new AppError('conflict', 409, m.lastSuperUser);
    }
    const updated = await updateUserRoles(tx, id, change);
    return present(updated, await countBotsOf(tx, id));
  });
}
