import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orders,
  payments,
  publications,
  sandboxPayments,
  sandboxPreferences,
  sellerAccounts,
  users,
} from '../../db/schema';
import { bearer, createUser, mailsSentTo, mailsTo, signIn } from '../../test/accounts-helpers';
import { startupLog } from '../../test/startup-log';
import { checkoutBuyer, connectSandboxSeller, sandboxCredentials } from '../../test/market-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expireStaleOrders } from './orders.service';
import { sandboxOf } from './providers';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox';
import { SANDBOX_START_WARNING, sandboxRoutes } from './sandbox.routes';

const APP_TOKEN = 'test-app-token-0123456789';

let t: TestApp;
/** Every body the API sent in this file: no seller token may ever appear in one. */
const bodies: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  const everything = bodies.join('\n');
  expect(everything).not.toMatch(/SBX-AT-|SBX-RT-|access_?token|refresh_?token|Sealed/i);
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  bodies.push(response.body);
  return response;
}

async function person(name: string) {
  const user = await createUser(t, { name, hero: `m-${Math.random().toString(36).slice(2, 9)}` });
  return { user, token: await signIn(t, user.email, user.password) };
}

const connect = async (token: string) => ({
  credentials: await sandboxCredentials(t, token, (body) => bodies.push(body)),
});

async function connectedSeller(name: string) {
  const seller = await person(name);
  await connectSandboxSeller(t, seller.token, (body) => bodies.push(body));
  return seller;
}

const product = (overrides: object = {}) => ({
  typed: 'product',
  title: 'Alfajores de maicena x12',
  description: 'Caja de doce, hechos en el día.',
  price: '4500.50',
  currency: 'ARS',
  stock: 5,
  labels: ['Dulces', 'dulces'],
  country: 'Argentina',
  city: 'Córdoba',
  ...overrides,
});

async function publish(token: string, overrides: object = {}) {
  const response = await call('POST', '/api/publications', token, product(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().publication as { _id: string; createdBy: { _id: string } };
}

const stockOf = async (id: string) =>
  (await t.ctx.database.db.select().from(publications).where(eq(publications.id, id)))[0]!.stock;

async function pay(
  token: string,
  sellerId: string,
  items: Array<{ publicationId: string; quantity: number }>,
  buyer: object = checkoutBuyer(),
) {
  return call('POST', '/api/pay', token, { newOrder: { sellerId, items, buyer }, appToken: APP_TOKEN });
}

/** The checkout call behind the sandbox's checkout screen (a screen of the web app at checkoutUrl). */
const checkoutApi = (checkoutUrl: string) => `/api${new URL(checkoutUrl).pathname}`;

/** The buyer, signed in, on the sandbox checkout presses "Pagar" (or the rejection button). */
async function checkout(checkoutUrl: string, outcome: 'approved' | 'rejected', token: string) {
  const screen = await call('GET', checkoutApi(checkoutUrl), token);
  expect(screen.statusCode).toBe(200);
  const paid = await call('POST', checkoutApi(checkoutUrl), token, { outcome });
  expect(paid.statusCode).toBe(200);
  return new URL(paid.json().redirectUrl as string).searchParams.get('payment_id')!;
}

describe('seller connection', () => {
  it('checks the validation id: someone else’s, a made-up one or a used one is refused', async () => {
    const seller = await person('Vendedora Estado');
    const intruder = await person('Intruso Estado');
    const { credentials } = await connect(seller.token);
    const stolen = await call('POST', '/api/seller/credentials', intruder.token, credentials);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('La conexión no es válida o ya venció; vuelve a presionar "Conectar"');
    const madeUp = await call('POST', '/api/seller/credentials', seller.token, {
      ...credentials,
      marketplaceRandomValidationId: 'inventado',
    });
    expect(madeUp.statusCode).toBe(400);
    // The intruder's attempt spent nothing: the state is only consumed by its owner.
    expect((await call('POST', '/api/seller/credentials', seller.token, credentials)).statusCode).toBe(200);
    expect((await call('POST', '/api/seller/credentials', seller.token, credentials)).statusCode).toBe(400);
  });

  it('refuses a forged authorization code', async () => {
    const seller = await person('Vendedor Código');
    const { credentials } = await connect(seller.token);
    const forged = await call('POST', '/api/seller/credentials', seller.token, {
      ...credentials,
      marketplaceSellerAuthorizationCode: 'SBX-Zm9yZ2Vk.abc',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('keeps tokens sealed at rest and forgets them on disconnect', async () => {
    const seller = await connectedSeller('Vendedora Sellada');
    const [row] = await t.ctx.database.db
      .select()
      .from(sellerAccounts)
      .where(eq(sellerAccounts.userId, seller.user.id));
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    expect(row!.accessTokenSealed).not.toContain('SBX-AT-');
    expect((await call('DELETE', '/api/seller/credentials', seller.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/seller', seller.token)).json().isConnected).toBe(false);
    expect((await call('POST', '/api/publications', seller.token, product())).statusCode).toBe(403);
  });

  it('renews tokens in their last week, once, and asks the seller to reconnect when renewal is refused', async () => {
    const seller = await connectedSeller('Vendedora Renovada');
    const buyer = await person('Comprador Renovación');
    const listing = await publish(seller.token, { stock: 10 });
    const account = async () =>
      (
        await t.ctx.database.db.select().from(sellerAccounts).where(eq(sellerAccounts.userId, seller.user.id))
      )[0];
    const first = (await account())!;
    expect(first.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);

    // Far from the end, nothing changes.
    expect(
      (await pay(buyer.token, seller.user.id, [{ publicationId: listing._id, quantity: 1 }])).statusCode,
    ).toBe(201);
    expect((await account())!.accessTokenSealed).toBe(first.accessTokenSealed);

    // Three days before the end: two checkouts at once renew it once.
    const soon = new Date(Date.now() + 3 * 86_400_000);
    await t.ctx.database.db
      .update(sellerAccounts)
      .set({ expiresAt: soon })
      .where(eq(sellerAccounts.userId, seller.user.id));
    const both = await Promise.all([
      pay(buyer.token, seller.user.id, [{ publicationId: listing._id, quantity: 1 }]),
      pay(buyer.token, seller.user.id, [{ publicationId: listing._id, quantity: 1 }]),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const renewed = (await account())!;
    expect(renewed.accessTokenSealed).not.toBe(first.accessTokenSealed);
    expect(renewed.refreshTokenSealed).not.toBe(first.refreshTokenSealed);
    expect(renewed.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);

    // Ended, and the provider refuses the refresh token: the seller must connect again and is told.
    await t.ctx.database.db
      .update(sellerAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000), refreshTokenSealed: first.accessTokenSealed })
      .where(eq(sellerAccounts.userId, seller.user.id));
    const refused = await pay(buyer.token, seller.user.id, [{ publicationId: listing._id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este vendedor no puede cobrar por ahora; intenta más tarde');
    expect(await account()).toBeUndefined();
    expect((await call('GET', '/api/seller', seller.token)).json().isConnected).toBe(false);
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.user.id));
    expect(told.some((n) => n.kind === 'seller_disconnected')).toBe(true);
  });
});

describe('publications', () => {
  it('needs a connected seller, validates in Spanish and stores exact prices', async () => {
    const seller = await person('Sin Conectar');
    const refused = await call('POST', '/api/publications', seller.token, product());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Conecta tu cuenta de MercadoPago para publicar y cobrar tus ventas');
    expect((await call('POST', '/api/publications', undefined, product())).statusCode).toBe(401);

    const connected = await connectedSeller('Vendedora Validación');
    const bad = await call('POST', '/api/publications', connected.token, {
      typed: 'service',
      title: 'Ab',
      price: '10.5',
      currency: 'CLP',
      stock: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      title: 'El título es demasiado corto (min: 3)',
      price: 'Esta moneda no admite tantos decimales',
      stock: 'Un servicio no lleva stock',
    });
    const noStock = await call('POST', '/api/publications', connected.token, product({ stock: undefined }));
    expect(noStock.json().fields.stock).toBe('Indica cuántas unidades tienes para vender');
    const badCurrency = await call(
      'POST',
      '/api/publications',
      connected.token,
      product({ currency: 'EUR' }),
    );
    expect(badCurrency.json().fields.currency).toBe('Elige una moneda de la lista');

    const created = await publish(connected.token, { price: '0.30', currency: 'USD' });
    const read = (await call('GET', `/api/publication/${created._id}`)).json().publication;
    expect(read).toMatchObject({ price: '0.30', currency: 'USD', labels: ['dulces'], purchasable: true });
  });

  it('lets only its seller (or a super user) change or delete it; paused ones are hidden from others', async () => {
    const seller = await connectedSeller('Vendedor Dueño');
    const other = await person('Otra Persona');
    const created = await publish(seller.token, { title: 'Mate de calabaza' });
    expect((await call('PUT', `/api/publication/${created._id}`, other.token, product())).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/publication/${created._id}`, other.token)).statusCode).toBe(403);
    const paused = await call('PUT', `/api/publication/${created._id}`, seller.token, product({ status: 0 }));
    expect(paused.json().publication.status).toBe(0);
    expect((await call('GET', `/api/publication/${created._id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/publication/${created._id}`, seller.token)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/my-publications', seller.token)).json();
    expect(mine.publications.map((p: { _id: string }) => p._id)).toContain(created._id);
    expect((await call('DELETE', `/api/publication/${created._id}`, seller.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/publication/${created._id}`, seller.token)).statusCode).toBe(404);
  });

  it('lists with paging of 6 and the term, typed, country and city filters', async () => {
    const seller = await connectedSeller('Vendedora Lista');
    for (let i = 0; i < 7; i++)
      await publish(seller.token, { title: `Empanada salteña ${i}`, city: 'Salta' });
    await publish(seller.token, {
      typed: 'service',
      stock: null,
      title: 'Clases de guitarra criolla',
      city: 'Salta',
    });
    const first = (await call('GET', '/api/publications?city=salta&term=empanada')).json();
    expect(first).toMatchObject({ total: 7, totalPages: 2, nextPage: 2 });
    expect(first.publications).toHaveLength(6);
    const services = (await call('GET', '/api/publications?city=SALTA&typed=service')).json();
    expect(services.publications.map((p: { title: string }) => p.title)).toEqual([
      'Clases de guitarra criolla',
    ]);
    expect(
      (await call('GET', '/api/publications?country=argentina&term=guitarra%20CRIOLLA')).json().total,
    ).toBe(1);
    const byUser = (await call('GET', `/api/user/${seller.user.id}/publications?typed=product`)).json();
    expect(byUser.total).toBe(7);
  });
});

describe('checkout and payments', () => {
  it('takes a cart to a paid order through the sandbox, once, and tells both sides', async () => {
    const seller = await connectedSeller('Panadería Rosa');
    const buyer = await person('Comprador Juan');
    const bread = await publish(seller.token, { title: 'Pan de campo', price: '1200', stock: 3 });
    const lesson = await publish(seller.token, {
      typed: 'service',
      stock: null,
      title: 'Taller de masa madre',
      price: '8000.50',
    });

    const placed = await pay(
      buyer.token,
      seller.user.id,
      [
        { publicationId: bread._id, quantity: 2 },
        { publicationId: lesson._id, quantity: 1 },
      ],
      checkoutBuyer({ name: 'Juan Compras', email: 'juan.compras@example.com' }),
    );
    expect(placed.statusCode).toBe(201);
    const { orderId, checkoutUrl } = placed.json();
    expect(await stockOf(bread._id)).toBe(1);
    const pending = (await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().order;
    expect(pending).toMatchObject({ status: 'pending', total: '10400.50', fee: '520.03', checkoutUrl });

    const paymentId = await checkout(checkoutUrl, 'approved', buyer.token);
    const paid = (await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().order;
    expect(paid).toMatchObject({ status: 'paid', checkoutUrl: null });
    expect(paid.payments).toHaveLength(1);
    const sale = (await call('GET', `/api/orders/sale/${orderId}`, seller.token)).json().order;
    expect(sale.status).toBe('paid');
    expect((await call('GET', '/api/orders/sales', seller.token)).json().orders[0]._id).toBe(orderId);
    expect(await stockOf(bread._id)).toBe(1);

    // The same notification again (providers retry) and the buyer's own confirmation change nothing.
    const sandbox = sandboxOf(t.ctx)!;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { [SANDBOX_SIGNATURE_HEADER]: sandbox.signNotice(paymentId) },
      payload: { type: 'payment', data: { id: paymentId }, user_id: await paymentOwner(checkoutUrl) },
    });
    expect(again.statusCode).toBe(200);
    const confirmed = await call('POST', '/api/payments', buyer.token, { orderId, paymentId });
    expect(confirmed.json()).toMatchObject({ savedPayment: { status: 'approved', amount: '10400.50' } });
    expect(await stockOf(bread._id)).toBe(1);
    const rows = await t.ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toHaveLength(1);

    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'sale_paid'));
    expect(told.filter((n) => n.userId === seller.user.id)).toHaveLength(1);
    const sold = await mailsSentTo(t, seller.user.email);
    expect(sold.map((mail) => mail.subject)).toEqual(['[Prueba] Nueva venta: $\u00a010.400,50 ARS']);
    // The buyer hears once too, at the address given at checkout, with what they bought and how it arrives.
    const bought = await mailsSentTo(t, 'juan.compras@example.com');
    expect(bought.map((mail) => mail.subject)).toEqual([
      '[Prueba] Tu compra está pagada: $\u00a010.400,50 ARS',
    ]);
    expect(bought[0]!.text).toContain('Hola, Juan Compras:');
    expect(bought[0]!.text).toContain('Tu pago de $\u00a010.400,50 ARS a Panadería Rosa fue aprobado.');
    expect(bought[0]!.text).toContain('2 × Pan de campo, 1 × Taller de masa madre.');
    expect(bought[0]!.text).toContain(`/orders/purchase/${orderId}`);
    expect(await mailsTo(t, buyer.user.email)).toEqual([]);
  });

  it('refuses unsigned or forged notifications', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { [SANDBOX_SIGNATURE_HEADER]: 'forged' },
      payload: { type: 'payment', data: { id: 'x' }, user_id: 'y' },
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/payments', payload: {} });
    expect(unsigned.statusCode).toBe(401);
  });

  it('lets only one of two buyers racing for the last unit check out', async () => {
    const seller = await connectedSeller('Vendedor Última');
    const last = await publish(seller.token, { title: 'Última guitarra', stock: 1 });
    const [a, b] = [await person('Compradora A'), await person('Comprador B')];
    const results = await Promise.all([
      pay(a.token, seller.user.id, [{ publicationId: last._id, quantity: 1 }]),
      pay(b.token, seller.user.id, [{ publicationId: last._id, quantity: 1 }]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'No quedan unidades suficientes de "Última guitarra"',
    );
    expect(await stockOf(last._id)).toBe(0);
  });

  it('keeps the units through a rejected payment and frees them when the hold expires', async () => {
    const seller = await connectedSeller('Vendedora Rechazo');
    const buyer = await person('Comprador Rechazo');
    const item = await publish(seller.token, { title: 'Poncho salteño', stock: 2 });
    const placed = (
      await pay(buyer.token, seller.user.id, [{ publicationId: item._id, quantity: 2 }])
    ).json();
    await checkout(placed.checkoutUrl, 'rejected', buyer.token);
    expect(
      (await call('GET', `/api/orders/purchase/${placed.orderId}`, buyer.token)).json().order.status,
    ).toBe('rejected');
    expect(await stockOf(item._id)).toBe(0);
    await expireStaleOrders(t.ctx, new Date(Date.now() + 31 * 60_000));
    expect(await stockOf(item._id)).toBe(2);
  });

  it('hides an order from anyone but its buyer (purchase) and seller (sale)', async () => {
    const seller = await connectedSeller('Vendedor Privado');
    const buyer = await person('Compradora Privada');
    const stranger = await person('Tercera Persona');
    const item = await publish(seller.token, { title: 'Dulce de leche', stock: 4 });
    const { orderId } = (
      await pay(buyer.token, seller.user.id, [{ publicationId: item._id, quantity: 1 }])
    ).json();
    for (const path of [`/api/orders/purchase/${orderId}`, `/api/orders/sale/${orderId}`]) {
      expect((await call('GET', path, stranger.token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/orders/sale/${orderId}`, buyer.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/purchase/${orderId}`, seller.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/orders/purchases', stranger.token)).json().orders).toEqual([]);
    expect(
      (await call('POST', '/api/payments', stranger.token, { orderId, paymentId: 'whatever' })).statusCode,
    ).toBe(404);
  });

  it('checks the cart: app token, own listings, one seller, one currency, valid quantities', async () => {
    const seller = await connectedSeller('Vendedora Reglas');
    const otherSeller = await connectedSeller('Vendedor Reglas Dos');
    const buyer = await person('Comprador Reglas');
    const ars = await publish(seller.token, { title: 'Yerba orgánica' });
    const usd = await publish(seller.token, { title: 'Bombilla de alpaca', currency: 'USD', price: '12' });
    const foreign = await publish(otherSeller.token, { title: 'Termo de acero' });
    const noToken = await call('POST', '/api/pay', buyer.token, {
      newOrder: {
        sellerId: seller.user.id,
        items: [{ publicationId: ars._id, quantity: 1 }],
        buyer: checkoutBuyer(),
      },
    });
    expect(noToken.statusCode).toBe(401);
    // The app token names no one: without a buyer's session nothing is held (decision 044).
    const noBuyer = await call('POST', '/api/pay', undefined, {
      newOrder: {
        sellerId: seller.user.id,
        items: [{ publicationId: ars._id, quantity: 1 }],
        buyer: checkoutBuyer(),
      },
      appToken: APP_TOKEN,
    });
    expect(noBuyer.statusCode).toBe(401);
    expect(await stockOf(ars._id)).toBe(5);
    expect(
      (await pay(seller.token, seller.user.id, [{ publicationId: ars._id, quantity: 1 }])).statusCode,
    ).toBe(403);
    const mixed = await pay(buyer.token, seller.user.id, [
      { publicationId: ars._id, quantity: 1 },
      { publicationId: foreign._id, quantity: 1 },
    ]);
    expect(mixed.json().message).toBe(
      'Cada pedido es de un solo vendedor: paga el carrito de cada vendedor por separado',
    );
    const currencies = await pay(buyer.token, seller.user.id, [
      { publicationId: ars._id, quantity: 1 },
      { publicationId: usd._id, quantity: 1 },
    ]);
    expect(currencies.statusCode).toBe(400);
    const quantity = await pay(buyer.token, seller.user.id, [{ publicationId: ars._id, quantity: 0 }]);
    expect(quantity.json().fields['newOrder.items.0.quantity']).toBe(
      'La cantidad debe ser un número entero entre 1 y 99',
    );
    expect(await stockOf(ars._id)).toBe(5);
  });
});

describe('sandbox mode', () => {
  it('lets only the signed-in buyer of the order complete the sandbox checkout', async () => {
    const seller = await connectedSeller('Vendedora Caja');
    const buyer = await person('Comprador Caja');
    const stranger = await person('Curiosa Caja');
    const item = await publish(seller.token, { title: 'Queso de cabra', price: '3000', stock: 2 });
    const { orderId, checkoutUrl } = (
      await pay(buyer.token, seller.user.id, [{ publicationId: item._id, quantity: 1 }])
    ).json();
    // The checkout is a screen of the web app; its calls are the API's.
    expect(new URL(checkoutUrl).pathname).toMatch(/^\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    const api = checkoutApi(checkoutUrl);
    const sandboxPaymentsOf = async () =>
      (await t.ctx.database.db.select().from(sandboxPayments)).filter((p) => p.orderId === orderId);

    // Nobody signed in: not even the old form post of the page goes through.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: api,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approved',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    expect((await call('GET', api)).statusCode).toBe(401);

    // Someone else, the seller included, hears it does not exist.
    const notYours = {
      statusCode: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'No encontramos este cobro. Entra con la cuenta que hizo el pedido.',
    };
    for (const intruder of [stranger, seller]) {
      expect((await call('GET', api, intruder.token)).json()).toEqual(notYours);
      const paid = await call('POST', api, intruder.token, { outcome: 'approved' });
      expect(paid.statusCode).toBe(404);
      expect(paid.json()).toEqual(notYours);
    }
    expect(await sandboxPaymentsOf()).toEqual([]);
    const unknown = await call('GET', '/api/sandbox/checkout/no-existe', buyer.token);
    expect(unknown.json()).toEqual(notYours);
    const badOutcome = await call('POST', api, buyer.token, { outcome: 'maybe' });
    expect(badOutcome.statusCode).toBe(400);
    expect((await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().purchase.status).toBe(
      'pending',
    );

    // The buyer sees the checkout and pays it; it then takes no second payment.
    const screen = (await call('GET', api, buyer.token)).json();
    expect(screen.checkout).toMatchObject({
      orderId,
      title: '1 × Queso de cabra',
      amount: '3000.00',
      currency: 'ARS',
      open: true,
    });
    const done = await call('POST', api, buyer.token, { outcome: 'approved' });
    expect(done.statusCode).toBe(200);
    const back = new URL(done.json().redirectUrl);
    expect(back.pathname).toBe(`/orders/purchase/${orderId}`);
    expect(back.searchParams.get('status')).toBe('approved');
    expect((await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().purchase.status).toBe(
      'paid',
    );
    expect((await call('GET', api, buyer.token)).json().checkout.open).toBe(false);
    const again = await call('POST', api, buyer.token, { outcome: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: 'Este pedido ya está pagado' });
    expect(await sandboxPaymentsOf()).toHaveLength(1);
  });

  it('says "Modo de prueba" on sandbox orders, their notices and e-mails, and in the web app config', async () => {
    const config = (await call('GET', '/api/config')).json();
    expect(config.paymentsMode).toBe('sandbox');

    const seller = await connectedSeller('Vendedor Prueba');
    const buyer = await person('Compradora Prueba');
    const item = await publish(seller.token, { title: 'Miel de monte', price: '2500', stock: 3 });
    const { orderId, checkoutUrl } = (
      await pay(buyer.token, seller.user.id, [{ publicationId: item._id, quantity: 1 }])
    ).json();
    await checkout(checkoutUrl, 'approved', buyer.token);

    expect((await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().purchase.testMode).toBe(
      true,
    );
    expect((await call('GET', '/api/orders/sales', seller.token)).json().sales[0]).toMatchObject({
      _id: orderId,
      testMode: true,
    });
    const [mail] = await mailsSentTo(t, seller.user.email);
    expect(mail!.subject).toBe('[Prueba] Nueva venta: $\u00a02.500 ARS');
    expect(mail!.text).toContain('Modo de prueba: no se cobra dinero real');
    expect(mail!.html).toContain('Modo de prueba: no se cobra dinero real');
    expect(mail!.text).toContain(`/orders/sale/${orderId}`);
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.user.id));
    expect(told.find((n) => n.kind === 'sale_paid')!.message).toContain(
      'Modo de prueba: no se cobra dinero real',
    );
  });

  it('warns once at start that the sandbox serves the payments', async () => {
    // The payments' routes registered as buildApp does, on an app whose log can be read.
    const warnings = (await startupLog(t.ctx, sandboxRoutes)).filter((entry) => entry.level === 40);
    expect(warnings.map((w) => w.msg)).toEqual([SANDBOX_START_WARNING]);
    expect(SANDBOX_START_WARNING).toContain('SANDBOX');
  });
});

describe('order answers', () => {
  it("answer the spec's keys: purchases, sales, purchase and sale (orders and order beside them)", async () => {
    const seller = await connectedSeller('Vendedora Claves');
    const buyer = await person('Comprador Claves');
    const item = await publish(seller.token, { title: 'Salame casero', stock: 2 });
    const { orderId } = (
      await pay(buyer.token, seller.user.id, [{ publicationId: item._id, quantity: 1 }])
    ).json();

    const purchases = (await call('GET', '/api/orders/purchases', buyer.token)).json();
    expect(purchases.purchases.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    expect(purchases.orders).toEqual(purchases.purchases);
    const sales = (await call('GET', '/api/orders/sales', seller.token)).json();
    expect(sales.sales.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    expect(sales.orders).toEqual(sales.sales);
    const purchase = (await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json();
    expect(purchase.purchase).toMatchObject({ _id: orderId, status: 'pending' });
    expect(purchase.order).toEqual(purchase.purchase);
    const sale = (await call('GET', `/api/orders/sale/${orderId}`, seller.token)).json();
    expect(sale.sale).toMatchObject({ _id: orderId, status: 'pending', checkoutUrl: null });
    expect(sale.order).toEqual(sale.sale);
    // The generated OpenAPI document names them too.
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const keysOf = (path: string) =>
      Object.keys(
        spec.paths[path].get.responses['200'].content['application/json'].schema.properties as object,
      ).sort();
    expect(keysOf('/api/orders/purchases')).toEqual(['orders', 'purchases']);
    expect(keysOf('/api/orders/sales')).toEqual(['orders', 'sales']);
    expect(keysOf('/api/orders/purchase/{orderId}')).toEqual(['order', 'purchase']);
    expect(keysOf('/api/orders/sale/{orderId}')).toEqual(['order', 'sale']);
  });
});

/** The sandbox seller id a checkout belongs to, as the provider's notification carries it. */
async function paymentOwner(checkoutUrl: string): Promise<string> {
  const id = checkoutUrl.split('/').pop()!;
  const [preference] = await t.ctx.database.db
    .select()
    .from(sandboxPreferences)
    .where(eq(sandboxPreferences.id, id));
  return preference!.sellerProviderUserId;
}

describe('checkout details, delivery and the seller contact', () => {
  async function paidSale(buyerDetails: object = checkoutBuyer()) {
    const seller = await connectedSeller('Vendedora Entregas');
    const buyer = await person('Comprador Entregas');
    const item = await publish(seller.token, { title: 'Dulce de leche 1 kg', price: '16000', stock: 4 });
    const placed = await pay(
      buyer.token,
      seller.user.id,
      [{ publicationId: item._id, quantity: 1 }],
      buyerDetails,
    );
    expect(placed.statusCode).toBe(201);
    const { orderId, checkoutUrl } = placed.json();
    await checkout(checkoutUrl, 'approved', buyer.token);
    return { seller, buyer, orderId: orderId as string, item };
  }
  const orderRow = async (id: string) =>
    (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('400 with each field’s Spanish message on bad checkout details, and nothing is held', async () => {
    const seller = await connectedSeller('Vendedora Datos');
    const buyer = await person('Comprador Datos');
    const item = await publish(seller.token, { title: 'Mate de calabaza', stock: 3 });
    const lines = [{ publicationId: item._id, quantity: 1 }];
    const bad = await pay(buyer.token, seller.user.id, lines, {
      name: ' ',
      email: 'no-es-un-email',
      phoneCountry: 'AR',
      phone: '123',
      delivery: 'delivery',
      address: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    expect(bad.json().fields).toMatchObject({
      'newOrder.buyer.name': 'Escribe tu nombre para que el vendedor sepa quién compra',
      'newOrder.buyer.email': 'Por favor, introduce un email válido.',
    });
    const phoneAndAddress = await pay(
      buyer.token,
      seller.user.id,
      lines,
      checkoutBuyer({ phone: '123', address: '' }),
    );
    expect(phoneAndAddress.json().fields).toEqual({
      'newOrder.buyer.phone':
        'Ese número no parece un teléfono válido del país elegido. Revisa el código de área.',
      'newOrder.buyer.address': 'Escribe la dirección de entrega',
    });
    const noChoice = await pay(
      buyer.token,
      seller.user.id,
      lines,
      checkoutBuyer({ delivery: 'dron' as never }),
    );
    expect(noChoice.json().fields['newOrder.buyer.delivery']).toBe(
      'Elige si quieres envío a domicilio o retirar en persona',
    );
    const missing = await call('POST', '/api/pay', buyer.token, {
      newOrder: { sellerId: seller.user.id, items: lines },
      appToken: APP_TOKEN,
    });
    expect(missing.statusCode).toBe(400);
    expect(await stockOf(item._id)).toBe(3);
    expect((await call('GET', '/api/orders/purchases', buyer.token)).json().purchases).toEqual([]);
  });

  it('stores the buyer’s contact and delivery with the order; the sale shows them, the purchase the seller’s contact', async () => {
    const { seller, buyer, orderId } = await paidSale(
      checkoutBuyer({ email: ' Lucia.Fernandez@Example.COM ', phone: '9 351 555-0101' }),
    );
    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      buyerName: 'Lucía Fernández',
      buyerEmail: 'lucia.fernandez@example.com',
      buyerPhone: '+54 9 351 555 0101',
      deliveryMethod: 'delivery',
      deliveryAddress: 'Av. Colón 1234, Córdoba',
      deliveredAt: null,
    });
    const sale = (await call('GET', `/api/orders/sale/${orderId}`, seller.token)).json().sale;
    expect(sale).toMatchObject({
      reference: `#${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      buyerContact: {
        name: 'Lucía Fernández',
        email: 'lucia.fernandez@example.com',
        phone: '+54 9 351 555 0101',
      },
      delivery: { method: 'delivery', address: 'Av. Colón 1234, Córdoba' },
      deliveredAt: null,
      sellerContact: null,
    });

    // No published contact yet: the purchase says so with nulls, then shows what the seller publishes.
    const before = (await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().purchase;
    expect(before.sellerContact).toEqual({ phone: null, email: null });
    const saved = await call('PUT', '/api/seller/contact', seller.token, {
      phoneCountry: 'CL',
      phone: '9 6123 4567',
      email: 'Ventas@Dulces.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contact).toEqual({ phone: '+56 9 6123 4567', email: 'ventas@dulces.example' });
    expect((await call('GET', '/api/seller', seller.token)).json().contact).toEqual(saved.json().contact);
    const after = (await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().purchase;
    expect(after.sellerContact).toEqual({ phone: '+56 9 6123 4567', email: 'ventas@dulces.example' });
    expect(after.buyerContact.phone).toBe('+54 9 351 555 0101');
  });

  it('a pick-up order keeps no address', async () => {
    const { orderId } = await paidSale(
      checkoutBuyer({ delivery: 'pickup', address: 'Av. Colón 1234, Córdoba' }),
    );
    expect(await orderRow(orderId)).toMatchObject({ deliveryMethod: 'pickup', deliveryAddress: null });
  });

  it('checks the seller contact: 401 anonymous, 400 with Spanish messages, empty clears it', async () => {
    const seller = await person('Vendedora Contacto');
    expect((await call('PUT', '/api/seller/contact', undefined, { phone: '' })).statusCode).toBe(401);
    const bad = await call('PUT', '/api/seller/contact', seller.token, {
      phoneCountry: 'AR',
      phone: '12',
      email: 'x@',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      phone: 'Ese número no parece un teléfono válido del país elegido. Revisa el código de área.',
      email: 'Por favor, introduce un email válido.',
    });
    const set = await call('PUT', '/api/seller/contact', seller.token, {
      phoneCountry: 'MX',
      phone: '55 1234 5678',
    });
    expect(set.json().contact).toEqual({ phone: '+52 55 1234 5678', email: null });
    const cleared = await call('PUT', '/api/seller/contact', seller.token, { phone: '', email: '' });
    expect(cleared.json().contact).toEqual({ phone: null, email: null });
  });

  it('"Entregado": only the seller or a super user, others 404, idempotent, the buyer told once', async () => {
    const { seller, buyer, orderId } = await paidSale();
    const stranger = await person('Curioso Entregas');
    const url = `/api/orders/sale/${orderId}/delivered`;
    expect((await call('POST', url)).statusCode).toBe(401);
    for (const intruder of [stranger, buyer]) {
      const refused = await call('POST', url, intruder.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'not_found', message: 'No encontramos este pedido' });
    }
    expect((await call('POST', '/api/orders/sale/no-existe/delivered', seller.token)).statusCode).toBe(404);
    expect((await orderRow(orderId)).deliveredAt).toBeNull();

    const done = await call('POST', url, seller.token);
    expect(done.statusCode).toBe(200);
    const deliveredAt = done.json().sale.deliveredAt as string;
    expect(deliveredAt).toBeTruthy();
    const again = await call('POST', url, seller.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().sale.deliveredAt).toBe(deliveredAt);
    expect(
      (await call('GET', `/api/orders/purchase/${orderId}`, buyer.token)).json().purchase.deliveredAt,
    ).toBe(deliveredAt);
    const told = (
      await t.ctx.database.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))
    ).filter((n) => n.kind === 'order_delivered');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Tu pedido fue entregado');
    expect(told[0]!.message.replace(/\s/g, ' ')).toBe(
      'Vendedora Entregas marcó como entregado tu pedido de $ 16.000 ARS.',
    );

    // A super user may mark another seller's paid sale.
    const other = await paidSale();
    const admin = await person('Admin Entregas');
    await t.ctx.database.db.update(users).set({ isSuperUser: true }).where(eq(users.id, admin.user.id));
    const byAdmin = await call('POST', `/api/orders/sale/${other.orderId}/delivered`, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect((await orderRow(other.orderId)).deliveredAt).not.toBeNull();
  });

  it('409 in Spanish when the sale is not paid yet', async () => {
    const seller = await connectedSeller('Vendedor Sin Pago');
    const buyer = await person('Compradora Sin Pago');
    const item = await publish(seller.token, { title: 'Pan de masa madre', stock: 2 });
    const { orderId } = (
      await pay(buyer.token, seller.user.id, [{ publicationId: item._id, quantity: 1 }])
    ).json();
    const early = await call('POST', `/api/orders/sale/${orderId}/delivered`, seller.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'conflict',
      message: 'Solo puedes marcar como entregado un pedido pagado',
    });
    expect((await orderRow(orderId)).deliveredAt).toBeNull();
  });
});
