import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
