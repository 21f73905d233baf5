import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMercadoPagoProvider } from './mercadopago';
import { ProviderError, WebhookSignatureError, type CheckoutRequest, type SellerTokens } from './provider';

/*
 * A stand-in for api.mercadopago.com that checks what it receives against the documented request shapes
 * (method, path, headers, body fields and their JSON types) and answers with documented responses.
 * A request that does not match is answered 400 with the problem, and recorded in `problems`.
 */

const clientId = '5432109876543210';
const clientSecret = 'APP_SECRET-never-in-errors-9f8e7d';
const webhookSecret = 'whsec-test-7f3a';
const sellerToken = 'APP_USR-5432109876543210-031820-sellertoken-123456789';

const seller: SellerTokens = {
  accessToken: sellerToken,
  refreshToken: 'TG-refresh',
  providerUserId: '123456789',
  publicKey: 'APP_USR-public',
  expiresAt: null,
};

const TokenRequestSchema = z.union([
  z.strictObject({
    client_id: z.literal(clientId),
    client_secret: z.literal(clientSecret),
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1),
    redirect_uri: z.url(),
  }),
  z.strictObject({
    client_id: z.literal(clientId),
    client_secret: z.literal(clientSecret),
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1),
  }),
]);

const PreferenceRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.string(),
        title: z.string(),
        quantity: z.number().int().positive(),
        unit_price: z.number(),
        currency_id: z.string().length(3),
      }),
    )
    .min(1),
  external_reference: z.string().min(1),
  marketplace_fee: z.number(),
  payer: z.strictObject({ email: z.email() }),
  notification_url: z.url(),
  back_urls: z.strictObject({ success: z.url(), failure: z.url(), pending: z.url() }),
  auto_return: z.literal('approved'),
  expires: z.literal(true),
  expiration_date_to: z.iso.datetime({ offset: true }),
});

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

/** Payments the fake knows, by id: the documented fields the adapter reads, plus a few it ignores. */
const payments = new Map<string, Record<string, unknown>>();

let server: Server;
let apiUrl: string;
let requests: Recorded[] = [];
let problems: string[] = [];

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, problem: string) {
  problems.push(problem);
  send(res, 400, { message: `fake: ${problem}`, error: 'bad_request', status: 400, cause: [] });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const body = await readJson(req);
  requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
  const bearer = req.headers.authorization;
  const sentSecret = JSON.stringify(body ?? {}).includes(clientSecret);

  if (url.pathname === '/oauth/token') {
    if (req.method !== 'POST') return refuse(res, `token: method ${req.method}`);
    if (!req.headers['content-type']?.startsWith('application/json'))
      return refuse(res, 'token: content-type');
    if (bearer) return refuse(res, 'token: an Authorization header was sent');
    const parsed = TokenRequestSchema.safeParse(body);
    if (!parsed.success) return refuse(res, `token: ${parsed.error.message}`);
    const grant = 'code' in parsed.data ? parsed.data.code : parsed.data.refresh_token;
    if (grant === 'TG-expired') {
      return send(res, 400, {
        message: 'invalid_grant',
        error: 'invalid_grant',
        status: 400,
        cause: [],
      });
    }
    return send(res, 200, {
      access_token: 'APP_USR-4934588586838432-XXXXXXXX-241983636',
      token_type: 'bearer',
      expires_in: 15552000,
      scope: 'offline_access read write',
      user_id: 241983636,
      refresh_token: 'TG-XXXXXXXX-241983636',
      public_key: 'APP_USR-d0a26210-XXXXXXXX-479f0400869e',
      live_mode: true,
    });
  }

  if (sentSecret) return refuse(res, `${url.pathname}: the client secret was sent`);
  if (bearer !== `Bearer ${sellerToken}`) {
    return send(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
  }

  if (url.pathname === '/checkout/preferences') {
    if (req.method !== 'POST') return refuse(res, `preferences: method ${req.method}`);
    if (!req.headers['content-type']?.startsWith('application/json'))
      return refuse(res, 'preferences: content-type');
    const parsed = PreferenceRequestSchema.safeParse(body);
    if (!parsed.success) return refuse(res, `preferences: ${parsed.error.message}`);
    const id = '202809963-920c288b-4ebb-40be-966f-700250fa5370';
    return send(res, 201, {
      id,
      collector_id: 202809963,
      client_id: clientId,
      items: parsed.data.items,
      external_reference: parsed.data.external_reference,
      marketplace: 'MP-MKT-5432109876543210',
      marketplace_fee: parsed.data.marketplace_fee,
      init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
      date_created: '2024-03-20T17:55:54.948-04:00',
    });
  }

  const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
  if (paymentMatch) {
    if (req.method !== 'GET') return refuse(res, `payments: method ${req.method}`);
    if (body !== undefined) return refuse(res, 'payments: a GET with a body');
    const id = decodeURIComponent(paymentMatch[1] ?? '');
    if (id === 'boom')
      return send(res, 500, { message: 'internal_error', error: 'internal_error', status: 500 });
    if (id === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return send(res, 200, {});
    }
    const payment = payments.get(id);
    if (!payment)
      return send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
    return send(res, 200, payment);
  }

  return send(res, 404, { message: 'resource not found', error: 'not_found', status: 404, cause: [] });
}

function documentedPayment(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: 20359978,
    date_created: '2024-03-20T18:01:08.000-04:00',
    date_approved: '2024-03-20T18:01:09.000-04:00',
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    status: 'approved',
    status_detail: 'accredited',
    currency_id: 'ARS',
    description: 'Pedido',
    collector_id: 123456789,
    payer: { id: 987654, email: 'comprador@example.com' },
    external_reference: 'ord_01HV0000000000000000000000',
    transaction_amount: 1234.5,
    transaction_amount_refunded: 0,
    fee_details: [{ type: 'application_fee', amount: 123.45, fee_payer: 'collector' }],
    ...fields,
  };
}

function provider(overrides: { timeoutMs?: number; apiUrl?: string } = {}) {
  return createMercadoPagoProvider({
    clientId,
    clientSecret,
    webhookSecret,
    authUrl: 'https://auth.mercadopago.com',
    apiUrl: overrides.apiUrl ?? apiUrl,
    timeoutMs: overrides.timeoutMs,
  });
}

function checkoutRequest(fields: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId: 'ord_01HV0000000000000000000000',
    currency: 'ARS',
    items: [{ id: 'pub_1', title: 'Bot de recetas', quantity: 2, unitPrice: '1234.50' }],
    marketplaceFee: '246.90',
    payerEmail: 'comprador@example.com',
    notificationUrl: 'https://market.example/api/payments/webhook',
    backUrls: {
      success: 'https://market.example/orders/ord_1?result=success',
      failure: 'https://market.example/orders/ord_1?result=failure',
      pending: 'https://market.example/orders/ord_1?result=pending',
    },
    expiresAt: new Date('2025-06-01T15:30:00.000Z'),
    ...fields,
  };
}

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  problems = [];
  payments.clear();
});

describe('authorizationUrl', () => {
  it('points at the consent screen with every documented parameter, URL-encoded', () => {
    const redirectUri = 'https://market.example/api/sellers/mercadopago/callback?x=1&y=2';
    const text = provider().authorizationUrl('st/a+te=1&2', redirectUri);
    const url = new URL(text);
    expect(url.origin + url.pathname).toBe('https://auth.mercadopago.com/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: clientId,
      response_type: 'code',
      platform_id: 'mp',
      state: 'st/a+te=1&2',
      redirect_uri: redirectUri,
    });
    expect(text).not.toContain('x=1&y=2');
    expect(text).not.toContain(clientSecret);
  });
});

describe('exchangeCode', () => {
  it('posts the documented JSON body and returns the seller tokens', async () => {
    const before = Date.now();
    const tokens = await provider().exchangeCode('TG-abc123', 'https://market.example/callback');
    expect(problems).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      body: {
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'authorization_code',
        code: 'TG-abc123',
        redirect_uri: 'https://market.example/callback',
      },
    });
    expect(tokens).toMatchObject({
      accessToken: 'APP_USR-4934588586838432-XXXXXXXX-241983636',
      refreshToken: 'TG-XXXXXXXX-241983636',
      providerUserId: '241983636',
      publicKey: 'APP_USR-d0a26210-XXXXXXXX-479f0400869e',
    });
    const expiresAt = tokens.expiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 15552000 * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15552000 * 1000);
  });

  it('turns invalid_grant into a ProviderError that does not leak the secret', async () => {
    const error = await captureError(
      provider().exchangeCode('TG-expired', 'https://market.example/callback'),
    );
    expect(problems).toEqual([]);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400 });
    const message = (error as ProviderError).message;
    expect(message).toContain('invalid_grant');
    expect(message).not.toContain(clientSecret);
    expect(JSON.stringify(error)).not.toContain(clientSecret);
  });
});

describe('refreshTokens', () => {
  it('posts the documented refresh body and returns the rotated tokens', async () => {
    const tokens = await provider().refreshTokens(seller);
    expect(problems).toEqual([]);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      body: {
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'refresh_token',
        refresh_token: 'TG-refresh',
      },
    });
    expect(tokens).toMatchObject({
      accessToken: 'APP_USR-4934588586838432-XXXXXXXX-241983636',
      refreshToken: 'TG-XXXXXXXX-241983636',
    });
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 179 * 86_400_000);
  });

  it('turns a refused refresh token into a ProviderError that leaks neither secret nor token', async () => {
    const error = await captureError(provider().refreshTokens({ ...seller, refreshToken: 'TG-expired' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as ProviderError).message).not.toContain(clientSecret);
  });
});

describe('createCheckout', () => {
  it('creates a preference with numeric amounts converted without drift', async () => {
    const request = checkoutRequest();
    const checkout = await provider().createCheckout(seller, request);
    expect(problems).toEqual([]);
    expect(checkout).toEqual({
      preferenceId: '202809963-920c288b-4ebb-40be-966f-700250fa5370',
      checkoutUrl:
        'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=202809963-920c288b-4ebb-40be-966f-700250fa5370',
    });
    const sent = requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/checkout/preferences');
    expect(sent?.headers.authorization).toBe(`Bearer ${sellerToken}`);
    const body = PreferenceRequestSchema.parse(sent?.body);
    expect(body.items).toEqual([
      { id: 'pub_1', title: 'Bot de recetas', quantity: 2, unit_price: 1234.5, currency_id: 'ARS' },
    ]);
    expect(typeof body.items[0]?.unit_price).toBe('number');
    expect(body.marketplace_fee).toBe(246.9);
    expect(body.external_reference).toBe(request.orderId);
    expect(body.payer).toEqual({ email: 'comprador@example.com' });
    expect(body.notification_url).toBe(request.notificationUrl);
    expect(body.back_urls).toEqual(request.backUrls);
    expect(body.auto_return).toBe('approved');
    expect(body.expires).toBe(true);
    expect(new Date(body.expiration_date_to).getTime()).toBe(request.expiresAt.getTime());
  });

  it('sends CLP amounts as integers', async () => {
    await provider().createCheckout(
      seller,
      checkoutRequest({
        currency: 'CLP',
        items: [{ id: 'pub_2', title: 'Bot', quantity: 1, unitPrice: '15990' }],
        marketplaceFee: '1599',
      }),
    );
    expect(problems).toEqual([]);
    const body = PreferenceRequestSchema.parse(requests[0]?.body);
    expect(body.items[0]?.unit_price).toBe(15990);
    expect(Number.isInteger(body.items[0]?.unit_price)).toBe(true);
    expect(body.items[0]?.currency_id).toBe('CLP');
    expect(body.marketplace_fee).toBe(1599);
  });

  it('sends the double nearest to each decimal, never float arithmetic results', async () => {
    await provider().createCheckout(
      seller,
      checkoutRequest({
        items: [{ id: 'a', title: 'A', quantity: 3, unitPrice: '0.10' }],
        marketplaceFee: '0.30',
      }),
    );
    const body = PreferenceRequestSchema.parse(requests[0]?.body);
    expect(body.items[0]?.unit_price).toBe(0.1);
    // 0.1 * 3 would be 0.30000000000000004.
    expect(body.marketplace_fee).toBe(0.3);
  });

  it('refuses an amount the currency cannot hold before calling MercadoPago', async () => {
    const error = await captureError(
      provider().createCheckout(seller, checkoutRequest({ marketplaceFee: '12.345' })),
    );
    expect(error).toBeInstanceOf(RangeError);
    expect(requests).toEqual([]);
  });

  it('turns an unexpected answer into a ProviderError', async () => {
    const error = await captureError(
      provider().createCheckout({ ...seller, accessToken: 'APP_USR-wrong' }, checkoutRequest()),
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 401 });
    expect((error as ProviderError).message).toContain('invalid access token');
    expect((error as ProviderError).message).not.toContain('APP_USR-wrong');
  });
});

describe('getPayment', () => {
  it.each([
    ['approved', 'accredited', 'approved'],
    ['pending', 'pending_waiting_payment', 'pending'],
    ['in_process', 'pending_review_manual', 'pending'],
    ['authorized', 'pending_capture', 'pending'],
    ['rejected', 'cc_rejected_other_reason', 'rejected'],
    ['cancelled', 'expired', 'rejected'],
    ['refunded', 'refunded', 'refunded'],
    ['charged_back', 'settled', 'refunded'],
  ])('maps %s (%s) to %s', async (status, statusDetail, expected) => {
    payments.set('20359978', documentedPayment({ status, status_detail: statusDetail }));
    const payment = await provider().getPayment(seller, '20359978');
    expect(problems).toEqual([]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/payments/20359978' });
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${sellerToken}`);
    expect(payment).toEqual({
      id: '20359978',
      status: expected,
      orderId: 'ord_01HV0000000000000000000000',
      amount: '1234.50',
      currency: 'ARS',
    });
  });

  it('returns amounts with the currency digits and a null order when there is no reference', async () => {
    payments.set(
      '1',
      documentedPayment({ id: 1, currency_id: 'CLP', transaction_amount: 15990, external_reference: null }),
    );
    payments.set('2', documentedPayment({ id: 2, currency_id: 'BRL', transaction_amount: 0.3 }));
    expect(await provider().getPayment(seller, '1')).toMatchObject({
      amount: '15990',
      currency: 'CLP',
      orderId: null,
    });
    expect(await provider().getPayment(seller, '2')).toMatchObject({ amount: '0.30', currency: 'BRL' });
  });

  it('passes MercadoPago message on a 404', async () => {
    const error = await captureError(provider().getPayment(seller, '404404'));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 404 });
    expect((error as ProviderError).message).toContain('Payment not found');
  });

  it('turns a 500 into a ProviderError without the seller token', async () => {
    const error = await captureError(provider().getPayment(seller, 'boom'));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 500 });
    expect((error as ProviderError).message).not.toContain(sellerToken);
  });

  it('gives up after timeoutMs', async () => {
    const started = Date.now();
    const error = await captureError(provider({ timeoutMs: 50 }).getPayment(seller, 'slow'));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBeUndefined();
    expect((error as ProviderError).message).toContain('50 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('turns an unreachable host into a ProviderError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await captureError(
      provider({ apiUrl: `http://127.0.0.1:${port}` }).getPayment(seller, '1'),
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).not.toContain(sellerToken);
  });

  it('refuses an answer that is not a documented payment', async () => {
    payments.set('3', { id: 3, status: 'approved' });
    payments.set('4', documentedPayment({ status: 'something_new' }));
    await expect(provider().getPayment(seller, '3')).rejects.toBeInstanceOf(ProviderError);
    await expect(provider().getPayment(seller, '4')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('parseWebhook', () => {
  // Fixed example; each v1 was computed outside this code base:
  // printf '%s' 'id:123456789;request-id:bb56…d08e;ts:1742505638683;' | openssl dgst -sha256 -hmac whsec-test-7f3a
  const ts = '1742505638683';
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  const v1 = '47db1d3e8ea488e05354601a647dcf437f8cf9c5407e34c302f364181dbb9991';
  const v1Lowercased = 'fa159570efaf2f7c52d84c6eb76b46c50ecc05526ecade94a23087eec2aa4e7c'; // id:abc123def
  const v1WithoutRequestId = '90af4449eba8463bb8dbc093b7d21824cea7ded45a3ec7d0b65c8012583efe45';
  const v1OtherId = '80c13bc0251095416d382e4465e4eded453bd5400dd1465511b503cf5db8afb0'; // id:987654

  const body = {
    id: 12345,
    live_mode: true,
    type: 'payment',
    date_created: '2024-03-20T18:01:08Z',
    user_id: 123456789,
    api_version: 'v1',
    action: 'payment.updated',
    data: { id: '123456789' },
  };

  function notification(
    fields: { signature?: string; requestId?: string; dataId?: string; type?: string } = {},
  ) {
    const headers: Record<string, string | undefined> = {
      'content-type': 'application/json',
      'x-signature': 'signature' in fields ? fields.signature : `ts=${ts},v1=${v1}`,
      'x-request-id': 'requestId' in fields ? fields.requestId : requestId,
    };
    const dataId = 'dataId' in fields ? fields.dataId : '123456789';
    const type = fields.type ?? 'payment';
    return {
      headers,
      query: dataId === undefined ? { type } : { 'data.id': dataId, type },
      body: { ...body, type, data: { id: dataId } },
    };
  }

  it('accepts the documented signature and returns the payment', () => {
    expect(provider().parseWebhook(notification())).toEqual({
      paymentId: '123456789',
      providerUserId: '123456789',
    });
  });

  it('reads headers whatever their case and spacing', () => {
    const { query, body: payload } = notification();
    const notice = provider().parseWebhook({
      headers: { 'X-Signature': [` ts=${ts} , v1=${v1} `], 'X-Request-Id': requestId },
      query,
      body: payload,
    });
    expect(notice?.paymentId).toBe('123456789');
  });

  it('lower-cases an alphanumeric data.id in the manifest', () => {
    const notice = provider().parseWebhook(
      notification({ dataId: 'ABC123def', signature: `ts=${ts},v1=${v1Lowercased}` }),
    );
    expect(notice?.paymentId).toBe('ABC123def');
  });

  it('leaves a missing x-request-id out of the manifest', () => {
    const notice = provider().parseWebhook(
      notification({ requestId: undefined, signature: `ts=${ts},v1=${v1WithoutRequestId}` }),
    );
    expect(notice?.paymentId).toBe('123456789');
  });

  it.each([
    ['a tampered ts', { signature: `ts=1742505638684,v1=${v1}` }],
    ['a tampered data.id', { dataId: '123456780' }],
    ['a data.id signed for another payment', { signature: `ts=${ts},v1=${v1OtherId}` }],
    ['a tampered x-request-id', { requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08f' }],
    ['a tampered v1', { signature: `ts=${ts},v1=${v1.slice(0, -1)}0` }],
    ['a missing x-signature', { signature: undefined }],
    ['a signature without v1', { signature: `ts=${ts}` }],
    ['a signature without ts', { signature: `v1=${v1}` }],
    ['a v1 that is not hex', { signature: `ts=${ts},v1=${'z'.repeat(64)}` }],
    ['a short v1', { signature: `ts=${ts},v1=${v1.slice(0, 32)}` }],
  ])('rejects %s', (_name, fields) => {
    expect(() => provider().parseWebhook(notification(fields))).toThrow(WebhookSignatureError);
  });

  it('returns null for a valid notification about another topic', () => {
    expect(provider().parseWebhook(notification({ type: 'merchant_order' }))).toBeNull();
  });

  it('checks the signature before looking at the topic', () => {
    expect(() =>
      provider().parseWebhook(notification({ type: 'merchant_order', requestId: 'other' })),
    ).toThrow(WebhookSignatureError);
  });
});
