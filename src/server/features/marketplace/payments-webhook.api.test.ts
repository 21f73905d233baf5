import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { orders } from '../../db/schema';
import { bearer, createUser, mailsSentTo, signIn } from '../../test/accounts-helpers';
import { startupLog } from '../../test/startup-log';
import { checkoutBuyer } from '../../test/market-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { sandboxRoutes } from './sandbox.routes';

/*
 * The marketplace with MercadoPago as its provider, against a stand-in for api.mercadopago.com (as in
 * providers/mercadopago.api.test.ts): sellers connect with OAuth codes, checkouts become preferences, and
 * each payment is visible only with its own seller's token, as at MercadoPago.
 */

const webhookSecret = 'whsec-webhook-test-51c2';
const APP_TOKEN = 'test-app-token-0123456789';

/** The fake's sellers, by OAuth code: their MercadoPago user id and access token. */
const mpSellers: Record<string, { userId: number; token: string }> = {
  'TG-ana': { userId: 1001, token: 'APP_USR-ana-token' },
  'TG-beto': { userId: 1002, token: 'APP_USR-beto-token' },
};

/** Payments the fake knows: which seller's token sees each, and the documented fields it answers. */
const mpPayments = new Map<string, { token: string; body: Record<string, unknown> }>();

let server: Server;
let fakeUrl: string;
let t: TestApp;
let warn: MockInstance;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const body = await readJson(req);
  if (url.pathname === '/oauth/token') {
    const seller = mpSellers[String(body.code)];
    if (!seller) return send(res, 400, { message: 'invalid_grant', error: 'invalid_grant', status: 400 });
    return send(res, 200, {
      access_token: seller.token,
      token_type: 'bearer',
      expires_in: 15552000,
      scope: 'offline_access read write',
      user_id: seller.userId,
      refresh_token: `TG-refresh-${seller.userId}`,
      public_key: `APP_USR-public-${seller.userId}`,
      live_mode: true,
    });
  }
  if (url.pathname === '/checkout/preferences' && req.method === 'POST') {
    const id = `pref-${String(body.external_reference)}`;
    return send(res, 201, {
      id,
      init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
    });
  }
  const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
  if (paymentMatch && req.method === 'GET') {
    const id = decodeURIComponent(paymentMatch[1]!);
    if (id === '500500') return send(res, 500, { message: 'internal_error', status: 500 });
    const payment = mpPayments.get(id);
    // Another seller's payment does not exist for this token.
    if (!payment || req.headers.authorization !== `Bearer ${payment.token}`) {
      return send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
    }
    return send(res, 200, payment.body);
  }
  return send(res, 404, { message: 'resource not found', error: 'not_found', status: 404 });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({
    env: {
      PAYMENTS_PROVIDER: 'mercadopago',
      MERCADOPAGO_CLIENT_ID: '5432109876543210',
      MERCADOPAGO_CLIENT_SECRET: 'APP_SECRET-webhook-test',
      MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
      MERCADOPAGO_API_URL: fakeUrl,
      MERCADOPAGO_AUTH_URL: fakeUrl,
    },
  });
  // Tests run without a log output; the handler's warnings are read from the (silent) logger itself.
  warn = vi.spyOn(t.app.log, 'warn');
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  warn.mockClear();
});

async function person(name: string) {
  const user = await createUser(t, { name, hero: `w-${Math.random().toString(36).slice(2, 9)}` });
  return { user, token: await signIn(t, user.email, user.password) };
}

/** A seller connected through MercadoPago's OAuth (the fake's code names which MercadoPago account). */
async function connectedSeller(name: string, code: keyof typeof mpSellers) {
  const seller = await person(name);
  const card = await t.app.inject({ method: 'GET', url: '/api/seller', headers: bearer(seller.token) });
  const consent = new URL(card.json().connectionUrl as string);
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/seller/credentials',
    headers: bearer(seller.token),
    payload: {
      marketplaceSellerAuthorizationCode: code,
      marketplaceRandomValidationId: consent.searchParams.get('state'),
      marketplaceRedirectURI: consent.searchParams.get('redirect_uri'),
    },
  });
  expect(done.statusCode).toBe(200);
  return { ...seller, mpUserId: mpSellers[code]!.userId, mpToken: mpSellers[code]!.token };
}

let sellerAna: Awaited<ReturnType<typeof connectedSeller>>;
let sellerBeto: Awaited<ReturnType<typeof connectedSeller>>;
let buyer: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  sellerAna = await connectedSeller('Ana Vendedora', 'TG-ana');
  sellerBeto = await connectedSeller('Beto Vendedor', 'TG-beto');
  buyer = await person('Carla Compradora');
});

/** A pending order of 1 × 4500.50 ARS from that seller. */
async function pendingOrder(seller: typeof sellerAna): Promise<string> {
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/publications',
    headers: bearer(seller.token),
    payload: { typed: 'product', title: 'Alfajores x12', price: '4500.50', currency: 'ARS', stock: 5 },
  });
  expect(published.statusCode).toBe(201);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/pay',
    headers: bearer(buyer.token),
    payload: {
      newOrder: {
        sellerId: seller.user.id,
        items: [{ publicationId: published.json().publication._id, quantity: 1 }],
        buyer: checkoutBuyer(),
      },
      appToken: APP_TOKEN,
    },
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().orderId as string;
}

let nextPaymentId = 70_000_001;
/** A payment MercadoPago holds for `owner`, approved, for `orderId` (its external reference). */
function mpPayment(owner: typeof sellerAna, orderId: string | null, amount = 4500.5): string {
  const id = String(nextPaymentId++);
  mpPayments.set(id, {
    token: owner.mpToken,
    body: {
      id: Number(id),
      status: 'approved',
      status_detail: 'accredited',
      currency_id: 'ARS',
      external_reference: orderId,
      transaction_amount: amount,
      collector_id: owner.mpUserId,
    },
  });
  return id;
}

/** MercadoPago's notification, signed as documented (x-signature over id, request-id and ts). */
function notify(paymentId: string, mpUserId: number) {
  const ts = String(Date.now());
  const requestId = `req-${paymentId}`;
  const v1 = createHmac('sha256', webhookSecret)
    .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return t.app.inject({
    method: 'POST',
    url: `/api/webhooks/payments?data.id=${paymentId}&type=payment`,
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    payload: {
      id: 12345,
      live_mode: true,
      type: 'payment',
      date_created: new Date().toISOString(),
      user_id: mpUserId,
      api_version: 'v1',
      action: 'payment.created',
      data: { id: paymentId },
    },
  });
}

const statusOf = async (orderId: string) =>
  (await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

/** The reasons the handler logged as warnings. */
const warnedReasons = () =>
  warn.mock.calls.map((call) => (call[0] as { reason?: string } | undefined)?.reason).filter(Boolean);

describe('MercadoPago payment notifications', () => {
  it('acknowledges with 200 and logs a validly signed notice naming the wrong seller', async () => {
    const betoOrder = await pendingOrder(sellerBeto);
    const paymentId = mpPayment(sellerBeto, betoOrder);
    // Signed correctly, but naming Ana: her token cannot see Beto's payment (MercadoPago answers 404).
    const response = await notify(paymentId, sellerAna.mpUserId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(warnedReasons()).toEqual(['payment_not_found_for_seller']);
    expect(warn.mock.calls[0]![0]).toMatchObject({ paymentId, providerUserId: String(sellerAna.mpUserId) });
    expect(await statusOf(betoOrder)).toBe('pending');
  });

  it("acknowledges and logs a payment for another seller's order or for no order of ours", async () => {
    const betoOrder = await pendingOrder(sellerBeto);
    // Ana's own payment, whose reference points at Beto's order.
    const crossed = await notify(mpPayment(sellerAna, betoOrder), sellerAna.mpUserId);
    expect(crossed.statusCode).toBe(200);
    expect(await statusOf(betoOrder)).toBe('pending');
    const unknown = await notify(mpPayment(sellerAna, 'no-such-order'), sellerAna.mpUserId);
    expect(unknown.statusCode).toBe(200);
    const without = await notify(mpPayment(sellerAna, null), sellerAna.mpUserId);
    expect(without.statusCode).toBe(200);
    expect(warnedReasons()).toEqual(['order_of_another_seller', 'unknown_order', 'payment_without_order']);
  });

  it('acknowledges and logs a notice for a seller not connected here', async () => {
    const response = await notify(mpPayment(sellerAna, null), 999_999);
    expect(response.statusCode).toBe(200);
    expect(warnedReasons()).toEqual(['unknown_seller']);
  });

  it('acknowledges and logs a payment whose amount differs from the order', async () => {
    const anaOrder = await pendingOrder(sellerAna);
    const response = await notify(mpPayment(sellerAna, anaOrder, 1), sellerAna.mpUserId);
    expect(response.statusCode).toBe(200);
    expect(warnedReasons()).toEqual(['payment_mismatch']);
    expect(await statusOf(anaOrder)).toBe('pending');
  });

  it('still answers 502 when MercadoPago fails, so that it retries', async () => {
    const response = await notify('500500', sellerAna.mpUserId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'bad_gateway',
      message: 'El proveedor de pagos no responde; vuelve a intentarlo en unos minutos',
    });
    expect(warnedReasons()).toEqual([]);
  });

  it('applies a matching notice: a live order, paid, with no test-mode notice', async () => {
    const anaOrder = await pendingOrder(sellerAna);
    const response = await notify(mpPayment(sellerAna, anaOrder), sellerAna.mpUserId);
    expect(response.statusCode).toBe(200);
    expect(warnedReasons()).toEqual([]);
    expect(await statusOf(anaOrder)).toBe('paid');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/purchase/${anaOrder}`,
      headers: bearer(buyer.token),
    });
    expect(read.json().purchase).toMatchObject({ status: 'paid', testMode: false });
    const mails = await mailsSentTo(t, sellerAna.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Nueva venta: $\u00a04.500,50 ARS']);
    expect(mails[0]!.text).not.toContain('Modo de prueba');
    const bought = await mailsSentTo(t, checkoutBuyer().email);
    expect(bought.map((mail) => mail.subject)).toEqual(['Tu compra está pagada: $\u00a04.500,50 ARS']);
    expect(bought[0]!.text).toContain('Envío a domicilio: Av. Colón 1234, Córdoba.');
    expect(bought[0]!.text).not.toContain('Modo de prueba');
  });
});

describe('live mode', () => {
  it('tells the web app that payments are live', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().paymentsMode).toBe('live');
  });

  it('has no sandbox pages and logs no sandbox warning at start', async () => {
    expect((await startupLog(t.ctx, sandboxRoutes)).filter((entry) => entry.level >= 40)).toEqual([]);
    const checkout = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/checkout/anything',
      headers: bearer(buyer.token),
    });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json().message).toBe(
      'No encontramos este cobro. Entra con la cuenta que hizo el pedido.',
    );
  });
});
