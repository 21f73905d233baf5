import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationMessages,
  conversations,
  notifications,
  whatsappConnections,
  channelInbound,
  channelOutbox,
} from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { connectSandboxSeller } from '../../test/market-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  customerMessagePayload,
  signedDelivery,
  startGraphDouble,
  statusPayload,
  type GraphDouble,
} from '../../test/whatsapp-helpers';

const APP_SECRET = 'secreto-de-la-app-de-meta';
const VERIFY_TOKEN = 'verificar-vocero-123';
const TOKEN = 'EAAGm0PX4ZCpsBAtokendeprueba1234567890abcdef';
const OTHER_TOKEN = 'EAAGm0PX4ZCpsBAotrotoken9876543210fedcba';

let t: TestApp;
let graph: GraphDouble;
/** Every answer the suite received: none may carry an access token. */
const bodies: string[] = [];

async function call(options: InjectOptions) {
  const response = await t.app.inject(options);
  bodies.push(response.body);
  return response;
}

beforeAll(async () => {
  graph = await startGraphDouble();
  graph.numbers.set('106540352242922', {
    token: TOKEN,
    displayPhoneNumber: '+54 9 11 5555-0100',
    verifiedName: 'Panadería Aurora',
  });
  graph.numbers.set('106540352249999', {
    token: OTHER_TOKEN,
    displayPhoneNumber: '+52 55 5555 0199',
    verifiedName: 'Taller Ruiz',
  });
  graph.numbers.set('106540352247777', {
    token: TOKEN,
    displayPhoneNumber: '+54 9 341 555-0100',
    verifiedName: 'Dulces Marta',
  });
  graph.numbers.set('106540352240001', {
    token: OTHER_TOKEN,
    displayPhoneNumber: '+57 300 555 0101',
    verifiedName: 'Clínica Norte',
  });
  t = await buildTestApp({
    env: {
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_GRAPH_URL: graph.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const db = () => t.ctx.database.db;
/** Work done outside the request (answering, sending) has finished. */
const settled = () => t.ctx.background.settled();

async function owner(name = 'Marta Ríos') {
  const user = await createUser(t, { name, hero: `h-${Math.random().toString(36).slice(2, 9)}` });
  return { user, token: await signIn(t, user.email, user.password) };
}

async function botOf(token: string, name = 'Panadería Aurora') {
  const created = await call({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `wa-${Math.random().toString(36).slice(2, 9)}`,
      name,
      description: 'Pan de masa madre y facturas en Palermo.',
      instructions: 'Responde en pocas palabras.',
      tags: ['panadería'],
    },
  });
  expect(created.statusCode).toBe(201);
  const bot = created.json().bot as { _id: string; alias: string };
  const intents = await call({
    method: 'PUT',
    url: `/api/bot/${bot._id}/intents`,
    headers: bearer(token),
    payload: {
      intents: [
        {
          name: 'Horarios de atención',
          description:
            'Abrimos de **lunes a sábado de 8 a 20 h**. Mira el menú en [nuestra web](https://panaderia.example/menu).',
          questions: ['¿Cuál es el horario?', '¿A qué hora abren?', '¿Atienden los sábados?'],
          intentionFiles: [],
        },
        {
          name: 'Envíos a domicilio',
          description: 'Hacemos envíos en Palermo y Belgrano.',
          questions: ['¿Hacen envíos?', '¿Llevan a domicilio?'],
          intentionFiles: [],
        },
      ],
    },
  });
  expect(intents.statusCode).toBe(200);
  return bot;
}

function connect(token: string, botId: string, body: Record<string, unknown>) {
  return call({ method: 'PUT', url: `/api/bot/${botId}/whatsapp`, headers: bearer(token), payload: body });
}

function deliver(payload: unknown, signature?: string | null) {
  const signed = signedDelivery(payload, APP_SECRET);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null)
    headers['x-hub-signature-256'] = signature ?? signed.headers['x-hub-signature-256']!;
  return call({ method: 'POST', url: '/api/whatsapp/webhook', headers, payload: signed.body });
}

/** A customer's WhatsApp id (an Argentine mobile) no earlier run used: per-number limits live in Redis. */
const freshWaId = () => `54911${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

const sentTo = (waId: string) => graph.sent.filter((m) => m.body.to === waId);

async function conversationOfCustomer(botId: string, waId: string) {
  const [row] = await db()
    .select()
    .from(conversations)
    .where(sql`${conversations.botId} = ${botId} and ${conversations.contactId} = ${waId}`);
  return row;
}

describe('the webhook address', () => {
  it("answers Meta's verification with the challenge, and 403 to a wrong token or mode", async () => {
    const ok = await call({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await call({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
    const mode = await call({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
    });
    expect(mode.statusCode).toBe(403);
  });

  it('says WhatsApp is enabled in the run-time config', async () => {
    expect((await call({ method: 'GET', url: '/api/config' })).json().whatsappEnabled).toBe(true);
  });
});

describe('connecting a bot', () => {
  it('checks the token against the Graph API, seals it and never returns it', async () => {
    const { token } = await owner();
    const bot = await botOf(token);
    const before = await call({ method: 'GET', url: `/api/bot/${bot._id}/whatsapp`, headers: bearer(token) });
    expect(before.json()).toEqual({ whatsapp: { connected: false } });
    const refused = await connect(token, bot._id, {
      phoneNumberId: '106540352242922',
      accessToken: OTHER_TOKEN,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'whatsapp_token_invalid',
      fields: { accessToken: expect.any(String) },
    });
    const bad = await connect(token, bot._id, { phoneNumberId: 'abc', accessToken: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      phoneNumberId:
        'El identificador del número de teléfono tiene solo dígitos (lo ves en WhatsApp Manager)',
      accessToken: 'El token de acceso no parece válido',
    });

    const response = await connect(token, bot._id, {
      phoneNumberId: '106540352242922',
      accessToken: TOKEN,
      displayPhoneNumber: '+54 9 11 5555 0100',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      whatsapp: {
        connected: true,
        phoneNumberId: '106540352242922',
        displayPhoneNumber: '+54 9 11 5555 0100',
        verifiedName: 'Panadería Aurora',
        webhookUrl: expect.stringMatching(/\/api\/whatsapp\/webhook$/),
        lastError: null,
      },
    });
    const check = graph.attempts.length; // the check is a GET, never a send
    expect(check).toBe(0);
    const [stored] = await db()
      .select()
      .from(whatsappConnections)
      .where(eq(whatsappConnections.botId, bot._id));
    expect(stored!.accessTokenSealed).not.toContain(TOKEN);
    expect(stored!.accessTokenSealed).toMatch(/^v1\./);

    // The bot's page learns the number at once (the bot cache serves it at the new revision).
    const page = await call({ method: 'GET', url: `/api/bot/${bot.alias}` });
    expect(page.json().bot.whatsapp).toEqual({
      phone: '+54 9 11 5555 0100',
      url: 'https://wa.me/5491155550100',
    });
    const again = await call({ method: 'GET', url: `/api/bot/${bot._id}/whatsapp`, headers: bearer(token) });
    expect(again.json().whatsapp.connected).toBe(true);

    const gone = await call({
      method: 'DELETE',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
    });
    expect(gone.json()).toEqual({ whatsapp: { connected: false } });
    expect((await call({ method: 'GET', url: `/api/bot/${bot.alias}` })).json().bot.whatsapp).toBeNull();
  });

  it('lets only the owner or a super user see or change it (others 404, visitors 401)', async () => {
    const { token } = await owner();
    const bot = await botOf(token);
    const stranger = await owner('Otra Persona');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call({
        method,
        url: `/api/bot/${bot._id}/whatsapp`,
        headers: bearer(stranger.token),
        ...(method === 'PUT'
          ? { payload: { phoneNumberId: '106540352249999', accessToken: OTHER_TOKEN } }
          : {}),
      });
      expect(response.statusCode, method).toBe(404);
      const anonymous = await call({ method, url: `/api/bot/${bot._id}/whatsapp` });
      expect([400, 401], method).toContain(anonymous.statusCode);
    }
    const admin = await signIn(t, 'admin@example.com', 'secreto123');
    const byAdmin = await connect(admin, bot._id, {
      phoneNumberId: '106540352249999',
      accessToken: OTHER_TOKEN,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().whatsapp.displayPhoneNumber).toBe('+52 55 5555 0199');
    // One number, one bot.
    const second = await botOf(token, 'Otra sucursal');
    const taken = await connect(token, second._id, {
      phoneNumberId: '106540352249999',
      accessToken: OTHER_TOKEN,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'whatsapp_number_taken',
      message: 'Ese número de WhatsApp ya está conectado a otro bot.',
    });
    await call({ method: 'DELETE', url: `/api/bot/${bot._id}/whatsapp`, headers: bearer(admin) });
  });
});

describe('customers writing on WhatsApp', () => {
  let token: string;
  let bot: { _id: string; alias: string };
  const PHONE_ID = '106540352242922';

  beforeAll(async () => {
    ({ token } = await owner('Aurora Gómez'));
    bot = await botOf(token);
    const connected = await connect(token, bot._id, { phoneNumberId: PHONE_ID, accessToken: TOKEN });
    expect(connected.statusCode).toBe(200);
  });

  it('answers a signed text message to its sender, through the same turn as the web chat', async () => {
    const waId = freshWaId();
    const payload = customerMessagePayload({
      phoneNumberId: PHONE_ID,
      waId,
      name: 'Lucía',
      text: '¿Cuál es el horario?',
    });
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 1 });
    await settled();
    const [reply] = sentTo(waId);
    expect(reply).toMatchObject({
      phoneNumberId: PHONE_ID,
      authorization: `Bearer ${TOKEN}`,
      body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: waId, type: 'text' },
    });
    // The message was marked read, with "escribiendo…" while the answer came.
    const messageId = (
      payload.entry as Array<{ changes: Array<{ value: { messages: Array<{ id: string }> } }> }>
    )[0]!.changes[0]!.value.messages[0]!.id;
    expect(graph.reads).toContainEqual({ phoneNumberId: PHONE_ID, messageId, typing: true });
    // Markdown written the WhatsApp way.
    expect((reply!.body.text as { body: string }).body).toBe(
      'Abrimos de *lunes a sábado de 8 a 20 h*. Mira el menú en nuestra web: https://panaderia.example/menu.',
    );

    const inbox = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations`,
      headers: bearer(token),
    });
    const summary = inbox.json().conversations.find((c: { phone: string }) => c.phone === `+${waId}`);
    expect(summary).toMatchObject({
      channel: 'whatsapp',
      visitor: 'Lucía',
      country: 'AR',
      replyWindowOpen: true,
      replyWindowClosesAt: expect.any(String),
      deliveryError: null,
      messagesCount: 2,
    });
    // Web conversations say so too.
    const web = await call({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      payload: {
        interaction: { from: 'user', message: 'Hola' },
        botId: bot._id,
        appToken: 'test-app-token-0123456789',
        // A WhatsApp conversation's id opens no web chat: this starts a new one.
        conversationId: summary._id,
      },
    });
    expect(web.json().conversationId).not.toBe(summary._id);
    const list = (
      await call({ method: 'GET', url: `/api/bot/${bot._id}/conversations`, headers: bearer(token) })
    ).json();
    expect(
      list.conversations.find((c: { _id: string }) => c._id === web.json().conversationId),
    ).toMatchObject({
      channel: 'web',
      phone: null,
      replyWindowOpen: true,
      replyWindowClosesAt: null,
    });
  });

  it('refuses a missing or wrong signature with 401, storing and sending nothing', async () => {
    const waId = freshWaId();
    const payload = customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: 'Hola' });
    const missing = await deliver(payload, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      code: 'invalid_signature',
      message: 'La firma de la notificación no es válida.',
    });
    const wrong = await deliver(payload, `sha256=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(401);
    // Signed for other bytes (the same JSON re-serialised with a space) is wrong too.
    const other = signedDelivery(payload, APP_SECRET);
    const tampered = await call({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: other.headers,
      payload: other.body.replace('Hola', 'Hola '),
    });
    expect(tampered.statusCode).toBe(401);
    const signedWithOtherSecret = signedDelivery(payload, 'otro-secreto');
    const foreign = await call({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: signedWithOtherSecret.headers,
      payload: signedWithOtherSecret.body,
    });
    expect(foreign.statusCode).toBe(401);
    await settled();
    expect(await db().select().from(channelInbound).where(eq(channelInbound.senderId, waId))).toEqual([]);
    expect(await conversationOfCustomer(bot._id, waId)).toBeUndefined();
    expect(sentTo(waId)).toEqual([]);
  });

  it('answers a message delivered twice only once', async () => {
    const waId = freshWaId();
    const payload = customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿Hacen envíos?' });
    const [first, second] = await Promise.all([deliver(payload), deliver(payload)]);
    expect([first!.json().received, second!.json().received].sort()).toEqual([0, 1]);
    await settled();
    expect((await deliver(payload)).json()).toEqual({ received: 0 });
    await settled();
    expect(sentTo(waId)).toHaveLength(1);
    const conversation = await conversationOfCustomer(bot._id, waId);
    const messages = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation!.id))
      .orderBy(conversationMessages.createdAt);
    expect(messages.map((m) => m.from)).toEqual(['user', 'bot']);
  });

  it('ignores status updates and messages to a number no bot has', async () => {
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(channelInbound)
    )[0]!.n;
    const sends = graph.attempts.length;
    const statuses = await deliver(statusPayload({ phoneNumberId: PHONE_ID, waId: '5491100000003' }));
    expect(statuses.statusCode).toBe(200);
    expect(statuses.json()).toEqual({ received: 0 });
    const unknown = await deliver(
      customerMessagePayload({ phoneNumberId: '999999999999999', waId: '5491100000004', text: 'Hola' }),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: 0 });
    const odd = await deliver({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ value: 'x' }] }],
    });
    expect(odd.json()).toEqual({ received: 0 });
    const reaction = await deliver(
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId: freshWaId(),
        message: { type: 'reaction', reaction: { message_id: 'wamid.X', emoji: '👍' } },
      }),
    );
    expect(reaction.json()).toEqual({ received: 1 });
    await settled();
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(channelInbound)
      )[0]!.n,
    ).toBe(before + 1);
    expect(graph.attempts.length).toBe(sends);
  });

  it('politely declines images and locations, and shows them in the inbox', async () => {
    const waId = freshWaId();
    const imageId = `wamid.IMAGE${waId}`;
    await deliver(
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        id: imageId,
        message: { type: 'image', image: { id: '1479537139650973', mime_type: 'image/jpeg', sha256: 'x' } },
      }),
    );
    await deliver(
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        message: { type: 'location', location: { latitude: -34.58, longitude: -58.42, name: 'Casa' } },
      }),
    );
    await settled();
    // Read, without "escribiendo…": no answer is being prepared for it.
    expect(graph.reads).toContainEqual({ phoneNumberId: PHONE_ID, messageId: imageId, typing: false });
    const texts = sentTo(waId).map((m) => (m.body.text as { body: string }).body);
    expect(texts).toEqual([
      'Gracias por tu mensaje. Por ahora solo puedo leer texto: ¿me escribirías tu consulta, por favor?',
      'Gracias por compartir tu ubicación. Por ahora solo puedo leer texto: ¿me escribirías tu consulta, por favor?',
    ]);
    const conversation = await conversationOfCustomer(bot._id, waId);
    const transcript = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${conversation!.id}`,
      headers: bearer(token),
    });
    expect(
      transcript.json().conversation.messages.filter((m: { from: string }) => m.from === 'user'),
    ).toMatchObject([{ text: '[Imagen]' }, { text: '[Ubicación]' }]);
  });

  it("delivers the owner's hand reply inside the 24-hour window and refuses it outside", async () => {
    const waId = freshWaId();
    await deliver(
      customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: 'Quiero hablar con una persona' }),
    );
    await settled();
    const conversation = await conversationOfCustomer(bot._id, waId);
    const url = `/api/bot/${bot._id}/conversations/${conversation!.id}/replies`;
    const sent = await call({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { text: 'Hola, soy **Aurora**. ¿En qué te ayudo?' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().conversation).toMatchObject({ channel: 'whatsapp', replyWindowOpen: true });
    await settled();
    const last = sentTo(waId).at(-1)!;
    expect(last.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: waId,
      type: 'text',
      text: { body: 'Hola, soy **Aurora**. ¿En qué te ayudo?' },
    });
    const [queued] = await db().select().from(channelOutbox).where(eq(channelOutbox.author, 'owner'));
    expect(queued).toMatchObject({ status: 'sent', messageId: expect.stringMatching(/^wamid\./) });

    // 25 hours later, without a new message from the customer.
    await db()
      .update(conversations)
      .set({ customerMessageAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(conversations.id, conversation!.id));
    const count = sentTo(waId).length;
    const refused = await call({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { text: '¿Sigues ahí?' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'whatsapp_window_closed',
      message: expect.stringContaining('24 horas'),
    });
    await settled();
    expect(sentTo(waId)).toHaveLength(count);
    const transcript = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${conversation!.id}`,
      headers: bearer(token),
    });
    expect(transcript.json().conversation).toMatchObject({ replyWindowOpen: false });
    expect(transcript.json().conversation.messages.map((m: { text: string }) => m.text)).not.toContain(
      '¿Sigues ahí?',
    );

    // The customer writes again: the window opens again.
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: 'Hola de nuevo' }));
    await settled();
    const again = await call({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { text: 'Aquí estoy' },
    });
    expect(again.statusCode).toBe(201);
    await settled();
    expect((sentTo(waId).at(-1)!.body.text as { body: string }).body).toBe('Aquí estoy');
  });

  it('retries a 5xx with backoff and never a 4xx; a refused send is shown on the conversation and notified once', async () => {
    const waId = freshWaId();
    graph.failNext.push({
      status: 503,
      error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 },
    });
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿Hacen envíos?' }));
    await settled();
    expect(graph.attempts.filter((m) => m.body.to === waId)).toHaveLength(2);
    expect(sentTo(waId)).toHaveLength(1);

    // An expired token: 401 with code 190, not retried.
    const expired = {
      status: 401,
      error: {
        message: 'Error validating access token: Session has expired',
        type: 'OAuthException',
        code: 190,
      },
    };
    graph.failNext.push(expired);
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿A qué hora abren?' }));
    await settled();
    expect(graph.attempts.filter((m) => m.body.to === waId)).toHaveLength(3);
    const conversation = await conversationOfCustomer(bot._id, waId);
    const transcript = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${conversation!.id}`,
      headers: bearer(token),
    });
    expect(transcript.json().conversation.deliveryError).toMatchObject({
      message: expect.stringContaining('vuelve a conectar'),
      at: expect.any(String),
    });
    const connection = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
    });
    expect(connection.json().whatsapp.lastError).toContain('token');

    graph.failNext.push(expired);
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿Atienden los sábados?' }));
    await settled();
    const notices = await db()
      .select()
      .from(notifications)
      .where(sql`${notifications.botId} = ${bot._id} and ${notifications.kind} = 'whatsapp_failed'`);
    expect(notices).toHaveLength(1);

    // The next send that works clears it.
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿Hacen envíos?' }));
    await settled();
    const fixed = await conversationOfCustomer(bot._id, waId);
    expect(fixed!.deliveryError).toBeNull();
    const cleared = await call({
      method: 'GET',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
    });
    expect(cleared.json().whatsapp.lastError).toBeNull();
  });

  it('collects data fields: the phone from the WhatsApp number, the e-mail asked, options as buttons', async () => {
    const fields = await call({
      method: 'PUT',
      url: `/api/bot/${bot._id}/fields`,
      headers: bearer(token),
      payload: {
        fields: [
          { _id: '1', name: 'telefono', label: 'Teléfono', type: 'phone', collectAt: 'start', order: 0 },
          { _id: '2', name: 'correo', label: 'Correo', type: 'email', collectAt: 'start', order: 1 },
          {
            _id: '3',
            name: 'turno',
            label: 'Turno',
            type: 'select',
            options: ['Mañana', 'Tarde'],
            collectAt: 'start',
            order: 2,
          },
        ],
      },
    });
    expect(fields.statusCode).toBe(200);
    const waId = freshWaId();
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, name: 'Tomás', text: 'Hola' }));
    await settled();
    const asked = (sentTo(waId)[0]!.body.text as { body: string }).body;
    expect(asked).toMatch(/correo/i);
    expect(asked).not.toMatch(/teléfono/i);
    let conversation = await conversationOfCustomer(bot._id, waId);
    expect(conversation!.collected.telefono?.value).toBe(`+${waId}`);
    const lead = await db()
      .select()
      .from(notifications)
      .where(sql`${notifications.botId} = ${bot._id} and ${notifications.kind} = 'lead'`);
    expect(lead.some((n) => n.message.includes(`+${waId}`))).toBe(true);

    await deliver(
      customerMessagePayload({ phoneNumberId: PHONE_ID, waId, name: 'Tomás', text: 'tomas@example.com' }),
    );
    await settled();
    const choice = sentTo(waId)[1]!.body;
    expect(choice).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'Mañana', title: 'Mañana' } },
            { type: 'reply', reply: { id: 'Tarde', title: 'Tarde' } },
          ],
        },
      },
    });
    await deliver(
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        name: 'Tomás',
        message: {
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: { id: 'Tarde', title: 'Tarde' } },
        },
      }),
    );
    await settled();
    conversation = await conversationOfCustomer(bot._id, waId);
    expect(conversation!.collected).toMatchObject({
      telefono: { value: `+${waId}` },
      correo: { value: 'tomas@example.com' },
      turno: { value: 'Tarde' },
    });
    const leads = await call({ method: 'GET', url: `/api/bot/${bot._id}/leads`, headers: bearer(token) });
    expect(leads.json().leads.find((l: { visitor: string }) => l.visitor === 'Tomás')).toMatchObject({
      values: { telefono: `+${waId}`, correo: 'tomas@example.com', turno: 'Tarde' },
    });
  });

  it('answers one number at most 20 times a minute, and stores the rest for the owner as unanswered', async () => {
    const waId = freshWaId();
    for (let i = 0; i < 30; i += 1) {
      await deliver(
        customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: `¿Hacen envíos? (${i + 1})` }),
      );
    }
    await settled();
    expect(sentTo(waId)).toHaveLength(20);
    const rows = await db().select().from(channelInbound).where(eq(channelInbound.senderId, waId));
    expect(rows.filter((r) => r.status === 'done' && r.error === 'rate limited')).toHaveLength(10);
    // Nothing the customer wrote is lost: all 30 are in the inbox, the 10 past the allowance unanswered.
    const [conversation] = await db().select().from(conversations).where(eq(conversations.contactId, waId));
    const fromCustomer = (
      await db()
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversation!.id))
    ).filter((m) => m.from === 'user');
    expect(fromCustomer).toHaveLength(30);
    expect(fromCustomer.filter((m) => m.intent === 'fallback')).toHaveLength(10);
  });

  it('cuts a message longer than WhatsApp allows before storing it or answering it', async () => {
    const waId = freshWaId();
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: 'envíos '.repeat(60_000) }));
    await settled();
    const [conversation] = await db().select().from(conversations).where(eq(conversations.contactId, waId));
    const stored = (
      await db()
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversation!.id))
    ).find((m) => m.from === 'user');
    expect(stored!.text.length).toBe(4096);
  });

  it('never puts an access token in any answer', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toContain(TOKEN);
      expect(body).not.toContain(OTHER_TOKEN);
    }
  });
});

describe('selling on WhatsApp', () => {
  const PHONE_ID = '106540352247777';

  /** What the customer sees of the bot's last messages to them, the newest last. */
  const lastTo = (waId: string) => sentTo(waId).at(-1)!.body;
  async function say(waId: string, message: Record<string, unknown>) {
    const before = sentTo(waId).length;
    await deliver(customerMessagePayload({ phoneNumberId: PHONE_ID, waId, name: 'Tomás', message }));
    await settled();
    expect(sentTo(waId).length).toBeGreaterThan(before);
    return lastTo(waId);
  }
  const text = (body: string) => ({ type: 'text', text: { body } });
  const tap = (id: string) => ({
    type: 'interactive',
    interactive: { type: 'button_reply', button_reply: { id, title: id } },
  });

  it('lists the products to order, takes the order with the WhatsApp number, and sends its page as a button', async () => {
    const { user, token } = await owner('Dulces Marta');
    await connectSandboxSeller(t, token);
    const published = await call({
      method: 'POST',
      url: '/api/publications',
      headers: bearer(token),
      payload: {
        typed: 'product',
        title: 'Torta de chocolate',
        description: '',
        price: '15000',
        currency: 'ARS',
        stock: 2,
        labels: [],
        country: 'Argentina',
        city: 'Rosario',
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    const bot = await botOf(token, 'Dulces Marta');
    const connected = await connect(token, bot._id, { phoneNumberId: PHONE_ID, accessToken: TOKEN });
    expect(connected.statusCode).toBe(200);
    const waId = freshWaId();

    const list = await say(waId, text('¿cuánto sale la torta de chocolate?'));
    expect(list).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'list',
        action: {
          button: 'Comprar',
          sections: [{ rows: [{ id: 'Quiero comprar Torta de chocolate', title: 'Torta de chocolate' }] }],
        },
      },
    });
    const quantity = await say(waId, {
      type: 'interactive',
      interactive: {
        type: 'list_reply',
        list_reply: { id: 'Quiero comprar Torta de chocolate', title: 'Torta de chocolate' },
      },
    });
    expect(quantity).toMatchObject({
      interactive: { type: 'button', action: { buttons: [{ reply: { id: '1' } }, { reply: { id: '2' } }] } },
    });
    expect(JSON.stringify(await say(waId, tap('2')))).toContain('¿A nombre de quién');
    // The phone is the WhatsApp number: never asked.
    expect(JSON.stringify(await say(waId, text('Tomás Díaz')))).toContain('correo');
    const delivery = await say(waId, text('tomas.diaz@example.com'));
    expect(delivery).toMatchObject({
      interactive: {
        type: 'button',
        action: {
          buttons: [{ reply: { id: 'Envío a domicilio' } }, { reply: { id: 'Retiro en el local' } }],
        },
      },
    });
    const summary = await say(waId, tap('Retiro en el local'));
    expect(JSON.stringify(summary)).toContain(`+${waId.slice(0, 2)}`);
    const placed = await say(waId, tap('Sí, confirmar'));
    expect(placed).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'cta_url',
        body: { text: expect.stringContaining('quedó reservado') },
        action: {
          name: 'cta_url',
          parameters: {
            display_text: 'Pagar pedido',
            url: expect.stringMatching(/\/pedido\/[A-Za-z0-9_-]{40,}$/),
          },
        },
      },
    });

    // The order: held, from the conversation, with the customer's number as its phone.
    const sales = await call({ method: 'GET', url: '/api/orders/sales', headers: bearer(token) });
    const [sale] = sales.json().sales;
    expect(sale).toMatchObject({
      status: 'pending',
      placedIn: 'conversation',
      buyerContact: { name: 'Tomás Díaz', email: 'tomas.diaz@example.com' },
      items: [{ title: 'Torta de chocolate', quantity: 2 }],
    });
    expect(sale.buyerContact.phone.replace(/\D/g, '')).toBe(waId);
    expect(sale.seller._id).toBe(user.id);

    // The same number asks how it is going: proven by the number itself.
    const status = await say(waId, text('¿cómo va mi pedido?'));
    expect(JSON.stringify(status)).toContain(`${sale.reference} está esperando el pago`);
  });
});

describe('a platform without WhatsApp', () => {
  it('says so in its config and refuses connections and deliveries', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json().whatsappEnabled).toBe(
        false,
      );
      const user = await createUser(plain);
      const token = await signIn(plain, user.email, user.password);
      const created = await plain.app.inject({
        method: 'POST',
        url: '/api/bots',
        headers: bearer(token),
        payload: {
          categoryKey: 'general',
          alias: 'sin-whatsapp',
          name: 'Sin WhatsApp',
          description: 'Un bot que todavía no tiene WhatsApp.',
          instructions: 'Responde en pocas palabras.',
          tags: ['prueba'],
        },
      });
      const connected = await plain.app.inject({
        method: 'PUT',
        url: `/api/bot/${created.json().bot._id}/whatsapp`,
        headers: bearer(token),
        payload: { phoneNumberId: '106540352242922', accessToken: TOKEN },
      });
      expect(connected.statusCode).toBe(409);
      expect(connected.json()).toMatchObject({
        code: 'whatsapp_disabled',
        message: 'La plataforma todavía no habilitó WhatsApp.',
      });
      const delivery = signedDelivery(customerMessagePayload({ phoneNumberId: '1', waId: '1' }), APP_SECRET);
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: delivery.headers,
        payload: delivery.body,
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
