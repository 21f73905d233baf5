import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, payments, type OrderStatus } from '../../db/schema';

/** Orders, their items and the payments recorded against them. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderSide = 'purchase' | 'sale';

const sideOf = (side: OrderSide, userId: string) =>
  side === 'purchase' ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId);

/** The order's items, by publication id (the order in which stock rows are taken everywhere). */
export function findOrderItems(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.publicationId));
}

/** Unpaid orders whose hold ended before `now` become expired; answers their ids. */
export async function expireOrdersHeldUntil(db: DbOrTx, now: Date): Promise<string[]> {
  const stale = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(orders.status, ['pending', 'rejected']), lt(orders.holdUntil, now)))
    .returning({ id: orders.id });
  return stale.map((row) => row.id);
}

export async function insertOrder(
  db: DbOrTx,
  values: typeof orders.$inferInsert,
  items: Array<Omit<typeof orderItems.$inferInsert, 'orderId'>>,
): Promise<OrderRow> {
  const [created] = await db.insert(orders).values(values).returning();
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created!.id })));
  return created!;
}

export async function setCheckout(
  db: DbOrTx,
  id: string,
  checkout: { preferenceId: string; checkoutUrl: string },
) {
  await db.update(orders).set(checkout).where(eq(orders.id, id));
}

export async function expireOrder(db: DbOrTx, id: string): Promise<void> {
  await db.update(orders).set({ status: 'expired', updatedAt: new Date() }).where(eq(orders.id, id));
}

/** The order, locked until the transaction ends. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Records a provider payment once per provider id; a repeated one only updates its status. */
export async function savePayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: { status: values.status, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Moves the order to `status`, stamping when it was paid. */
export async function setOrderStatus(db: DbOrTx, id: string, status: OrderStatus): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ status, updatedAt: new Date(), ...(status === 'paid' ? { paidAt: new Date() } : {}) })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function markOrderDelivered(db: DbOrTx, id: string): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ deliveredAt: new Date(), updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The user's latest purchases or sales. */
export function findOrdersOf(
  db: DbOrTx,
  userId: string,
  side: OrderSide,
  limit: number,
): Promise<OrderRow[]> {
  return db.select().from(orders).where(sideOf(side, userId)).orderBy(desc(orders.createdAt)).limit(limit);
}

/** The order if the user is its buyer (purchase) or its seller (sale). */
export async function findOrderOf(db: DbOrTx, userId: string, side: OrderSide, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), sideOf(side, userId)));
  return row;
}

/** What a conversation proves about who is asking for an order (issue 40, item 3). */
export interface OrderProof {
  /** The signed-in buyer. */
  buyerId: string | null;
  /** The conversation asking: the orders placed in it are the asker's. */
  conversationId: string | null;
  /** E-mails given in the conversation, lower case. */
  emails: string[];
  /** Phones given in the conversation (or its WhatsApp number), digits only. */
  phoneDigits: string[];
}

/**
 * A seller's orders the asker can prove are theirs, newest first: bought by the signed-in user, placed in
 * the same conversation, or with the e-mail or the phone given at checkout. `reference` narrows them to an id starting so ("3f2a9c1d"). An
 * order nobody proved is never read, so a reply cannot tell whether it exists.
 */
export function findProvenOrders(
  db: DbOrTx,
  sellerId: string,
  proof: OrderProof,
  reference: string | null,
  limit = 3,
): Promise<OrderRow[]> {
  const proven: SQL[] = [];
  if (proof.buyerId) proven.push(eq(orders.buyerId, proof.buyerId));
  if (proof.conversationId) proven.push(eq(orders.conversationId, proof.conversationId));
  if (proof.emails.length) proven.push(inArray(sql`lower(${orders.buyerEmail})`, proof.emails));
  if (proof.phoneDigits.length) {
    proven.push(inArray(sql`regexp_replace(${orders.buyerPhone}, '[^0-9]', '', 'g')`, proof.phoneDigits));
  }
  if (!proven.length) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        reference ? sql`replace(${orders.id}, '-', '') like ${`${reference}%`}` : undefined,
        or(...proven),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The items and payments of these orders, payments oldest first. */
export async function findOrderDetails(db: DbOrTx, ids: string[]) {
  const [items, paid] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.createdAt),
  ]);
  return { items, paid };
}

/** The order behind a conversation's order key (stored as its SHA-256). */
export async function findOrderByGuestKey(db: DbOrTx, keyHash: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.guestKeyHash, keyHash));
  return row;
}

/** The orders placed in these conversations, newest first (the inbox's transcript shows them). */
export function findOrdersOfConversations(db: DbOrTx, conversationIds: string[]): Promise<OrderRow[]> {
  if (!conversationIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(inArray(orders.conversationId, conversationIds))
    .orderBy(desc(orders.createdAt));
}

/**
 * The paid sales a bot's conversations made since `from`, per currency: how many and for how much (refunds
 * and unpaid orders left out), by the order's creation, on its (bot, created_at) index.
 */
export async function botSales(
  db: DbOrTx,
  botId: string,
  from: Date,
): Promise<Array<{ currency: string; sales: number; totalMinor: number }>> {
  const rows = await db
    .select({
      currency: orders.currency,
      sales: sql<number>`count(*)::int`,
      totalMinor: sql<string>`coalesce(sum(${orders.totalMinor}), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.botId, botId), gte(orders.createdAt, from), eq(orders.status, 'paid')))
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  return rows.map((row) => ({
    currency: row.currency,
    sales: row.sales,
    totalMinor: Number(row.totalMinor),
  }));
}
