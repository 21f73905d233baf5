import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTemplate } from '../../../shared/templates/load';
import { bots, intents } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Issue 20: a bot whose answers still have template blanks ("[tu horario]") cannot be published.
let t: TestApp;
const APP_TOKEN = 'test-app-token-0123456789';
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
function botBody(status: 0 | 1, alias?: string) {
  counter += 1;
  return {
    categoryKey: 'openings',
    alias: alias ?? `consultorio-${counter}-${Date.now().toString(36)}`,
    name: 'Consultorio Vida Sana',
    description: 'Medicina general y pediatría.',
    instructions: 'Responde en pocas palabras.',
    tags: ['salud'],
    status,
  };
}

async function owner(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, overrides);
  return { user, token: await signIn(t, user.email, user.password) };
}

async function createBot(token: string, status: 0 | 1) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: botBody(status),
  });
  expect(response.statusCode).toBe(201);
  return response.json().bot as { _id: string; alias: string };
}

function putBot(token: string | undefined, bot: { _id: string; alias: string }, status: 0 | 1) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}`,
    headers: token ? bearer(token) : {},
    payload: botBody(status, bot.alias),
  });
}

function putIntents(token: string, botId: string, list: unknown[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/intents`,
    headers: bearer(token),
    payload: { intents: list },
  });
}

async function storedStatus(botId: string) {
  const [row] = await t.ctx.database.db.select({ status: bots.status }).from(bots).where(eq(bots.id, botId));
  return row?.status;
}

const templateIntents = async () => (await loadTemplate('openings')).intents.map((intent) => ({ ...intent }));

describe('publishing a bot whose answers have blanks', () => {
  it('stores a template on a private bot, then refuses to publish it with 409 naming the intents', async () => {
    const { token } = await owner();
    const bot = await createBot(token, 0);
    expect((await putIntents(token, bot._id, await templateIntents())).statusCode).toBe(200);

    const refused = await putBot(token, bot, 1);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body).toMatchObject({ statusCode: 409, code: 'unfilled_blanks' });
    expect(body.message).toMatch(/^Antes de publicar tu bot, completa los espacios entre corchetes de: /);
    expect(body.message).toContain('Pedir una cita');
    expect(body.fields.status).toBe(body.message);
    expect(await storedStatus(bot._id)).toBe(0);
    // Saving other changes while staying private is fine.
    expect((await putBot(token, bot, 0)).statusCode).toBe(200);
  });

  it('publishes once every blank is filled, and a visitor gets the filled answer', async () => {
    const { token } = await owner();
    const bot = await createBot(token, 0);
    const template = await templateIntents();
    expect((await putIntents(token, bot._id, template)).statusCode).toBe(200);

    // One intent left with its blank: still refused, naming only that one.
    const filled = template.map((intent) =>
      intent.name === 'Horario de atención'
        ? { ...intent, description: 'Atendemos de lunes a viernes, de 8 a 20 h.' }
        : { ...intent, description: 'Escríbenos y te contamos. Mira la [guía](https://example.com/guia).' },
    );
    const oneLeft = filled.map((intent) =>
      intent.name === 'Ubicación' ? { ...intent, description: 'Estamos en [tu dirección].' } : intent,
    );
    expect((await putIntents(token, bot._id, oneLeft)).statusCode).toBe(200);
    const refused = await putBot(token, bot, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Antes de publicar tu bot, completa los espacios entre corchetes de: Ubicación',
    );

    // Markdown links are not blanks.
    expect((await putIntents(token, bot._id, filled)).statusCode).toBe(200);
    const published = await putBot(token, bot, 1);
    expect(published.statusCode).toBe(200);
    expect(await storedStatus(bot._id)).toBe(1);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      payload: {
        interaction: { from: 'user', message: '¿Cuál es su horario de atención?' },
        botId: bot._id,
        appToken: APP_TOKEN,
      },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Atendemos de lunes a viernes, de 8 a 20 h.');
  });

  it('refuses intents with blanks on a published bot (409, each answer named) and keeps the stored ones', async () => {
    const { token } = await owner();
    const bot = await createBot(token, 1);
    const ok = [{ name: 'Horario', questions: ['¿A qué hora abren?'], description: 'De 9 a 18 h.' }];
    expect((await putIntents(token, bot._id, ok)).statusCode).toBe(200);

    const refused = await putIntents(token, bot._id, [
      ...ok,
      { name: 'Precios', questions: ['¿Cuánto cuesta?'], description: 'La consulta cuesta [precio].' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'unfilled_blanks',
      fields: {
        'intents.1.description': 'Reemplaza los espacios entre corchetes por los datos de tu negocio',
      },
    });
    expect(refused.json().message).toContain('Precios');
    const stored = await t.ctx.database.db.select().from(intents).where(eq(intents.botId, bot._id));
    expect(stored.map((row) => row.name)).toEqual(['Horario']);

    // Brackets that are not blanks pass: an empty pair, an escaped one, a link.
    const passes = await putIntents(token, bot._id, [
      { ...ok[0], description: 'De 9 a 18 h. [] \\[nota] [mapa](https://example.com/mapa)' },
    ]);
    expect(passes.statusCode).toBe(200);
  });

  it('answers 404 to another user and 401 to an anonymous caller, as for any private bot', async () => {
    const { token } = await owner();
    const other = await owner();
    const bot = await createBot(token, 0);
    expect((await putIntents(token, bot._id, await templateIntents())).statusCode).toBe(200);
    expect((await putBot(other.token, bot, 1)).statusCode).toBe(404);
    expect((await putIntents(other.token, bot._id, [])).statusCode).toBe(404);
    expect((await putBot(undefined, bot, 1)).statusCode).toBe(401);
    expect(await storedStatus(bot._id)).toBe(0);
  });

  it('holds a super user to the same rule', async () => {
    const { token } = await owner();
    const admin = await owner({ isSuperUser: true });
    const bot = await createBot(token, 0);
    expect((await putIntents(token, bot._id, await templateIntents())).statusCode).toBe(200);
    expect((await putBot(admin.token, bot, 1)).statusCode).toBe(409);
  });
});
