import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { normalizePhone } from '../../../shared/contact';
import { formatMoney } from '../../../shared/format-money';
import { msg } from '../../../shared/messages.es';
import { orderReference } from '../../../shared/order-reference';
import { feeOf, fromMinorUnits, toMinorUnits, type Currency } from '../../../shared/money';
import type { NewOrder, Order } from '../../../shared/schemas/marketplace';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, payments, publications, users, type OrderStatus } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../plugins/auth';
import { saleEmail } from '../mail/templates';
import { createNotifications } from '../notifications/notifications.repo';
import { paymentProviderOf } from './providers';
import { ProviderError, type ProviderPayment } from './providers/provider';
import { providerUnavailable, sellerContactsOf, sellerTokensOf } from './seller.service';

const m = msg.marketplace;
/** How long checked-out units stay held for the buyer; the provider's checkout closes a little earlier. */
const HOLD_MS = 30 * 60_000;
const CHECKOUT_MARGIN_MS = 2 * 60_000;

type OrderRow = typeof orders.$inferSelect;

/** The units an unpaid order held go back on sale. Runs inside the caller's transaction. */
async function releaseHold(tx: DbOrTx, orderId: string) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.publicationId));
  for (const item of items) {
    if (item.typed !== 'product' || !item.publicationId) continue;
    await tx
      .update(publications)
      .set({ stock: sql`${publications.stock} + ${item.quantity}` })
      .where(eq(publications.id, item.publicationId));
  }
}

/**
 * Unpaid orders past their hold expire and free their units; cheap when there are none. A rejected
 * payment keeps the hold: the buyer may try another card in the same checkout.
 */
export async function expireStaleOrders(db: DbOrTx, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(orders.status, ['pending', 'rejected']), lt(orders.holdUntil, now)))
      .returning({ id: orders.id });
    for (const order of stale) await releaseHold(tx, order.id);
    return stale.length;
  });
}

/**
 * One seller's cart becomes a pending order: prices and stock are read again here (the cart's copies are
 * only what the buyer saw), the units are held with a conditional decrement so two buyers cannot both
 * get the last one, and the provider's checkout is created with the marketplace fee.
 */
export async function placeOrder(ctx: AppContext, buyer: UserRow, newOrder: NewOrder) {
  const db = ctx.database.db;
  if (newOrder.sellerId === buyer.id) throw new AppError('forbidden', 403, m.ownPublication);
  const seller = await sellerTokensOf(ctx, db, newOrder.sellerId);
  if (!seller) throw new AppError('conflict', 409, m.sellerDisconnected);
  await expireStaleOrders(db);

  const quantities = new Map<string, number>();
  for (const item of newOrder.items) {
    quantities.set(item.publicationId, (quantities.get(item.publicationId) ?? 0) + item.quantity);
  }
  const now = new Date();
  const order = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(publications)
      .where(inArray(publications.id, [...quantities.keys()]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of quantities.keys()) {
      const row = byId.get(id);
      if (!row || row.status !== 1) throw new AppError('conflict', 409, m.itemUnavailable(row?.title ?? id));
      if (row.createdBy !== newOrder.sellerId) throw new AppError('bad_request', 400, m.mixedSellers);
    }
    const currencies = new Set(rows.map((row) => row.currency));
    if (currencies.size !== 1) throw new AppError('bad_request', 400, m.mixedCurrencies);
    const currency = rows[0]!.currency as Currency;

    // Rows are taken in id order, here and when holds are released, so concurrent carts never deadlock.
    for (const row of [...rows].sort((a, b) => a.id.localeCompare(b.id))) {
      if (row.typed !== 'product') continue;
      const quantity = quantities.get(row.id)!;
      const held = await tx
        .update(publications)
        .set({ stock: sql`${publications.stock} - ${quantity}` })
        .where(and(eq(publications.id, row.id), sql`${publications.stock} >= ${quantity}`))
        .returning({ id: publications.id });
      if (held.length === 0) throw new AppError('conflict', 409, m.outOfStock(row.title));
    }
    const totalMinor = rows.reduce((sum, row) => sum + row.priceMinor * quantities.get(row.id)!, 0);
    const [created] = await tx
      .insert(orders)
      .values({
        buyerId: buyer.id,
        sellerId: newOrder.sellerId,
        currency,
        totalMinor,
        feeMinor: feeOf(totalMinor, ctx.settings.payments.feePercent),
        provider: paymentProviderOf(ctx).name,
        holdUntil: new Date(now.getTime() + HOLD_MS),
        // The buyer's contact and the delivery go in the order's own row: one insert, never half-written.
        buyerName: newOrder.buyer.name,
        buyerEmail: newOrder.buyer.email,
        buyerPhone: normalizePhone(newOrder.buyer.phone, newOrder.buyer.phoneCountry),
        deliveryMethod: newOrder.buyer.delivery,
        deliveryAddress: newOrder.buyer.delivery === 'delivery' ? newOrder.buyer.address : null,
      })
      .returning();
    await tx.insert(orderItems).values(
      rows.map((row) => ({
        orderId: created!.id,
        publicationId: row.id,
        typed: row.typed,
        title: row.title,
        unitPriceMinor: row.priceMinor,
        quantity: quantities.get(row.id)!,
      })),
    );
    return { row: created!, items: rows };
  });

  const { publicUrl } = ctx.settings;
  const currency = order.row.currency as Currency;
  const back = `${publicUrl}/orders/purchase/${order.row.id}`;
  try {
    const checkout = await paymentProviderOf(ctx).createCheckout(seller, {
      orderId: order.row.id,
      currency,
      items: order.items.map((row) => ({
        id: row.id,
        title: row.title,
        quantity: quantities.get(row.id)!,
        unitPrice: fromMinorUnits(row.priceMinor, currency),
      })),
      marketplaceFee: fromMinorUnits(order.row.feeMinor, currency),
      payerEmail: buyer.email,
      notificationUrl: `${publicUrl}/api/webhooks/payments`,
      backUrls: { success: back, failure: back, pending: back },
      expiresAt: new Date(order.row.holdUntil.getTime() - CHECKOUT_MARGIN_MS),
    });
    await db
      .update(orders)
      .set({ preferenceId: checkout.preferenceId, checkoutUrl: checkout.checkoutUrl })
      .where(eq(orders.id, order.row.id));
    return { orderId: order.row.id, checkoutUrl: checkout.checkoutUrl };
  } catch (error) {
    // Without a checkout nobody can pay: the held units go back on sale at once.
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(eq(orders.id, order.row.id));
      await releaseHold(tx, order.row.id);
    });
    throw error instanceof ProviderError ? providerUnavailable(error) : error;
  }
}

const NEXT_STATUS: Record<ProviderPayment['status'], (current: OrderStatus) => OrderStatus> = {
  approved: (current) => (current === 'paid' || current === 'refunded' ? current : 'paid'),
  rejected: (current) => (current === 'pending' ? 'rejected' : current),
  refunded: (current) => (current === 'paid' ? 'refunded' : current),
  pending: (current) => current,
};

/**
 * Records a provider payment against its order and moves the order. Idempotent: the payment row is
 * unique per provider id and the order row is locked, so a repeated or concurrent notification finds
 * the work done and changes nothing (stock included).
 */
export async function applyPayment(ctx: AppContext, orderId: string, payment: ProviderPayment) {
  const db = ctx.database.db;
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || payment.orderId !== order.id) throw new AppError('bad_request', 400, m.paymentMismatch);
    const currency = order.currency as Currency;
    const amountMinor = toMinorUnits(payment.amount, currency);
    if (payment.currency !== order.currency || amountMinor !== order.totalMinor) {
      throw new AppError('bad_request', 400, m.paymentMismatch);
    }
    const provider = paymentProviderOf(ctx).name;
    const [saved] = await tx
      .insert(payments)
      .values({
        orderId,
        provider,
        providerPaymentId: payment.id,
        status: payment.status,
        amountMinor,
        currency,
      })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerPaymentId],
        set: { status: payment.status, updatedAt: new Date() },
      })
      .returning();

    const next = NEXT_STATUS[payment.status](order.status);
    if (next === order.status) return { order, saved: saved!, paidNow: false };
    // An expired order gave its units back; a payment that still arrives takes them again.
    if (next === 'paid' && order.status === 'expired') await holdAgain(tx, order);
    const [updated] = await tx
      .update(orders)
      .set({ status: next, updatedAt: new Date(), ...(next === 'paid' ? { paidAt: new Date() } : {}) })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: updated!, saved: saved!, paidNow: next === 'paid' };
  });
  if (result.paidNow) await announcePaid(ctx, result.order);
  return result;
}

async function holdAgain(tx: DbOrTx, order: OrderRow) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.publicationId));
  for (const item of items) {
    if (item.typed !== 'product' || !item.publicationId) continue;
    await tx
      .update(publications)
      .set({ stock: sql`greatest(${publications.stock} - ${item.quantity}, 0)` })
      .where(eq(publications.id, item.publicationId));
  }
}

async function announcePaid(ctx: AppContext, order: OrderRow) {
  const db = ctx.database.db;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(eq(users.id, order.buyerId), eq(users.id, order.sellerId)));
  const buyer = people.find((p) => p.id === order.buyerId);
  const seller = people.find((p) => p.id === order.sellerId);
  if (!buyer || !seller) return;
  const currency = order.currency as Currency;
  const total = formatMoney(fromMinorUnits(order.totalMinor, currency), currency);
  const testMode = isTestOrder(order);
  // A sandbox order says so wherever it is announced: nobody may take it for a real sale.
  const tested = (message: string) => (testMode ? `${message} ${m.testMode}.` : message);
  await createNotifications(db, [
    {
      userId: buyer.id,
      fromUserId: seller.id,
      kind: 'order_paid',
      title: m.paidBuyerTitle,
      message: tested(m.paidBuyerMessage(seller.name, total)),
    },
    {
      userId: seller.id,
      fromUserId: buyer.id,
      kind: 'sale_paid',
      title: m.paidSellerTitle,
      message: tested(m.paidSellerMessage(buyer.name, total)),
    },
  ]);
  const email = saleEmail({
    appName: ctx.settings.appName,
    name: seller.name,
    buyerName: buyer.name,
    total,
    link: `${ctx.settings.publicUrl}/orders/sale/${order.id}`,
    supportEmail: ctx.settings.supportEmail,
    testMode,
  });
  await ctx.mailer
    .send({ to: seller.email, ...email })
    .catch((error: unknown) => console.error('sale e-mail failed', error));
}

/** Orders the built-in sandbox took: no real money moved. */
function isTestOrder(order: Pick<OrderRow, 'provider'>): boolean {
  return order.provider === 'sandbox';
}

// ---------- Reading orders ----------

export type OrderSide = 'purchase' | 'sale';

export async function listOrders(ctx: AppContext, user: UserRow, side: OrderSide): Promise<Order[]> {
  const db = ctx.database.db;
  await expireStaleOrders(db);
  const rows = await db
    .select()
    .from(orders)
    .where(side === 'purchase' ? eq(orders.buyerId, user.id) : eq(orders.sellerId, user.id))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return presentOrders(db, rows, user);
}

/**
 * The seller marks a paid sale "Entregado" (a super user may too); anyone else gets the same 404 as for a
 * missing order. Idempotent: a second call finds it delivered and changes nothing, so the buyer is told
 * once, in the same transaction as the state.
 */
export async function markDelivered(ctx: AppContext, user: UserRow, id: string): Promise<Order> {
  const db = ctx.database.db;
  const row = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order || (order.sellerId !== user.id && !user.isSuperUser)) {
      throw new AppError('not_found', 404, m.orderNotFound);
    }
    if (order.deliveredAt) return order;
    if (order.status !== 'paid') throw new AppError('conflict', 409, m.deliverNotPaid);
    const [updated] = await tx
      .update(orders)
      .set({ deliveredAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    const [seller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, order.sellerId));
    const currency = order.currency as Currency;
    await createNotifications(tx, [
      {
        userId: order.buyerId,
        fromUserId: order.sellerId,
        kind: 'order_delivered',
        title: m.deliveredBuyerTitle,
        message: m.deliveredBuyerMessage(
          seller?.name ?? '',
          formatMoney(fromMinorUnits(order.totalMinor, currency), currency),
        ),
      },
    ]);
    return updated!;
  });
  return (await presentOrders(db, [row], user))[0]!;
}

/** Only the buyer reads a purchase and only the seller a sale; anyone else gets the same 404. */
export async function getOrder(ctx: AppContext, user: UserRow, side: OrderSide, id: string): Promise<Order> {
  const db = ctx.database.db;
  await expireStaleOrders(db);
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        side === 'purchase' ? eq(orders.buyerId, user.id) : eq(orders.sellerId, user.id),
      ),
    );
  if (!row) throw new AppError('not_found', 404, m.orderNotFound);
  return (await presentOrders(db, [row], user))[0]!;
}

export async function presentOrders(db: DbOrTx, rows: OrderRow[], viewer: UserRow): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const buyerSide = rows.filter((row) => row.buyerId === viewer.id).map((row) => row.sellerId);
  const [items, paid, people, contacts] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.createdAt),
    db
      .select({ _id: users.id, name: users.name, hero: users.hero, pictureUrl: users.pictureUrl })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.flatMap((row) => [row.buyerId, row.sellerId]))])),
    sellerContactsOf(db, [...new Set(buyerSide)]),
  ]);
  const person = (id: string) =>
    people.find((p) => p._id === id) ?? { _id: id, name: '', hero: null, pictureUrl: null };
  return rows.map((row) => {
    const currency = row.currency as Currency;
    return {
      _id: row.id,
      status: row.status,
      currency,
      total: fromMinorUnits(row.totalMinor, currency),
      fee: fromMinorUnits(row.feeMinor, currency),
      buyer: person(row.buyerId),
      seller: person(row.sellerId),
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          publicationId: item.publicationId,
          typed: item.typed,
          title: item.title,
          unitPrice: fromMinorUnits(item.unitPriceMinor, currency),
          quantity: item.quantity,
        })),
      checkoutUrl: row.status === 'pending' && viewer.id === row.buyerId ? row.checkoutUrl : null,
      holdUntil: row.holdUntil.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      payments: paid
        .filter((payment) => payment.orderId === row.id)
        .map((payment) => ({
          _id: payment.id,
          providerPaymentId: payment.providerPaymentId,
          status: payment.status,
          amount: fromMinorUnits(payment.amountMinor, currency),
          currency: payment.currency,
          createdAt: payment.createdAt.toISOString(),
        })),
      reference: orderReference(row.id),
      buyerContact:
        row.buyerName && row.buyerEmail && row.buyerPhone
          ? { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone }
          : null,
      delivery: row.deliveryMethod ? { method: row.deliveryMethod, address: row.deliveryAddress } : null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      // Only the buyer is shown the seller's contact: the seller's own view has no use for it.
      sellerContact: row.buyerId === viewer.id ? (contacts.get(row.sellerId) ?? null) : null,
      testMode: isTestOrder(row),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
