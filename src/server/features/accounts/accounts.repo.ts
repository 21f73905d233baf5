import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bots, sessions, userTokens, users } from '../../db/schema';
import { everyWordIn } from '../../db/word-match';
import { hashToken } from '../../lib/tokens';
import type { UserRow } from '../../lib/user-row';

export type TokenKind = 'activation' | 'reset';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The user's e-mail address and name (what an e-mail to them needs). */
export async function findUserContact(db: DbOrTx, id: string) {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

/** By _id or by hero (case-insensitive), as profile URLs use either. */
export async function findUserByRef(db: DbOrTx, ref: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.id, ref), eq(users.hero, ref.toLowerCase())))
    .limit(1);
  return row;
}

export function listPublishedUsers(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.status, 1), isNotNull(users.activatedAt)))
    .orderBy(desc(users.globalRating), desc(users.createdAt))
    .limit(limit);
}

/** The user and session of a bearer token that is still valid; none for an unknown or expired one. */
export async function findSession(
  db: DbOrTx,
  token: string,
): Promise<{ user: UserRow; sessionId: string } | null> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

/** Published, activated users' ids and heroes, most recently changed first (the sitemap). */
export function findPublishedUserRefs(db: DbOrTx, limit: number) {
  return db
    .select({ id: users.id, hero: users.hero, updatedAt: users.updatedAt })
    .from(users)
    .where(and(eq(users.status, 1), isNotNull(users.activatedAt)))
    .orderBy(desc(users.updatedAt))
    .limit(limit);
}

export async function insertSession(db: DbOrTx, userId: string, token: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
}

/** Moves a live session's end; an expired one stays expired (it is no longer found by its token anyway). */
export async function renewSession(db: DbOrTx, sessionId: string, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function deleteSessionsOf(db: DbOrTx, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** Drops expired sessions and tokens that can no longer be used; safe to run on every instance. */
export async function purgeExpiredCredentials(db: DbOrTx, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(userTokens).where(lt(userTokens.expiresAt, now));
}

export async function insertUserToken(
  db: DbOrTx,
  userId: string,
  kind: TokenKind,
  token: string,
  expiresAt: Date,
) {
  // A new link replaces the older ones of the same kind.
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({ userId, kind, tokenHash: hashToken(token), expiresAt });
}

/** A token that exists, is of this kind, was never used and has not expired. */
export async function findUsableToken(db: DbOrTx, kind: TokenKind, token: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Marks the token used; answers false when another request used it first. */
export async function consumeToken(db: DbOrTx, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Locks the user's row until the transaction ends (one rating of a person at a time). */
export async function lockUser(tx: DbOrTx, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** The user's average rating and count, as ratings.service recomputes them under the user's lock. */
export async function setUserRating(
  db: DbOrTx,
  id: string,
  rating: { globalRating: number; ratingsCount: number },
): Promise<void> {
  await db.update(users).set(rating).where(eq(users.id, id));
}

// ---------- Members (/dashboard/members) ----------

// The outer column is spelt out: inside a one-table select Drizzle drops table names, and a bare "id"
// would be read as bots.id.
const botsCount = sql<number>`(select count(*)::int from ${bots} where ${bots.createdBy} = "users"."id")`;

/** One page of every account, newest first, each with its number of bots; `term` matches every word. */
export async function findMembers(db: DbOrTx, query: { term?: string; page: number; pageSize: number }) {
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
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Every super user and the user `id`, locked in one statement in id order: two revocations at once wait
 * for each other instead of deadlocking, and the second sees the first one's result.
 */
export function lockSuperUsersAnd(tx: DbOrTx, id: string) {
  return tx
    .select({ id: users.id, isSuperUser: users.isSuperUser })
    .from(users)
    .where(or(eq(users.isSuperUser, true), eq(users.id, id)))
    .orderBy(asc(users.id))
    .for('update');
}

export async function updateUserRoles(
  db: DbOrTx,
  id: string,
  change: { status?: number | undefined; isSuperUser?: boolean | undefined },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.isSuperUser !== undefined ? { isSuperUser: change.isSuperUser } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

// ---------- Writes of the users table ----------

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Changes the user's own columns (not the ratings), stamped with the moment they are saved. */
export async function updateUser(
  db: DbOrTx,
  id: string,
  change: Omit<Partial<NewUser>, 'id' | 'createdAt' | 'updatedAt' | 'globalRating' | 'ratingsCount'>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Users' public names and pictures, by id. */
export function findPeople(db: DbOrTx, ids: string[]) {
  return db
    .select({
      _id: users.id,
      name: users.name,
      hero: users.hero,
      pictureUrl: users.pictureUrl,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The contacts sellers publish for their buyers. */
export function findSaleContacts(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: users.id, phone: users.saleContactPhone, email: users.saleContactEmail })
    .from(users)
    .where(inArray(users.id, ids));
}
