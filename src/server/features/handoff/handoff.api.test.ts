import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { conversations, notifications } from '../../db/schema';
import { bearer, createUser, freshIp, signIn } from '../../test/accounts-helpers';
import { createBotAs, putIntentsAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const APP_TOKEN = 'test-app-token-0123456789';

let t: TestApp;
let ownerId: string;
let ownerToken: string;
let strangerToken: string;
let visitorToken: string;
let bot: { _id: string; alias: string };

const say = async (message: string, conversationId?: string, token?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/bot/${bot._id}/io`,
    remoteAddress: freshIp(),
    headers: token ? bearer(token) : {},
    payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { conversationId: string; intent: string; message: string; ownerActive: boolean };
};

const poll = (conversationId: string, after?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bot/${bot._id}/io/${conversationId}${after ? `?after=${encodeURIComponent(after)}` : ''}`,
    headers: { 'x-app-token': APP_TOKEN, ...(token ? bearer(token) : {}) },
  });

const reply = (conversationId: string, text: string, token = ownerToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bot/${bot._id}/conversations/${conversationId}/replies`,
    headers: bearer(token),
    payload: { text },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t, { name: 'Marta Dueña', hero: `handoff-${Date.now()}` });
  ownerId = owner.id;
  ownerToken = await signIn(t, owner.email, owner.password);
  const stranger = await createUser(t, { name: 'Extraño' });
  strangerToken = await signIn(t, stranger.email, stranger.password);
  const visitor = await createUser(t, { name: 'Visitante Registrado' });
  visitorToken = await signIn(t, visitor.email, visitor.password);
  bot = await createBotAs(t, ownerToken, {
    name: 'Vivero Handoff',
    description: 'Plantas y semillas.',
    tags: ['plantas'],
  });
  await putIntentsAs(t, ownerToken, bot._id, [
    {
      name: 'Horarios',
      questions: ['¿A qué hora abren?', '¿Cuál es el horario?'],
      description: 'Abrimos todos los días de 9 a 19.',
    },
  ]);
});
afterAll(() => t.close());

describe('asking for a person', () => {
  it("tells the visitor the owner was notified, offers the owner's contact, and notifies once", async () => {
    const first = await say('Hola, quiero hablar con alguien por favor');
    expect(first.intent).toBe('handoff.request');
    expect(first.message).toContain('Le avisé a Marta Dueña');
    const again = await say('necesito hablar con una persona', first.conversationId);
    expect(again.intent).toBe('handoff.request');
    const notified = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.kind, 'handoff')));
    expect(notified).toHaveLength(1);
    expect(notified[0]!.message).toContain('quiero hablar con alguien');
  });

  it("tells the platform bot's team too", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/io',
      remoteAddress: freshIp(),
      payload: {
        interaction: { from: 'user', message: 'quiero hablar con una persona' },
        appToken: APP_TOKEN,
      },
    });
    expect(response.json()).toMatchObject({ intent: 'handoff.request' });
    expect(response.json().message).toContain('Le avisé al equipo');
    const notified = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.botId, PLATFORM_BOT_ID), eq(notifications.kind, 'handoff')));
    expect(notified).toHaveLength(1);
  });
});

describe("the owner's hand reply", () => {
  it('is written only by the owner (404 for others and for guessed ids), with Spanish validation', async () => {
    const { conversationId } = await say('¿hacen envíos a domicilio?');
    expect((await reply(conversationId, 'Hola', strangerToken)).statusCode).toBe(404);
    expect((await reply('made-up', 'Hola')).statusCode).toBe(404);
    const empty = await reply(conversationId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Escribe una respuesta');
  });

  it('reaches the visitor, quiets the bot for 10 minutes, and the bot answers again after', async () => {
    const { conversationId } = await say('¿tienen orquídeas?');
    const before = (await poll(conversationId)).json();
    expect(before).toEqual({ messages: [], ownerActive: false, ownerName: 'Marta Dueña' });

    const sent = await reply(conversationId, 'Sí, tenemos tres variedades. <b>¿Cuál buscas?</b>');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().conversation.botPausedUntil).not.toBeNull();
    expect(sent.json().conversation.messages.at(-1)).toMatchObject({ from: 'owner' });

    const update = (await poll(conversationId)).json();
    expect(update.ownerActive).toBe(true);
    expect(update.messages.map((m: { text: string }) => m.text)).toEqual([
      'Sí, tenemos tres variedades. <b>¿Cuál buscas?</b>',
    ]);
    // Only what came after the last one the visitor has.
    expect((await poll(conversationId, update.messages[0].createdAt)).json().messages).toEqual([]);

    const quiet = await say('¿A qué hora abren?', conversationId);
    expect(quiet).toMatchObject({ intent: 'handoff.owner', message: '', ownerActive: true });
    const { conversation } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bot/${bot._id}/conversations/${conversationId}`,
        headers: bearer(ownerToken),
      })
    ).json();
    expect(conversation.messages.map((m: { from: string }) => m.from)).toEqual([
      'user',
      'bot',
      'owner',
      'user',
    ]);

    // Ten minutes of owner silence later, the bot answers again.
    await t.ctx.database.db
      .update(conversations)
      .set({ ownerActiveAt: new Date(Date.now() - 10 * 60_000 - 1000) })
      .where(eq(conversations.id, conversationId));
    const back = await say('¿A qué hora abren?', conversationId);
    expect(back).toMatchObject({ intent: 'Horarios', ownerActive: false });
  });

  it('pauses while the owner writes and resumes on request', async () => {
    const { conversationId } = await say('¿venden macetas?');
    const url = `/api/bot/${bot._id}/conversations/${conversationId}/handoff`;
    const stranger = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(strangerToken),
      payload: { paused: true },
    });
    expect(stranger.statusCode).toBe(404);
    const paused = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(ownerToken),
      payload: { paused: true },
    });
    expect(paused.json().botPausedUntil).not.toBeNull();
    expect((await say('¿A qué hora abren?', conversationId)).intent).toBe('handoff.owner');
    const resumed = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(ownerToken),
      payload: { paused: false },
    });
    expect(resumed.json()).toEqual({ botPausedUntil: null });
    expect((await say('¿A qué hora abren?', conversationId)).intent).toBe('Horarios');
  });

  it('follows a visitor who signs up or in mid-conversation: same conversation, the owner’s replies, still anonymous', async () => {
    // Issue 38: the browser keeps the anonymous conversation's id and sends it once its visitor signed in.
    const { conversationId } = await say('¿tienen cactus?');
    const sent = await reply(conversationId, 'Sí, y suculentas también.');
    expect(sent.statusCode).toBe(201);

    const read = (await poll(conversationId, undefined, visitorToken)).json();
    expect(read.messages.map((m: { text: string }) => m.text)).toEqual(['Sí, y suculentas también.']);
    // The owner is attending by hand, so the bot stays quiet; the message joins the same conversation.
    const next = await say('¿hasta qué hora abren?', conversationId, visitorToken);
    expect(next.conversationId).toBe(conversationId);
    const later = await reply(conversationId, 'Hasta las 19.');
    expect(later.statusCode).toBe(201);
    const update = (await poll(conversationId, read.messages[0].createdAt, visitorToken)).json();
    expect(update.messages.map((m: { text: string }) => m.text)).toEqual(['Hasta las 19.']);

    // Signing in puts no name on what was asked without one (decision 044): the row stays anonymous.
    const [row] = await t.ctx.database.db
      .select({ userId: conversations.userId })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.userId).toBeNull();
  });

  it("keeps a signed-in visitor's replies to that visitor, and needs the app token", async () => {
    const { conversationId } = await say('hola', undefined, visitorToken);
    await reply(conversationId, 'Hola, ¿en qué te ayudo?');
    expect((await poll(conversationId, undefined, visitorToken)).json().messages).toHaveLength(1);
    expect((await poll(conversationId)).statusCode).toBe(404);
    expect((await poll(conversationId, undefined, strangerToken)).statusCode).toBe(404);
    const noToken = await t.app.inject({ method: 'GET', url: `/api/bot/${bot._id}/io/${conversationId}` });
    expect(noToken.statusCode).toBe(401);
  });
});
