import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { createBotAs, putIntentsAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { csvCell, leadPages } from './inbox.service';
import { questionKey } from './unanswered.service';

const APP_TOKEN = 'test-app-token-0123456789';

let t: TestApp;
let ownerToken: string;
let strangerToken: string;
let adminToken: string;
let bot: { _id: string; alias: string };

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const say = async (message: string, conversationId?: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId },
    })
  ).json() as { conversationId: string; intent: string };

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t, { name: 'Dueña Inbox', hero: `inbox-${Date.now()}` });
  ownerToken = await signIn(t, owner.email, owner.password);
  const stranger = await createUser(t, { name: 'Extraño' });
  strangerToken = await signIn(t, stranger.email, stranger.password);
  const admin = await createUser(t, { name: 'Súper Inbox', isSuperUser: true });
  adminToken = await signIn(t, admin.email, admin.password);
  bot = await createBotAs(t, ownerToken, {
    name: 'Ferretería Inbox',
    description: 'Herramientas y materiales.',
    tags: ['ferretería'],
  });
  await putIntentsAs(t, ownerToken, bot._id, [
    {
      name: 'Horarios',
      questions: ['¿A qué hora abren?', '¿Cuál es el horario?'],
      description: 'De lunes a sábado de 8 a 18.',
    },
  ]);
  await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}/fields`,
    headers: bearer(ownerToken),
    payload: {
      fields: [
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
      ],
    },
  });
});
afterAll(() => t.close());

describe('inbox', () => {
  it('shows only to the owner and super users; others and guessed ids get 404', async () => {
    for (const url of [
      `/api/bot/${bot._id}/conversations`,
      `/api/bot/${bot._id}/leads`,
      `/api/bot/${bot._id}/leads.csv`,
      `/api/bot/${bot._id}/conversations/made-up`,
    ]) {
      expect((await get(url, strangerToken)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get('/api/bot/no-such-bot/conversations', ownerToken)).statusCode).toBe(404);
    expect((await get(`/api/bot/${bot._id}/conversations`, adminToken)).statusCode).toBe(200);
  });

  it('lists conversations newest first, searches what visitors wrote, and opens a transcript', async () => {
    const first = await say('hola');
    await say('ana@example.com', first.conversationId);
    await say('¿a qué hora abren los sábados?', first.conversationId);
    const second = await say('¿venden tornillos inoxidables?');

    const list = (await get(`/api/bot/${bot._id}/conversations`, ownerToken)).json();
    expect(list.conversations[0]._id).toBe(second.conversationId);
    expect(list.conversations.find((c: { _id: string }) => c._id === first.conversationId)).toMatchObject({
      visitor: 'Visitante',
      collected: { correo: { value: 'ana@example.com' } },
    });
    const found = (await get(`/api/bot/${bot._id}/conversations?term=TORNILLOS`, ownerToken)).json();
    expect(found.conversations.map((c: { _id: string }) => c._id)).toEqual([second.conversationId]);

    const { conversation } = (
      await get(`/api/bot/${bot._id}/conversations/${first.conversationId}`, ownerToken)
    ).json();
    const visitorLines = conversation.messages.filter((m: { from: string }) => m.from === 'user');
    expect(visitorLines.map((m: { text: string }) => m.text)).toEqual([
      'hola',
      'ana@example.com',
      '¿a qué hora abren los sábados?',
    ]);
    expect(conversation.messages.some((m: { intent: string }) => m.intent === 'Horarios')).toBe(true);
  });

  it('exports leads as CSV with a BOM, the chosen separator and formula-safe cells', async () => {
    const hostile = await say('hola');
    await say('=cmd|x@example.com', hostile.conversationId);
    const csv = await get(`/api/bot/${bot._id}/leads.csv`, ownerToken);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    // Every visitor so far is anonymous: no column that says "Visitante" on every line.
    expect(csv.body.startsWith('\uFEFFFecha;Correo;Etapa;Etiquetas;Notas;Conversación\r\n')).toBe(true);
    expect(csv.body).toContain(';ana@example.com;');
    const comma = await get(`/api/bot/${bot._id}/leads.csv?separator=,`, ownerToken);
    expect(comma.body).toContain(',ana@example.com,');
    const lines = comma.body.trim().split('\r\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(csvCell('=SUM(A1)', ';')).toBe("'=SUM(A1)");
    expect(csvCell('@SUM(A1)', ';')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd|x', ';')).toBe("'+cmd|x");
    expect(csvCell('a;b "c"', ';')).toBe('"a;b ""c"""');
    // A phone is written as it is: it cannot start a formula, and an apostrophe would show.
    expect(csvCell('+54 9 11 5555-0100', ';')).toBe('+54 9 11 5555-0100');
    expect(csvCell('-3', ';')).toBe('-3');

    // Dates as a person reads them, in the owner's time zone (the browser sends it).
    const bogota = (await get(`/api/bot/${bot._id}/leads.csv?tz=America/Bogota`, ownerToken)).body;
    const local = bogota.split('\r\n')[1]!;
    expect(local).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
    const utc = (await get(`/api/bot/${bot._id}/leads.csv`, ownerToken)).body.split('\r\n')[1]!;
    const hours = (line: string) => Number(/ (\d{2}):/.exec(line)![1]);
    // Bogotá is UTC−5 all year.
    expect((hours(utc) - hours(local) + 24) % 24).toBe(5);
    expect((await get(`/api/bot/${bot._id}/leads.csv?tz=Marte/Olimpo`, ownerToken)).statusCode).toBe(400);

    // Once a lead has a name, the column is there.
    await t.ctx.database.db.execute(
      sql`update conversations set visitor_name = 'Ana Pérez'
          where bot_id = ${bot._id} and collected->'correo'->>'value' = 'ana@example.com'`,
    );
    const named = (await get(`/api/bot/${bot._id}/leads.csv`, ownerToken)).body;
    expect(named.startsWith('\uFEFFFecha;Visitante;Correo;Etapa;Etiquetas;Notas;Conversación\r\n')).toBe(
      true,
    );
    expect(named).toContain(';Ana Pérez;ana@example.com;');
    expect(
      (await get(`/api/bot/${bot._id}/leads.csv?from=2999-01-01`, ownerToken)).body.trim().split('\r\n'),
    ).toHaveLength(1);
    expect((await get(`/api/bot/${bot._id}/leads?from=ayer`, ownerToken)).statusCode).toBe(400);
  });

  it('reads 10,000 leads a page at a time, in order, without repeats', async () => {
    const db = t.ctx.database.db;
    await db.execute(sql`
      insert into conversations (id, bot_id, collected, state, created_at)
      select 'bulk-' || g, ${bot._id},
             jsonb_build_object('correo', jsonb_build_object('value', 'p' || g || '@example.com', 'label', 'Correo', 'at', now()::text)),
             '{"pendingField":null,"attempts":0,"skipped":[],"matched":[]}'::jsonb,
             now() - interval '1 day' + (g || ' milliseconds')::interval
      from generate_series(1, 10000) g`);
    let pages = 0;
    let largest = 0;
    const seen = new Set<string>();
    for await (const page of leadPages(t.ctx, bot._id, { from: undefined, to: undefined })) {
      pages += 1;
      largest = Math.max(largest, page.length);
      for (const lead of page) seen.add(lead.conversationId);
    }
    expect(largest).toBeLessThanOrEqual(500);
    expect(pages).toBeGreaterThanOrEqual(20);
    expect([...seen].filter((id) => id.startsWith('bulk-'))).toHaveLength(10_000);
    const csv = await get(`/api/bot/${bot._id}/leads.csv`, ownerToken);
    expect(
      csv.body.split('\r\n').filter((line) => line.includes('@example.com')).length,
    ).toBeGreaterThanOrEqual(10_000);
  });

  it('groups what the bot did not know and learns it in one step', async () => {
    expect(questionKey('¿Hacen envíos a Salta?')).toBe(questionKey('hacen envio a salta'));
    expect(questionKey('¿Venden tornillos?')).not.toBe(questionKey('¿Venden clavos?'));

    for (const text of [
      '¿Venden pintura para exterior?',
      'venden pintura para exterior',
      '¿Arreglan bicicletas?',
    ]) {
      const turn = await say('hola');
      await say('visitante@example.com', turn.conversationId);
      expect((await say(text, turn.conversationId)).intent).toBe('fallback');
    }
    const url = `/api/bot/${bot._id}/unanswered`;
    expect((await get(url, strangerToken)).statusCode).toBe(404);
    const { groups } = (await get(url, ownerToken)).json();
    const paint = groups.find((g: { text: string }) => /pintura/i.test(g.text));
    expect(paint).toMatchObject({ count: 2 });
    expect(paint.samples).toHaveLength(2);

    const post = (payload: object, token = ownerToken) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect((await post({ key: paint.key, newIntent: { name: 'Pintura' } }, strangerToken)).statusCode).toBe(
      404,
    );
    expect((await post({ key: paint.key })).statusCode).toBe(400);
    const resolved = await post({
      key: paint.key,
      newIntent: { name: 'Pintura', description: 'Sí: látex para exterior de 4 y 20 litros.' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().groups.some((g: { key: string }) => g.key === paint.key)).toBe(false);

    const again = await say('¿venden pintura para exterior?');
    expect(again.intent).toBe('Pintura');

    // Adding a group to an existing intent keeps the intent and adds the wording as a question.
    const bikes = (await get(url, ownerToken))
      .json()
      .groups.find((g: { text: string }) => /bicicletas/i.test(g.text));
    const current = (await get(`/api/bot/${bot._id}`, ownerToken)).json().bot.intents as Array<{
      _id: string;
      name: string;
    }>;
    const hours = current.find((i) => i.name === 'Horarios')!;
    expect((await post({ key: bikes.key, intentId: hours._id })).statusCode).toBe(200);
    const after = (await get(`/api/bot/${bot._id}`, ownerToken)).json().bot.intents as Array<{
      name: string;
      questions: string[];
    }>;
    expect(after.find((i) => i.name === 'Horarios')!.questions).toContain('¿Arreglan bicicletas?');
  });

  it('counts activity per day and the top intents and unanswered questions', async () => {
    const url = `/api/bot/${bot._id}/stats`;
    expect((await get(url, strangerToken)).statusCode).toBe(404);
    expect((await get(`${url}?days=8`, ownerToken)).statusCode).toBe(400);
    const week = (await get(`${url}?days=7`, ownerToken)).json();
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    // The 10,000 bulk conversations were created yesterday, all with a lead.
    expect(week.days.at(-2).leads).toBeGreaterThanOrEqual(10_000);
    expect(week.totals.conversations).toBe(
      week.days.reduce((n: number, d: { conversations: number }) => n + d.conversations, 0),
    );
    expect(week.totals.answered).toBeGreaterThanOrEqual(2);
    expect(week.totals.answeredShare).toBeGreaterThan(0);
    expect(week.totals.answeredShare).toBeLessThan(1);
    expect(week.topIntents.map((i: { intent: string }) => i.intent)).toEqual(
      expect.arrayContaining(['Horarios', 'Pintura']),
    );
    expect((await get(`${url}?days=90`, adminToken)).json().days).toHaveLength(90);
  });

  it("marks the owner's own tries as tests and leaves them out of the stats", async () => {
    const url = `/api/bot/${bot._id}/stats`;
    const before = (await get(`${url}?days=7`, ownerToken)).json().days.at(-1);
    // The owner tries the bot ("PROBAR") signed in: a conversation of their own.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      headers: bearer(ownerToken),
      payload: { interaction: { from: 'user', message: '¿A qué hora abren?' }, appToken: APP_TOKEN },
    });
    expect(own.statusCode).toBe(200);
    const ownId = (own.json() as { conversationId: string }).conversationId;
    const visitor = await say('¿A qué hora abren?');

    const after = (await get(`${url}?days=7`, ownerToken)).json().days.at(-1);
    expect(after.conversations).toBe(before.conversations + 1);
    expect(after.visitorMessages).toBe(before.visitorMessages + 1);

    const { conversations: list } = (await get(`/api/bot/${bot._id}/conversations`, ownerToken)).json();
    const byId = new Map(list.map((c: { _id: string; test: boolean }) => [c._id, c.test]));
    expect(byId.get(ownId)).toBe(true);
    expect(byId.get(visitor.conversationId)).toBe(false);
  });
});

describe('inbox search over many conversations', () => {
  it('counts a common word up to the cap, pages it newest first, and still finds a rare one far back', async () => {
    const many = await createBotAs(t, ownerToken, {
      name: 'Panadería Muchas',
      description: 'Pan y facturas.',
      tags: ['panadería'],
    });
    // 6,000 conversations, one a minute back from now: every fourth asks about "medialunas"; the three
    // oldest (past the newest 5,000 a search walks) ask about "sacramentos".
    await t.ctx.database.db.execute(sql`
      with made as (
        insert into conversations (id, bot_id, state, created_at, updated_at)
        select 'many-' || lpad(g::text, 4, '0'), ${many._id}, '{}'::jsonb,
          now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        from generate_series(1, 6000) g
        returning id)
      insert into conversation_messages (id, conversation_id, bot_id, "from", text, created_at)
      select made.id || '-m', made.id, ${many._id}, 'user',
        case when made.id > 'many-5997' then '¿Hacen sacramentos por encargo?'
             when right(made.id, 4)::int % 4 = 0 then '¿Tienen medialunas de manteca?'
             else 'Hola, buen día' end,
        now()
      from made`);
    const search = async (term: string, page = 1) =>
      (
        await get(
          `/api/bot/${many._id}/conversations?term=${encodeURIComponent(term)}&page=${page}`,
          ownerToken,
        )
      ).json() as {
        conversations: Array<{ _id: string }>;
        total: number;
        totalCapped: boolean;
        nextPage: number | null;
      };

    const common = await search('MEDIALUNAS');
    expect(common).toMatchObject({ total: 1000, totalCapped: true, nextPage: 2 });
    expect(common.conversations.map((c) => c._id).slice(0, 3)).toEqual([
      'many-0004',
      'many-0008',
      'many-0012',
    ]);
    const second = await search('medialunas', 2);
    expect(second.conversations[0]?._id).toBe(
      `many-${String(4 * (common.conversations.length + 1)).padStart(4, '0')}`,
    );

    const rare = await search('sacramentos');
    expect(rare).toMatchObject({ total: 3, totalCapped: false, nextPage: null });
    expect(rare.conversations.map((c) => c._id)).toEqual(['many-5998', 'many-5999', 'many-6000']);

    const none = await search('medialunas sacramentos');
    expect(none).toMatchObject({ conversations: [], total: 0, totalCapped: false });

    const all = (await get(`/api/bot/${many._id}/conversations`, ownerToken)).json();
    expect(all).toMatchObject({ total: 1000, totalCapped: true });
  });
});
