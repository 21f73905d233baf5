import { expect } from 'vitest';
import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

let counter = 0;

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
    ...fields,
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode).toBe(201);
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
