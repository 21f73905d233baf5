import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, freshIp, signIn } from '../../test/accounts-helpers';
import { checkoutBuyer } from '../../test/market-helpers';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../../test/test-app';

const APP_TOKEN = 'shared-app-token-0123456789';

/**
 * Several instances behind a load balancer share one PostgreSQL and one Redis, and the keys that
 * PostgreSQL mode requires (SECRETS_KEY, APP_TOKEN). A seller connected through one instance is paid
 * through another. An instance started with a different key (the old generated-per-instance failure)
 * cannot open the seller's tokens: checkout says the seller is not connected, never a 500.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the marketplace on two instances', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: TestApp;
  let second: TestApp;
  let stranger: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const env = {
      SECRETS_KEY: randomBytes(32).toString('hex'),
      APP_TOKEN,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    first = await buildTestApp({ env, databaseUrl: database.url });
    second = await buildTestApp({ env, databaseUrl: database.url });
    stranger = await buildTestApp({
      env: { ...env, SECRETS_KEY: randomBytes(32).toString('hex') },
      databaseUrl: database.url,
    });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), stranger?.close()]);
    await database?.drop();
  });

  async function person(t: TestApp, name: string) {
    const user = await createUser(t, { name, hero: `dos-${randomBytes(4).toString('hex')}` });
    return { user, token: await signIn(t, user.email, user.password) };
  }

  /** The sandbox connection as the browser does it, through instance `t`. */
  async function connect(t: TestApp, token: string) {
    const card = (await t.app.inject({ method: 'GET', url: '/api/seller', headers: bearer(token) })).json();
    const consent = new URL(card.connectionUrl);
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: consent.searchParams.get('state')!,
        redirect_uri: consent.searchParams.get('redirect_uri')!,
      }).toString(),
    });
    const back = new URL(approved.headers.location as string);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/seller/credentials',
      headers: bearer(token),
      payload: {
        marketplaceSellerAuthorizationCode: back.searchParams.get('code')!,
        marketplaceRandomValidationId: back.searchParams.get('state')!,
        marketplaceRedirectURI: consent.searchParams.get('redirect_uri')!,
      },
    });
    expect(done.statusCode).toBe(200);
  }

  const pay = (t: TestApp, token: string, sellerId: string, publicationId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pay',
      headers: bearer(token),
      remoteAddress: freshIp(),
      payload: {
        newOrder: { sellerId, items: [{ publicationId, quantity: 1 }], buyer: checkoutBuyer() },
        appToken: APP_TOKEN,
      },
    });

  it('pays through one instance a seller connected through another', async () => {
    const seller = await person(first, 'Vendedora Norte');
    await connect(first, seller.token);
    const published = await first.app.inject({
      method: 'POST',
      url: '/api/publications',
      headers: bearer(seller.token),
      payload: {
        typed: 'product',
        title: 'Yerba mate 1 kg',
        description: 'Con palo, molienda tradicional.',
        price: '3500',
        currency: 'ARS',
        stock: 4,
        labels: ['yerba'],
        country: 'Argentina',
        city: 'Posadas',
      },
    });
    expect(published.statusCode).toBe(201);
    const publicationId = published.json().publication._id as string;

    const buyer = await person(second, 'Comprador Sur');
    const placed = await pay(second, buyer.token, seller.user.id, publicationId);
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId, checkoutUrl } = placed.json();
    // The buyer finishes the sandbox checkout on the first instance: the order is paid for everyone.
    const checkout = `/api${new URL(checkoutUrl).pathname}`;
    const paid = await first.app.inject({
      method: 'POST',
      url: checkout,
      headers: bearer(buyer.token),
      payload: { outcome: 'approved' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await second.app.inject({
      method: 'GET',
      url: `/api/orders/purchase/${orderId}`,
      headers: bearer(buyer.token),
    });
    expect(order.json().purchase.status).toBe('paid');

    // An instance with another key cannot open the seller's tokens: "not connected", never a 500.
    const again = await pay(stranger, buyer.token, seller.user.id, publicationId);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    const card = await stranger.app.inject({
      method: 'GET',
      url: '/api/seller',
      headers: bearer(seller.token),
    });
    expect(card.json().isConnected).toBe(false);
  });
});
