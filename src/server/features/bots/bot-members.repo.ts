import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { MemberRoleValue } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { botMembers, bots, users } from '../../db/schema';

export type BotMemberRow = typeof botMembers.$inferSelect;

/** The caller's role in a bot as an accepted member, or undefined. */
export async function findMemberRole(
  db: DbOrTx,
  botId: string,
  userId: string,
): Promise<MemberRoleValue | undefined> {
  const [row] = await db
    .select({ role: botMembers.role })
    .from(botMembers)
    .where(and(eq(botMembers.botId, botId), eq(botMembers.userId, userId)))
    .limit(1);
  return row?.role;
}

/** A bot's members and waiting invitations, with the names of those who accepted, oldest first. */
export async function listMembers(db: DbOrTx, botId: string) {
  return db
    .select({
      id: botMembers.id,
      email: botMembers.email,
      role: botMembers.role,
      userId: botMembers.userId,
      name: users.name,
      expiresAt: botMembers.expiresAt,
      createdAt: botMembers.createdAt,
    })
    .from(botMembers)
    .leftJoin(users, eq(users.id, botMembers.userId))
    .where(eq(botMembers.botId, botId))
    .orderBy(asc(botMembers.createdAt));
}

export async function countMembers(db: DbOrTx, botId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(botMembers)
    .where(eq(botMembers.botId, botId));
  return row?.n ?? 0;
}

export async function findMember(db: DbOrTx, botId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(botMembers)
    .where(and(eq(botMembers.botId, botId), eq(botMembers.id, memberId)))
    .limit(1);
  return row;
}

export async function findMemberByEmail(db: DbOrTx, botId: string, email: string) {
  const [row] = await db
    .select()
    .from(botMembers)
    .where(and(eq(botMembers.botId, botId), eq(botMembers.email, email)))
    .limit(1);
  return row;
}

/** A new invitation, or a waiting one renewed (new token, role and expiry); returns the row's id. */
export async function upsertInvitation(
  db: DbOrTx,
  values: {
    botId: string;
    email: string;
    role: MemberRoleValue;
    tokenHash: string;
    expiresAt: Date;
    invitedBy: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(botMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [botMembers.botId, botMembers.email],
      set: {
        role: values.role,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        invitedBy: values.invitedBy,
        updatedAt: new Date(),
      },
      // An accepted member is not turned back into an invitation.
      setWhere: sql`${botMembers.userId} is null`,
    })
    .returning({ id: botMembers.id });
  return row?.id ?? '';
}

/** A waiting, unexpired invitation by its token's hash, locked for the acceptance, with its bot's name. */
export async function findInvitationForUpdate(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: botMembers.id,
      botId: botMembers.botId,
      email: botMembers.email,
      role: botMembers.role,
      botName: bots.name,
      createdBy: bots.createdBy,
      invitedByName: users.name,
    })
    .from(botMembers)
    .innerJoin(bots, eq(bots.id, botMembers.botId))
    .leftJoin(users, eq(users.id, botMembers.invitedBy))
    .where(
      and(
        eq(botMembers.tokenHash, tokenHash),
        sql`${botMembers.userId} is null`,
        gt(botMembers.expiresAt, now),
      ),
    )
    .limit(1)
    .for('update', { of: botMembers });
  return row;
}

/** The invitation becomes a membership: once, and never a second membership of the same person. */
export async function acceptInvitation(db: DbOrTx, memberId: string, userId: string, now: Date) {
  await db
    .update(botMembers)
    .set({ userId, tokenHash: null, expiresAt: null, acceptedAt: now, updatedAt: now })
    .where(eq(botMembers.id, memberId));
}

export async function deleteMember(db: DbOrTx, memberId: string) {
  await db.delete(botMembers).where(eq(botMembers.id, memberId));
}

/** The bots a user runs as an accepted member, by name. */
export async function botsOfMember(db: DbOrTx, userId: string) {
  return db
    .select({
      id: bots.id,
      alias: bots.alias,
      name: bots.name,
      pictureUrl: bots.pictureUrl,
      role: botMembers.role,
    })
    .from(botMembers)
    .innerJoin(bots, eq(bots.id, botMembers.botId))
    .where(and(eq(botMembers.userId, userId), isNotNull(botMembers.userId)))
    .orderBy(asc(bots.name));
}

/** The users who run a bot besides its owner: accepted members' ids, names and e-mails. */
export async function activeMembers(db: DbOrTx, botId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: botMembers.role })
    .from(botMembers)
    .innerJoin(users, eq(users.id, botMembers.userId))
    .where(eq(botMembers.botId, botId));
}
