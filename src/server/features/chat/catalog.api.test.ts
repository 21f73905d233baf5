import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { bearer, createUser, freshIp, signIn } from '../../test/accounts-helpers';
import { createBotAs } from '../../test/bots-helpers';
import { checkoutBuyer, connectSandboxSeller } from '../../test/market-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const APP_TOKEN = 'test-app-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A bakery whose owner sells three products and has a bot. */
async function bakery() {
  const user = await createUser(t, {
    name: 'Dulces Marta',
    hero: `m-${Math.random().toString(36).slice(2, 9)}`,
  });
  const token = await signIn(t, user.email, user.password);
  await connectSandboxSeller(t, token);
  const publish = async (title: string, price: string, stock: number, description = '') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/publications',
      headers: bearer(token),
      payload: {
        typed: 'product',
        title,
        description,
        price,
        currency: 'ARS',
        stock,
        labels: [],
        country: 'Argentina',
        city: 'Rosario',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().publication._id as string;
  };
  const ids = {
    alfajores: await publish(
      'Alfajores de maicena x 12',
      '4500',
      8,
      'Caja de doce, con dulce de leche y coco.',
    ),
    chocolate: await publish('Torta de chocolate', '15000', 2),
    frutilla: await publish('Torta de frutilla', '14000', 0),
  };
  const sellerId = user.id;
  const bot = await createBotAs(t, token, {
    name: 'Dulces Marta',
    description: 'Pastelería casera en Rosario.',
    tags: ['tortas'],
  });
  return { token, bot, ids, sellerId };
}

async function ask(botId: string, message: string, conversationId: string | null = null, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bot/${botId}/io`,
    remoteAddress: freshIp(),
    headers: token ? bearer(token) : {},
    payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A signed-in buyer's order of two cakes, pending payment. */
async function order(sellerId: string, publicationId: string) {
  const buyer = await createUser(t, { name: 'Lucía Compras' });
  const token = await signIn(t, buyer.email, buyer.password);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/pay',
    headers: bearer(token),
    payload: {
      newOrder: {
        sellerId,
        items: [{ publicationId, quantity: 2 }],
        buyer: checkoutBuyer({ email: 'lucia.compras@example.com', phone: '341 555 0199' }),
      },
      appToken: APP_TOKEN,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().orderId as string;
  return { token, orderId, reference: orderId.replace(/-/g, '').slice(0, 8).toUpperCase() };
}

describe('the bot knows its owner’s products', () => {
  it('answers a product, its price and its stock with cards, plurals and typos included', async () => {
    const { bot, ids, token } = await bakery();
    const price = await ask(bot._id, 'cuánto sale la torta de chocolate?');
    expect(price.intent).toBe('catalog.products');
    expect(price.message).toContain('**Torta de chocolate**');
    expect(price.message).toMatch(/15\.000/);
    expect(price.message).toContain('quedan 2');
    expect(price.products).toEqual([
      {
        publicationId: ids.chocolate,
        title: 'Torta de chocolate',
        price: '15000.00',
        currency: 'ARS',
        pictureUrl: null,
        url: expect.stringMatching(new RegExp(`/marketplace/${ids.chocolate}$`)),
        stock: 2,
        purchasable: true,
      },
    ]);
    const plural = await ask(bot._id, '¿tienen tortas?');
    expect(plural.products.map((p: { title: string }) => p.title).sort()).toEqual([
      'Torta de chocolate',
      'Torta de frutilla',
    ]);
    expect(plural.message).toContain('sin stock por ahora');
    const typo = await ask(bot._id, 'tenes alfajroes?');
    expect(typo.products.map((p: { publicationId: string }) => p.publicationId)).toEqual([ids.alfajores]);

    // A product the owner does not sell: an honest answer, no cards.
    const none = await ask(bot._id, '¿tienen empanadas?');
    expect(none.intent).not.toBe('catalog.products');
    expect(none.products).toBeUndefined();

    // A change of the catalog is known at once (the owner's bots move with it).
    const paused = await t.app.inject({
      method: 'DELETE',
      url: `/api/publication/${ids.chocolate}`,
      headers: bearer(token),
    });
    expect(paused.statusCode).toBeLessThan(300);
    const after = await ask(bot._id, 'cuánto sale la torta de chocolate?');
    expect(after.products?.map((p: { publicationId: string }) => p.publicationId) ?? []).not.toContain(
      ids.chocolate,
    );
  });

  it('shows nothing of another owner’s products', async () => {
    await bakery();
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const other = await createBotAs(t, token, {
      name: 'Ferretería Ruiz',
      description: 'Herramientas y bulonería.',
      tags: ['herramientas'],
    });
    const reply = await ask(other._id, 'cuánto sale la torta de chocolate?');
    expect(reply.products).toBeUndefined();
  });
});

describe('«¿Cómo va mi pedido?»', () => {
  it('tells the buyer the status, proven by the purchase’s e-mail, phone or account, and nothing to a stranger', async () => {
    const { bot, ids, sellerId } = await bakery();
    const { token, reference } = await order(sellerId, ids.alfajores);

    // A stranger who knows the reference: asked for the purchase's contact, then the same answer as for
    // an order that does not exist.
    const asked = await ask(bot._id, `¿cómo va mi pedido #${reference}?`);
    expect(asked.intent).toBe('order.status');
    expect(asked.message).toContain('correo o el teléfono');
    const wrong = await ask(bot._id, 'mi correo es otra.persona@example.com', asked.conversationId);
    expect(wrong.intent).toBe('order.status');
    expect(wrong.message).toContain('No encuentro un pedido con esos datos');
    const madeUp = await ask(bot._id, '¿cómo va mi pedido #ABC12345? compré con otra.persona@example.com');
    expect(madeUp.message).toBe(wrong.message);
    for (const reply of [asked, wrong, madeUp]) {
      expect(reply.message).not.toMatch(/Lucía|alfajor|4\.500|9\.000/i);
    }

    // The buyer, by the e-mail of the purchase in the same message.
    const byEmail = await ask(
      bot._id,
      `¿cómo va mi pedido #${reference}? compré con lucia.compras@example.com`,
    );
    expect(byEmail.message).toContain(`El pedido #${reference} está esperando el pago`);
    // By the phone, in two messages.
    const first = await ask(bot._id, `hola, ¿en qué anda mi pedido ${reference.slice(0, 4)}?`);
    const byPhone = await ask(bot._id, 'mi teléfono es 341 555 0199', first.conversationId);
    expect(byPhone.message).toContain(`#${reference}`);

    // Signed in, without a reference: their latest order with this seller.
    const signedIn = await ask(bot._id, '¿cómo va mi pedido?', null, token);
    expect(signedIn.intent).toBe('order.status');
    expect(signedIn.message).toContain(`#${reference}`);
  });

  it('limits the lookups of one conversation', async () => {
    const { bot } = await bakery();
    let conversationId: string | null = null;
    let limited = false;
    for (let i = 0; i < 10 && !limited; i += 1) {
      const message = `¿cómo va mi pedido #AB${i}D1234? compré con x${i}@example.com`;
      const payload: Record<string, unknown> = {
        interaction: { from: 'user', message },
        appToken: APP_TOKEN,
        conversationId,
      };
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bot/${bot._id}/io`,
        remoteAddress: freshIp(),
        payload,
      });
      if (res.statusCode === 429) limited = true;
      else conversationId = (res.json() as { conversationId: string }).conversationId;
    }
    expect(limited).toBe(true);
  });
});

interface Reply {
  intent: string;
  message: string;
  options: string[];
  conversationId: string;
  checkoutUrl?: string;
  order?: { _id: string; reference: string; total: string; currency: string; testMode: boolean };
  messageLinks: Array<{ url: string; title: string }>;
}

/** One conversation, message after message, from one address and (optionally) one account. */
function conversation(botId: string, token?: string) {
  const ip = freshIp();
  let id: string | null = null;
  return async (message: string): Promise<Reply> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/io`,
      remoteAddress: ip,
      headers: token ? bearer(token) : {},
      payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as Reply;
    id = reply.conversationId;
    return reply;
  };
}

async function stockOf(publicationId: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/publication/${publicationId}` });
  return res.json().publication.stock as number;
}

/** The path and key of a conversation order's page. */
const keyOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

describe('an order in the conversation', () => {
  it('takes a guest’s order of two, holds the stock, and the link pays it in the sandbox', async () => {
    const { bot, ids, token: sellerToken } = await bakery();
    const say = conversation(bot._id);
    const price = await say('¿cuánto salen los alfajores?');
    expect(price.intent).toBe('catalog.products');
    const quantity = await say('quiero 2');
    expect(quantity.intent).toBe('order.request');
    expect(quantity.message).toContain('tienda de prueba');
    expect(quantity.message).toContain('¿A nombre de quién');
    expect((await say('Ana Gómez')).message).toContain('correo');
    expect((await say('ana.gomez@example.com')).message).toContain('teléfono');
    const delivery = await say('341 555 0101');
    expect(delivery.options).toEqual(['Envío a domicilio', 'Retiro en el local']);
    expect((await say('Envío a domicilio')).message).toContain('dirección');
    const summary = await say('Bv. Oroño 1234, Rosario');
    expect(summary.message).toContain('**2 × Alfajores de maicena x 12**');
    expect(summary.message).toMatch(/9\.000/);
    expect(summary.options).toEqual(['Sí, confirmar', 'Cancelar']);
    expect(await stockOf(ids.alfajores)).toBe(8);

    const placed = await say('Sí, confirmar');
    expect(placed.intent).toBe('order.checkout');
    expect(placed.order).toMatchObject({ total: '9000.00', currency: 'ARS', testMode: true });
    expect(placed.message).toContain(placed.order!.reference);
    expect(placed.message).toContain('no se cobra dinero real');
    expect(placed.checkoutUrl).toMatch(/\/pedido\/[A-Za-z0-9_-]{40,}$/);
    expect(placed.messageLinks).toContainEqual(
      expect.objectContaining({ url: placed.checkoutUrl, title: 'Pagar pedido' }),
    );
    // The units are held for the guest, as a cart's checkout holds them.
    expect(await stockOf(ids.alfajores)).toBe(6);

    // The link is the guest's capability: the order's page, and its sandbox checkout with the key.
    const key = keyOf(placed.checkoutUrl!);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/guest/${key}`,
      remoteAddress: freshIp(),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const guestOrder = page.json().order;
    expect(guestOrder).toMatchObject({
      reference: placed.order!.reference,
      status: 'pending',
      buyerName: 'Ana Gómez',
      items: [{ title: 'Alfajores de maicena x 12', quantity: 2 }],
      delivery: { method: 'delivery', address: 'Bv. Oroño 1234, Rosario' },
      testMode: true,
    });
    const payUrl = new URL(guestOrder.payUrl);
    expect(payUrl.searchParams.get('key')).toBe(key);
    const checkoutPath = `/api${payUrl.pathname}`;
    const anonymous = await t.app.inject({ method: 'GET', url: checkoutPath });
    expect(anonymous.statusCode).toBe(401);
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: checkoutPath,
      headers: { 'x-order-key': `${key.slice(0, -4)}AAAA` },
    });
    expect(wrongKey.statusCode).toBe(404);
    const paid = await t.app.inject({
      method: 'POST',
      url: checkoutPath,
      headers: { 'x-order-key': key },
      payload: { outcome: 'approved' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/orders/guest/${key}`,
      remoteAddress: freshIp(),
    });
    expect(after.json().order).toMatchObject({ status: 'paid', payUrl: null });

    // The seller sees the sale, marked as the bot's, with the contact given in the conversation.
    const sales = await t.app.inject({
      method: 'GET',
      url: '/api/orders/sales',
      headers: bearer(sellerToken),
    });
    const sale = sales.json().sales.find((s: { _id: string }) => s._id === placed.order!._id);
    expect(sale).toMatchObject({
      status: 'paid',
      placedIn: 'conversation',
      buyer: { _id: '', name: 'Ana Gómez' },
      buyerContact: { name: 'Ana Gómez', email: 'ana.gomez@example.com' },
    });
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(sellerToken),
    });
    expect(notices.body).toContain('Nueva venta por tu bot');
    // The inbox shows the order in the conversation's transcript, and the stats count the sale.
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${placed.conversationId}`,
      headers: bearer(sellerToken),
    });
    expect(transcript.statusCode, transcript.body).toBe(200);
    expect(transcript.json().conversation.orders).toEqual([
      {
        _id: placed.order!._id,
        reference: placed.order!.reference,
        status: 'paid',
        total: '9000.00',
        currency: 'ARS',
        delivered: false,
        testMode: true,
      },
    ]);
    // The link's key is never in the transcript: only the visitor holds it.
    expect(transcript.body).not.toContain(key);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/stats?days=7`,
      headers: bearer(sellerToken),
    });
    expect(stats.json().totals).toMatchObject({ sales: 1, revenue: [{ currency: 'ARS', total: '9000.00' }] });

    // The same conversation proves the order is the visitor's; a stranger with the reference learns nothing.
    const status = await say('¿cómo va mi pedido?');
    expect(status.intent).toBe('order.status');
    expect(status.message).toContain(`El pedido ${placed.order!.reference} está pagado`);
    const stranger = conversation(bot._id);
    const asked = await stranger(`¿cómo va mi pedido ${placed.order!.reference}?`);
    const refused = await stranger('mi correo es otra.persona@example.com');
    for (const reply of [asked, refused]) expect(reply.message).not.toMatch(/Ana|alfajor|9\.000|pagado/i);
    expect(refused.message).toContain('No encuentro un pedido con esos datos');
  });

  it('reuses what the conversation collected, checks the stock, and a spent link pays nothing', async () => {
    const { bot, ids } = await bakery();
    const buyer = await createUser(t, { name: 'Pedro Ruiz' });
    const buyerToken = await signIn(t, buyer.email, buyer.password);
    const say = conversation(bot._id, buyerToken);
    await say('cuánto sale la torta de chocolate');
    const tooMany = await say('quiero comprar 3 tortas de chocolate');
    expect(tooMany.message).toContain('quedan 2');
    expect(tooMany.options).toEqual(['1', '2']);
    // Name, e-mail and phone in one answer.
    expect((await say('2')).message).toContain('¿A nombre de quién');
    const delivery = await say('Pedro Ruiz, pedro.ruiz@example.com, 341 555 0144');
    expect(delivery.options).toEqual(['Envío a domicilio', 'Retiro en el local']);
    // A question in the middle gets its answer, and the step is asked again.
    const aside = await say('¿cuánto sale la torta de chocolate?');
    expect(aside.intent).toBe('catalog.products');
    expect(aside.message).toContain('¿Sería con envío a domicilio');
    const summary = await say('paso a retirarlo');
    expect(summary.message).toContain('Retiro en el local');
    const placed = await say('sí');
    expect(placed.intent).toBe('order.checkout');
    expect(await stockOf(ids.chocolate)).toBe(0);

    // Signed in, the order is also in "Mis compras".
    const purchases = await t.app.inject({
      method: 'GET',
      url: '/api/orders/purchases',
      headers: bearer(buyerToken),
    });
    expect(purchases.json().purchases.map((p: { _id: string }) => p._id)).toContain(placed.order!._id);

    // The hold ends unpaid: the link is spent, and the units are back on sale.
    await t.ctx.database.db.execute(
      sql`update orders set hold_until = now() - interval '1 minute' where id = ${placed.order!._id}`,
    );
    const key = keyOf(placed.checkoutUrl!);
    const spent = await t.app.inject({
      method: 'GET',
      url: `/api/orders/guest/${key}`,
      remoteAddress: freshIp(),
    });
    expect(spent.statusCode).toBe(404);
    expect(spent.json().message).toContain('venció');
    // Nor does the checkout behind it take a payment any more.
    const [order] = await t.ctx.database.db
      .select({ preferenceId: orders.preferenceId })
      .from(orders)
      .where(eq(orders.id, placed.order!._id));
    const reused = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${order!.preferenceId}`,
      headers: { 'x-order-key': key },
      payload: { outcome: 'approved' },
    });
    expect(reused.statusCode, reused.body).toBe(409);
    expect(await stockOf(ids.chocolate)).toBe(2);
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/api/orders/purchase/${placed.order!._id}`,
      headers: bearer(buyerToken),
    });
    expect(checkout.json().order.status).toBe('expired');
  });

  it('sells nothing the owner cannot take payments for, or has no more of', async () => {
    const { bot } = await bakery();
    const say = conversation(bot._id);
    const soldOut = await say('quiero comprar la torta de frutilla');
    expect(soldOut.message).toContain('sin stock');
    expect(soldOut.checkoutUrl).toBeUndefined();

    // A seller whose payment account was disconnected after publishing.
    const { bot: shop, token } = await bakery();
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/seller/credentials',
      headers: bearer(token),
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const unconnected = await conversation(shop._id)('quiero comprar la torta de chocolate');
    expect(unconnected.message).toContain('todavía no se puede comprar');
    expect(unconnected.intent).toBe('order.request');
  });
});
