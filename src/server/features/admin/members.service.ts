import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import type { Member, MemberUpdate } from '../../../shared/schemas/content';
import type { Db, DbOrTx } from '../../db/client';
import { bots, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { everyWordIn } from '../../lib/word-match';
import type { UserRow } from '../accounts/user-row';
import { presentAccountUser } from '../accounts/accounts.presenter';

const m = msg.content;
// The outer column is spelt out: inside a one-table select Drizzle drops table names, and a bare "id"
// would be read as bots.id.
const botsCount = sql<number>`(select count(*)::int from ${bots} where ${bots.createdBy} = "users"."id")`;

function present(user: UserRow, count: number): Member {
  return { ...presentAccountUser(user), activated: user.activatedAt !== null, botsCount: count };
}

export async function listMembers(db: DbOrTx, query: { term?: string; page: number; pageSize: number }) {
  const where = everyWordIn(
    sql`${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.hero}, '')`,
    query.term,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: users, botsCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { members: rows.map((row) => present(row.user, row.botsCount)), total: counted?.total ?? 0 };
}

/**
 * Publishes or hides a member and grants or revokes super user. The super users are locked while the
 * change is made, so two revocations at once cannot leave the platform without one.
 */
export async function updateMember(db: Db, id: string, change: MemberUpdate): Promise<Member> {
  return db.transaction(async (tx) => {
    // Every super user and the target are locked in one statement, in id order: two revocations at
    // once wait for each other instead of deadlocking, and the second sees the first one's result.
    const locked = await tx
      .select({ id: users.id, isSuperUser: users.isSuperUser })
      .from(users)
      .where(or(eq(users.isSuperUser, true), eq(users.id, id)))
      .orderBy(asc(users.id))
      .for('update');
    const target = locked.find((row) => row.id === id);
    if (!target) throw new AppError('not_found', 404, m.memberNotFound);
    if (change.isSuperUser === false && target.isSuperUser) {
      if (locked.filter((row) => row.isSuperUser).length <= 1)
        throw new AppError('conflict', 409, m.lastSuperUser);
    }
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.isSuperUser !== undefined ? { isSuperUser: change.isSuperUser } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(bots)
      .where(eq(bots.createdBy, id))) as [{ count: number }];
    return present(updated!, count);
  });
}
