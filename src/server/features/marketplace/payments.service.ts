import { msg } from '../../../shared/messages.es';
import { fromMinorUnits, type Currency } from '../../../shared/money';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { applyPayment, presentOrders } from './orders.service';
import { paymentProviderOf } from './providers';
import { ProviderError, type ProviderPayment, type WebhookRequest } from './providers/provider';
import { findOrder, findOrderOf } from './orders.repo';
import { providerUnavailable, sellerTokensOf } from './seller.service';
import { findSellerByProviderUser } from './sellers.repo';

/**
 * Why a verified notification changed nothing. The provider is still answered 200: sending the same notice
 * again cannot make it match, so a 4xx or 5xx would only have it retried for days. Each one is logged.
 */
export type IgnoredNotice =
  /** The notice names a seller id that no connected seller has here. */
  | 'unknown_seller'
  /** The named seller's connection ended (or belongs to the other provider): nothing can be read for them. */
  | 'seller_disconnected'
  /** The named seller's credentials cannot see the payment: the notice names the wrong seller. */
  | 'payment_not_found_for_seller'
  | 'payment_without_order'
  /** The payment's external reference is no order of ours. */
  | 'unknown_order'
  /** The payment's order belongs to another seller than the one the notice names. */
  | 'order_of_another_seller'
  /** Amount or currency differ from the order's. */
  | 'payment_mismatch';

export interface NotificationOutcome {
  /** Null when the notice was applied, or was about something else than a payment (not worth a warning). */
  ignored: IgnoredNotice | null;
  paymentId?: string;
  providerUserId?: string | null;
  orderId?: string | null;
}

/** A provider's refusal that a retry cannot change (4xx, except "too many" and "timeout"). */
function isPermanentRefusal(error: ProviderError): boolean {
  const { status } = error;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * A provider notification: verified, then the payment is read back from the provider with the seller's
 * credentials (the notification itself is never trusted for amounts or states) and applied.
 * Anything that is not ours, or does not match, is acknowledged with the reason, so the provider stops
 * retrying it; only the provider being unreachable (a retry may succeed) throws the 502.
 */
export async function handleNotification(
  ctx: AppContext,
  request: WebhookRequest,
): Promise<NotificationOutcome> {
  const db = ctx.database.db;
  const provider = paymentProviderOf(ctx);
  const notice = provider.parseWebhook(request);
  if (!notice) return { ignored: null };
  const about = { paymentId: notice.paymentId, providerUserId: notice.providerUserId };
  if (!notice.providerUserId) return { ignored: 'unknown_seller', ...about };
  const account = await findSellerByProviderUser(db, provider.name, notice.providerUserId);
  if (!account) return { ignored: 'unknown_seller', ...about };
  const seller = await sellerTokensOf(ctx, db, account.userId);
  if (!seller) return { ignored: 'seller_disconnected', ...about };
  let payment: ProviderPayment;
  try {
    payment = await provider.getPayment(seller, notice.paymentId);
  } catch (error) {
    if (error instanceof ProviderError && isPermanentRefusal(error)) {
      return { ignored: 'payment_not_found_for_seller', ...about };
    }
    throw error instanceof ProviderError ? providerUnavailable(error) : error;
  }
  const found = { ...about, orderId: payment.orderId };
  if (!payment.orderId) return { ignored: 'payment_without_order', ...found };
  const order = await findOrder(db, payment.orderId);
  if (!order) return { ignored: 'unknown_order', ...found };
  if (order.sellerId !== account.userId) return { ignored: 'order_of_another_seller', ...found };
  try {
    await applyPayment(ctx, order.id, payment);
  } catch (error) {
    if (error instanceof AppError && error.code === 'bad_request') {
      return { ignored: 'payment_mismatch', ...found };
    }
    throw error;
  }
  return { ignored: null, ...found };
}

/** The buyer's browser, back from the checkout, reports a payment id: checked with the provider, then applied. */
export async function confirmPayment(ctx: AppContext, buyer: UserRow, orderId: string, paymentId: string) {
  const db = ctx.database.db;
  const order = await findOrderOf(db, buyer.id, 'purchase', orderId);
  if (!order) throw new AppError('not_found', 404, msg.marketplace.orderNotFound);
  const seller = await sellerTokensOf(ctx, db, order.sellerId);
  if (!seller) throw new AppError('conflict', 409, msg.marketplace.sellerDisconnected);
  const payment = await paymentProviderOf(ctx)
    .getPayment(seller, paymentId)
    .catch((error: unknown) => {
      if (error instanceof ProviderError && error.status === 404) {
        throw new AppError('bad_request', 400, msg.marketplace.paymentMismatch);
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
