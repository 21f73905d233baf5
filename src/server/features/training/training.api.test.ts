import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots } from '../../db/schema';
import { createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CLINIC_INTENTS, ownerWithClinicBot, putRawFields, putRawIntents } from '../../test/bots-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
});
afterAll(() => t.close());

const ownerWithBot = (status: 0 | 1 = 1) => ownerWithClinicBot(t, status);
const putIntents = (token: string, botId: string, intents: unknown[]) =>
  putRawIntents(t, token, botId, intents);
const putFields = (token: string, botId: string, fields: unknown[]) => putRawFields(t, token, botId, fields);

describe('training', () => {
  it('saves the whole list of intents with the intention derived from the name', async () => {
    const { token, bot } = await ownerWithBot();
    const response = await putIntents(token, bot._id, CLINIC_INTENTS);
    expect(response.statusCode).toBe(200);
    expect(response.json().intents.map((i: { intention: string }) => i.intention)).toEqual([
      'Horarios.de.atención',
      'Precios',
    ]);
    const replaced = await putIntents(token, bot._id, [CLINIC_INTENTS[1]]);
    expect(replaced.json().intents).toHaveLength(1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/bot/${bot.alias}` })).json().bot;
    expect(detail.intents.map((i: { name: string }) => i.name)).toEqual(['Precios']);
  });

  it('keeps an intent’s id across saves, and gives a new one to an id sent twice', async () => {
    const { token, bot } = await ownerWithBot();
    const first = (await putIntents(token, bot._id, CLINIC_INTENTS)).json().intents as Array<{ _id: string }>;
    const id = first[0]!._id;
    const twice = CLINIC_INTENTS.map((intent) => ({ ...intent, _id: id }));
    const response = await putIntents(token, bot._id, twice);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().intents as Array<{ _id: string }>).map((intent) => intent._id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(id);
    expect(ids[1]).not.toBe(id);
  });

  it('stamps the bot with the time of each training save', async () => {
    const { token, bot } = await ownerWithBot();
    const updatedAt = async () =>
      (await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id)))[0]!.updatedAt.getTime();
    const beforeIntents = Date.now();
    await putIntents(token, bot._id, CLINIC_INTENTS);
    const afterIntents = await updatedAt();
    expect(afterIntents).toBeGreaterThanOrEqual(beforeIntents - 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeFields = Date.now();
    await putFields(token, bot._id, [{ _id: '1', name: 'correo', label: 'Correo', type: 'email' }]);
    expect(await updatedAt()).toBeGreaterThanOrEqual(beforeFields - 5);
  });

  it('validates intents and refuses other users', async () => {
    const { token, bot } = await ownerWithBot();
    const bad = await putIntents(token, bot._id, [{ name: '' }, { name: 'Precios' }, { name: 'precios' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'intents.0.name': 'Ponle un nombre al tema',
      'intents.2.name': 'Ya tienes un tema con este nombre',
    });
    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    expect((await putIntents(otherToken, bot._id, CLINIC_INTENTS)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/bot/${bot._id}/intents`, payload: { intents: [] } }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps topics set aside with their blanks for their owner only, until they join the answers', async () => {
    const { token, bot } = await ownerWithBot(1);
    const promos = {
      name: 'Promociones',
      description: 'Este mes: [promociones vigentes].',
      questions: ['¿Hay promo?'],
    };
    const turnos = {
      name: 'Turnos',
      description: 'Pedí turno al [tu número de WhatsApp].',
      questions: ['¿Turno?'],
    };
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bot/${bot._id}/intents`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    // A published bot refuses blanks in its answers, not in what waits aside.
    const saved = await put({ intents: CLINIC_INTENTS, setAside: [promos, turnos] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().setAside.map((topic: { name: string }) => topic.name)).toEqual([
      'Promociones',
      'Turnos',
    ]);
    const detail = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url: `/api/bot/${bot._id}`, headers })).json().bot;
    expect((await detail({ authorization: `Bearer ${token}` })).setAside).toMatchObject([
      {
        name: 'Promociones',
        description: 'Este mes: [promociones vigentes].',
        questions: ['¿Hay promo?'],
        answers: [],
      },
      { name: 'Turnos' },
    ]);
    expect((await detail()).setAside).toEqual([]);
    expect((await detail()).intents.map((intent: { name: string }) => intent.name)).not.toContain(
      'Promociones',
    );

    // Saving the answers without the list keeps it; a topic back among the answers leaves it.
    expect((await put({ intents: CLINIC_INTENTS })).json().setAside).toHaveLength(2);
    const back = await put({
      intents: [
        ...CLINIC_INTENTS,
        { name: 'turnos', description: 'Pedí turno al +54 351 555 0101.', questions: ['¿Turno?'] },
      ],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().setAside.map((topic: { name: string }) => topic.name)).toEqual(['Promociones']);
    expect((await put({ intents: CLINIC_INTENTS, setAside: [] })).json().setAside).toEqual([]);

    const bad = await put({ intents: CLINIC_INTENTS, setAside: [{ name: '' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'setAside.0.name': 'Ponle un nombre al tema' });
    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/intents`,
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { intents: [], setAside: [promos] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await detail({ authorization: `Bearer ${otherToken}` })).setAside).toEqual([]);
  });

  it('saves fields, emptying options unless select and the intent unless specific', async () => {
    const { token, bot } = await ownerWithBot();
    await putIntents(token, bot._id, CLINIC_INTENTS);
    const response = await putFields(token, bot._id, [
      {
        _id: 1700000000000,
        name: 'correo',
        label: 'Correo',
        type: 'email',
        required: true,
        options: ['x'],
        collectAt: 'any',
        collectOnIntent: 'Precios',
        order: 0,
      },
      {
        _id: '1700000000001',
        name: 'sede',
        label: 'Sede',
        type: 'select',
        options: ['Centro', 'Norte'],
        collectAt: 'specific',
        collectOnIntent: 'Precios',
        order: 1,
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().fields).toMatchObject([
      { _id: '1700000000000', options: [], collectOnIntent: null, active: true },
      { _id: '1700000000001', options: ['Centro', 'Norte'], collectOnIntent: 'Precios' },
    ]);
  });

  it('rejects fields without name or label, unknown intents and unsafe regexes', async () => {
    const { token, bot } = await ownerWithBot();
    const response = await putFields(token, bot._id, [{ _id: '1', name: '', label: '' }]);
    expect(response.json().fields).toMatchObject({
      'fields.0.name': 'Este campo es requerido',
      'fields.0.label': 'Este campo es requerido',
    });
    // RE2 cannot run back-references or look-ahead: refused, naming the field.
    const unsafe = await putFields(token, bot._id, [
      { _id: '1', name: 'codigo', label: 'Código', validation: '^(a)\\1$' },
      { _id: '2', name: 'sede', label: 'Sede', collectAt: 'specific', collectOnIntent: 'No.existe' },
      { _id: '3', name: 'clave', label: 'Clave', validation: '^(?=.*\\d).+$' },
    ]);
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().fields).toMatchObject({
      'fields.0.validation': expect.stringContaining('«Código»'),
      'fields.1.collectOnIntent': 'Elige un tema existente',
      'fields.2.validation': expect.stringContaining('«Clave»'),
    });
    // Nested quantifiers are harmless under RE2's linear-time matching, so they are accepted.
    const nested = await putFields(token, bot._id, [
      { _id: '1', name: 'codigo', label: 'Código', validation: '^(a+)+$' },
    ]);
    expect(nested.statusCode).toBe(200);
  });
});
