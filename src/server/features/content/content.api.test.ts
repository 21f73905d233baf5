import { eq } from 'drizzle-orm';
import { UNANSWERED_INTENTS } from '../../../shared/intents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { bots } from '../../db/schema';
import { bearer, createUser, freshIp, mailsTo, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { publishBotAs } from '../../test/bots-helpers';

const APP_TOKEN = 'test-app-token-0123456789';

let t: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t, { name: 'Súper Prueba', isSuperUser: true });
  adminToken = await signIn(t, admin.email, admin.password);
  const user = await createUser(t, { name: 'Usuaria Común' });
  userToken = await signIn(t, user.email, user.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const ask = (message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/io',
    payload: { interaction: { from: 'user', message }, botId: null, appToken: APP_TOKEN },
  });

describe('admin calls are for super users only', () => {
  const adminCalls: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/faq'],
    ['POST', '/api/admin/faq', { question: '¿Hola?', answer: 'Hola.' }],
    ['PUT', '/api/admin/faq/x', { question: '¿Hola?', answer: 'Hola.' }],
    ['DELETE', '/api/admin/faq/x'],
    ['PUT', '/api/admin/faq-order', { ids: ['x'] }],
    ['GET', '/api/admin/phrases'],
    ['POST', '/api/admin/phrases', { botId: 'x', phrase: 'Hola' }],
    ['PUT', '/api/admin/phrases/x', { botId: 'x', phrase: 'Hola' }],
    ['DELETE', '/api/admin/phrases/x'],
  ];

  it.each(adminCalls)('%s %s: 401 anonymous, 403 normal user', async (method, url, body) => {
    const anonymous = await call(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    const normal = await call(method, url, userToken, body);
    expect(normal.statusCode).toBe(403);
    expect(normal.json().message).toBe('No tienes permiso para realizar esta acción');
  });
});

describe('platform FAQ', () => {
  it('ships a first FAQ that /questions reads and searches, accents aside', async () => {
    const all = (await call('GET', '/api/faq')).json().entries as Array<{ question: string }>;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const found = (await call('GET', '/api/faq?term=programar')).json().entries as Array<{
      question: string;
    }>;
    expect(found.map((e) => e.question)).toContain('¿Necesito saber programar para crear mi bot?');
    const folded = (await call('GET', '/api/faq?term=CONVERSACIÓN')).json().entries;
    expect(folded.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/faq?term=zzzqqq')).json().entries).toEqual([]);
  });

  it('an entry added by a super user is answered by the platform bot; unpublished or deleted, it is not', async () => {
    // Not answered before the entry exists: "no sé", or a "¿Te refieres a…?" with close questions.
    const before = await ask('¿Aceptan pagos con criptomonedas?');
    expect(UNANSWERED_INTENTS).toContain(before.json().intent);
    const version = async () =>
      (await t.ctx.database.db.select().from(bots).where(eq(bots.id, PLATFORM_BOT_ID)))[0]!.trainingVersion;
    const v0 = await version();

    const created = await call('POST', '/api/admin/faq', adminToken, {
      question: '¿Aceptan pagos con criptomonedas?',
      answer: 'Por ahora no: aceptamos tarjetas y transferencias.',
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json().entry as { _id: string; position: number };
    expect(await version()).toBe(v0 + 1);

    const answered = (await ask('se puede pagar con criptomonedas?')).json();
    expect(answered.intent).toMatch(/^faq\./);
    expect(answered.message).toContain('aceptamos tarjetas y transferencias');
    expect((await call('GET', '/api/faq?term=criptomonedas')).json().entries).toHaveLength(1);

    const hidden = await call('PUT', `/api/admin/faq/${entry._id}`, adminToken, {
      question: '¿Aceptan pagos con criptomonedas?',
      answer: 'Por ahora no: aceptamos tarjetas y transferencias.',
      published: false,
    });
    expect(hidden.json().entry.published).toBe(false);
    expect(UNANSWERED_INTENTS).toContain((await ask('¿Aceptan pagos con criptomonedas?')).json().intent);
    expect((await call('GET', '/api/faq?term=criptomonedas')).json().entries).toEqual([]);
    expect((await call('GET', '/api/admin/faq?term=criptomonedas', adminToken)).json().entries).toHaveLength(
      1,
    );

    expect((await call('DELETE', `/api/admin/faq/${entry._id}`, adminToken)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/faq/${entry._id}`, adminToken)).statusCode).toBe(404);
  });

  it('validates entries in Spanish and reorders only with the complete list', async () => {
    const bad = await call('POST', '/api/admin/faq', adminToken, { question: ' ', answer: 'x'.repeat(3001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      question: 'La pregunta es necesaria',
      answer: 'La respuesta admite hasta 3000 caracteres',
    });
    const entries = (await call('GET', '/api/admin/faq', adminToken)).json().entries as Array<{
      _id: string;
    }>;
    const reversed = entries.map((e) => e._id).reverse();
    const reordered = await call('PUT', '/api/admin/faq-order', adminToken, { ids: reversed });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().entries.map((e: { _id: string }) => e._id)).toEqual(reversed);
    const partial = await call('PUT', '/api/admin/faq-order', adminToken, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(409);
    expect(
      (await call('GET', '/api/admin/faq', adminToken)).json().entries.map((e: { _id: string }) => e._id),
    ).toEqual(reversed);
  });
});

describe('tip-card phrases', () => {
  it('links a phrase to a published bot and shows it to visitors while active', async () => {
    const owner = await createUser(t, { name: 'Dueño Tips', hero: `tips-${Date.now()}` });
    const ownerToken = await signIn(t, owner.email, owner.password);
    const botBody = {
      categoryKey: 'general',
      alias: `tips-bot-${Date.now()}`,
      name: 'Panadería Tips',
      description: 'Pan de masa madre.',
      instructions: 'Responde en pocas palabras.',
      tags: ['pan'],
    };
    const bot = (await call('POST', '/api/bots', ownerToken, botBody)).json().bot as {
      _id: string;
      alias: string;
    };
    // Published by its owner on purpose (a new bot otherwise waits for its first intent).
    await publishBotAs(t, ownerToken, bot._id, botBody);

    const unknown = await call('POST', '/api/admin/phrases', adminToken, {
      botId: 'no-existe',
      phrase: 'Hola',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.botId).toBe('El bot elegido no existe o no está publicado');

    const created = await call('POST', '/api/admin/phrases', adminToken, {
      botId: bot.alias,
      phrase: '¿Pan caliente a las 7? Pregúntame',
    });
    expect(created.statusCode).toBe(201);
    const phrase = created.json().phrase as { _id: string; botId: string };
    expect(phrase.botId).toBe(bot._id);
    const visible = async () =>
      ((await call('GET', '/api/bots-phrases?limit=50')).json().phrases as Array<{ _id: string }>).some(
        (p) => p._id === phrase._id,
      );
    expect(await visible()).toBe(true);

    const off = await call('PUT', `/api/admin/phrases/${phrase._id}`, adminToken, {
      botId: bot._id,
      phrase: '¿Pan caliente a las 7? Pregúntame',
      active: false,
    });
    expect(off.json().phrase.active).toBe(false);
    expect(await visible()).toBe(false);
    expect((await call('GET', '/api/admin/phrases', adminToken)).json().phrases[0]._id).toBe(phrase._id);
    expect((await call('DELETE', `/api/admin/phrases/${phrase._id}`, adminToken)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/phrases/${phrase._id}`, adminToken)).statusCode).toBe(404);
  });
});

describe('contact form', () => {
  it('sends the message to the support address (here none: the administrator) with the visitor as Reply-To, escaped', async () => {
    // The test server's PUBLIC_URL is a loopback address: no support address is derived from it.
    expect(t.ctx.settings.supportEmail).toBeNull();
    const ip = freshIp();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      payload: {
        name: 'Rosa <b>Ríos</b>',
        email: 'rosa@example.com',
        message: 'Quiero una plataforma para mi cámara.',
      },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await mailsTo(t, t.ctx.settings.adminEmail);
    expect(mail!.subject).toContain('Rosa');
    expect(mail!.replyTo).toBe('rosa@example.com');
    expect(mail!.text).toContain('Quiero una plataforma para mi cámara.');
    expect(mail!.html).toContain('Rosa &lt;b&gt;Ríos&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Ríos</b>');
  });

  it('validates in Spanish and limits each IP to 5 messages an hour', async () => {
    const ip = freshIp();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      payload: { name: '', email: 'no-es-correo', message: 'corto' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'Tu nombre es necesario',
      email: 'Escribe un correo electrónico válido para poder responderte',
      message: 'Cuéntanos un poco más: al menos 10 caracteres',
    });
    const payload = { name: 'Pedro', email: 'pedro@example.com', message: 'Hola, tengo una consulta.' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
