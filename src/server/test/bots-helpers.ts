import { expect } from 'vitest';
import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

let counter = 0;

/** A published bot of the signed-in owner, through the API; a unique alias unless one is given. */
export async function createBotAs(
  t: TestApp,
  token: string,
  fields: { name: string; description: string; tags: string[]; alias?: string; categoryKey?: string },
): Promise<{ _id: string; alias: string }> {
  counter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `bot-${Date.now().toString(36)}-${counter}`,
      ...fields,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().bot;
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
