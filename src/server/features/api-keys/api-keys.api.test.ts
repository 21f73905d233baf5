import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { createBotAs, putEmailFieldAs, putIntentsAs, visitorSays } from '../../test/bots-helpers';
import { invitationTokenFor } from '../../test/team-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * API keys (issue 43): shown once, stored hashed, scoped, revocable, for the owner's own bots only, and
 * described in the OpenAPI document.
 */

let t: TestApp;
let ownerToken: string;
let otherToken: string;
let bot: { _id: string; alias: string };
let otherBot: { _id: string; alias: string };
/** A bot of someone else that the owner runs as an admin: a key still does not reach it. */
let memberBot: { _id: string; alias: string };

const call = (method: string, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function newKey(scopes: string[], token = ownerToken) {
  const created = await call('POST', '/api/api-keys', token, { name: 'Planilla de contactos', scopes });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { key: { _id: string; prefix: string; scopes: string[] }; token: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t, { name: 'Romina' });
  ownerToken = await signIn(t, owner.email, owner.password);
  const other = await createUser(t, { name: 'Otro dueño' });
  otherToken = await signIn(t, other.email, other.password);
  bot = await createBotAs(t, ownerToken, { name: 'Peluquería Romi', description: 'Cortes.', tags: ['pelo'] });
  otherBot = await createBotAs(t, otherToken, { name: 'Ferretería', description: 'Tornillos.', tags: ['x'] });
  memberBot = await createBotAs(t, otherToken, { name: 'Vivero', description: 'Plantas.', tags: ['y'] });
  // The owner of `bot` joins `memberBot` as an admin: their session reaches it, their keys must not.
  const invited = await call('POST', `/api/bot/${memberBot._id}/members`, otherToken, {
    email: owner.email,
    role: 'admin',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call(
    'POST',
    `/api/invitations/${await invitationTokenFor(t, owner.email)}/accept`,
    ownerToken,
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  for (const [token, target] of [
    [ownerToken, bot],
    [otherToken, otherBot],
  ] as const) {
    await putIntentsAs(t, token, target._id, [
      { name: 'Horarios', description: 'Abrimos a las 9.', questions: ['¿A qué hora abren?'] },
    ]);
    await putEmailFieldAs(t, token, target._id);
    const conversationId = await visitorSays(t, target._id, 'Hola');
    await visitorSays(t, target._id, 'ana@example.com', conversationId);
  }
});
afterAll(() => t.close());

describe('API keys', () => {
  it('are shown once, listed by name, scopes and prefix, never by token', async () => {
    const { key, token } = await newKey(['leads:read']);
    expect(token).toMatch(/^vk_[\w-]{43}$/);
    expect(key.prefix).toBe(token.slice(0, 8));
    const list = await call('GET', '/api/api-keys', ownerToken);
    expect(list.json().keys).toContainEqual(
      expect.objectContaining({ _id: key._id, name: 'Planilla de contactos', scopes: ['leads:read'] }),
    );
    expect(list.body).not.toContain(token);
    const bad = await call('POST', '/api/api-keys', ownerToken, { name: 'x', scopes: ['leads:write'] });
    expect(bad.statusCode).toBe(400);
    const none = await call('POST', '/api/api-keys', ownerToken, { name: 'x', scopes: [] });
    expect(none.json().fields).toMatchObject({ scopes: msg.integrations.noScopes });
  });

  it("with leads:read list the owner's leads, get 404 for another's bot and 403 for a write", async () => {
    const { token } = await newKey(['leads:read']);
    const leads = await call('GET', `/api/bot/${bot._id}/leads`, token);
    expect(leads.statusCode, leads.body).toBe(200);
    expect(leads.json().leads).toHaveLength(1);
    expect(leads.json().leads[0].values).toMatchObject({ correo: 'ana@example.com' });
    const csv = await call('GET', `/api/bot/${bot._id}/leads.csv`, token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('ana@example.com');

    // Another owner's bot, and a bot the key's owner runs only as a member.
    for (const target of [otherBot, memberBot]) {
      const refused = await call('GET', `/api/bot/${target._id}/leads`, token);
      expect(refused.statusCode, target.alias).toBe(404);
    }
    const write = await call(
      'PATCH',
      `/api/bot/${bot._id}/leads/${leads.json().leads[0].conversationId}`,
      token,
      { stage: 'contacted' },
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(msg.integrations.keyNotAllowedHere);
    const otherScope = await call('GET', `/api/bot/${bot._id}/conversations`, token);
    expect(otherScope.statusCode).toBe(403);
    expect(otherScope.json().message).toBe(msg.integrations.keyScopeMissing('conversations:read'));
    // A key never manages keys.
    expect((await call('GET', '/api/api-keys', token)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/api-keys', token, { name: 'x', scopes: ['bots:read'] })).statusCode,
    ).toBe(403);
  });

  it('reach conversations, appointments and bots with their scopes', async () => {
    const { token } = await newKey(['conversations:read', 'appointments:read', 'bots:read']);
    const conversations = await call('GET', `/api/bot/${bot._id}/conversations`, token);
    expect(conversations.statusCode, conversations.body).toBe(200);
    const first = conversations.json().conversations[0]._id;
    expect((await call('GET', `/api/bot/${bot._id}/conversations/${first}`, token)).statusCode).toBe(200);
    expect((await call('GET', `/api/bot/${bot._id}/appointments`, token)).statusCode).toBe(200);
    const mine = await call('GET', '/api/my-bots', token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().bots.map((b: { _id: string }) => b._id)).toEqual([bot._id]);
    const detail = await call('GET', `/api/bot/${bot._id}`, token);
    expect(detail.json().bot.viewerRole).toBe('owner');
    expect((await call('GET', `/api/bot/${memberBot._id}`, token)).json().bot.viewerRole).toBeUndefined();
  });

  it('get 401 once revoked, and note their last use', async () => {
    const { key, token } = await newKey(['bots:read']);
    expect((await call('GET', '/api/my-bots', token)).statusCode).toBe(200);
    let listed: { lastUsedAt: string | null } | undefined;
    for (let i = 0; i < 50 && !listed?.lastUsedAt; i++) {
      listed = (await call('GET', '/api/api-keys', ownerToken))
        .json()
        .keys.find((k: { _id: string }) => k._id === key._id);
      if (!listed?.lastUsedAt) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listed?.lastUsedAt).not.toBeNull();
    expect((await call('DELETE', `/api/api-keys/${key._id}`, otherToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/api-keys/${key._id}`, ownerToken)).statusCode).toBe(204);
    const revoked = await call('GET', '/api/my-bots', token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(msg.integrations.keyRevoked);
    // Even on a public route: a script learns at once that its key is gone.
    expect((await call('GET', '/api/categories', token)).statusCode).toBe(401);
  });

  it('are limited to 300 requests a minute each', async () => {
    const { token } = await newKey(['bots:read']);
    let last = 200;
    for (let i = 0; i < 301 && last === 200; i++)
      last = (await call('GET', '/api/my-bots', token)).statusCode;
    expect(last).toBe(429);
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/docs/json', null)).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/bot/{id}/leads'].get.security).toEqual([
      { bearer: [] },
      { apiKey: ['leads:read'] },
    ]);
  });
});
