import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { sandboxOf } from './providers';
import { findCheckout, insertSandboxPayment } from './sandbox.repo';

/** The sandbox checkout and its order, for the order's buyer only; anyone else hears it does not exist. */
export async function findBuyersCheckout(ctx: AppContext, user: UserRow, id: string) {
  if (!sandboxOf(ctx)) throw new AppError('not_found', 404, msg.marketplace.checkoutNotFound);
  const row = await findCheckout(ctx.database.db, id);
  if (!row || row.order.buyerId !== user.id)
    throw new AppError('not_found', 404, msg.marketplace.checkoutNotFound);
  return row;
}

/** A payment made in a sandbox checkout, with the outcome the buyer chose; answers its id. */
export function recordSandboxPayment(
  ctx: AppContext,
  values: Parameters<typeof insertSandboxPayment>[1],
): Promise<string> {
  return insertSandboxPayment(ctx.database.db, values);
}
