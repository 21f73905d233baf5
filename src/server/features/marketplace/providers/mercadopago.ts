/*
 * MercadoPago adapter (marketplace model: sellers connect with OAuth, buyers pay on Checkout Pro).
 * Request and response shapes follow MercadoPago's documentation:
 * - OAuth consent URL (authorization_code flow, platform_id=mp, state, redirect_uri):
 *   https://mercadopago.com.br/developers/en/docs/security/oauth/creation
 * - Token exchange, POST /oauth/token (client_id, client_secret, grant_type, code, redirect_uri →
 *   access_token, token_type, expires_in, scope, user_id, refresh_token, public_key, live_mode); the same
 *   call with grant_type=refresh_token and refresh_token renews both tokens before the 180 days end:
 *   https://www.mercadopago.com.br/developers/en/docs/oauth/renewal
 *   https://mercadopago.com.br/developers/es/reference/oauth/_oauth_token/post
 *   https://www.mercadopago.com.br/developers/en/docs/security/oauth/best-practices.md
 * - Preferences, POST /checkout/preferences (items[].unit_price is a number, marketplace_fee,
 *   external_reference, back_urls, auto_return, expires, expiration_date_to → id, init_point):
 *   https://www.mercadopago.com.mx/developers//en/reference/preferences/_checkout_preferences/post/
 *   https://www.mercadopago.com.mx/developers/en/guides/online-payments/checkout-pro/configurations
 * - Payment lookup, GET /v1/payments/{id}, and its statuses:
 *   https://www.mercadopago.com.mx/developers/en/reference/online-payments/checkout-pro/get-payment/get
 *   https://www.mercadopago.com.mx/developers/en/docs/checkout-api-payments/response-handling/query-results.md
 * - Webhooks and the x-signature check (manifest `id:[data.id_url];request-id:[x-request-id_header];ts:[ts_header];`,
 *   HMAC-SHA256 hex with the application's secret; absent values are left out of the manifest):
 *   https://mercadopago.com.mx/developers/es/docs/checkout-pro/payment-notifications
 *   https://mercadopago.com.mx/developers/en/docs/checkout-pro/additional-content/notifications
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CURRENCIES, fromMinorUnits, toMinorUnits, type Currency } from '../../../../shared/money';
import {
  ProviderError,
  WebhookSignatureError,
  type Checkout,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type SellerTokens,
  type WebhookRequest,
} from './provider';

export interface MercadoPagoOptions {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** https://auth.mercadopago.com in production. */
  authUrl: string;
  /** https://api.mercadopago.com in production. */
  apiUrl: string;
  fetch?: typeof fetch;
  /** Per HTTP call, including reading the answer. */
  timeoutMs?: number;
}

export const MercadoPagoDefaults = { timeoutMs: 10_000 } as const;

const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().nonnegative().optional(),
  scope: z.string().optional(),
  user_id: z.union([z.number().int(), z.string().min(1)]),
  refresh_token: z.string().nullish(),
  public_key: z.string().nullish(),
  live_mode: z.boolean().optional(),
});

const PreferenceResponseSchema = z.object({
  id: z.string().min(1),
  init_point: z.url(),
  sandbox_init_point: z.string().nullish(),
});

const PaymentResponseSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number().nonnegative(),
  currency_id: z.string(),
});

const ErrorResponseSchema = z.object({ message: z.string().optional() });

const WebhookBodySchema = z.object({
  type: z.string().optional(),
  topic: z.string().optional(),
  user_id: z.union([z.number().int(), z.string().min(1)]).optional(),
});

/** MercadoPago's payment statuses reduced to what moves an order; anything else is refused. */
const PaymentStatusMap: Record<string, PaymentStatus> = {
  approved: 'approved',
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  // A dispute holds the money without settling it either way: nothing to do until it ends.
  in_mediation: 'pending',
  rejected: 'rejected',
  cancelled: 'rejected',
  refunded: 'refunded',
  charged_back: 'refunded',
};

export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? MercadoPagoDefaults.timeoutMs;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const authUrl = options.authUrl.replace(/\/+$/, '');

  /** Removes any credential that an answer might echo, so errors can be logged safely. */
  function redact(text: string, extra: string[] = []): string {
    let out = text;
    for (const secret of [options.clientSecret, options.webhookSecret, ...extra]) {
      if (secret) out = out.split(secret).join('[redacted]');
    }
    return out.slice(0, 200);
  }

  async function call<T>(
    label: string,
    path: string,
    init: { method: 'GET' | 'POST'; bearer?: string; body?: unknown; secrets?: string[] },
    schema: z.ZodType<T>,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const secrets = [...(init.bearer ? [init.bearer] : []), ...(init.secrets ?? [])];
    let status: number;
    let text: string;
    try {
      const res = await doFetch(`${apiUrl}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      // The cause is left out on purpose: it carries nothing useful and must never carry a credential.
      throw new ProviderError(
        `MercadoPago ${label}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable'}`,
      );
    }
    const json = parseJson(text);
    if (status < 200 || status > 299) {
      const parsed = ErrorResponseSchema.safeParse(json);
      const detail = parsed.success && parsed.data.message ? `: ${redact(parsed.data.message, secrets)}` : '';
      throw new ProviderError(`MercadoPago ${label} answered ${status}${detail}`, status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
      throw new ProviderError(`MercadoPago ${label}: unexpected answer (${fields})`, status);
    }
    return parsed.data;
  }

  /** POST /oauth/token with the application's credentials: a code exchange or a refresh. */
  async function requestTokens(
    label: string,
    grant: Record<string, string>,
    secrets: string[] = [],
  ): Promise<SellerTokens> {
    const token = await call(
      label,
      '/oauth/token',
      {
        method: 'POST',
        body: { client_id: options.clientId, client_secret: options.clientSecret, ...grant },
        secrets,
      },
      TokenResponseSchema,
    );
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? null,
      providerUserId: String(token.user_id),
      publicKey: token.public_key ?? null,
      expiresAt: token.expires_in === undefined ? null : new Date(Date.now() + token.expires_in * 1000),
    };
  }

  return {
    name: 'mercadopago',

    authorizationUrl(state, redirectUri) {
      const query = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        platform_id: 'mp',
        state,
        redirect_uri: redirectUri,
      });
      return `${authUrl}/authorization?${query.toString()}`;
    },

    exchangeCode(code, redirectUri) {
      return requestTokens('token exchange', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
    },

    refreshTokens(current) {
      if (!current.refreshToken) {
        return Promise.reject(new ProviderError('MercadoPago token refresh: no refresh token', 400));
      }
      return requestTokens(
        'token refresh',
        { grant_type: 'refresh_token', refresh_token: current.refreshToken },
        [current.refreshToken],
      );
    },

    async createCheckout(seller, request): Promise<Checkout> {
      const body = {
        items: request.items.map((item) => ({
          id: item.id,
          title: item.title,
          quantity: item.quantity,
          unit_price: toApiAmount(item.unitPrice, request.currency),
          currency_id: request.currency,
        })),
        external_reference: request.orderId,
        marketplace_fee: toApiAmount(request.marketplaceFee, request.currency),
        payer: { email: request.payerEmail },
        notification_url: request.notificationUrl,
        back_urls: request.backUrls,
        auto_return: 'approved',
        expires: true,
        expiration_date_to: toApiDate(request.expiresAt),
      };
      const preference = await call(
        'preference creation',
        '/checkout/preferences',
        { method: 'POST', bearer: seller.accessToken, body },
        PreferenceResponseSchema,
      );
      return { preferenceId: preference.id, checkoutUrl: preference.init_point };
    },

    async getPayment(seller, paymentId): Promise<ProviderPayment> {
      if (!paymentId) throw new ProviderError('MercadoPago payment lookup: empty payment id');
      const payment = await call(
        'payment lookup',
        `/v1/payments/${encodeURIComponent(paymentId)}`,
        { method: 'GET', bearer: seller.accessToken },
        PaymentResponseSchema,
      );
      const status = PaymentStatusMap[payment.status];
      if (!status) throw new ProviderError(`MercadoPago payment lookup: unknown status ${payment.status}`);
      if (!isCurrency(payment.currency_id)) {
        throw new ProviderError(`MercadoPago payment lookup: unsupported currency ${payment.currency_id}`);
      }
      // The API sends a binary float: its shortest decimal text is exactly what MercadoPago stored.
      const minor = toMinorUnits(String(payment.transaction_amount), payment.currency_id);
      if (minor === null) {
        throw new ProviderError(
          `MercadoPago payment lookup: amount ${payment.transaction_amount} out of range`,
        );
      }
      return {
        id: String(payment.id),
        status,
        orderId: payment.external_reference || null,
        amount: fromMinorUnits(minor, payment.currency_id),
        currency: payment.currency_id,
      };
    },

    parseWebhook(request: WebhookRequest): PaymentNotice | null {
      const signature = header(request.headers, 'x-signature');
      if (!signature) throw new WebhookSignatureError('missing x-signature header');
      const { ts, v1 } = parseSignatureHeader(signature);
      if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1))
        throw new WebhookSignatureError('malformed x-signature header');

      const requestId = header(request.headers, 'x-request-id');
      const dataId = queryValue(request.query, 'data.id');
      // The docs' template; a value missing from the notification is left out together with its label.
      let manifest = '';
      if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
      if (requestId) manifest += `request-id:${requestId};`;
      manifest += `ts:${ts};`;

      const expected = createHmac('sha256', options.webhookSecret).update(manifest).digest();
      const received = Buffer.from(v1, 'hex');
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
        throw new WebhookSignatureError();
      }

      const body = WebhookBodySchema.safeParse(request.body);
      const topic =
        queryValue(request.query, 'type') ??
        queryValue(request.query, 'topic') ??
        (body.success ? (body.data.type ?? body.data.topic) : undefined);
      if (topic !== 'payment') return null;
      // Only the signed id is trusted: the body's data.id is not covered by the signature.
      if (!dataId) throw new WebhookSignatureError('payment notification without a signed data.id');
      const userId = body.success ? body.data.user_id : undefined;
      return { paymentId: dataId, providerUserId: userId === undefined ? null : String(userId) };
    },
  };
}

/**
 * "1234.50" → 1234.5: MercadoPago takes amounts as JSON numbers. The canonical decimal text of a valid amount
 * (at most the currency's digits) parses to the double nearest to it, so no float drift reaches the API.
 */
function toApiAmount(amount: string, currency: Currency): number {
  const minor = toMinorUnits(amount, currency);
  if (minor === null) throw new RangeError(`not a ${currency} amount: ${amount}`);
  return Number(fromMinorUnits(minor, currency));
}

/** ISO 8601 with milliseconds and an explicit offset, the form of the docs' examples. */
function toApiDate(date: Date): string {
  return date.toISOString().replace(/Z$/, '+00:00');
}

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCIES, code);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function header(headers: WebhookRequest['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (first) return first.trim();
  }
  return undefined;
}

function queryValue(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' && first !== '') return first;
  if (typeof first === 'number') return String(first);
  return undefined;
}

/** `ts=1742505638683,v1=…` → its parts; unknown keys are ignored, as the docs' examples do. */
function parseSignatureHeader(value: string): { ts?: string; v1?: string } {
  const parts: { ts?: string; v1?: string } = {};
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const val = part.slice(eq + 1).trim();
    if (key === 'ts' && /^\d+$/.test(val)) parts.ts = val;
    if (key === 'v1') parts.v1 = val;
  }
  return parts;
}
