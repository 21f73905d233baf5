import { msg } from '../../../shared/messages.es';
import { fromMinorUnits, type Currency } from '../../../shared/money';
import { orderReference } from '../../../shared/order-reference';
import type { GuestOrder } from '../../../shared/schemas/marketplace';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { findPeople } from '../accounts/accounts.repo';
import { findBotByRef } from '../bots/bots.repo';
import { isTestOrder } from './order-emails';
import { expireStaleOrders } from './orders.service';
import {
  findOrderByGuestKey,
  findOrderDetails,
  botSales,
  findOrdersOfConversations,
  type OrderRow,
} from './orders.repo';
import { sandboxOf } from './providers';
import { sellerContactsOf } from './seller.service';

const m = msg.marketplace;

/** The order behind a conversation's order key; a wrong key and a missing order are the same 404. */
export async function findByKey(ctx: AppContext, key: string): Promise<OrderRow> {
  const row = await findOrderByGuestKey(ctx.database.db, hashToken(key));
  if (!row) throw new AppError('not_found', 404, m.orderNotFound);
  return row;
}

/** Whether the order still takes a payment: waiting for one, with its units still held. */
export function takesPayment(order: OrderRow, now = new Date()): boolean {
  return (order.status === 'pending' || order.status === 'rejected') && order.holdUntil > now;
}

/**
 * The provider's checkout of an order placed in a conversation. The sandbox's checkout is a screen of this
 * app that only the order's buyer may use: the key goes with it, as the guest's proof (decision 053).
 */
export function payUrlOf(ctx: AppContext, order: OrderRow, key: string): string | null {
  if (!order.checkoutUrl || !takesPayment(order)) return null;
  if (!sandboxOf(ctx)) return order.checkoutUrl;
  const url = new URL(order.checkoutUrl);
  url.searchParams.set('key', key);
  return url.toString();
}

/**
 * An order placed in a conversation, for whoever holds the key of its link. Once the hold ended without a
 * payment the link is spent: it tells only that, and its units are back on sale.
 */
export async function readGuestOrder(ctx: AppContext, key: string): Promise<GuestOrder> {
  const db = ctx.database.db;
  await expireStaleOrders(ctx);
  const order = await findByKey(ctx, key);
  if (order.status === 'expired') throw new AppError('not_found', 404, m.guestOrderExpired);
  const [{ items }, [seller], contacts, bot] = await Promise.all([
    findOrderDetails(db, [order.id]),
    findPeople(db, [order.sellerId]),
    sellerContactsOf(db, [order.sellerId]),
    order.botId ? findBotByRef(db, order.botId) : Promise.resolve(undefined),
  ]);
  const currency = order.currency as Currency;
  return {
    reference: orderReference(order.id),
    status: order.status,
    currency,
    total: fromMinorUnits(order.totalMinor, currency),
    items: items.map((item) => ({
      title: item.title,
      unitPrice: fromMinorUnits(item.unitPriceMinor, currency),
      quantity: item.quantity,
    })),
    buyerName: order.buyerName ?? '',
    delivery: order.deliveryMethod ? { method: order.deliveryMethod, address: order.deliveryAddress } : null,
    holdUntil: order.holdUntil.toISOString(),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    sellerName: seller?.name ?? '',
    sellerContact: contacts.get(order.sellerId) ?? null,
    payUrl: payUrlOf(ctx, order, key),
    botPath: bot ? `/${bot.alias}` : null,
    testMode: isTestOrder(order),
  };
}

/** The orders a conversation placed, for the bot owner's inbox: reference, status and total, newest first. */
export async function ordersOfConversation(ctx: AppContext, conversationId: string) {
  const rows = await findOrdersOfConversations(ctx.database.db, [conversationId]);
  return rows.map((row) => {
    const currency = row.currency as Currency;
    return {
      _id: row.id,
      reference: orderReference(row.id),
      status: row.status,
      total: fromMinorUnits(row.totalMinor, currency),
      currency,
      delivered: row.deliveredAt !== null,
      testMode: isTestOrder(row),
    };
  });
}

/** A bot's paid sales since `from`, per currency, as the owner's stats show them (issue 40, item 5). */
export async function salesOfBot(ctx: AppContext, botId: string, from: Date) {
  const rows = await botSales(ctx.database.db, botId, from);
  return rows.map((row) => {
    const currency = row.currency as Currency;
    return { currency, sales: row.sales, total: fromMinorUnits(row.totalMinor, currency) };
  });
}
