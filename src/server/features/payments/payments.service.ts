import { and, eq } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import { fromMinorUnits, type Currency } from '../../../shared/money';
import type { AppContext } from '../../app-context';
import { orders, sellerAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../plugins/auth';
import { applyPayment, presentOrders } from './orders.service';
import { paymentProviderOf } from './providers';
import { ProviderError, type WebhookRequest } from './providers/provider';
import { providerUnavailable, sellerTokensOf } from './seller.service';

/**
 * A provider notification: verified, then the payment is read back from the provider with the seller's
 * credentials (the notification itself is never trusted for amounts or states) and applied.
 * Returns quietly for anything that is not ours, so the provider stops retrying it.
 */
export async function handleNotification(ctx: AppContext, request: WebhookRequest): Promise<void> {
  const db = ctx.database.db;
  const provider = paymentProviderOf(ctx);
  const notice = provider.parseWebhook(request);
  if (!notice?.providerUserId) return;
  const [account] = await db
    .select({ userId: sellerAccounts.userId })
    .from(sellerAccounts)
    .where(
      and(
        eq(sellerAccounts.provider, provider.name),
        eq(sellerAccounts.providerUserId, notice.providerUserId),
      ),
    );
  const seller = account ? await sellerTokensOf(ctx, db, account.userId) : null;
  if (!account || !seller) return;
  const payment = await provider.getPayment(seller, notice.paymentId).catch((error: unknown) => {
    throw error instanceof ProviderError ? providerUnavailable(error) : error;
  });
  if (!payment.orderId) return;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, payment.orderId), eq(orders.sellerId, account.userId)));
  if (order) await applyPayment(ctx, order.id, payment);
}

/** The buyer's browser, back from the checkout, reports a payment id: checked with the provider, then applied. */
export async function confirmPayment(ctx: AppContext, buyer: UserRow, orderId: string, paymentId: string) {
  const db = ctx.database.db;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.id)));
  if (!order) throw new AppError('not_found', 404, msg.market.orderNotFound);
  const seller = await sellerTokensOf(ctx, db, order.sellerId);
  if (!seller) throw new AppError('conflict', 409, msg.market.sellerDisconnected);
  const payment = await paymentProviderOf(ctx)
    .getPayment(seller, paymentId)
    .catch((error: unknown) => {
      if (error instanceof ProviderError && error.status === 404) {
        throw new AppError('bad_request', 400, msg.market.paymentMismatch);
      }
      throw error instanceof ProviderError ? providerUnavailable(error) : error;
    });
  const { order: updated, saved } = await applyPayment(ctx, order.id, payment);
  const [presented] = await presentOrders(db, [updated], buyer);
  return {
    savedPayment: {
      _id: saved.id,
      providerPaymentId: saved.providerPaymentId,
      status: saved.status,
      amount: fromMinorUnits(saved.amountMinor, saved.currency as Currency),
      currency: saved.currency,
      createdAt: saved.createdAt.toISOString(),
    },
    order: presented!,
  };
}
