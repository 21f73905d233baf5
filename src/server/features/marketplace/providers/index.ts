import { createHmac } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { paymentsModeOf } from '../payments-mode';
import { createMercadoPagoProvider } from './mercadopago';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxBooks } from './sandbox';

const providers = new WeakMap<AppContext, PaymentProvider>();

/** The provider the settings name, one per running app. */
export function paymentProviderOf(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const { payments, publicUrl, secretsKey } = ctx.settings;
    provider =
      paymentsModeOf(ctx.settings) === 'live' && payments.mercadopago
        ? createMercadoPagoProvider(payments.mercadopago)
        : createSandboxProvider({
            db: ctx.database.db,
            publicUrl,
            secret: createHmac('sha256', secretsKey).update('sandbox-provider').digest(),
          });
    providers.set(ctx, provider);
  }
  return provider;
}

/** The sandbox's own pages, or null when the real provider is configured (they are then 404). */
export function sandboxOf(ctx: AppContext): (PaymentProvider & SandboxBooks) | null {
  const provider = paymentProviderOf(ctx);
  return provider.name === 'sandbox' ? (provider as PaymentProvider & SandboxBooks) : null;
}
