import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelInbound, conversationMessages, conversations, metaConnections } from '../../db/schema';
import { seal } from '../../lib/secret-box';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../../test/test-app';
import {
  customerMessagePayload,
  deliverToWebhook,
  metaMessagePayload,
  startGraphDouble,
  type GraphDouble,
} from '../../test/whatsapp-helpers';
import { kickChannels } from './channel-jobs';
import { claimInbound, finishInbound, insertInbound } from './channel-queue.repo';

const APP_SECRET = 'secreto-de-la-app-de-meta';
const TOKEN = 'EAAGm0PX4ZCpsBAtokendeprueba1234567890abcdef';
const PHONE_ID = '106540352242922';
const silent = { error: () => undefined };

async function setUp(t: TestApp, options: { whatsapp?: boolean } = {}) {
  const user = await createUser(t, { name: 'Aurora Gómez', hero: `h-${randomBytes(4).toString('hex')}` });
  const token = await signIn(t, user.email, user.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `wa-${randomBytes(4).toString('hex')}`,
      name: 'Panadería Aurora',
      description: 'Pan de masa madre y facturas en Palermo.',
      instructions: 'Responde en pocas palabras.',
      tags: ['panadería'],
    },
  });
  const bot = created.json().bot as { _id: string };
  await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}/intents`,
    headers: bearer(token),
    payload: {
      intents: [
        {
          name: 'Horarios',
          description: 'Abrimos de 8 a 20 h.',
          questions: ['¿Cuál es el horario?', '¿A qué hora abren?'],
          intentionFiles: [],
        },
        {
          name: 'Envíos',
          description: 'Hacemos envíos en Palermo.',
          questions: ['¿Hacen envíos?', '¿Llevan a domicilio?'],
          intentionFiles: [],
        },
      ],
    },
  });
  if (options.whatsapp === false) return bot;
  const connected = await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}/whatsapp`,
    headers: bearer(token),
    payload: { phoneNumberId: PHONE_ID, accessToken: TOKEN },
  });
  expect(connected.statusCode).toBe(200);
  return bot;
}

const deliver = (t: TestApp, payload: unknown) => deliverToWebhook(t, payload, APP_SECRET);

const textsTo = (graph: GraphDouble, waId: string) =>
  graph.sent.filter((m) => m.body.to === waId).map((m) => (m.body.text as { body: string }).body);

describe('received messages as durable jobs', () => {
  let graph: GraphDouble;
  let t: TestApp;

  beforeAll(async () => {
    graph = await startGraphDouble();
    graph.numbers.set(PHONE_ID, {
      token: TOKEN,
      displayPhoneNumber: '+54 9 11 5555-0100',
      verifiedName: 'Aurora',
    });
    t = await buildTestApp({
      env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: 'v', WHATSAPP_GRAPH_URL: graph.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('takes over a message whose instance stopped mid-way, and the old claim can no longer finish it', async () => {
    const bot = await setUp(t);
    const db = t.ctx.database.db;
    const waId = `54911${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    // Stored by a webhook whose instance stopped before answering: nobody kicked a worker.
    const [id] = await insertInbound(db, [
      {
        channel: 'whatsapp',
        messageId: 'wamid.STOPPED1',
        accountId: PHONE_ID,
        botId: bot._id,
        senderId: waId,
        profileName: 'Ana',
        type: 'text',
        payload: { from: waId, id: 'wamid.STOPPED1', type: 'text', text: { body: '¿Hacen envíos?' } },
        sentAt: new Date(),
      },
    ]);
    // An instance claimed it, then died: its lease runs out.
    const [dead] = await claimInbound(db, 60_000);
    expect(dead?.id).toBe(id);
    expect(await claimInbound(db, 60_000)).toEqual([]);
    await db
      .update(channelInbound)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(channelInbound.id, id!));
    kickChannels(t.ctx, silent);
    await t.ctx.background.settled();
    expect(textsTo(graph, waId)).toEqual(['Hacemos envíos en Palermo.']);
    expect(await finishInbound(db, id!, dead!.attempts, 'done')).toBe(false);
    const [row] = await db.select().from(channelInbound).where(eq(channelInbound.id, id!));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });
});

/** Several instances behind a load balancer: Meta delivers to any, every worker looks, each message is answered once. */
describe.runIf(process.env.TEST_DATABASE_URL)('WhatsApp on two instances', () => {
  let graph: GraphDouble;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    graph = await startGraphDouble();
    graph.numbers.set(PHONE_ID, {
      token: TOKEN,
      displayPhoneNumber: '+54 9 11 5555-0100',
      verifiedName: 'Aurora',
    });
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const env = {
      SECRETS_KEY: randomBytes(32).toString('hex'),
      APP_TOKEN: 'shared-app-token-0123456789',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'v',
      WHATSAPP_GRAPH_URL: graph.url,
      META_APP_SECRET: APP_SECRET,
      META_VERIFY_TOKEN: 'v',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    first = await buildTestApp({ env, databaseUrl: database.url });
    second = await buildTestApp({ env, databaseUrl: database.url });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
    await graph.close();
  });

  it("answers every message once and each customer's in order, whichever instance got it", async () => {
    await setUp(first);
    const customers = [1, 2, 3].map(() => `54911${Math.floor(10_000_000 + Math.random() * 89_999_999)}`);
    const deliveries = customers.flatMap((waId, i) => [
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        text: '¿Cuál es el horario?',
        timestamp: 1_800_000_000 + i,
      }),
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        text: '¿Hacen envíos?',
        timestamp: 1_800_000_001 + i,
      }),
    ]);
    // Meta retries: every delivery reaches both instances.
    for (const payload of deliveries) {
      const answers = await Promise.all([deliver(first, payload), deliver(second, payload)]);
      expect(answers.map((a) => a.json().received).sort()).toEqual([0, 1]);
    }
    kickChannels(first.ctx, silent);
    kickChannels(second.ctx, silent);
    await Promise.all([first.ctx.background.settled(), second.ctx.background.settled()]);
    await Promise.all([first.ctx.background.settled(), second.ctx.background.settled()]);
    for (const waId of customers) {
      expect(textsTo(graph, waId)).toEqual(['Abrimos de 8 a 20 h.', 'Hacemos envíos en Palermo.']);
    }
  });

  it('answers each Messenger message once, whichever instance got it', async () => {
    const bot = await setUp(first, { whatsapp: false });
    const pageId = `1048576${randomBytes(4).readUInt32BE() % 100_000_000}`;
    const pageToken = `EAAPage${randomBytes(16).toString('hex')}`;
    graph.metaAccounts.set(pageId, { platform: 'messenger', token: pageToken, name: 'Aurora' });
    // Connected as PUT /api/bot/{id}/messenger stores it (its own test is meta.api.test).
    await first.ctx.database.db.insert(metaConnections).values({
      botId: bot._id,
      platform: 'messenger',
      accountId: pageId,
      name: 'Aurora',
      accessTokenSealed: seal(first.ctx.settings.secretsKey, pageToken),
    });
    const customers = [1, 2].map(() => `${7_000_000_000_000_000 + Math.floor(Math.random() * 1e12)}`);
    for (const psid of customers) {
      for (const text of ['¿Cuál es el horario?', '¿Hacen envíos?']) {
        const payload = metaMessagePayload({
          platform: 'messenger',
          accountId: pageId,
          senderId: psid,
          text,
        });
        const answers = await Promise.all([
          deliverToWebhook(first, payload, APP_SECRET, '/api/meta/webhook'),
          deliverToWebhook(second, payload, APP_SECRET, '/api/meta/webhook'),
        ]);
        expect(answers.map((a) => a.json().received).sort()).toEqual([0, 1]);
      }
    }
    kickChannels(first.ctx, silent);
    kickChannels(second.ctx, silent);
    await Promise.all([first.ctx.background.settled(), second.ctx.background.settled()]);
    await Promise.all([first.ctx.background.settled(), second.ctx.background.settled()]);
    for (const psid of customers) {
      const texts = graph.metaSent
        .filter((m) => m.body.recipient.id === psid)
        .map((m) => (m.body.message as { text: string }).text);
      expect(texts).toEqual(['Abrimos de 8 a 20 h.', 'Hacemos envíos en Palermo.']);
    }
  });
});

/** A customer who writes in several short messages gets one answer once they pause (WHATSAPP_BURST_MS). */
describe('bursts', () => {
  let graph: GraphDouble;
  let t: TestApp;

  beforeAll(async () => {
    graph = await startGraphDouble();
    graph.numbers.set(PHONE_ID, {
      token: TOKEN,
      displayPhoneNumber: '+54 9 11 5555-0100',
      verifiedName: 'Aurora',
    });
    t = await buildTestApp({
      env: {
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: 'v',
        WHATSAPP_GRAPH_URL: graph.url,
        WHATSAPP_BURST_MS: '600',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('answers three messages sent within two seconds as one turn, once the customer pauses', async () => {
    await setUp(t);
    const waId = `54911${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const now = Math.floor(Date.now() / 1000);
    for (const [i, text] of ['Hola', 'una consulta', '¿Hacen envíos?'].entries()) {
      await deliver(t, customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text, timestamp: now + i }));
    }
    // Still typing, as far as the bot can tell: nothing is answered yet.
    await t.ctx.background.settled();
    expect(graph.sent.filter((m) => m.body.to === waId)).toEqual([]);
    await expect
      .poll(() => graph.sent.filter((m) => m.body.to === waId).length, { timeout: 5_000, interval: 100 })
      .toBe(1);
    expect(textsTo(graph, waId)).toEqual(['Hacemos envíos en Palermo.']);
    const rows = await t.ctx.database.db
      .select()
      .from(channelInbound)
      .where(eq(channelInbound.senderId, waId));
    expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    const [conversation] = await t.ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.contactId, waId));
    const messages = await t.ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation!.id));
    expect(messages.filter((m) => m.from === 'user').map((m) => m.text)).toEqual([
      'Hola\nuna consulta\n¿Hacen envíos?',
    ]);
    // A message after the pause is a turn of its own.
    await deliver(t, customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿Cuál es el horario?' }));
    await expect
      .poll(() => textsTo(graph, waId), { timeout: 5_000, interval: 100 })
      .toEqual(['Hacemos envíos en Palermo.', 'Abrimos de 8 a 20 h.']);
  });
});
