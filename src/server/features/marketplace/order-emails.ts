import { formatMoney } from '../../../shared/format-money';
import { fromMinorUnits, type Currency } from '../../../shared/money';
import { orderReference } from '../../../shared/order-reference';
import type { AppContext } from '../../app-context';
import { findPeople } from '../accounts/accounts.repo';
import { findBotByRef } from '../bots/bots.repo';
import { purchaseEmail, saleEmail } from '../mail/templates';
import { findOrder, findOrderItems, type OrderRow } from './orders.repo';
import { sellerContactsOf } from './seller.service';

/** The job that sends one side's e-mail about a paid order (decision 037: queued, retried, once). */
export const ORDER_PAID_EMAIL = 'order-paid-email';

type Recipient = 'buyer' | 'seller';

/** Orders the built-in sandbox took: no real money moved. */
export function isTestOrder(order: Pick<OrderRow, 'provider'>): boolean {
  return order.provider === 'sandbox';
}

export function registerOrderEmailJobs(ctx: AppContext): void {
  ctx.jobs.define(
    ORDER_PAID_EMAIL,
    async (job) => {
      const to: Recipient = job.payload.to === 'seller' ? 'seller' : 'buyer';
      await sendOrderPaidEmail(ctx, String(job.payload.orderId), to);
    },
    // A stuck SMTP server must not hold the job's claim for ever; a failure is retried with backoff.
    { timeoutMs: 60_000 },
  );
}

/**
 * Queues the buyer's "Tu compra está pagada" and the seller's "Nueva venta" e-mails of an order just paid.
 * The dedupe keys make each e-mail one per order, however many notifications announce the payment.
 */
export async function queueOrderPaidEmails(ctx: AppContext, orderId: string): Promise<void> {
  for (const to of ['buyer', 'seller'] as const) {
    await ctx.jobs.enqueue(ORDER_PAID_EMAIL, {
      payload: { orderId, to },
      dedupeKey: `${ORDER_PAID_EMAIL}:${to}:${orderId}`,
    });
  }
}

async function sendOrderPaidEmail(ctx: AppContext, orderId: string, to: Recipient): Promise<void> {
  const db = ctx.database.db;
  const order = await findOrder(db, orderId);
  if (!order) return;
  const people = await findPeople(db, order.buyerId ? [order.buyerId, order.sellerId] : [order.sellerId]);
  const buyer = people.find((p) => p._id === order.buyerId);
  const seller = people.find((p) => p._id === order.sellerId);
  // A guest's order (placed in a conversation) has no account: its checkout contact is the buyer.
  if (!seller || (order.buyerId && !buyer)) return;
  const buyerName = order.buyerName ?? buyer?.name ?? '';
  const buyerEmail = order.buyerEmail ?? buyer?.email;
  const { appName, publicUrl, supportEmail } = ctx.settings;
  const currency = order.currency as Currency;
  const total = formatMoney(fromMinorUnits(order.totalMinor, currency), currency);
  const testMode = isTestOrder(order);

  if (to === 'seller') {
    const email = saleEmail({
      appName,
      name: seller.name,
      buyerName,
      total,
      link: `${publicUrl}/orders/sale/${order.id}`,
      supportEmail,
      testMode,
    });
    await ctx.mailer.send({ to: seller.email, ...email });
    return;
  }

  const [items, contacts] = await Promise.all([
    findOrderItems(db, order.id),
    sellerContactsOf(db, [order.sellerId]),
  ]);
  const contact = contacts.get(order.sellerId);
  const email = purchaseEmail({
    appName,
    // The name and address the buyer gave at checkout ("para recibir las novedades del pedido").
    name: buyerName,
    sellerName: seller.name,
    total,
    reference: orderReference(order.id),
    // By title, as a person scans a list (the rows come by publication id, the order stock is locked in).
    items: items
      .map((item) => ({ quantity: item.quantity, title: item.title }))
      .sort((a, b) => a.title.localeCompare(b.title, 'es')),
    delivery:
      order.deliveryMethod === 'delivery' && order.deliveryAddress
        ? { method: 'delivery', address: order.deliveryAddress }
        : order.deliveryMethod === 'pickup'
          ? { method: 'pickup' }
          : null,
    sellerContact: [contact?.phone, contact?.email].filter((way): way is string => !!way),
    // A guest has no "Mis compras": the bot they bought through answers "¿cómo va mi pedido?".
    link: order.buyerId
      ? `${publicUrl}/orders/purchase/${order.id}`
      : `${publicUrl}/${(order.botId && (await findBotByRef(db, order.botId))?.alias) || ''}`,
    supportEmail,
    testMode,
  });
  if (!buyerEmail) return;
  await ctx.mailer.send({ to: buyerEmail, ...email });
}
