import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema';
import { bearer, createUser, freshIp, signIn } from '../../test/accounts-helpers';
import { createBotAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const APP_TOKEN = 'test-app-token-0123456789';
const SHOP = 'https://tienda.example';

let t: TestApp;
let ownerToken: string;
let strangerToken: string;
let bot: { _id: string; alias: string };

const chat = (message: string, extra: Record<string, unknown> = {}, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bot/${bot._id}/io`,
    remoteAddress,
    headers: { 'accept-language': 'es-AR,es;q=0.9' },
    payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, ...extra },
  });

const setDomains = (domains: string[], token = ownerToken) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}/embed`,
    headers: bearer(token),
    payload: { domains },
  });

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'vocero-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Vocero</title></head></html>',
  );
  t = await buildTestApp({ webRoot, env: { PUBLIC_URL: 'https://vocero.example' } });
  const owner = await createUser(t, { name: 'Dueño Widget', hero: `widget-${Date.now()}` });
  ownerToken = await signIn(t, owner.email, owner.password);
  const stranger = await createUser(t, { name: 'Extraña' });
  strangerToken = await signIn(t, stranger.email, stranger.password);
  bot = await createBotAs(t, ownerToken, {
    name: 'Panadería Widget',
    description: 'Pan de masa madre.',
    tags: ['pan'],
  });
});
afterAll(() => t.close());

describe('allowed sites', () => {
  it('are set by the owner only, normalised from pasted addresses, with Spanish errors', async () => {
    expect((await setDomains([SHOP], strangerToken)).statusCode).toBe(404);
    const bad = await setDomains(['no es un dominio']);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Escribe un dominio válido');

    const saved = await setDomains(['https://Tienda.example/contacto', 'localhost:4000', 'tienda.example']);
    expect(saved.json()).toEqual({ domains: ['tienda.example', 'localhost:4000'] });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}`,
      headers: bearer(ownerToken),
    });
    expect(detail.json().bot.embedDomains).toEqual(['tienda.example', 'localhost:4000']);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}`,
      headers: bearer(strangerToken),
    });
    expect(seen.json().bot.embedDomains).toEqual([]);
  });

  it("answer the launcher's config to a listed site and refuse the others", async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: `/api/widget/${bot.alias}`,
      headers: { origin: 'https://www.tienda.example' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.tienda.example');
    expect(allowed.json()).toMatchObject({
      botId: bot._id,
      name: 'Panadería Widget',
    });

    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/widget/${bot.alias}`,
      headers: { origin: 'https://otra.example' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'embed_forbidden',
      message: 'Este sitio no tiene permiso para mostrar este bot.',
    });
  });

  it('say the same in the frame headers of the chat panel', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/embed/${bot.alias}` });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' http://tienda.example:* http://*.tienda.example:*");
    expect(csp).toContain('http://localhost:4000');
    expect(csp).not.toContain('otra.example');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    // Every other page stays unframeable by other sites.
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(home.headers['content-security-policy'])).toContain("frame-ancestors 'self';");
  });

  it('let any site embed the bot when the list is empty', async () => {
    await setDomains([]);
    const page = await t.app.inject({ method: 'GET', url: `/embed/${bot.alias}` });
    expect(String(page.headers['content-security-policy'])).toContain('frame-ancestors *');
    const config = await t.app.inject({
      method: 'GET',
      url: `/api/widget/${bot.alias}`,
      headers: { origin: 'https://cualquiera.example' },
    });
    expect(config.statusCode).toBe(200);
    await setDomains([SHOP]);
  });
});

describe('chat through the widget', () => {
  it('refuses a site the owner did not list, and keeps the origin and country of an allowed one', async () => {
    const refused = await chat('hola', { origin: 'https://otra.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este sitio no tiene permiso para mostrar este bot.');

    const reply = await chat('hola', { origin: `${SHOP}/productos?x=1` });
    expect(reply.statusCode).toBe(200);
    const { conversationId } = reply.json();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations`,
      headers: bearer(ownerToken),
    });
    expect(list.json().conversations.find((c: { _id: string }) => c._id === conversationId)).toMatchObject({
      visitor: 'Visitante',
      origin: SHOP,
      country: 'AR',
    });
  });

  it('limits each visitor with a Spanish 429, without touching other visitors', async () => {
    const ip = freshIp();
    const first = (await chat('hola', {}, ip)).json();
    let status = 200;
    let body = '';
    for (let i = 0; i < 25 && status === 200; i++) {
      const response = await chat('¿tienen pan integral?', { conversationId: first.conversationId }, ip);
      status = response.statusCode;
      body = response.body;
    }
    expect(status).toBe(429);
    expect(JSON.parse(body)).toMatchObject({
      code: 'rate_limited',
      message: 'Estás enviando mensajes muy rápido. En un momento podrás volver a escribir.',
    });
    // Another visitor from the same address still chats.
    expect((await chat('hola', {}, ip)).statusCode).toBe(200);
  });

  it('starts a new conversation for an id it never issued, under the address limit for new ones', async () => {
    const ip = freshIp();
    const before = await conversationCount();
    const made = await chat('hola', { conversationId: 'inventado-1' }, ip);
    expect(made.statusCode).toBe(200);
    expect(made.json().conversationId).not.toBe('inventado-1');
    let status = 200;
    let sent = 1;
    for (; sent < 60 && status === 200; sent++) {
      status = (await chat('hola', { conversationId: `inventado-${sent + 1}` }, ip)).statusCode;
    }
    expect(status).toBe(429);
    // Made-up ids got no allowance of their own: the address's 30 new conversations, and no more stored.
    expect(sent - 1).toBe(30);
    expect((await conversationCount()) - before).toBe(30);
  });

  it("never writes into another visitor's conversation", async () => {
    const visitor = await createUser(t, { name: 'Visitante Firmada' });
    const visitorToken = await signIn(t, visitor.email, visitor.password);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      remoteAddress: freshIp(),
      headers: bearer(visitorToken),
      payload: { interaction: { from: 'user', message: 'hola' }, appToken: APP_TOKEN },
    });
    const conversationId = own.json().conversationId as string;
    const transcript = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bot/${bot._id}/conversations/${conversationId}`,
          headers: bearer(ownerToken),
        })
      ).json().conversation.messages as Array<{ text: string }>;
    const before = (await transcript()).length;
    // An anonymous caller and another signed-in user who know the id: each gets a conversation of their own.
    const anonymous = await chat('mensaje ajeno', { conversationId });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().conversationId).not.toBe(conversationId);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      remoteAddress: freshIp(),
      headers: bearer(strangerToken),
      payload: {
        interaction: { from: 'user', message: 'otro mensaje ajeno' },
        appToken: APP_TOKEN,
        conversationId,
      },
    });
    expect(other.json().conversationId).not.toBe(conversationId);
    const after = await transcript();
    expect(after).toHaveLength(before);
    expect(after.map((m) => m.text)).not.toContain('mensaje ajeno');
    // The visitor herself goes on in her conversation.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      remoteAddress: freshIp(),
      headers: bearer(visitorToken),
      payload: { interaction: { from: 'user', message: 'sigo yo' }, appToken: APP_TOKEN, conversationId },
    });
    expect(again.json().conversationId).toBe(conversationId);
  });
});

async function conversationCount(): Promise<number> {
  const rows = await t.ctx.database.db.select().from(conversations).where(eq(conversations.botId, bot._id));
  return rows.length;
}
