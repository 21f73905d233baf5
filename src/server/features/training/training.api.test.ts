import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { publishBotAs } from '../../test/bots-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
});
afterAll(() => t.close());

async function ownerWithBot(status: 0 | 1 = 1) {
  const user = await createUser(t, {
    hero: `duena-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Marta Ríos',
  });
  const token = await signIn(t, user.email, user.password);
  const payload = {
    categoryKey: 'openings',
    alias: `clinica-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Clínica Sonrisas',
    description: 'Odontología general y estética en Córdoba.',
    tags: ['odontología'],
    status,
  };
  const created = await t.app.inject({ method: 'POST', url: '/api/bots', headers: bearer(token), payload });
  const bot = created.json().bot as { _id: string; alias: string };
  // A new bot waits for its first intent; these tests train it later, so the owner publishes it now.
  if (status === 1) await publishBotAs(t, token, bot._id, payload);
  return { user, token, bot };
}

function putIntents(token: string, botId: string, intents: unknown[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/intents`,
    headers: bearer(token),
    payload: { intents },
  });
}
function putFields(token: string, botId: string, fields: unknown[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/fields`,
    headers: bearer(token),
    payload: { fields },
  });
}
const INTENTS = [
  {
    name: 'Horarios de atención',
    description: 'Atendemos de **lunes a viernes de 9 a 19 h**. Escríbenos por https://wa.me/5493515550000',
    questions: ['¿Cuál es el horario?', '¿Atienden los sábados?'],
    intentionFiles: [
      {
        url: '/uploads/bots/intents/x/horarios.webp',
        lazyUrl: '/uploads/bots/intents/x/horarios_thumb.webp',
      },
    ],
  },
  {
    name: 'Precios',
    description: 'Una limpieza cuesta $25.000.',
    questions: ['¿Cuánto cuesta una limpieza?'],
  },
];

describe('training', () => {
  it('saves the whole list of intents with the intention derived from the name', async () => {
    const { token, bot } = await ownerWithBot();
    const response = await putIntents(token, bot._id, INTENTS);
    expect(response.statusCode).toBe(200);
    expect(response.json().intents.map((i: { intention: string }) => i.intention)).toEqual([
      'Horarios.de.atención',
      'Precios',
    ]);
    const replaced = await putIntents(token, bot._id, [INTENTS[1]]);
    expect(replaced.json().intents).toHaveLength(1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/bot/${bot.alias}` })).json().bot;
    expect(detail.intents.map((i: { name: string }) => i.name)).toEqual(['Precios']);
  });

  it('stamps the bot with the time of each training save', async () => {
    const { token, bot } = await ownerWithBot();
    const updatedAt = async () =>
      (await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id)))[0]!.updatedAt.getTime();
    const beforeIntents = Date.now();
    await putIntents(token, bot._id, INTENTS);
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
      'intents.0.name': 'El nombre de la intención es necesario',
      'intents.2.name': 'Ya existe una intención con este nombre',
    });
    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    expect((await putIntents(otherToken, bot._id, INTENTS)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/bot/${bot._id}/intents`, payload: { intents: [] } }))
        .statusCode,
    ).toBe(401);
  });

  it('saves fields, emptying options unless select and the intent unless specific', async () => {
    const { token, bot } = await ownerWithBot();
    await putIntents(token, bot._id, INTENTS);
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
      'fields.1.collectOnIntent': 'Elige una intención existente',
      'fields.2.validation': expect.stringContaining('«Clave»'),
    });
    // Nested quantifiers are harmless under RE2's linear-time matching, so they are accepted.
    const nested = await putFields(token, bot._id, [
      { _id: '1', name: 'codigo', label: 'Código', validation: '^(a+)+$' },
    ]);
    expect(nested.statusCode).toBe(200);
  });
});
