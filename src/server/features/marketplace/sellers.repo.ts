import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerAccounts, sellerConnectStates } from '../../db/schema';

/** Sellers' provider accounts (sealed tokens) and the validation ids of connections under way. */

export type SellerAccountRow = typeof sellerAccounts.$inferSelect;
type SellerAccountValues = Omit<typeof sellerAccounts.$inferInsert, 'userId'>;

export async function findSellerAccount(db: DbOrTx, userId: string): Promise<SellerAccountRow | undefined> {
  const [row] = await db.select().from(sellerAccounts).where(eq(sellerAccounts.userId, userId));
  return row;
}

/** The account, locked until the transaction ends (one renewal of its tokens at a time). */
export async function lockSellerAccount(
  tx: DbOrTx,
  userId: string,
  provider: string,
): Promise<SellerAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(sellerAccounts)
    .where(and(eq(sellerAccounts.userId, userId), eq(sellerAccounts.provider, provider)))
    .for('update');
  return row;
}

/** The user whose provider account has this id. */
export async function findSellerByProviderUser(db: DbOrTx, provider: string, providerUserId: string) {
  const [row] = await db
    .select({ userId: sellerAccounts.userId })
    .from(sellerAccounts)
    .where(and(eq(sellerAccounts.provider, provider), eq(sellerAccounts.providerUserId, providerUserId)));
  return row;
}

export async function saveSellerAccount(db: DbOrTx, userId: string, values: SellerAccountValues) {
  await db
    .insert(sellerAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sellerAccounts.userId, set: values });
}

export async function updateSellerTokens(db: DbOrTx, userId: string, values: Partial<SellerAccountValues>) {
  await db.update(sellerAccounts).set(values).where(eq(sellerAccounts.userId, userId));
}

export async function deleteSellerAccount(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sellerAccounts).where(eq(sellerAccounts.userId, userId));
}

/** Drops the expired validation ids, then keeps a new one. */
export async function insertConnectState(db: DbOrTx, values: typeof sellerConnectStates.$inferInsert) {
  await db.delete(sellerConnectStates).where(lt(sellerConnectStates.expiresAt, new Date()));
  await db.insert(sellerConnectStates).values(values);
}

/** Takes the validation id if it is this user's, for this provider and not expired: it works once. */
export async function takeConnectState(db: DbOrTx, id: string, userId: string, provider: string) {
  const [row] = await db
    .delete(sellerConnectStates)
    .where(
      and(
        eq(sellerConnectStates.id, id),
        eq(sellerConnectStates.userId, userId),
        eq(sellerConnectStates.provider, provider),
        gt(sellerConnectStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
