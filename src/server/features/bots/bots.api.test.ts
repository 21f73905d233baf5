import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots, conversationMessages, conversations, intents } from '../../db/schema';
import { bearer, createUser, expectNoSecrets, signIn } from '../../test/accounts-helpers';
import { publishBotAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let aliasCounter = 0;
function botBody(overrides: Record<string, unknown> = {}) {
  aliasCounter += 1;
  return {
    categoryKey: 'openings',
    alias: `bot-prueba-${aliasCounter}`,
    name: 'Clínicas Dentales Sonrisas',
    description: 'Turnos, tratamientos y urgencias odontológicas en Córdoba.',
    instructions: 'Trata de usted y ofrece primero los turnos de la mañana.',
    tags: ['Odontología', 'turnos'],
    locationAddress: 'Av. Colón 1234, Córdoba, Argentina',
    locationLatitude: -31.41,
    locationLongitude: -64.19,
    country: 'Argentina',
    province: 'Córdoba',
    city: 'Córdoba',
    ...overrides,
  };
}

async function owner(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, overrides);
  return { user, token: await signIn(t, user.email, user.password) };
}

/**
 * A bot as its owner leaves it: published on purpose when asked to be (a new bot otherwise waits for its
 * first intent; the rule has its own tests below), else unpublished.
 */
async function createBot(token: string, overrides: Record<string, unknown> = {}) {
  const payload = botBody(overrides);
  const response = await t.app.inject({ method: 'POST', url: '/api/bots', headers: bearer(token), payload });
  if (response.statusCode !== 201) throw new Error(response.body);
  const bot = response.json().bot as { _id: string; alias: string };
  if (overrides.status !== 0) await publishBotAs(t, token, bot._id, payload);
  return bot;
}

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('a new bot waits unpublished for its first intent', () => {
  const intent = {
    name: 'Horarios',
    questions: ['¿A qué hora abren?'],
    description: 'Abrimos de lunes a viernes de 9 a 18.',
    intentionFiles: [],
  };
  const postBot = async (token: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().bot as { _id: string; alias: string; status: number; publishWhenTrained: boolean };
  };
  const putIntents = (token: string, botId: string, list: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/intents`,
      headers: bearer(token),
      payload: { intents: list },
    });
  const putBot = (token: string, botId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/bot/${botId}`, headers: bearer(token), payload });
  const stored = async (id: string) =>
    (await t.ctx.database.db.select().from(bots).where(eq(bots.id, id)))[0]!;
  const inDirectory = async (alias: string) =>
    ((await get(`/api/bots?pageSize=50&term=${alias}`)).json().bots as Array<{ alias: string }>).some(
      (bot) => bot.alias === alias,
    );

  it('is hidden from visitors until its first intent publishes it', async () => {
    const { token } = await owner();
    const payload = botBody({ name: 'Ferretería Espera' });
    const bot = await postBot(token, payload);
    expect(bot).toMatchObject({ status: 0, publishWhenTrained: true });
    expect((await get(`/api/bot/${bot.alias}`)).statusCode).toBe(404);
    expect(await inDirectory(bot.alias)).toBe(false);
    // The owner still reaches it (to train and test it).
    expect((await get(`/api/bot/${bot.alias}`, token)).json().bot.publishWhenTrained).toBe(true);

    // Saving it again as it is (switch untouched) keeps it waiting.
    expect(
      (await putBot(token, bot._id, { ...payload, name: 'Ferretería Espera 2', status: 0 })).json().bot,
    ).toMatchObject({ status: 0, publishWhenTrained: true });
    // An empty list of intents is no training.
    expect((await putIntents(token, bot._id, [])).json()).toMatchObject({
      status: 0,
      publishWhenTrained: true,
    });

    const trained = await putIntents(token, bot._id, [intent]);
    expect(trained.statusCode).toBe(200);
    expect(trained.json()).toMatchObject({ status: 1, publishWhenTrained: false });
    expect(await stored(bot._id)).toMatchObject({ status: 1, publishWhenTrained: false });
    expect((await get(`/api/bot/${bot.alias}`)).statusCode).toBe(200);
    expect(await inDirectory(bot.alias)).toBe(true);
  });

  it('keeps waiting while the answers have blanks to fill, and publishes once they are filled', async () => {
    const { token } = await owner();
    const bot = await postBot(token, botBody({ name: 'Veterinaria Plantilla' }));
    const blank = { ...intent, description: 'Atendemos [tu horario].' };
    expect((await putIntents(token, bot._id, [blank])).json()).toMatchObject({
      status: 0,
      publishWhenTrained: true,
    });
    expect((await get(`/api/bot/${bot.alias}`)).statusCode).toBe(404);
    expect((await putIntents(token, bot._id, [intent])).json()).toMatchObject({
      status: 1,
      publishWhenTrained: false,
    });
    expect((await get(`/api/bot/${bot.alias}`)).statusCode).toBe(200);
  });

  it('publishes at once when the owner chooses to, before any intent', async () => {
    const { token } = await owner();
    const payload = botBody({ name: 'Panadería Apurada' });
    const bot = await postBot(token, payload);
    const published = await putBot(token, bot._id, { ...payload, status: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json().bot).toMatchObject({ status: 1, publishWhenTrained: false });
    expect((await get(`/api/bot/${bot.alias}`)).statusCode).toBe(200);
  });

  it('never publishes a bot its owner keeps unpublished', async () => {
    const { token } = await owner();
    // Created unpublished on purpose: the first intent does not publish it.
    const hidden = await postBot(token, botBody({ name: 'Bot Privado', status: 0 }));
    expect(hidden).toMatchObject({ status: 0, publishWhenTrained: false });
    expect((await putIntents(token, hidden._id, [intent])).json()).toMatchObject({ status: 0 });
    expect((await get(`/api/bot/${hidden.alias}`)).statusCode).toBe(404);

    // Published by its first intent, then unpublished by hand: later training leaves it so.
    const payload = botBody({ name: 'Bot Pausado' });
    const paused = await postBot(token, payload);
    await putIntents(token, paused._id, [intent]);
    expect((await putBot(token, paused._id, { ...payload, status: 0 })).json().bot.status).toBe(0);
    await putIntents(token, paused._id, [intent, { ...intent, name: 'Precios' }]);
    expect(await stored(paused._id)).toMatchObject({ status: 0, publishWhenTrained: false });
  });

  it('lets only its managers train it: another user gets 404 and it stays waiting', async () => {
    const { token } = await owner();
    const other = await owner();
    const bot = await postBot(token, botBody({ name: 'Bot Ajeno' }));
    // Hidden bots answer 404 to others, as if they did not exist.
    expect((await putIntents(other.token, bot._id, [intent])).statusCode).toBe(404);
    expect(await stored(bot._id)).toMatchObject({ status: 0, publishWhenTrained: true });
  });
});

describe('POST /api/bots', () => {
  it('creates a bot with a lowercased alias and de-duplicated lowercase tags', async () => {
    const { user, token } = await owner();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload: botBody({
        alias: 'Mi-Clinica_1',
        tags: ['Odontología', 'odontología', 'Turnos'],
        status: '0',
      }),
    });
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response.body);
    expect(response.json().bot).toMatchObject({
      alias: 'mi-clinica_1',
      tags: ['odontología', 'turnos'],
      status: 0,
      createdBy: { _id: user.id },
      country: 'Argentina',
    });
    const [stored] = await t.ctx.database.db.select().from(bots).where(eq(bots.alias, 'mi-clinica_1'));
    expect(stored?.createdBy).toBe(user.id);
  });

  it.each([
    [{ categoryKey: '' }, 'categoryKey', 'Elige una categoría para tu bot'],
    [{ alias: '' }, 'alias', 'El alias del bot es necesario'],
    [{ alias: 'x'.repeat(51) }, 'alias', 'El alias es demasiado largo (max: 50)'],
    [{ alias: 'mi bot' }, 'alias', "Algo como 'mi-bot' o 'mi_bot_123' o 'bot123' o 'bot1t0' está bien"],
    [{ alias: 'mi--bot' }, 'alias', "Algo como 'mi-bot' o 'mi_bot_123' o 'bot123' o 'bot1t0' está bien"],
    [{ alias: 'Dashboard' }, 'alias', 'Ese alias está reservado por la plataforma, elige otro'],
    [{ alias: 'api' }, 'alias', 'Ese alias está reservado por la plataforma, elige otro'],
    [{ alias: 'uploads' }, 'alias', 'Ese alias está reservado por la plataforma, elige otro'],
    [{ name: '' }, 'name', 'El nombre del bot es necesario'],
    [{ name: 'ab' }, 'name', 'El nombre es demasiado corto (min: 3)'],
    [{ name: 'x'.repeat(51) }, 'name', 'El nombre es demasiado largo (max: 50)'],
    [{ description: '' }, 'description', 'Es necesario que describas tu Bot'],
    [{ description: 'x'.repeat(301) }, 'description', 'La descripción es demasiado larga (max: 300)'],
    // Required, though the form renders it only with a language model (spec section 5, decision 044).
    [{ instructions: undefined }, 'instructions', 'Las instrucciones del bot son necesarias'],
    [{ instructions: '   ' }, 'instructions', 'Las instrucciones del bot son necesarias'],
    [{ instructions: 'x'.repeat(501) }, 'instructions', 'Las instrucciones son demasiado largas (max: 500)'],
    [{ tags: [] }, 'tags', 'Al menos una etiqueta es requerida'],
    [{ locationAddress: 'Corto 12' }, 'locationAddress', 'La dirección es demasiado corta (min: 15)'],
    [{ locationLatitude: null }, 'locationLatitude', 'La latitud y la longitud son necesarias'],
    [
      { notificationEmails: ['no-es-correo'] },
      'notificationEmails.0',
      'Por favor, introduce un email válido.',
    ],
    [
      { notificationEmails: ['a@example.com', 'A@example.com'] },
      'notificationEmails',
      'Este email ya ha sido añadido.',
    ],
    [{ pictureUrl: 'https://evil.example/x.png"><script>' }, 'pictureUrl', 'El archivo es incorrecto'],
  ])('rejects %o with the spec message', async (override, field, message) => {
    const { token } = await owner();
    const before = await t.ctx.database.db.select({ n: count() }).from(bots);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload: botBody(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await t.ctx.database.db.select({ n: count() }).from(bots)).toEqual(before);
  });

  it('answers 409 "Este alias ya está en uso" for a taken alias in any case', async () => {
    const { token } = await owner();
    await createBot(token, { alias: 'ocupado' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload: botBody({ alias: 'OCUPADO' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'alias_taken',
      message: 'Este alias ya está en uso',
      fields: { alias: 'Este alias ya está en uso' },
    });
  });

  it('rejects an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/bots', payload: botBody() })).statusCode).toBe(
      401,
    );
  });

  it('publishes the owner’s contact: the phone read with the bot’s country, the e-mail lower-cased', async () => {
    const { token } = await owner();
    const payload = botBody({
      contactPhone: '351 555 0101',
      contactEmail: 'Turnos@Sonrisas.example',
      contactWebsite: 'www.Sonrisas.example/turnos',
      contactInstagram: 'https://www.instagram.com/Sonrisas.Cba/',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(201);
    const bot = response.json().bot;
    // Visitors read the contact once the owner publishes the bot.
    await publishBotAs(t, token, bot._id, payload);
    const detail = (await get(`/api/bot/${bot.alias}`)).json().bot;
    expect(detail).toMatchObject({
      contactPhone: '+54 351 555 0101',
      contactEmail: 'turnos@sonrisas.example',
      contactWebsite: 'https://www.sonrisas.example/turnos',
      contactInstagram: 'sonrisas.cba',
    });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload: botBody({
        contactPhone: '12',
        contactEmail: 'no-es-correo',
        contactWebsite: 'javascript:alert(1)',
        contactInstagram: 'sonrisas cba',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      contactPhone: expect.stringContaining('Ese número no parece válido'),
      contactEmail: 'Por favor, introduce un email válido.',
      contactWebsite: expect.stringContaining('no parece un sitio web'),
      contactInstagram: expect.stringContaining('usuario de Instagram'),
    });
  });

  it('accepts a bot without location and stores none of its parts', async () => {
    const { token } = await owner();
    const bot = await createBot(token, {
      locationAddress: null,
      locationLatitude: null,
      locationLongitude: null,
    });
    const [stored] = await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id));
    expect(stored).toMatchObject({
      locationAddress: null,
      locationLatitude: null,
      country: null,
      city: null,
    });
  });
});

describe('GET /api/bots/alias-check', () => {
  const check = (token: string | undefined, query: string) => get(`/api/bots/alias-check?${query}`, token);

  it('says whether an alias is free as the owner types, and why not', async () => {
    const own = await owner();
    const bot = await createBot(own.token);
    expect((await check(own.token, 'alias=Peluqueria-Romi-Libre')).json()).toEqual({
      alias: 'peluqueria-romi-libre',
      available: true,
      message: null,
    });
    const taken = (await check(own.token, `alias=${bot.alias}`)).json();
    expect(taken).toMatchObject({ available: false, message: 'Este alias ya está en uso' });
    // Its own alias is free for the bot that has it, and only for its managers.
    expect((await check(own.token, `alias=${bot.alias}&botId=${bot._id}`)).json().available).toBe(true);
    const other = await owner();
    expect((await check(other.token, `alias=${bot.alias}&botId=${bot._id}`)).json().available).toBe(false);
    const malformed = (await check(own.token, 'alias=con%20espacios')).json();
    expect(malformed.available).toBe(false);
    expect(malformed.message).toMatch(/está bien/);
    expect((await check(own.token, 'alias=vocero')).json().message).toMatch(/reservado/);
  });

  it('is for signed-in users only', async () => {
    expect((await check(undefined, 'alias=algo')).statusCode).toBe(401);
  });
});

describe('visibility', () => {
  // owner / other user / anonymous / super user × published / unpublished / owner unpublished
  it.each([
    ['published bot', 1, 1, { owner: 200, other: 200, anonymous: 200, superUser: 200 }],
    ['unpublished bot', 0, 1, { owner: 200, other: 404, anonymous: 404, superUser: 200 }],
    ['bot of an unpublished owner', 1, 0, { owner: 200, other: 404, anonymous: 404, superUser: 200 }],
  ])('%s', async (_label, botStatus, ownerStatus, expected) => {
    const own = await owner({ status: ownerStatus });
    const other = await owner();
    const admin = await owner({ isSuperUser: true });
    const bot = await createBot(own.token, { status: botStatus });
    const listed = async (token?: string) =>
      (await get(`/api/bots?term=${encodeURIComponent(bot.alias)}&pageSize=50`, token))
        .json()
        .bots.some((b: { _id: string }) => b._id === bot._id);
    expect((await get(`/api/bot/${bot.alias}`, own.token)).statusCode).toBe(expected.owner);
    expect((await get(`/api/bot/${bot._id}`, other.token)).statusCode).toBe(expected.other);
    expect((await get(`/api/bot/${bot.alias}`)).statusCode).toBe(expected.anonymous);
    expect((await get(`/api/bot/${bot.alias}`, admin.token)).statusCode).toBe(expected.superUser);
    // The public directory lists only what everyone may see.
    const publiclyListed = expected.anonymous === 200;
    expect(await listed()).toBe(publiclyListed);
    expect(await listed(other.token)).toBe(publiclyListed);
    // The owner always finds their own bots in "my bots".
    const mine = (await get('/api/my-bots?pageSize=50', own.token))
      .json()
      .bots.map((b: { _id: string }) => b._id);
    expect(mine).toContain(bot._id);
  });

  it('lists a user’s bots: published ones for others, all for the owner', async () => {
    const own = await owner({ hero: `duena-${Date.now()}` });
    const visible = await createBot(own.token);
    const hidden = await createBot(own.token, { status: 0 });
    const forOthers = (await get(`/api/user/${own.user.hero}/bots?pageSize=50`))
      .json()
      .bots.map((b: { _id: string }) => b._id);
    expect(forOthers).toEqual([visible._id]);
    const forOwner = (await get(`/api/user/${own.user.id}/bots?pageSize=50`, own.token))
      .json()
      .bots.map((b: { _id: string }) => b._id);
    expect(forOwner.sort()).toEqual([visible._id, hidden._id].sort());
  });

  it('hides the private fields from everyone but the owner', async () => {
    const own = await owner();
    const bot = await createBot(own.token, {
      instructions: 'Sé breve',
      notificationOn: true,
      notificationEmails: ['copia@example.com'],
    });
    const publicView = (await get(`/api/bot/${bot.alias}`)).json().bot;
    expect(publicView).toMatchObject({ instructions: '', notificationEmails: [] });
    const ownerView = (await get(`/api/bot/${bot.alias}`, own.token)).json().bot;
    expect(ownerView).toMatchObject({ instructions: 'Sé breve', notificationEmails: ['copia@example.com'] });
  });
});

describe('PUT and DELETE /api/bot/{id}', () => {
  it('lets the owner and a super user update; another user gets 404, as for a missing bot', async () => {
    const own = await owner();
    const other = await owner();
    const admin = await owner({ isSuperUser: true });
    const bot = await createBot(own.token);
    const put = (token: string, name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bot/${bot._id}`,
        headers: bearer(token),
        payload: botBody({ alias: bot.alias, name }),
      });
    expect((await put(own.token, 'Nuevo nombre')).json().bot.name).toBe('Nuevo nombre');
    const refused = await put(other.token, 'Robado');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'not_found',
      message: 'Este bot no existe o no está disponible',
    });
    expect((await put(admin.token, 'Por admin')).statusCode).toBe(200);
    const [stored] = await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id));
    expect(stored?.name).toBe('Por admin');
  });

  it('refuses to take another bot’s alias on update', async () => {
    const own = await owner();
    const first = await createBot(own.token);
    const second = await createBot(own.token);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${second._id}`,
      headers: bearer(own.token),
      payload: botBody({ alias: first.alias }),
    });
    expect(response.statusCode).toBe(409);
  });

  it('clears the whole location when it is removed', async () => {
    const own = await owner();
    const bot = await createBot(own.token);
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}`,
      headers: bearer(own.token),
      payload: botBody({
        alias: bot.alias,
        locationAddress: null,
        locationLatitude: null,
        locationLongitude: null,
      }),
    });
    const [stored] = await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id));
    expect(stored).toMatchObject({
      locationAddress: null,
      locationLatitude: null,
      locationLongitude: null,
      country: null,
      province: null,
      city: null,
    });
  });

  it('keeps its type of business: set on create, kept when left out, cleared when the category moves', async () => {
    const own = await owner();
    const bot = await createBot(own.token, { businessType: 'odontologia' });
    const stored = async () =>
      (await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id)))[0]!.businessType;
    expect(await stored()).toBe('odontologia');
    expect((await get(`/api/bot/${bot._id}`)).json().bot.businessType).toBe('odontologia');

    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/bot/${bot._id}`, headers: bearer(own.token), payload });
    expect((await put(botBody({ alias: bot.alias }))).statusCode).toBe(200);
    expect(await stored()).toBe('odontologia');

    // A type of another category is refused with a message on the field; nothing is written.
    const mixed = await put(botBody({ alias: bot.alias, businessType: 'peluqueria' }));
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json())).toContain('pertenece a otra categoría');
    const unknown = await put(botBody({ alias: bot.alias, businessType: 'astronauta' }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Elige un tipo de negocio');
    expect(await stored()).toBe('odontologia');

    expect((await put(botBody({ alias: bot.alias, categoryKey: 'plumbing' }))).statusCode).toBe(200);
    expect(await stored()).toBeNull();
    expect(
      (await put(botBody({ alias: bot.alias, categoryKey: 'plumbing', businessType: 'peluqueria' })))
        .statusCode,
    ).toBe(200);
    expect(await stored()).toBe('peluqueria');
  });

  it('deletes a bot with its intents and conversations; others get 404 and anonymous 401', async () => {
    const own = await owner();
    const other = await owner();
    const bot = await createBot(own.token);
    const db = t.ctx.database.db;
    await db
      .insert(intents)
      .values({ botId: bot._id, name: 'Horarios', intention: 'Horarios', questions: ['¿A qué hora abren?'] });
    const [conversation] = await db
      .insert(conversations)
      .values({
        botId: bot._id,
        state: {
          pendingField: null,
          attempts: 0,
          skipped: [],
          matched: [],
          leadAnnounced: false,
          handoffRequested: false,
          asks: {},
          askedLastTurn: null,
          lastQuestion: null,
        },
      })
      .returning({ id: conversations.id });
    await db
      .insert(conversationMessages)
      .values({ conversationId: conversation!.id, botId: bot._id, from: 'user', text: '¿A qué hora abren?' });
    const del = (token?: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/bot/${bot._id}`, headers: token ? bearer(token) : {} });
    expect((await del()).statusCode).toBe(401);
    expect((await del(other.token)).statusCode).toBe(404);
    expect((await del(own.token)).statusCode).toBe(204);
    expect(await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id))).toEqual([]);
    expect(await t.ctx.database.db.select().from(intents).where(eq(intents.botId, bot._id))).toEqual([]);
    expect(
      await db.select().from(conversationMessages).where(eq(conversationMessages.botId, bot._id)),
    ).toEqual([]);
    expect((await get(`/api/bot/${bot._id}`, own.token)).statusCode).toBe(404);
  });

  it('never deletes another user’s picture through a bot pointing at it', async () => {
    const victim = await owner();
    const attacker = await owner();
    const url = await t.ctx.storage.put(
      `users/profiles/${victim.user.id}/foto.webp`,
      Buffer.from('RIFF0000WEBP'),
      'image/webp',
    );
    const bot = await createBot(attacker.token, { pictureUrl: url });
    await t.app.inject({ method: 'DELETE', url: `/api/bot/${bot._id}`, headers: bearer(attacker.token) });
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('search and filters', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const lucia = await owner({ name: 'Lucía Fernández Ortega', hero: 'lucia-fo' });
    const make = (overrides: Record<string, unknown>) => createBot(lucia.token, overrides);
    ids = {
      dental: (
        await make({
          name: 'Clínicas Dentales del Parque',
          categoryKey: 'openings',
          tags: ['odontología'],
          country: 'México',
          province: 'Jalisco',
          city: 'Guadalajara',
        })
      )._id,
      realty: (
        await make({
          name: 'Inmobiliaria Horizonte Andino',
          categoryKey: 'realstate',
          description: 'Venta y alquiler de departamentos.',
          tags: ['alquileres'],
          country: 'Perú',
          province: 'Lima',
          city: 'Lima',
        })
      )._id,
      plumber: (
        await make({
          name: 'Gasfitería Rápida',
          categoryKey: 'plumbing',
          description: 'Arreglos de cañerías las 24 horas.',
          tags: ['urgencias'],
          country: 'Chile',
          province: 'Valparaíso',
          city: 'Viña del Mar',
        })
      )._id,
    };
  });

  const search = async (query: string) =>
    (await get(`/api/bots?pageSize=50&${query}`)).json().bots.map((b: { _id: string }) => b._id) as string[];

  it('ignores accents, case and plurals ("clinica dental" finds "Clínicas Dentales")', async () => {
    expect((await search('term=clinica%20dental'))[0]).toBe(ids.dental);
  });

  it('tolerates typos ("inmobilaria")', async () => {
    expect(await search('term=inmobilaria')).toContain(ids.realty);
  });

  it('matches prefixes for the autocomplete ("gasfit")', async () => {
    expect((await search('term=gasfit'))[0]).toBe(ids.plumber);
  });

  it('searches the description, tags, category name and owner name', async () => {
    expect(await search('term=canerias')).toContain(ids.plumber);
    expect(await search('term=odontologia')).toContain(ids.dental);
    expect(await search('term=Inmobiliarias')).toContain(ids.realty);
    expect(await search('term=fernandez%20ortega')).toEqual(
      expect.arrayContaining([ids.dental, ids.realty, ids.plumber]),
    );
  });

  it('filters by category and country, accent- and case-insensitively', async () => {
    expect(await search('categoryKey=openings&country=mexico')).toContain(ids.dental);
    expect(await search('categoryKey=openings&country=PERU')).not.toContain(ids.dental);
    expect(await search('country=peru&city=LIMA')).toEqual([ids.realty]);
    expect(await search('country=chile&province=valparaiso')).toEqual([ids.plumber]);
  });

  it('filters by tags (comma-joined, all required)', async () => {
    expect(await search('tags=urgencias')).toEqual([ids.plumber]);
    expect(await search('tags=urgencias,odontolog%C3%ADa')).toEqual([]);
  });

  it('pages with the spec keys and the default page size of 4', async () => {
    const own = await owner();
    for (let i = 0; i < 5; i++)
      await createBot(own.token, { name: `Paginado Especial ${i}`, tags: ['paginado'] });
    const first = (await get('/api/bots?tags=paginado')).json();
    expect(first).toMatchObject({ total: 5, totalPages: 2, nextPage: 2 });
    expect(first.bots).toHaveLength(4);
    const second = (await get('/api/bots?tags=paginado&page=2')).json();
    expect(second).toMatchObject({ nextPage: null });
    expect(second.bots).toHaveLength(1);
  });

  it('sorts best rated first by default and newest first with sort=recent', async () => {
    const own = await owner();
    const older = await createBot(own.token, { name: 'Orden Antiguo', tags: ['orden-prueba'] });
    const newer = await createBot(own.token, { name: 'Orden Nuevo', tags: ['orden-prueba'] });
    await t.ctx.database.db
      .update(bots)
      .set({ globalRating: 4.5, ratingsCount: 3 })
      .where(eq(bots.id, older._id));
    // The best rated by a Bayesian average (prior 4, decision 064): 4.19 against 3.67.
    await t.ctx.database.db
      .update(bots)
      .set({ globalRating: 2, ratingsCount: 1 })
      .where(eq(bots.id, newer._id));
    expect(await search('tags=orden-prueba')).toEqual([older._id, newer._id]);
    expect(await search('tags=orden-prueba&sort=recent')).toEqual([newer._id, older._id]);
    expect((await get('/api/bots?sort=popular')).statusCode).toBe(400);
  });

  it('orders a search by the chosen sort, and by relevance without one, each order cached apart', async () => {
    const own = await owner();
    // "Zanahoria" in the name weighs more than in the description: the best match, but older and unrated.
    const best = await createBot(own.token, {
      name: 'Zanahorias Orgánicas',
      description: 'Verduras de estación.',
      tags: ['orden-busqueda'],
    });
    const rated = await createBot(own.token, {
      name: 'Verdulería Central',
      description: 'Zanahorias y más verduras.',
      tags: ['orden-busqueda'],
    });
    const newest = await createBot(own.token, {
      name: 'Almacén del Barrio',
      description: 'También zanahorias.',
      tags: ['orden-busqueda'],
    });
    await t.ctx.database.db
      .update(bots)
      .set({ globalRating: 4.8, ratingsCount: 3 })
      .where(eq(bots.id, rated._id));
    const query = 'term=zanahoria&tags=orden-busqueda';
    expect((await search(query))[0]).toBe(best._id);
    expect(await search(`${query}&sort=rating`)).toEqual([rated._id, newest._id, best._id]);
    expect(await search(`${query}&sort=recent`)).toEqual([newest._id, rated._id, best._id]);
    // Asked again within the cache's 10 s, each order is still its own.
    expect((await search(query))[0]).toBe(best._id);
    expect(await search(`${query}&sort=recent`)).toEqual([newest._id, rated._id, best._id]);
  });

  it('suggests tags and lists places drawn from published bots', async () => {
    expect((await get('/api/tags?term=urgen')).json().tags).toEqual([{ name: 'urgencias', count: 1 }]);
    const countries = (await get('/api/locations/countries')).json().countries;
    expect(countries).toEqual(
      expect.arrayContaining([{ key: 'MX', name: 'México', flag: '🇲🇽', count: expect.any(Number) }]),
    );
    expect((await get('/api/locations/provinces?country=chile')).json().places).toEqual([
      { name: 'Valparaíso', count: 1 },
    ]);
    expect((await get('/api/locations/cities?country=peru')).json().places).toEqual([
      { name: 'Lima', count: 1 },
    ]);
  });

  it('re-indexes the owner’s bots when the owner is renamed', async () => {
    const own = await owner({ name: 'Nombre Viejo' });
    const bot = await createBot(own.token, { name: 'Panadería Central' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: bearer(own.token),
      payload: { name: 'Rigoberta Menchaca', bio: 'Panadera.', phone: '+52 55 5555 0000' },
    });
    expect(await search('term=menchaca')).toContain(bot._id);
  });
});

describe('directory cache', () => {
  it('shows a new, changed or deleted bot at once on this instance', async () => {
    const own = await owner();
    const search = async () => (await get('/api/bots?term=zarzaparrilla')).json().total as number;
    expect(await search()).toBe(0);
    const bot = await createBot(own.token, { name: 'Zarzaparrilla Bar' });
    expect(await search()).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/bot/${bot._id}`, headers: bearer(own.token) });
    expect(await search()).toBe(0);
  });
});
