import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, userTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { UserRow } from './user-row';

export type TokenKind = 'activation' | 'reset';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
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

export async function insertSession(db: DbOrTx, userId: string, token: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
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
