import { normalizePhone } from '../../../shared/contact';
import { formatMoney } from '../../../shared/format-money';
import { msg } from '../../../shared/messages.es';
import { orderReference } from '../../../shared/order-reference';
import { feeOf, fromMinorUnits, toMinorUnits, type Currency } from '../../../shared/money';
import type { NewOrder, Order } from '../../../shared/schemas/marketplace';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../../lib/user-row';
import { findPeople } from '../accounts/accounts.repo';
import { createNotifications } from '../notifications/notifications.repo';
import { isTestOrder, queueOrderPaidEmails } from './order-emails';
import { paymentProviderOf } from './providers';
import { ProviderError, type ProviderPayment, type SellerTokens } from './providers/provider';
import * as repo from './orders.repo';
import type { OrderRow, OrderSide } from './orders.repo';
import { findPublicationsByIds, holdStock, releaseStock, takeStockAgain } from './publications.repo';
import { recordWebhookEvent, sendQueuedEvents } from '../webhooks/webhooks.service';
import { providerUnavailable, sellerContactsOf, sellerTokensOf } from './seller.service';

const m = msg.marketplace;
/** How long checked-out units stay held for the buyer; the provider's checkout closes a little earlier. */
const HOLD_MS = 30 * 60_000;
/** The hold in minutes, as a conversation tells it. */
export const HOLD_MINUTES = HOLD_MS / 60_000;
const CHECKOUT_MARGIN_MS = 2 * 60_000;

/** The units an unpaid order held go back on sale. Runs inside the caller's transaction. */
async function releaseHold(tx: DbOrTx, orderId: string) {
  for (const item of await repo.findOrderItems(tx, orderId)) {
    if (item.typed !== 'product' || !item.publicationId) continue;
    await releaseStock(tx, item.publicationId, item.quantity);
  }
}

/**
 * Unpaid orders past their hold expire and free their units; cheap when there are none. A rejected
 * payment keeps the hold: the buyer may try another card in the same checkout.
 */
export async function expireStaleOrders(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const stale = await repo.expireOrdersHeldUntil(tx, now);
    for (const id of stale) await releaseHold(tx, id);
    return stale.length;
  });
}

/** The bot conversation an order is placed in (issue 40): the order's page is then reached by its key. */
export interface PlacedInConversation {
  botId: string;
  conversationId: string;
}

export interface PlacedOrder {
  orderId: string;
  /** The provider's checkout. */
  checkoutUrl: string;
  /** The order's own page behind its key (orders placed in a conversation): status, and "Pagar" while held. */
  orderUrl: string | null;
}

/** Where a conversation's order lives for whoever holds its key (no account needed). */
export const guestOrderUrl = (ctx: AppContext, key: string) => `${ctx.settings.publicUrl}/pedido/${key}`;

/** An order written and its units held, waiting for its provider checkout (openCheckout). */
export interface HeldOrder {
  row: OrderRow;
  items: Array<{ id: string; title: string; priceMinor: number; quantity: number }>;
  /** The key of the order's page, for an order placed in a conversation. */
  guestKey: string | null;
  payerEmail: string;
}

/**
 * One seller's cart becomes a pending order, inside the caller's transaction: prices and stock are read
 * again here (the cart's copies are only what the buyer saw), and the units are held with a conditional
 * decrement so two buyers cannot both get the last one. In a conversation the buyer may be a guest (no
 * account): the order then belongs to the contact given, and the random key in its page's link is the only
 * way to it (decision 053). The seller's connection is checked by the caller, before the transaction.
 */
export async function holdOrder(
  ctx: AppContext,
  tx: DbOrTx,
  buyer: UserRow | null,
  newOrder: NewOrder,
  placed: { id?: string; conversation: PlacedInConversation | null; guestKey?: string } = {
    conversation: null,
  },
): Promise<HeldOrder> {
  const { conversation } = placed;
  if (!buyer && !conversation) throw new AppError('unauthorized', 401, msg.api.unauthorized);
  if (newOrder.sellerId === buyer?.id) throw new AppError('forbidden', 403, m.ownPublication);
  const guestKey = conversation ? (placed.guestKey ?? newToken()) : null;
  const quantities = new Map<string, number>();
  for (const item of newOrder.items) {
    quantities.set(item.publicationId, (quantities.get(item.publicationId) ?? 0) + item.quantity);
  }
  const now = new Date();
  const rows = await findPublicationsByIds(tx, [...quantities.keys()]);
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
    if (!(await holdStock(tx, row.id, quantity)))
      throw new AppError('conflict', 409, m.outOfStock(row.title));
  }
  const totalMinor = rows.reduce((sum, row) => sum + row.priceMinor * quantities.get(row.id)!, 0);
  const created = await repo.insertOrder(
    tx,
    {
      ...(placed.id ? { id: placed.id } : {}),
      buyerId: buyer?.id ?? null,
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
      ...(conversation
        ? {
            placedIn: 'conversation' as const,
            botId: conversation.botId,
            conversationId: conversation.conversationId,
            guestKeyHash: hashToken(guestKey!),
          }
        : {}),
    },
    rows.map((row) => ({
      publicationId: row.id,
      typed: row.typed,
      title: row.title,
      unitPriceMinor: row.priceMinor,
      quantity: quantities.get(row.id)!,
    })),
  );
  return {
    row: created,
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      priceMinor: row.priceMinor,
      quantity: quantities.get(row.id)!,
    })),
    guestKey,
    payerEmail: buyer?.email ?? newOrder.buyer.email,
  };
}

/**
 * The provider's checkout of an order just held, with the marketplace fee; it closes a little before the
 * hold ends. Without a checkout nobody can pay: on failure the held units go back on sale at once.
 */
export async function openCheckout(
  ctx: AppContext,
  held: HeldOrder,
  /** The seller's tokens when the caller already read them (the cart checks them before holding). */
  known: SellerTokens | null = null,
): Promise<PlacedOrder> {
  const db = ctx.database.db;
  const { publicUrl } = ctx.settings;
  const { row } = held;
  const currency = row.currency as Currency;
  const orderUrl = held.guestKey ? guestOrderUrl(ctx, held.guestKey) : null;
  const back = orderUrl ?? `${publicUrl}/orders/purchase/${row.id}`;
  try {
    const seller = known ?? (await sellerTokensOf(ctx, db, row.sellerId));
    if (!seller) throw new AppError('conflict', 409, m.sellerDisconnected);
    const checkout = await paymentProviderOf(ctx).createCheckout(seller, {
      orderId: row.id,
      currency,
      items: held.items.map((item) => ({
        id: item.id,
        title: item.title,
        quantity: item.quantity,
        unitPrice: fromMinorUnits(item.priceMinor, currency),
      })),
      marketplaceFee: fromMinorUnits(row.feeMinor, currency),
      payerEmail: held.payerEmail,
      notificationUrl: `${publicUrl}/api/webhooks/payments`,
      backUrls: { success: back, failure: back, pending: back },
      expiresAt: new Date(row.holdUntil.getTime() - CHECKOUT_MARGIN_MS),
    });
    await repo.setCheckout(db, row.id, {
      preferenceId: checkout.preferenceId,
      checkoutUrl: checkout.checkoutUrl,
    });
    return { orderId: row.id, checkoutUrl: checkout.checkoutUrl, orderUrl };
  } catch (error) {
    await db.transaction(async (tx) => {
      await repo.expireOrder(tx, row.id);
      await releaseHold(tx, row.id);
    });
    throw error instanceof ProviderError ? providerUnavailable(error) : error;
  }
}

/** The cart's checkout (POST /api/pay): the order held, then its provider checkout. */
export async function placeOrder(ctx: AppContext, buyer: UserRow, newOrder: NewOrder): Promise<PlacedOrder> {
  const db = ctx.database.db;
  if (newOrder.sellerId === buyer.id) throw new AppError('forbidden', 403, m.ownPublication);
  const seller = await sellerTokensOf(ctx, db, newOrder.sellerId);
  if (!seller) throw new AppError('conflict', 409, m.sellerDisconnected);
  await expireStaleOrders(ctx);
  const held = await db.transaction((tx) => holdOrder(ctx, tx, buyer, newOrder));
  return openCheckout(ctx, held, seller);
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
    const order = await repo.lockOrder(tx, orderId);
    if (!order || payment.orderId !== order.id) throw new AppError('bad_request', 400, m.paymentMismatch);
    const currency = order.currency as Currency;
    const amountMinor = toMinorUnits(payment.amount, currency);
    if (payment.currency !== order.currency || amountMinor !== order.totalMinor) {
      throw new AppError('bad_request', 400, m.paymentMismatch);
    }
    const provider = paymentProviderOf(ctx).name;
    const saved = await repo.savePayment(tx, {
      orderId,
      provider,
      providerPaymentId: payment.id,
      status: payment.status,
      amountMinor,
      currency,
    });

    const next = NEXT_STATUS[payment.status](order.status);
    if (next === order.status) return { order, saved, paidNow: false, queued: 0 };
    // An expired order gave its units back; a payment that still arrives takes them again.
    if (next === 'paid' && order.status === 'expired') await holdAgain(tx, order);
    const updated = await repo.setOrderStatus(tx, order.id, next);
    // An order placed in a bot's conversation is that bot's event too (issue 43).
    const queued =
      next === 'paid' && updated.botId
        ? await recordWebhookEvent(ctx, tx, updated.botId, 'order.paid', await paidEvent(tx, updated))
        : 0;
    return { order: updated, saved, paidNow: next === 'paid', queued };
  });
  if (result.paidNow) await announcePaid(ctx, result.order);
  sendQueuedEvents(ctx, result.queued);
  return result;
}

/** A paid order as webhooks send it: amounts in the currency's units, as the buyer paid them. */
async function paidEvent(tx: DbOrTx, order: OrderRow) {
  const currency = order.currency as Currency;
  const items = await repo.findOrderItems(tx, order.id);
  return {
    orderId: order.id,
    conversationId: order.conversationId,
    currency,
    total: fromMinorUnits(order.totalMinor, currency),
    testMode: isTestOrder(order),
    buyer: { name: order.buyerName, email: order.buyerEmail },
    items: items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPrice: fromMinorUnits(item.unitPriceMinor, currency),
    })),
  };
}

async function holdAgain(tx: DbOrTx, order: OrderRow) {
  for (const item of await repo.findOrderItems(tx, order.id)) {
    if (item.typed !== 'product' || !item.publicationId) continue;
    await takeStockAgain(tx, item.publicationId, item.quantity);
  }
}

async function announcePaid(ctx: AppContext, order: OrderRow) {
  const db = ctx.database.db;
  const people = await findPeople(db, order.buyerId ? [order.buyerId, order.sellerId] : [order.sellerId]);
  const buyer = people.find((p) => p._id === order.buyerId);
  const seller = people.find((p) => p._id === order.sellerId);
  // A guest (an order placed in a conversation without an account) has no account to notify: the e-mail
  // reaches them at the address they gave.
  if (!seller || (order.buyerId && !buyer)) return;
  const currency = order.currency as Currency;
  const total = formatMoney(fromMinorUnits(order.totalMinor, currency), currency);
  const testMode = isTestOrder(order);
  // A sandbox order says so wherever it is announced: nobody may take it for a real sale.
  const tested = (message: string) => (testMode ? `${message} ${m.testMode}.` : message);
  const buyerName = order.buyerName ?? buyer?.name ?? '';
  await createNotifications(db, [
    ...(buyer
      ? [
          {
            userId: buyer._id,
            fromUserId: seller._id,
            kind: 'order_paid' as const,
            title: m.paidBuyerTitle,
            message: tested(m.paidBuyerMessage(seller.name, total)),
          },
        ]
      : []),
    {
      userId: seller._id,
      fromUserId: buyer?._id ?? null,
      kind: 'sale_paid',
      title: order.placedIn === 'conversation' ? m.paidSellerBotTitle : m.paidSellerTitle,
      message: tested(m.paidSellerMessage(buyerName, total)),
    },
  ]);
  // The e-mails go through the job worker: queued once per order, retried while SMTP is down.
  await queueOrderPaidEmails(ctx, order.id);
}

// ---------- Reading orders ----------

export type { OrderSide };

export async function listOrders(ctx: AppContext, user: UserRow, side: OrderSide): Promise<Order[]> {
  const db = ctx.database.db;
  await expireStaleOrders(ctx);
  const rows = await repo.findOrdersOf(db, user.id, side, 100);
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
    const order = await repo.lockOrder(tx, id);
    if (!order || (order.sellerId !== user.id && !user.isSuperUser)) {
      throw new AppError('not_found', 404, m.orderNotFound);
    }
    if (order.deliveredAt) return order;
    if (order.status !== 'paid') throw new AppError('conflict', 409, m.deliverNotPaid);
    const updated = await repo.markOrderDelivered(tx, order.id);
    const [seller] = await findPeople(tx, [order.sellerId]);
    const currency = order.currency as Currency;
    // A guest has no account to notify: they hear it by asking the bot ("¿cómo va mi pedido?").
    if (order.buyerId) {
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
    }
    return updated;
  });
  return (await presentOrders(db, [row], user))[0]!;
}

/** Only the buyer reads a purchase and only the seller a sale; anyone else gets the same 404. */
export async function getOrder(ctx: AppContext, user: UserRow, side: OrderSide, id: string): Promise<Order> {
  const db = ctx.database.db;
  await expireStaleOrders(ctx);
  const row = await repo.findOrderOf(db, user.id, side, id);
  if (!row) throw new AppError('not_found', 404, m.orderNotFound);
  return (await presentOrders(db, [row], user))[0]!;
}

export async function presentOrders(db: DbOrTx, rows: OrderRow[], viewer: UserRow): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const buyerSide = rows.filter((row) => row.buyerId === viewer.id).map((row) => row.sellerId);
  const [{ items, paid }, people, contacts] = await Promise.all([
    repo.findOrderDetails(db, ids),
    findPeople(db, [
      ...new Set(rows.flatMap((row) => (row.buyerId ? [row.buyerId, row.sellerId] : [row.sellerId]))),
    ]),
    sellerContactsOf(db, [...new Set(buyerSide)]),
  ]);
  const person = (id: string | null, guestName: string | null = null) => {
    // A guest's order has no account: the name given in the conversation stands for it.
    if (!id) return { _id: '', name: guestName ?? '', hero: null, pictureUrl: null };
    const found = people.find((p) => p._id === id);
    return found
      ? { _id: found._id, name: found.name, hero: found.hero, pictureUrl: found.pictureUrl }
      : { _id: id, name: '', hero: null, pictureUrl: null };
  };
  return rows.map((row) => {
    const currency = row.currency as Currency;
    return {
      _id: row.id,
      status: row.status,
      currency,
      total: fromMinorUnits(row.totalMinor, currency),
      fee: fromMinorUnits(row.feeMinor, currency),
      buyer: person(row.buyerId, row.buyerName),
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
      placedIn: row.placedIn,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
