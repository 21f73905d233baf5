import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelInbound, conversations, metaConnections, notifications } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  metaMessagePayload,
  signedDelivery,
  startGraphDouble,
  type GraphDouble,
} from '../../test/whatsapp-helpers';

/**
 * Messenger and Instagram (issue 41) against a local Graph API that speaks Meta's documented shapes: the
 * connection with its token checked, the one signed webhook for both platforms, answers through the Send
 * API with quick replies, the reply windows, and the inbox.
 */

const APP_SECRET = 'secreto-de-la-app-de-meta-2';
const VERIFY_TOKEN = 'verificar-meta-456';
const PAGE_ID = '104857600000001';
const PAGE_TOKEN = 'EAAPagetokendeprueba1234567890abcdefghij';
const IG_ID = '17841400000000001';
const IG_TOKEN = 'IGQVJtokendeinstagram1234567890abcdefgh';

let t: TestApp;
let graph: GraphDouble;
const bodies: string[] = [];

async function call(options: InjectOptions) {
  const response = await t.app.inject(options);
  bodies.push(response.body);
  return response;
}

beforeAll(async () => {
  graph = await startGraphDouble();
  graph.metaAccounts.set(PAGE_ID, { platform: 'messenger', token: PAGE_TOKEN, name: 'Peluquería Sol' });
  graph.metaAccounts.set(IG_ID, { platform: 'instagram', token: IG_TOKEN, name: 'pelu.sol' });
  t = await buildTestApp({
    env: { META_APP_SECRET: APP_SECRET, META_VERIFY_TOKEN: VERIFY_TOKEN, META_GRAPH_URL: graph.url },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const db = () => t.ctx.database.db;
const settled = () => t.ctx.background.settled();

async function owner() {
  const user = await createUser(t, {
    name: 'Sol Benítez',
    hero: `h-${Math.random().toString(36).slice(2, 9)}`,
  });
  return { user, token: await signIn(t, user.email, user.password) };
}

async function botOf(token: string) {
  const created = await call({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `meta-${Math.random().toString(36).slice(2, 9)}`,
      name: 'Peluquería Sol',
      description: 'Cortes, color y peinados en Rosario.',
      instructions: 'Responde en pocas palabras.',
      tags: ['peluquería'],
    },
  });
  expect(created.statusCode).toBe(201);
  const bot = created.json().bot as { _id: string };
  const intents = await call({
    method: 'PUT',
    url: `/api/bot/${bot._id}/intents`,
    headers: bearer(token),
    payload: {
      intents: [
        {
          name: 'Horarios de atención',
          description: 'Atendemos de **martes a sábado de 9 a 19 h**.',
          questions: ['¿Cuál es el horario?', '¿A qué hora abren?', '¿Atienden los sábados?'],
          intentionFiles: [],
        },
        {
          name: 'Precios de corte',
          description: 'El corte cuesta $8.000 y el color desde $15.000.',
          questions: ['¿Cuánto sale el corte?', '¿Qué precio tiene el color?'],
          intentionFiles: [],
        },
      ],
    },
  });
  expect(intents.statusCode).toBe(200);
  return bot;
}

function deliver(payload: unknown, signature?: string | null) {
  const signed = signedDelivery(payload, APP_SECRET);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null)
    headers['x-hub-signature-256'] = signature ?? signed.headers['x-hub-signature-256']!;
  return call({ method: 'POST', url: '/api/meta/webhook', headers, payload: signed.body });
}

const freshId = () => `${Math.floor(1e15 + Math.random() * 8e15)}`;
const sentTo = (recipient: string) => graph.metaSent.filter((m) => m.body.recipient.id === recipient);
const textOf = (m: { body: Record<string, unknown> }) => (m.body.message as { text?: string }).text;

async function conversationOf(botId: string, channel: 'messenger' | 'instagram', contactId: string) {
  const [row] = await db()
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.botId, botId),
        eq(conversations.channel, channel),
        eq(conversations.contactId, contactId),
      ),
    );
  return row;
}

describe('Messenger and Instagram', () => {
  let token: string;
  let bot: { _id: string };

  beforeAll(async () => {
    ({ token } = await owner());
    bot = await botOf(token);
  });

  it('verifies the webhook with META_VERIFY_TOKEN', async () => {
    const ok = await call({
      method: 'GET',
      url: `/api/meta/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await call({
      method: 'GET',
      url: '/api/meta/webhook?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('connects a page and an account only with a token the Graph API accepts, seals it and never returns it', async () => {
    const wrong = await call({
      method: 'PUT',
      url: `/api/bot/${bot._id}/messenger`,
      headers: bearer(token),
      payload: { pageId: PAGE_ID, accessToken: 'EAAPagetokenequivocado000000000000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'meta_token_invalid',
      message: expect.stringContaining('Facebook'),
    });
    const bad = await call({
      method: 'PUT',
      url: `/api/bot/${bot._id}/instagram`,
      headers: bearer(token),
      payload: { accountId: 'pelu.sol', accessToken: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(['accessToken', 'accountId']);

    const page = await call({
      method: 'PUT',
      url: `/api/bot/${bot._id}/messenger`,
      headers: bearer(token),
      payload: { pageId: PAGE_ID, accessToken: PAGE_TOKEN },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().connection).toMatchObject({
      connected: true,
      platform: 'messenger',
      accountId: PAGE_ID,
      name: 'Peluquería Sol',
      webhookUrl: expect.stringMatching(/\/api\/meta\/webhook$/),
    });
    // The page is subscribed to the app, or Meta would deliver nothing.
    expect(graph.subscribedPages.has(PAGE_ID)).toBe(true);
    const account = await call({
      method: 'PUT',
      url: `/api/bot/${bot._id}/instagram`,
      headers: bearer(token),
      payload: { accountId: IG_ID, accessToken: IG_TOKEN },
    });
    expect(account.statusCode).toBe(200);
    expect(account.json().connection).toMatchObject({ platform: 'instagram', name: '@pelu.sol' });

    const [row] = await db().select().from(metaConnections).where(eq(metaConnections.accountId, PAGE_ID));
    expect(row!.accessTokenSealed).not.toContain(PAGE_TOKEN);

    // Another owner's bot: 404 on every path, and the page cannot answer for two bots.
    const other = await owner();
    const otherBot = await botOf(other.token);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call({
        method,
        url: `/api/bot/${bot._id}/instagram`,
        headers: bearer(other.token),
      });
      expect(response.statusCode).toBe(404);
    }
    const taken = await call({
      method: 'PUT',
      url: `/api/bot/${otherBot._id}/messenger`,
      headers: bearer(other.token),
      payload: { pageId: PAGE_ID, accessToken: PAGE_TOKEN },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'meta_account_taken' });
    const read = await call({ method: 'GET', url: `/api/bot/${bot._id}/messenger`, headers: bearer(token) });
    expect(read.json().connection).toMatchObject({ connected: true, lastError: null });
    for (const body of bodies) {
      expect(body).not.toContain(PAGE_TOKEN);
      expect(body).not.toContain(IG_TOKEN);
    }
  });

  it("answers a Messenger message through the Send API, with the customer's name from their profile", async () => {
    const psid = freshId();
    graph.profiles.set(psid, { first_name: 'Lucía', last_name: 'Gómez' });
    const delivered = await deliver(
      metaMessagePayload({
        platform: 'messenger',
        accountId: PAGE_ID,
        senderId: psid,
        text: '¿cuál es el horario?',
      }),
    );
    expect(delivered.json()).toEqual({ received: 1 });
    await settled();
    const replies = sentTo(psid);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      accountId: PAGE_ID,
      platform: 'messenger',
      body: { recipient: { id: psid }, messaging_type: 'RESPONSE' },
    });
    // Plain words: no markdown symbols reach Messenger.
    expect(textOf(replies[0]!)).toBe('Atendemos de martes a sábado de 9 a 19 h.');
    expect(graph.senderActions.filter((a) => a.recipient === psid).map((a) => a.action)).toEqual([
      'mark_seen',
      'typing_on',
    ]);
    const conversation = await conversationOf(bot._id, 'messenger', psid);
    expect(conversation).toMatchObject({ channel: 'messenger', visitorName: 'Lucía Gómez' });

    // The inbox shows the channel and the name.
    const inbox = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations`,
      headers: bearer(token),
    });
    expect(inbox.json().conversations).toContainEqual(
      expect.objectContaining({
        _id: conversation!.id,
        channel: 'messenger',
        visitor: 'Lucía Gómez',
        phone: null,
      }),
    );
  });

  it('answers an Instagram message with the handle as the name', async () => {
    const igsid = freshId();
    graph.profiles.set(igsid, { name: '', username: 'caro.rosario' });
    await deliver(
      metaMessagePayload({
        platform: 'instagram',
        accountId: IG_ID,
        senderId: igsid,
        text: 'cuanto sale el corte',
      }),
    );
    await settled();
    expect(sentTo(igsid).map(textOf)).toEqual(['El corte cuesta $8.000 y el color desde $15.000.']);
    expect(sentTo(igsid)[0]).toMatchObject({ accountId: IG_ID, platform: 'instagram' });
    expect(await conversationOf(bot._id, 'instagram', igsid)).toMatchObject({ visitorName: '@caro.rosario' });
  });

  it('offers choices as quick replies of 20 characters, and a tapped one comes back whole', async () => {
    const igId = '17841400000000002';
    const igToken = 'IGQVJotrotokendeinstagram0987654321zyxw';
    graph.metaAccounts.set(igId, { platform: 'instagram', token: igToken, name: 'barberia.norte' });
    const other = await owner();
    const barber = await botOf(other.token);
    const connected = await call({
      method: 'PUT',
      url: `/api/bot/${barber._id}/instagram`,
      headers: bearer(other.token),
      payload: { accountId: igId, accessToken: igToken },
    });
    expect(connected.statusCode).toBe(200);
    const fields = await call({
      method: 'PUT',
      url: `/api/bot/${barber._id}/fields`,
      headers: bearer(other.token),
      payload: {
        fields: [
          {
            _id: '1',
            name: 'turno',
            label: 'Turno',
            type: 'select',
            options: ['Mañana', 'Tarde, después de las 17 h'],
            collectAt: 'start',
            order: 0,
          },
        ],
      },
    });
    expect(fields.statusCode).toBe(200);
    const igsid = freshId();
    await deliver(
      metaMessagePayload({ platform: 'instagram', accountId: igId, senderId: igsid, text: 'Hola' }),
    );
    await settled();
    const asked = sentTo(igsid).at(-1)!.body.message as {
      text: string;
      quick_replies: Array<{ content_type: string; title: string; payload: string }>;
    };
    expect(asked.quick_replies).toEqual([
      { content_type: 'text', title: 'Mañana', payload: 'Mañana' },
      { content_type: 'text', title: 'Tarde, después de l…', payload: 'Tarde, después de las 17 h' },
    ]);
    await deliver(
      metaMessagePayload({
        platform: 'instagram',
        accountId: igId,
        senderId: igsid,
        text: 'Tarde, después de l…',
        quickReply: 'Tarde, después de las 17 h',
      }),
    );
    await settled();
    const conversation = await conversationOf(barber._id, 'instagram', igsid);
    expect(conversation!.collected).toMatchObject({ turno: { value: 'Tarde, después de las 17 h' } });
  });

  it('refuses a forged signature with nothing stored, answers a redelivery once and ignores echoes', async () => {
    const psid = freshId();
    const payload = metaMessagePayload({
      platform: 'messenger',
      accountId: PAGE_ID,
      senderId: psid,
      text: 'Hola',
    });
    const forged = await deliver(payload, `sha256=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(401);
    expect(await deliver(payload, null)).toMatchObject({ statusCode: 401 });
    expect(await db().select().from(channelInbound).where(eq(channelInbound.senderId, psid))).toEqual([]);

    const first = await deliver(payload);
    const again = await deliver(payload);
    expect([first.json().received, again.json().received]).toEqual([1, 0]);
    await settled();
    expect(sentTo(psid)).toHaveLength(1);

    // The page's own message, echoed back by Meta, is never answered.
    const echo = await deliver(
      metaMessagePayload({
        platform: 'messenger',
        accountId: PAGE_ID,
        senderId: psid,
        text: 'Gracias',
        echo: true,
      }),
    );
    expect(echo.json()).toEqual({ received: 0 });
  });

  it('shows a photo in the inbox and answers kindly that it reads text', async () => {
    const psid = freshId();
    await deliver(
      metaMessagePayload({
        platform: 'messenger',
        accountId: PAGE_ID,
        senderId: psid,
        attachments: [{ type: 'image', payload: { url: 'https://scontent.example/foto.jpg' } }],
      }),
    );
    await settled();
    expect(sentTo(psid).map(textOf)).toEqual([expect.stringContaining('solo puedo leer texto')]);
    const conversation = await conversationOf(bot._id, 'messenger', psid);
    const transcript = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${conversation!.id}`,
      headers: bearer(token),
    });
    expect(transcript.json().conversation.messages[0]).toMatchObject({ from: 'user', text: '[Imagen]' });
  });

  it("sends the owner's hand reply as a response, with the HUMAN_AGENT tag after 24 hours, and refuses it after 7 days", async () => {
    const psid = freshId();
    await deliver(
      metaMessagePayload({
        platform: 'messenger',
        accountId: PAGE_ID,
        senderId: psid,
        text: 'Quiero hablar con alguien',
      }),
    );
    await settled();
    const conversation = await conversationOf(bot._id, 'messenger', psid);
    const url = `/api/bot/${bot._id}/conversations/${conversation!.id}/replies`;
    const reply = (text: string) => call({ method: 'POST', url, headers: bearer(token), payload: { text } });

    expect((await reply('Hola, soy Sol.')).statusCode).toBe(201);
    await settled();
    expect(sentTo(psid).at(-1)!.body).toEqual({
      recipient: { id: psid },
      messaging_type: 'RESPONSE',
      message: { text: 'Hola, soy Sol.' },
    });

    const ago = (hours: number) =>
      db()
        .update(conversations)
        .set({ customerMessageAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(conversations.id, conversation!.id));
    await ago(30);
    const tagged = await reply('¿Pudiste ver los horarios?');
    expect(tagged.statusCode).toBe(201);
    expect(tagged.json().conversation).toMatchObject({ channel: 'messenger', replyWindowOpen: true });
    await settled();
    expect(sentTo(psid).at(-1)!.body).toEqual({
      recipient: { id: psid },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
      message: { text: '¿Pudiste ver los horarios?' },
    });

    await ago(8 * 24);
    const count = sentTo(psid).length;
    const refused = await reply('¿Sigues ahí?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'meta_window_closed',
      message: expect.stringContaining('7 días'),
    });
    await settled();
    expect(sentTo(psid)).toHaveLength(count);
  });

  it("shows a refused send on the conversation with Meta's reason and tells the owner once", async () => {
    const psid = freshId();
    for (let i = 0; i < 2; i += 1) {
      graph.failNext.push({
        status: 400,
        error: {
          message: 'Error validating access token: Session has expired',
          type: 'OAuthException',
          code: 190,
        },
      });
    }
    await deliver(
      metaMessagePayload({ platform: 'messenger', accountId: PAGE_ID, senderId: psid, text: 'Hola' }),
    );
    await settled();
    await deliver(
      metaMessagePayload({
        platform: 'messenger',
        accountId: PAGE_ID,
        senderId: psid,
        text: '¿Cuál es el horario?',
      }),
    );
    await settled();
    expect(sentTo(psid)).toEqual([]);
    const conversation = await conversationOf(bot._id, 'messenger', psid);
    expect(conversation!.deliveryError).toContain('Messenger rechazó el token');
    const notices = await db().select().from(notifications).where(eq(notifications.botId, bot._id));
    expect(notices.filter((n) => n.kind === 'messenger_failed')).toHaveLength(1);
  });

  it('disconnects: the bot stops answering there', async () => {
    const gone = await call({
      method: 'DELETE',
      url: `/api/bot/${bot._id}/instagram`,
      headers: bearer(token),
    });
    expect(gone.json()).toEqual({ connection: { connected: false, platform: 'instagram' } });
    const igsid = freshId();
    const delivered = await deliver(
      metaMessagePayload({ platform: 'instagram', accountId: IG_ID, senderId: igsid, text: 'Hola' }),
    );
    expect(delivered.json()).toEqual({ received: 0 });
  });
});
