import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client';
import { findSandboxPayment, insertSandboxPreference } from '../sandbox.repo';
import {
  ProviderError,
  WebhookSignatureError,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type WebhookRequest,
} from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Like MercadoPago's: 180 days, renewed with the refresh token. */
const TOKEN_LIFETIME_MS = 180 * 24 * 3_600_000;

export interface SandboxOptions {
  db: Db;
  publicUrl: string;
  /** Signs authorization codes and notifications, as a real provider's secrets would. */
  secret: Buffer;
}

/**
 * A payment provider that lives in this server: its consent screen is a page under /api/sandbox, its
 * checkout a screen of the web app over /api/sandbox/checkout (sandbox.routes.ts), its books are two tables. It behaves like MercadoPago where the
 * marketplace can tell: codes must be genuine, payments belong to one seller, notifications are signed.
 */
export function createSandboxProvider(options: SandboxOptions): PaymentProvider & SandboxBooks {
  const { db, publicUrl, secret } = options;
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const verify = (value: string, signature: string) => {
    const expected = Buffer.from(sign(value));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return {
    name: 'sandbox',

    authorizationUrl(state, redirectUri) {
      const query = new URLSearchParams({ state, redirect_uri: redirectUri });
      return `${publicUrl}/api/sandbox/authorize?${query}`;
    },

    issueCode(redirectUri) {
      const body = `${randomBytes(9).toString('base64url')}:${redirectUri}`;
      return `SBX-${Buffer.from(body).toString('base64url')}.${sign(body)}`;
    },

    async exchangeCode(code, redirectUri) {
      const match = /^SBX-([\w-]+)\.([\w-]+)$/.exec(code);
      const body = match ? Buffer.from(match[1]!, 'base64url').toString() : '';
      if (!match || !verify(body, match[2]!) || !body.endsWith(`:${redirectUri}`)) {
        throw new ProviderError('invalid_grant', 400);
      }
      return {
        accessToken: `SBX-AT-${randomBytes(18).toString('base64url')}`,
        refreshToken: `SBX-RT-${randomBytes(18).toString('base64url')}`,
        providerUserId: `sbx-${body.slice(0, 10)}`,
        publicKey: null,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
      };
    },

    async refreshTokens(current) {
      if (!current.refreshToken?.startsWith('SBX-RT-')) throw new ProviderError('invalid_grant', 400);
      return {
        ...current,
        accessToken: `SBX-AT-${randomBytes(18).toString('base64url')}`,
        refreshToken: `SBX-RT-${randomBytes(18).toString('base64url')}`,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
      };
    },

    async createCheckout(seller, request) {
      const preferenceId = await insertSandboxPreference(db, {
        orderId: request.orderId,
        sellerProviderUserId: seller.providerUserId,
        amount: request.items
          .reduce((sum, item) => sum + Number(item.unitPrice) * item.quantity, 0)
          .toFixed(request.currency === 'CLP' || request.currency === 'PYG' ? 0 : 2),
        currency: request.currency,
        title: request.items.map((item) => `${item.quantity} × ${item.title}`).join(', '),
        notificationUrl: request.notificationUrl,
        backUrls: request.backUrls,
        expiresAt: request.expiresAt,
      });
      return {
        preferenceId,
        // The checkout is a screen of the web app: only the order's signed-in buyer completes it.
        checkoutUrl: `${publicUrl}/sandbox/checkout/${preferenceId}`,
      };
    },

    async getPayment(seller, paymentId): Promise<ProviderPayment> {
      const payment = await findSandboxPayment(db, paymentId);
      // Like MercadoPago: another seller's payment is invisible with this seller's token.
      if (!payment || payment.sellerProviderUserId !== seller.providerUserId) {
        throw new ProviderError('payment not found', 404);
      }
      return {
        id: payment.id,
        status: payment.status as PaymentStatus,
        orderId: payment.orderId,
        amount: payment.amount,
        currency: payment.currency,
      };
    },

    signNotice(paymentId) {
      return sign(`payment:${paymentId}`);
    },

    parseWebhook({ headers, body }: WebhookRequest): PaymentNotice | null {
      const notice = body as { type?: unknown; data?: { id?: unknown }; user_id?: unknown } | null;
      const paymentId = typeof notice?.data?.id === 'string' ? notice.data.id : '';
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !verify(`payment:${paymentId}`, signature)) {
        throw new WebhookSignatureError();
      }
      if (notice?.type !== 'payment' || !paymentId) return null;
      return { paymentId, providerUserId: typeof notice.user_id === 'string' ? notice.user_id : null };
    },
  };
}

/** What only the sandbox's own pages use: issuing codes and signing the notices they send. */
export interface SandboxBooks {
  issueCode(redirectUri: string): string;
  signNotice(paymentId: string): string;
}
