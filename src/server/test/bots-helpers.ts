import { expect } from 'vitest';
import { msg } from '../../shared/messages.es';
import { bearer, createUser, signIn } from './accounts-helpers';
import type { TestApp } from './test-app';

let counter = 0;

/**
 * A bot's instructions, required by POST /bots and PUT /bot/{id} (spec section 5): the catalog's default, as
 * the form sends for an owner who wrote none.
 */
export const BOT_INSTRUCTIONS = msg.bot.defaultInstructions;

/**
 * A published bot of the signed-in owner, through the API; a unique alias unless one is given. A new bot
 * waits unpublished for its first intent, so the owner publishes it on purpose, as the editor lets them.
 */
export async function createBotAs(
  t: TestApp,
  token: string,
  fields: { name: string; description: string; tags: string[]; alias?: string; categoryKey?: string },
): Promise<{ _id: string; alias: string }> {
  counter += 1;
  const payload = {
    categoryKey: 'general',
    alias: `bot-${Date.now().toString(36)}-${counter}`,
    instructions: BOT_INSTRUCTIONS,
    ...fields,
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const bot = response.json().bot as { _id: string; alias: string };
  await publishBotAs(t, token, bot._id, payload);
  return bot;
}

/** The owner saves the bot published (PUT /bot/{id} takes the whole bot): published on purpose. */
export async function publishBotAs(
  t: TestApp,
  token: string,
  botId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}`,
    headers: bearer(token),
    payload: { ...payload, status: 1 },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().bot.status).toBe(1);
}

/** Replaces the bot's intents (no images). */
export async function putIntentsAs(
  t: TestApp,
  token: string,
  botId: string,
  intents: Array<{ name: string; questions: string[]; description: string }>,
): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/intents`,
    headers: bearer(token),
    payload: { intents: intents.map((intent) => ({ ...intent, intentionFiles: [] })) },
  });
  expect(response.statusCode).toBe(200);
}

/** The clinic bot's two intents as the owner's form sends them (one with a picture), for ownerWithClinicBot. */
export const CLINIC_INTENTS = [
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

/**
 * A new owner, signed in, with a clinic bot made through the API; published on purpose (status 1) so tests
 * that train it later meet it live, or left unpublished (status 0).
 */
export async function ownerWithClinicBot(t: TestApp, status: 0 | 1 = 1) {
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
    instructions: BOT_INSTRUCTIONS,
    tags: ['odontología'],
    status,
  };
  const created = await t.app.inject({ method: 'POST', url: '/api/bots', headers: bearer(token), payload });
  const bot = created.json().bot as { _id: string; alias: string };
  // A new bot waits for its first intent; these tests train it later, so the owner publishes it now.
  if (status === 1) await publishBotAs(t, token, bot._id, payload);
  return { user, token, bot };
}

/** PUT /api/bot/{id}/intents as given (no assertion: tests check the answer themselves). */
export function putRawIntents(t: TestApp, token: string, botId: string, intents: unknown[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/intents`,
    headers: bearer(token),
    payload: { intents },
  });
}

/** PUT /api/bot/{id}/fields as given (no assertion: tests check the answer themselves). */
export function putRawFields(t: TestApp, token: string, botId: string, fields: unknown[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/fields`,
    headers: bearer(token),
    payload: { fields },
  });
}

/** The bot asks for an e-mail first: the visitor's next message that is one makes a lead. */
export async function putEmailFieldAs(t: TestApp, token: string, botId: string) {
  const answer = await putRawFields(t, token, botId, [
    {
      _id: '1',
      name: 'correo',
      label: 'Correo',
      type: 'email',
      required: true,
      active: true,
      collectAt: 'start',
      order: 0,
    },
  ]);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** A visitor's message through the web chat (the test app's token); the conversation's id. */
export async function visitorSays(t: TestApp, botId: string, message: string, conversationId?: string) {
  const turn = await t.app.inject({
    method: 'POST',
    url: `/api/bot/${botId}/io`,
    payload: {
      interaction: { from: 'user', message },
      appToken: 'test-app-token-0123456789',
      ...(conversationId ? { conversationId } : {}),
    },
  });
  expect(turn.statusCode, turn.body).toBe(200);
  return turn.json().conversationId as string;
}
