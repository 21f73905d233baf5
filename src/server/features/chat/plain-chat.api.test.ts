import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { parsePlainChat, type PlainChatState } from '../../../shared/plain-chat';
import { ChatLimits } from '../../../shared/schemas/chat';
import { conversationMessages, conversations } from '../../db/schema';
import { freshIp } from '../../test/accounts-helpers';
import { CLINIC_INTENTS, ownerWithClinicBot, putRawIntents } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PLAIN_CHAT_SCRIPT } from '../seo/plain-chat-script';

let t: TestApp;
let origin: string;
let clinic: { alias: string; id: string };
let hidden: { alias: string; ownerToken: string };

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'vocero-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Vocero</title>' +
      '<script type="module" crossorigin src="/assets/index-t1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webRoot });
  origin = new URL(t.ctx.settings.publicUrl).origin;
  const { token, bot } = await ownerWithClinicBot(t);
  await putRawIntents(t, token, bot._id, CLINIC_INTENTS);
  clinic = { alias: bot.alias, id: bot._id };
  const draft = await ownerWithClinicBot(t, 0);
  await putRawIntents(t, draft.token, draft.bot._id, CLINIC_INTENTS);
  hidden = { alias: draft.bot.alias, ownerToken: draft.token };
});
afterAll(() => t.close());

interface Post {
  alias?: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
  payload?: string;
}

/** The plain chat's form as a browser posts it from the bot's own page. */
function post({ alias = clinic.alias, fields = {}, headers = {}, ip = freshIp(), payload }: Post) {
  return t.app.inject({
    method: 'POST',
    url: `/${alias}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    payload: payload ?? new URLSearchParams(fields).toString(),
  });
}

/** The HTML inside the app's root element. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

/** The plain chat's state the page carries for the app (`data-chat`, HTML-escaped JSON). */
function stateOf(html: string): PlainChatState {
  const attribute = /data-chat="([^"]*)"/.exec(html)?.[1] ?? '';
  const json = attribute.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const state = parsePlainChat(json);
  if (!state) throw new Error('no plain chat state in the page');
  return state;
}

describe('the bot page’s plain chat (issue 38)', () => {
  it('draws a form that posts to the page, and allows only its own inline script by hash', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/${clinic.alias}` });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(
      `<form class="fv-form" method="post" action="/${clinic.alias}#chat" data-plain-chat>`,
    );
    expect(root).toContain(`aria-label="${msg.chat.input}"`);
    expect(root).toContain(`>${msg.chat.send}</button>`);
    expect(root).toContain(msg.chat.greeting);
    expect(root).not.toContain('aria-busy');
    expect(stateOf(root)).toEqual({
      botId: clinic.id,
      conversationId: null,
      messages: [],
      chips: [],
      draft: '',
      notice: null,
    });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(`<script>${PLAIN_CHAT_SCRIPT}</script>`);
    const hash = createHash('sha256').update(PLAIN_CHAT_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('lets the bot page start the app when its chat is idle: the entry is fetched, not run, there only', async () => {
    const page = (await t.app.inject({ method: 'GET', url: `/${clinic.alias}` })).body;
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-t1.js" data-app-entry>',
    );
    expect(page).not.toContain('<script type="module"');
    const answered = (await post({ fields: { message: 'hola' } })).body;
    expect(answered).toContain('data-app-entry');
    for (const url of ['/', '/bots', '/no-existe-este-bot']) {
      const other = (await t.app.inject({ method: 'GET', url })).body;
      expect(other, url).toContain('<script type="module" crossorigin src="/assets/index-t1.js"></script>');
      expect(other, url).not.toContain('data-app-entry');
      expect(other, url).not.toContain(PLAIN_CHAT_SCRIPT);
    }
  });

  it('answers a message with the page: the exchange drawn safely, the turn stored, the conversation kept', async () => {
    const ip = freshIp();
    const first = await post({ fields: { message: '¿Cuál es el horario?' }, ip });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    const state = stateOf(first.body);
    expect(state.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.messages.map((m) => m.from)).toEqual(['user', 'bot']);
    expect(state.messages[1]!.text).toContain('lunes a viernes');
    expect(state.messages[1]!.files).toEqual(['/uploads/bots/intents/x/horarios.webp']);
    const root = rootOf(first.body);
    // The reply's markdown as the app draws it: bold, and a link to the bot's own WhatsApp.
    expect(root).toContain('<strong>lunes a viernes de 9 a 19 h</strong>');
    expect(root).toContain(
      '<a href="https://wa.me/5493515550000" target="_blank" rel="noopener noreferrer">https://wa.me/5493515550000</a>',
    );
    expect(root).toContain(`name="conversationId" value="${state.conversationId}"`);

    const stored = await t.ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, state.conversationId!));
    expect(stored.map((m) => m.from).sort()).toEqual(['bot', 'user']);
    const [conversation] = await t.ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, state.conversationId!));
    expect(conversation).toMatchObject({ botId: clinic.id, channel: 'web', userId: null });

    // A chip of the reply, or a second message, goes on with the same conversation.
    const second = await post({
      fields: { message: '', pick: '¿Cuánto cuesta una limpieza?', conversationId: state.conversationId! },
      ip,
    });
    expect(second.statusCode).toBe(200);
    const after = stateOf(second.body);
    expect(after.conversationId).toBe(state.conversationId);
    expect(after.messages.map((m) => m.text)).toEqual([
      '¿Cuál es el horario?',
      state.messages[1]!.text,
      '¿Cuánto cuesta una limpieza?',
      expect.stringContaining('$25.000'),
    ]);
  });

  it('escapes hostile words everywhere: the message, the kept draft, a made-up conversation id', async () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&</li><script>alert(2)</script>';
    const made = '"><script>alert(3)</script>';
    const response = await post({ fields: { message: hostile, conversationId: made } });
    // An id the server never issued starts a new conversation.
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).not.toContain('<img src=x');
    expect(root).not.toContain('<script');
    expect(root).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;&#60;/li&#62;');
    const state = stateOf(response.body);
    expect(state.messages[0]).toEqual({ from: 'user', text: hostile });
    expect(state.conversationId).not.toBe(made);

    // Refused (too long), the text comes back in the input, escaped.
    const long = `${hostile}${'a'.repeat(ChatLimits.messageMax)}`;
    const refused = await post({ fields: { message: long } });
    expect(refused.statusCode).toBe(400);
    expect(rootOf(refused.body)).not.toContain('<img src=x');
    expect(rootOf(refused.body)).toContain('value="&#60;img src=x');
  });

  it('answers bad input with the page and a Spanish reason (4xx), never a 500', async () => {
    const empty = await post({ fields: { message: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toContain('text/html');
    expect(stateOf(empty.body).notice).toBe('Escribe un mensaje');
    expect(rootOf(empty.body)).toContain('role="alert">Escribe un mensaje</p>');

    const long = await post({ fields: { message: 'a'.repeat(ChatLimits.messageMax + 1) } });
    expect(long.statusCode).toBe(400);
    expect(stateOf(long.body).notice).toBe(`El mensaje es demasiado largo (max: ${ChatLimits.messageMax})`);

    const json = await post({
      headers: { 'content-type': 'application/json' },
      payload: '{"message":"hola"}',
    });
    expect(json.statusCode).toBe(400);
    expect(stateOf(json.body).notice).toBe('Escribe un mensaje');

    const huge = await post({ payload: `message=${'a'.repeat(40_000)}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toContain('text/html');
    expect(rootOf(huge.body)).toContain(`<h1>${msg.plainChat.refusedTitle}</h1>`);

    for (const alias of ['no-existe-este-bot', hidden.alias, 'bots']) {
      const missing = await post({ alias, fields: { message: 'hola' } });
      expect(missing.statusCode, alias).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
      expect(rootOf(missing.body)).toContain(msg.plainChat.notFoundText);
      expect(missing.body).not.toContain('Clínica Sonrisas');
    }
    // The API's addresses keep the API's answers.
    const api = await t.app.inject({ method: 'POST', url: '/api', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it('refuses a form posted from another site, or from nowhere it can tell, and stores nothing', async () => {
    const before = await t.ctx.database.db.select().from(conversations);
    const cases: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '' },
    ];
    for (const headers of cases) {
      const response = await post({ fields: { message: 'hola' }, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(stateOf(response.body).notice).toBe(msg.plainChat.crossSite);
      expect(stateOf(response.body).draft).toBe('hola');
    }
    // Where the browser sends no Origin, Sec-Fetch-Site says it is the page's own.
    const same = await post({
      fields: { message: 'hola' },
      headers: { origin: '', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
    const after = await t.ctx.database.db.select().from(conversations);
    expect(after.length).toBe(before.length + 1);
  });

  it('is rate limited like the chat API: a new conversation per address, then every message', async () => {
    const ip = freshIp();
    const limit = 30 * t.ctx.settings.rateLimitFactor;
    for (let i = 0; i < limit; i++) await t.ctx.rateLimiter.consume('chatNewIp', ip);
    const refused = await post({ fields: { message: 'hola' }, ip });
    expect(refused.statusCode).toBe(429);
    expect(stateOf(refused.body).notice).toBe(msg.handoff.chatRateLimited);
    expect(stateOf(refused.body).draft).toBe('hola');

    const other = freshIp();
    for (let i = 0; i < 120 * t.ctx.settings.rateLimitFactor; i++) {
      await t.ctx.rateLimiter.consume('chatIp', other);
    }
    expect((await post({ fields: { message: 'hola' }, ip: other })).statusCode).toBe(429);
  });

  it('lets the owner try an unpublished bot with the session cookie, and keeps the conversation theirs', async () => {
    const response = await post({
      alias: hidden.alias,
      fields: { message: '¿Cuál es el horario?' },
      headers: { cookie: `token=${encodeURIComponent(hidden.ownerToken)}` },
    });
    expect(response.statusCode).toBe(200);
    const state = stateOf(response.body);
    const [conversation] = await t.ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, state.conversationId!));
    expect(conversation!.userId).not.toBeNull();
    // Another site's form gets no session: the same bot is a 404 there.
    const crossSite = await post({
      alias: hidden.alias,
      fields: { message: 'hola' },
      headers: { cookie: `token=${encodeURIComponent(hidden.ownerToken)}`, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(404);
  });
});
