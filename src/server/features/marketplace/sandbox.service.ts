import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { UserRow } from '../../lib/user-row';
import { expireStaleOrders } from './orders.service';
import { sandboxOf } from './providers';
import { findCheckout, insertSandboxPayment } from './sandbox.repo';

/**
 * The sandbox checkout and its order, for the order's buyer only: the signed-in buyer, or whoever holds the
 * key of an order placed in a conversation (a guest has no account). Anyone else hears it does not exist.
 */
export async function findBuyersCheckout(
  ctx: AppContext,
  buyer: { user: UserRow | null; key: string | null },
  id: string,
) {
  if (!sandboxOf(ctx)) throw new AppError('not_found', 404, msg.marketplace.checkoutNotFound);
  if (!buyer.user && !buyer.key) throw new AppError('unauthorized', 401, msg.api.unauthorized);
  // A hold that ended closes its checkout now, not at the next sweep.
  await expireStaleOrders(ctx);
  const row = await findCheckout(ctx.database.db, id);
  const { order } = row ?? {};
  const isBuyer =
    !!order &&
    ((!!buyer.user && order.buyerId === buyer.user.id) ||
      (!!buyer.key && !!order.guestKeyHash && order.guestKeyHash === hashToken(buyer.key)));
  if (!row || !isBuyer) throw new AppError('not_found', 404, msg.marketplace.checkoutNotFound);
  return row;
}

/** A payment made in a sandbox checkout, with the outcome the buyer chose; answers its id. */
export function recordSandboxPayment(
  ctx: AppContext,
  values: Parameters<typeof insertSandboxPayment>[1],
): Promise<string> {
  return insertSandboxPayment(ctx.database.db, values);
}
