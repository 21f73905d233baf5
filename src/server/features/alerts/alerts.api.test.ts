import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { ALERT_KINDS } from '../../../shared/schemas/team';
import { jobs, pushSubscriptions } from '../../db/schema';
import { bearer, createUser, freshIp, mailsTo, signIn } from '../../test/accounts-helpers';
import { putIntentsAs } from '../../test/bots-helpers';
import { startPushDouble, type BrowserSubscription, type PushDouble } from '../../test/push-helpers';
import { joinTeam } from '../../test/team-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { sendPush } from './push-sender';

/**
 * Issue 42, alerts on the phone: browsers subscribe only on the push services' hosts (or PUSH_ALLOWED_HOSTS),
 * each person chooses per bot what reaches them, and an event of a conversation reaches a push service
 * (a local double) as an aes128gcm message signed with the server's VAPID key. The bot's notification
 * e-mails go to the members who chose e-mail too.
 */

const APP_TOKEN = 'test-app-token-0123456789';
let t: TestApp;
let push: PushDouble;
let ownerToken: string;
let ownerEmail: string;
let botId: string;

beforeAll(async () => {
  push = await startPushDouble();
  t = await buildTestApp({
    env: { PUBLIC_URL: 'https://vocero.example', PUSH_ALLOWED_HOSTS: '127.0.0.1' },
  });
  const owner = await createUser(t, { name: 'Marta Flores' });
  ownerEmail = owner.email;
  ownerToken = await signIn(t, owner.email, owner.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(ownerToken),
    payload: {
      categoryKey: 'general',
      alias: `floreria-${Date.now().toString(36)}`,
      name: 'Florería Jazmín',
      description: 'Ramos y arreglos florales a domicilio.',
      instructions: 'Responde en pocas palabras.',
      tags: ['flores'],
      notificationOn: true,
      notificationEmails: ['copia@floreria.example'],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  botId = created.json().bot._id;
  await putIntentsAs(t, ownerToken, botId, [
    {
      name: 'Horarios',
      questions: ['¿A qué hora abren?', '¿Cuál es el horario?', '¿Abren los domingos?'],
      description: 'Abrimos todos los días de 9 a 19 h.',
    },
  ]);
  const fields = await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/fields`,
    headers: bearer(ownerToken),
    payload: {
      fields: [{ _id: '1', name: 'telefono', label: 'Teléfono', type: 'phone', collectAt: 'any', order: 0 }],
    },
  });
  expect(fields.statusCode, fields.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const subscribe = (token: string, subscription: Pick<BrowserSubscription, 'endpoint' | 'keys'>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(token),
    payload: { endpoint: subscription.endpoint, keys: subscription.keys },
  });

const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'c'.repeat(22) };

const storedFor = async (endpoint: string) =>
  (
    await t.ctx.database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
  )[0];

/** Waits until no alert or delivery job is due or running (a retry waiting for its backoff is not). */
async function alertsSettled() {
  await t.ctx.background.settled();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const pending = await t.ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, ['team-alert', 'push-delivery']),
          or(eq(jobs.status, 'running'), and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`))),
        ),
      );
    if (!pending.length || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A visitor's conversation with the bot through the chat API. */
function conversation() {
  let conversationId: string | undefined;
  const ip = freshIp();
  const say = async (message: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/io`,
      remoteAddress: ip,
      payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId },
    });
    expect(response.statusCode, response.body).toBe(200);
    conversationId = response.json().conversationId;
    return response.json() as { message: string; conversationId: string };
  };
  return { say, id: () => conversationId! };
}

describe('the VAPID key', () => {
  it('is public, and is the key pair generated once in DATA_DIR', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json() as { publicKey: string };
    expect(publicKey).toBe(t.ctx.settings.push.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('push subscriptions', () => {
  // Someone outside the bot: the fake browsers stored here must never be sent the bot's alerts.
  let visitorToken: string;
  beforeAll(async () => {
    const visitor = await createUser(t, { name: 'Carla Visitante' });
    visitorToken = await signIn(t, visitor.email, visitor.password);
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
    });
    expect(response.statusCode).toBe(401);
  });

  it("stores a browser on the push services' hosts", async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      const response = await subscribe(visitorToken, { endpoint, keys });
      expect(response.statusCode, `${endpoint}: ${response.body}`).toBe(204);
      expect((await storedFor(endpoint))?.userId).toBeTruthy();
    }
  });

  it('refuses any other host, plain http and private addresses with a Spanish message', async () => {
    for (const endpoint of [
      'https://push.example.com/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/push',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const response = await subscribe(visitorToken, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', message: msg.team.pushHostRefused });
      expect(await storedFor(endpoint)).toBeUndefined();
    }
  });

  it('400 with the Spanish message on a malformed subscription', async () => {
    const response = await subscribe(ownerToken, { endpoint: 'no es una dirección', keys });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(response.json().fields.endpoint).toBe(msg.team.badPushEndpoint);
  });

  it('moves an endpoint stored for another user to the caller; each deletes only their own', async () => {
    const other = await createUser(t, { name: 'Pablo' });
    const otherToken = await signIn(t, other.email, other.password);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-phone';
    expect((await subscribe(visitorToken, { endpoint, keys })).statusCode).toBe(204);
    expect((await subscribe(otherToken, { endpoint, keys })).statusCode).toBe(204);
    expect((await storedFor(endpoint))?.userId).toBe(other.id);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(visitorToken),
      payload: { endpoint },
    });
    expect(notMine.statusCode).toBe(204);
    expect((await storedFor(endpoint))?.userId).toBe(other.id);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(otherToken),
      payload: { endpoint },
    });
    expect(mine.statusCode).toBe(204);
    expect(await storedFor(endpoint)).toBeUndefined();
  });

  it('refuses a loopback endpoint when PUSH_ALLOWED_HOSTS does not list it', async () => {
    const strict = await buildTestApp();
    try {
      const user = await createUser(strict, { name: 'Lía' });
      const token = await signIn(strict, user.email, user.password);
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(token),
        payload: { endpoint: push.subscription().endpoint, keys },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(msg.team.pushHostRefused);
    } finally {
      await strict.close();
    }
  });
});

describe('alert preferences', () => {
  it('answer the defaults: every push, e-mail for the owner only; anyone outside the bot gets 404', async () => {
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(ownerToken),
    });
    expect(owner.json()).toEqual({ email: true, push: [...ALERT_KINDS] });
    const agent = await joinTeam(t, ownerToken, botId, 'agent', 'Julia Agente');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(agent.token),
    });
    expect(mine.json()).toEqual({ email: false, push: [...ALERT_KINDS] });
    const stranger = await createUser(t, { name: 'Nadie' });
    const strangerToken = await signIn(t, stranger.email, stranger.password);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(strangerToken),
      payload: { email: true, push: [] },
    });
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/bot/${botId}/alerts` })).statusCode).toBe(401);
  });

  it("are each person's own, and a kind that does not exist is a 400", async () => {
    const agent = await joinTeam(t, ownerToken, botId, 'agent', 'Tomás Agente');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(agent.token),
      payload: { email: true, push: ['assigned', 'lead', 'assigned'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ email: true, push: ['lead', 'assigned'] });
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(ownerToken),
    });
    expect(owner.json()).toEqual({ email: true, push: [...ALERT_KINDS] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(agent.token),
      payload: { email: true, push: ['todo'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });
});

describe('alerts reaching a push service', () => {
  it('a new lead through the chat reaches the owner as a signed, encrypted push; not a member who left leads out', async () => {
    const ownerPhone = push.subscription();
    expect((await subscribe(ownerToken, ownerPhone)).statusCode).toBe(204);
    const agent = await joinTeam(t, ownerToken, botId, 'agent', 'Sofía Agente');
    const agentPhone = push.subscription();
    expect((await subscribe(agent.token, agentPhone)).statusCode).toBe(204);
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(agent.token),
      payload: { email: false, push: ['assigned'] },
    });

    const chat = conversation();
    await chat.say('hola, ¿a qué hora abren?');
    await chat.say('mi teléfono es 351 555 0101');
    const [received] = await push.pushesTo(ownerPhone.endpoint);
    expect(received, 'no push reached the double').toBeDefined();
    expect(received!.vapid).toMatchObject({ valid: true, publicKey: t.ctx.settings.push.publicKey });
    expect(received!.vapid.claims?.aud).toBe(push.origin);
    expect(received!.status).toBe(201);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(received!.headers['content-type']).toBe('application/octet-stream');
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0);
    expect(received!.headers.urgency).toBe('normal');
    expect(received!.body.length).toBeLessThan(4096);
    expect(received!.payload).toEqual({
      title: msg.team.pushLead('Florería Jazmín'),
      body: expect.stringContaining('351') as unknown,
      url: `/dashboard/bots/${botId}/inbox?tab=leads`,
      tag: expect.stringMatching(/^lead-/) as unknown,
    });
    await alertsSettled();
    expect(push.received.filter((p) => p.endpoint === agentPhone.endpoint)).toHaveLength(0);
    const [row] = await t.ctx.database.db
      .select({ lastSuccessAt: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, ownerPhone.endpoint));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(ownerToken),
      payload: { endpoint: ownerPhone.endpoint },
    });
  });

  it("a customer's message in an assigned conversation reaches its assignee, once in a while", async () => {
    const agent = await joinTeam(t, ownerToken, botId, 'agent', 'Ramiro Agente');
    const agentPhone = push.subscription();
    expect((await subscribe(agent.token, agentPhone)).statusCode).toBe(204);
    const ownerPhone = push.subscription();
    expect((await subscribe(ownerToken, ownerPhone)).statusCode).toBe(204);
    const chat = conversation();
    await chat.say('¿abren los domingos?');
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/bot/${botId}/conversations/${chat.id()}`,
      headers: bearer(ownerToken),
      payload: { assigneeId: agent.user.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await chat.say('¿y hasta qué hora?');
    const [received] = await push.pushesTo(agentPhone.endpoint);
    expect(received?.vapid.valid).toBe(true);
    expect(received!.headers.urgency).toBe('high');
    expect(received!.payload).toMatchObject({
      title: msg.team.pushAssigned('Florería Jazmín'),
      body: '«¿y hasta qué hora?»',
      url: `/dashboard/bots/${botId}/inbox?c=${chat.id()}`,
      tag: `conversation-${chat.id()}`,
    });
    await chat.say('¿hacen envíos?');
    await alertsSettled();
    expect(push.received.filter((p) => p.endpoint === agentPhone.endpoint)).toHaveLength(1);
    // Only the assignee hears of it.
    expect(push.received.filter((p) => p.endpoint === ownerPhone.endpoint)).toHaveLength(0);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(ownerToken),
      payload: { endpoint: ownerPhone.endpoint },
    });
  });

  it('a browser the push service says is gone (410) is forgotten; a failure is retried later', async () => {
    const gone = push.subscription();
    const failing = push.subscription();
    expect((await subscribe(ownerToken, gone)).statusCode).toBe(204);
    expect((await subscribe(ownerToken, failing)).statusCode).toBe(204);
    push.answer(gone.endpoint, 410);
    push.answer(failing.endpoint, 503);
    const chat = conversation();
    await chat.say('quiero hablar con una persona');
    await push.pushesTo(gone.endpoint);
    await push.pushesTo(failing.endpoint);
    await alertsSettled();
    expect(await storedFor(gone.endpoint)).toBeUndefined();
    expect(await storedFor(failing.endpoint)).toBeDefined();
    const retried = await t.ctx.database.db
      .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(and(eq(jobs.kind, 'push-delivery'), eq(jobs.status, 'queued')));
    expect(retried).toEqual([{ status: 'queued', attempts: 1, lastError: expect.stringContaining('503') }]);
    const [handoff] = push.received.filter((p) => p.endpoint === failing.endpoint);
    expect(handoff!.payload).toMatchObject({ title: msg.team.pushHandoff('Florería Jazmín') });
    expect(handoff!.headers.urgency).toBe('high');
    await t.ctx.database.db.delete(jobs).where(eq(jobs.kind, 'push-delivery'));
    await t.ctx.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, failing.endpoint));
  });
});

describe('a new booking', () => {
  it('reaches the owner on the phone with who booked what and when', async () => {
    const zone = 'America/Argentina/Cordoba';
    const hours = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/hours`,
      headers: bearer(ownerToken),
      payload: {
        timeZone: zone,
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '18:00' })),
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const services = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/services`,
      headers: bearer(ownerToken),
      payload: { bookingOn: true, services: [{ name: 'Ramo de novia', durationMin: 60 }], leadTimeMin: 0 },
    });
    expect(services.statusCode, services.body).toBe(200);
    const phone = push.subscription();
    expect((await subscribe(ownerToken, phone)).statusCode).toBe(204);
    const start = DateTime.now()
      .setZone(zone)
      .plus({ days: 3 })
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/appointments`,
      remoteAddress: freshIp(),
      payload: {
        appToken: APP_TOKEN,
        name: 'Valeria',
        phone: '+54 9 351 555 0404',
        serviceId: (services.json().services as Array<{ _id: string }>)[0]!._id,
        start: start.toISO({ suppressMilliseconds: true }),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [received] = await push.pushesTo(phone.endpoint);
    expect(received?.vapid.valid).toBe(true);
    expect(received!.payload).toMatchObject({
      title: msg.team.pushBooking('Florería Jazmín'),
      body: expect.stringContaining('Valeria reservó Ramo de novia') as unknown,
      url: `/dashboard/bots/${botId}`,
    });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(ownerToken),
      payload: { endpoint: phone.endpoint },
    });
  });
});

describe('the push sender', () => {
  it('is refused by the push service when its signature does not match the key it names', async () => {
    const phone = push.subscription();
    const settings = { ...t.ctx.settings.push, privateKey: webPush.generateVAPIDKeys().privateKey };
    const subscription = { endpoint: phone.endpoint, ...phone.keys };
    const message = { title: 'Prueba', body: 'Hola', url: '/dashboard', tag: 'prueba' };
    const options = { ttlS: 60, urgency: 'normal' as const, userAgent: 'Prueba/1.0' };
    await expect(sendPush(settings, subscription, message, options)).rejects.toMatchObject({ status: 403 });
    expect(push.received.at(-1)?.vapid).toMatchObject({ valid: false, problem: 'bad signature' });
    // The same message, signed right, is read by the browser it was encrypted for.
    await expect(sendPush(t.ctx.settings.push, subscription, message, options)).resolves.toBe('delivered');
    expect(push.received.at(-1)?.payload).toEqual(message);
    // An endpoint no longer allowed (PUSH_ALLOWED_HOSTS changed) is not posted to: it counts as gone.
    const strict = { ...t.ctx.settings.push, allowedHosts: [] };
    const before = push.received.length;
    await expect(sendPush(strict, subscription, message, options)).resolves.toBe('gone');
    expect(push.received).toHaveLength(before);
  });
});

describe('alert e-mails', () => {
  it("reach the members who chose e-mail, each in a letter of their own; the owner's copy as before", async () => {
    const chosen = await joinTeam(t, ownerToken, botId, 'agent', 'Elena Correo');
    const quiet = await joinTeam(t, ownerToken, botId, 'agent', 'Bruno Sinmail');
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(chosen.token),
      payload: { email: true, push: [] },
    });
    const before = (await mailsTo(t, ownerEmail)).length;
    const chat = conversation();
    await chat.say('mi número es 351 555 0202');
    await alertsSettled();
    const theirs = (await mailsTo(t, chosen.user.email)).filter((m) =>
      m.subject.startsWith('Nuevo contacto'),
    );
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.to).not.toContain(ownerEmail);
    expect(theirs[0]!.text).toContain('Elena Correo');
    expect(theirs[0]!.text).toContain(`https://vocero.example/dashboard/bots/${botId}/inbox?tab=leads`);
    const notChosen = (await mailsTo(t, quiet.user.email)).filter((m) =>
      m.subject.startsWith('Nuevo contacto'),
    );
    expect(notChosen).toHaveLength(0);
    const owners = (await mailsTo(t, ownerEmail)).slice(before);
    expect(owners).toHaveLength(1);
    expect(owners[0]!.to).toContain('copia@floreria.example');
  });

  it('leave out the owner who turned e-mail off, but not the copy addresses', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/alerts`,
      headers: bearer(ownerToken),
      payload: { email: false, push: [...ALERT_KINDS] },
    });
    const before = (await mailsTo(t, 'copia@floreria.example')).length;
    const ownerBefore = (await mailsTo(t, ownerEmail)).length;
    const chat = conversation();
    await chat.say('te dejo mi cel: 351 555 0303');
    await alertsSettled();
    const copies = (await mailsTo(t, 'copia@floreria.example')).slice(before);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.to).not.toContain(ownerEmail);
    expect(await mailsTo(t, ownerEmail)).toHaveLength(ownerBefore);
  });
});
