import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema';
import { bearer, createUser, freshIp, signIn } from '../../test/accounts-helpers';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../../test/test-app';
import { BotCache } from './bot-cache';

/**
 * The bots visitors read and chat with are cached per instance (bot-cache.ts) and conversations are
 * answered from an instance's copy (conversation-store.ts). Neither may ever show a visitor what an owner
 * already changed: on PGlite one instance is told of every change as it commits; on PostgreSQL every
 * instance checks the revision the database holds, so a save through one instance shows at once through
 * another.
 */

const APP_TOKEN = 'shared-app-token-0123456789';

interface Instances {
  /** Where the owner saves. */
  writer: TestApp;
  /** Where visitors read and chat (the same instance on PGlite). */
  reader: TestApp;
}

const INTENTS = [
  {
    name: 'Horarios de atención',
    description: 'Atendemos de **lunes a viernes de 9 a 19 h**.',
    questions: ['¿Cuál es el horario?', '¿A qué hora abren?'],
    intentionFiles: [],
  },
];
const PRICES = {
  name: 'Precios',
  description: 'Una limpieza cuesta $25.000.',
  questions: ['¿Cuánto cuesta una limpieza?', '¿Qué precio tiene la limpieza?'],
  intentionFiles: [],
};

function botBody(alias: string, overrides: Record<string, unknown> = {}) {
  return {
    categoryKey: 'openings',
    alias,
    name: 'Clínica Sonrisas',
    description: 'Odontología general y estética en Córdoba.',
    instructions: 'Responde en pocas palabras.',
    tags: ['odontología'],
    ...overrides,
  };
}

/** An owner with a published, trained bot, created through the writer. */
async function ownerWithBot({ writer }: Instances) {
  const user = await createUser(writer, {
    hero: `cache-${randomBytes(4).toString('hex')}`,
    name: 'Marta Ríos',
  });
  const token = await signIn(writer, user.email, user.password);
  const alias = `sonrisas-${randomBytes(4).toString('hex')}`;
  const created = await writer.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: botBody(alias),
  });
  expect(created.statusCode).toBe(201);
  const bot = created.json().bot as { _id: string; alias: string };
  await put(writer, token, `/api/bot/${bot._id}/intents`, { intents: INTENTS });
  return { user, token, bot };
}

async function put(t: TestApp, token: string, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const read = (t: TestApp, ref: string) => t.app.inject({ method: 'GET', url: `/api/bot/${ref}` });

function say(t: TestApp, botRef: string, message: string, conversationId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bot/${botRef}/io`,
    remoteAddress: freshIp(),
    payload: { interaction: { message }, appToken: APP_TOKEN, conversationId },
  });
}

/** The same story whether the owner saves through the visitors' instance or through another one. */
function neverStale(instances: () => Instances) {
  it('shows a saved name, new intents and a new owner handle at once', async () => {
    const { writer, reader } = instances();
    const { token, bot } = await ownerWithBot(instances());
    expect((await read(reader, bot.alias)).json().bot.name).toBe('Clínica Sonrisas');
    expect((await say(reader, bot._id, '¿Cuánto cuesta una limpieza?')).json().intent).not.toBe('Precios');

    await put(writer, token, `/api/bot/${bot._id}`, botBody(bot.alias, { name: 'Clínica Sonrisas Norte' }));
    expect((await read(reader, bot.alias)).json().bot.name).toBe('Clínica Sonrisas Norte');

    await put(writer, token, `/api/bot/${bot._id}/intents`, { intents: [...INTENTS, PRICES] });
    const detail = (await read(reader, bot._id)).json().bot;
    expect(detail.intents.map((i: { name: string }) => i.name)).toEqual(['Horarios de atención', 'Precios']);
    // The chat answers from the new training at once, in a conversation the reader had answered before.
    const first = (await say(reader, bot._id, '¿A qué hora abren?')).json();
    expect(first.intent).toBe('Horarios.de.atención');
    await put(writer, token, `/api/bot/${bot._id}/intents`, { intents: [PRICES] });
    const after = (await say(reader, bot._id, '¿A qué hora abren?', first.conversationId)).json();
    expect(after.intent).not.toBe('Horarios.de.atención');
    expect(after.message).not.toContain('lunes a viernes');

    await put(writer, token, '/api/me', {
      name: 'Marta Ríos',
      hero: 'marta-rios-nueva',
      bio: 'Odontóloga en Córdoba.',
      phone: '+54 9 351 555-0101',
    });
    expect((await read(reader, bot.alias)).json().bot.createdBy.hero).toBe('marta-rios-nueva');
  });

  it('hides an unpublished bot and answers its old alias with 404 at once', async () => {
    const { writer, reader } = instances();
    const { token, bot } = await ownerWithBot(instances());
    expect((await read(reader, bot.alias)).statusCode).toBe(200);
    expect((await say(reader, bot.alias, 'hola')).statusCode).toBe(200);

    const renamed = `${bot.alias}-nuevo`;
    await put(writer, token, `/api/bot/${bot._id}`, botBody(renamed));
    expect((await read(reader, bot.alias)).statusCode).toBe(404);
    expect((await say(reader, bot.alias, 'hola')).statusCode).toBe(404);
    expect((await read(reader, renamed)).statusCode).toBe(200);

    await put(writer, token, `/api/bot/${bot._id}`, botBody(renamed, { status: 0 }));
    expect((await read(reader, renamed)).statusCode).toBe(404);
    expect((await say(reader, bot._id, 'hola')).statusCode).toBe(404);
    // Published again: shown again at once (a hidden copy is never trusted for a 404).
    await put(writer, token, `/api/bot/${bot._id}`, botBody(renamed, { status: 1 }));
    expect((await read(reader, renamed)).statusCode).toBe(200);
    expect((await say(reader, bot._id, 'hola')).statusCode).toBe(200);
  });

  it('keeps a conversation quiet once the owner takes it over', async () => {
    const { writer, reader } = instances();
    const { token, bot } = await ownerWithBot(instances());
    const opened = (await say(reader, bot._id, '¿A qué hora abren?')).json();
    expect(opened.ownerActive).toBe(false);
    const replied = await writer.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/conversations/${opened.conversationId}/replies`,
      headers: bearer(token),
      payload: { text: 'Hola, soy Marta: te escribo yo.' },
    });
    expect(replied.statusCode).toBe(201);
    const next = (await say(reader, bot._id, '¿y los sábados?', opened.conversationId)).json();
    expect(next).toMatchObject({ ownerActive: true, message: '', conversationId: opened.conversationId });
  });
}

describe('the bot cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { APP_TOKEN } });
  });
  afterAll(() => t.close());

  neverStale(() => ({ writer: t, reader: t }));

  it('keeps bots within its memory budget, by what each holds, the least recently read leaving first', async () => {
    const bots = [];
    for (let i = 0; i < 3; i++) bots.push((await ownerWithBot({ writer: t, reader: t })).bot);
    const probe = new BotCache(t.ctx.database, { maxBytes: 1024 * 1024 });
    const one = (await probe.find(bots[0]!._id))!.bytes;
    // A bot with one intent, its page and its chat data: a few kilobytes, more than its text as JSON.
    expect(one).toBeGreaterThan(2_000);
    const cache = new BotCache(t.ctx.database, { maxBytes: Math.floor(one * 2.5) });
    await cache.start();
    for (const bot of bots) await cache.find(bot._id);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(Math.floor(one * 2.5));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the bot cache on two instances', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const env = {
      SECRETS_KEY: randomBytes(32).toString('hex'),
      APP_TOKEN,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    first = await buildTestApp({ env, databaseUrl: database.url });
    second = await buildTestApp({ env, databaseUrl: database.url });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  neverStale(() => ({ writer: first, reader: second }));

  it("asks for a cold bot's model to be read beside its data on a chat turn, and only then", async () => {
    const { bot } = await ownerWithBot({ writer: first, reader: second });
    const asked: string[] = [];
    const cache = new BotCache(second.ctx.database, {
      maxBytes: 1024 * 1024,
      readAlongside: (id) => asked.push(id),
    });
    await cache.start();
    // A page read does not chat: nothing read alongside.
    expect((await cache.find(bot.alias))?.bot.id).toBe(bot._id);
    expect(asked).toEqual([]);
    const chat = new BotCache(second.ctx.database, {
      maxBytes: 1024 * 1024,
      readAlongside: (id) => asked.push(id),
    });
    await chat.start();
    // A chat turn names its bot by id.
    expect((await chat.cached(bot._id))?.bot.id).toBe(bot._id);
    expect(asked).toEqual([bot._id]);
    // Held now: nothing more to read, by id or by alias.
    await chat.cached(bot._id);
    await chat.cached(bot.alias);
    expect(asked).toEqual([bot._id]);
    // Named by its alias while not held: read all the same (the alias was only a guess at the id).
    const byAlias = new BotCache(second.ctx.database, { maxBytes: 1024 * 1024 });
    await byAlias.start();
    const found = await byAlias.cached(bot.alias);
    expect(found?.bot.id).toBe(bot._id);
    expect(found?.intents.map((intent) => intent.name)).toEqual(['Horarios de atención']);
    expect(await byAlias.cached('no-existe-este-bot')).toBeUndefined();
  });

  it('continues one conversation through both instances without losing what either stored', async () => {
    const { token, bot } = await ownerWithBot({ writer: first, reader: second });
    await put(first, token, `/api/bot/${bot._id}/fields`, {
      fields: [
        { _id: '1', name: 'correo', label: 'Correo', type: 'email', required: true, collectAt: 'any' },
        { _id: '2', name: 'nombre', label: 'Nombre', type: 'text', required: true, collectAt: 'any' },
      ],
    });
    const asked = (await say(first, bot._id, '¿A qué hora abren?')).json();
    expect(asked.message).toContain('¿Me compartirías tu correo?');
    const id = asked.conversationId as string;
    // The second instance has no copy: it reads the field the first one asked for.
    const noted = (await say(second, bot._id, 'ana.perez@example.com', id)).json();
    expect(noted.message).toContain('Anoté tu correo');
    // The first instance's copy is one turn behind: its answer is refused and given again from the database.
    const named = (await say(first, bot._id, 'Ana Pérez', id)).json();
    expect(named.message).toContain('Anoté tu nombre');
    const [stored] = await first.ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(stored?.collected).toMatchObject({
      correo: { value: 'ana.perez@example.com' },
      nombre: { value: 'Ana Pérez' },
    });
  });
});
