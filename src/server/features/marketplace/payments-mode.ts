import type { Settings } from '../../settings';

export type PaymentsMode = 'sandbox' | 'live';

/**
 * `live` when MercadoPago and its credentials are configured; otherwise the built-in sandbox takes the
 * payments (the default of `npm start`), and every payment screen, order and e-mail says no real money moves.
 */
export function paymentsModeOf(settings: Settings): PaymentsMode {
  return settings.payments.provider === 'mercadopago' && settings.payments.mercadopago ? 'live' : 'sandbox';
}
