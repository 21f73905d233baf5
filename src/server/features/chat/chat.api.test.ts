import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { bots, conversationMessages, conversations } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CLINIC_INTENTS, ownerWithClinicBot, putRawFields, putRawIntents } from '../../test/bots-helpers';

let t: TestApp;
const APP_TOKEN = 'test-app-token-0123456789';
beforeAll(async () => {
  t = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
});
afterAll(() => t.close());

const ownerWithBot = (status: 0 | 1 = 1) => ownerWithClinicBot(t, status);
const putIntents = (token: string, botId: string, intents: unknown[]) =>
  putRawIntents(t, token, botId, intents);
const putFields = (token: string, botId: string, fields: unknown[]) => putRawFields(t, token, botId, fields);
function say(botId: string, message: string, conversationId?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bot/${botId}/io`,
    headers,
    payload: { interaction: { from: 'user', message }, botId, appToken: APP_TOKEN, conversationId },
  });
}

describe('conversation', () => {
  it('matches intents, falls back, collects an e-mail and a phone with one invalid attempt each, and stores them', async () => {
    const { token, bot } = await ownerWithBot();
    await putIntents(token, bot._id, CLINIC_INTENTS);
    await putFields(token, bot._id, [
      {
        _id: '1',
        name: 'correo',
        label: 'Correo',
        type: 'email',
        required: true,
        collectAt: 'any',
        order: 0,
      },
      {
        _id: '2',
        name: 'telefono',
        label: 'Teléfono',
        type: 'phone',
        required: true,
        collectAt: 'any',
        order: 1,
      },
    ]);

    const first = await say(bot._id, 'hola, a que hora abren?');
    expect(first.statusCode).toBe(200);
    const reply = first.json();
    expect(reply.intent).toBe('Horarios.de.atención');
    expect(reply.message).toContain('lunes a viernes');
    expect(reply.message).toContain('¿Me compartirías tu correo?');
    expect(reply.messageFiles).toEqual(['/uploads/bots/intents/x/horarios.webp']);
    expect(reply.messageLinks).toEqual([
      { key: 'whatsapp', url: 'https://wa.me/5493515550000', title: 'WhatsApp', hexa: '#25D366' },
    ]);
    const id = reply.conversationId;

    const badEmail = (await say(bot._id, 'mi correo es ana@', id)).json();
    expect(badEmail.intent).toBe('field.correo');
    expect(badEmail.message).toContain('no parece válido');
    const goodEmail = (await say(bot._id, 'ana.perez@example.com', id)).json();
    expect(goodEmail.message).toContain('Anoté tu correo');
    expect(goodEmail.message).toContain('¿Me compartirías tu teléfono?');
    expect((await say(bot._id, '123', id)).json().message).toContain('no parece válido');
    expect((await say(bot._id, '+54 9 351 555-0101', id)).json().message).toContain('Anoté tu teléfono');

    const fallback = (await say(bot._id, '¿venden repuestos de motos?', id)).json();
    expect(fallback.intent).toBe('fallback');
    expect(fallback.message).toContain('Todavía no tengo esa información');
    // No contact published on the bot: the question is left for the owner, and no link sends the visitor away.
    expect(fallback.message).toContain('Le dejé tu pregunta a Marta Ríos');
    expect(fallback.messageLinks).toEqual([]);

    const [stored] = await t.ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(stored?.collected).toMatchObject({
      correo: { value: 'ana.perez@example.com', label: 'Correo' },
      telefono: { value: '+5493515550101', label: 'Teléfono' },
    });
    const messages = await t.ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    expect(messages).toHaveLength(12);
    expect(messages.filter((m) => m.intent === 'fallback' && m.from === 'user').map((m) => m.text)).toEqual([
      '¿venden repuestos de motos?',
    ]);
  });

  it('answers small talk and lets a visitor skip an optional question', async () => {
    const { token, bot } = await ownerWithBot();
    await putFields(token, bot._id, [
      {
        _id: '1',
        name: 'fecha',
        label: 'Fecha de visita',
        type: 'date',
        required: false,
        collectAt: 'start',
        order: 0,
      },
    ]);
    const hello = (await say(bot._id, 'Hola!')).json();
    expect(hello.intent).toBe('smalltalk.greeting');
    expect(hello.message).toContain('Soy Clínica Sonrisas');
    expect(hello.message).toContain('¿Me compartirías tu fecha de visita?');
    const skipped = (await say(bot._id, 'omitir', hello.conversationId)).json();
    expect(skipped.message).toContain('no hay problema');
    const who = (await say(bot._id, '¿quién eres?', hello.conversationId)).json();
    expect(who.message).toContain('Odontología general');
  });

  it('requires the app token', async () => {
    const { bot } = await ownerWithBot();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      payload: { interaction: { from: 'user', message: 'hola' }, appToken: 'incorrecto' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets only the owner and super users talk to an unpublished bot (PROBAR, decision 014)', async () => {
    const { token, bot } = await ownerWithBot(0);
    expect((await say(bot._id, 'hola')).statusCode).toBe(404);
    expect((await say(bot._id, 'hola', undefined, bearer(token))).statusCode).toBe(200);
    const admin = await createUser(t, { isSuperUser: true });
    const adminToken = await signIn(t, admin.email, admin.password);
    expect((await say(bot._id, 'hola', undefined, bearer(adminToken))).statusCode).toBe(200);
    const stranger = await createUser(t);
    const strangerToken = await signIn(t, stranger.email, stranger.password);
    const refused = await say(bot._id, 'hola', undefined, bearer(strangerToken));
    // Still a 404, but it says the bot is not available now rather than that it does not exist.
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'bot_unavailable',
      message: 'Este bot no está disponible por ahora',
    });
    expect((await say('00000000-0000-4000-8000-00000000dead', 'hola')).json().code).toBe('not_found');
  });

  it('answers through the platform bot on /api/io', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/io',
      payload: {
        interaction: { from: 'user', message: '¿Cuánto cuesta?' },
        botId: null,
        appToken: APP_TOKEN,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().intent).not.toBe('fallback');
    const [platform] = await t.ctx.database.db.select().from(bots).where(eq(bots.id, PLATFORM_BOT_ID));
    expect(platform).toBeDefined();
  });

  it('serves random tip-card phrases of published bots', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bots-phrases?limit=10' });
    const { phrases } = response.json();
    expect(phrases).toHaveLength(10);
    expect(phrases[0]).toMatchObject({
      phrase: expect.any(String),
      botId: expect.any(String),
      botAlias: expect.any(String),
    });
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
/** The rows of a raw statement's result (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.runIf(process.env.TEST_DATABASE_URL)('the chat turn write on PostgreSQL', () => {
  it('keeps one plan that reaches every row by key, made while the table was tiny and kept as it grows', async () => {
    const { token, bot } = await ownerWithBot();
    await putIntents(token, bot._id, CLINIC_INTENTS);
    const first = await say(bot._id, '¿Atienden los sábados?');
    expect(first.statusCode).toBe(200);
    const conversationId = first.json().conversationId as string;
    expect((await say(bot._id, '¿Cuánto cuesta una limpieza?', conversationId)).statusCode).toBe(200);

    // The table grows far past the size its plan was made at, and nothing (such as ANALYZE) has the plan
    // made again.
    const chatTurns = t.ctx.database.chatTurns;
    await chatTurns.execute(sql`insert into conversations (id, bot_id, state)
      select gen_random_uuid()::text, ${bot._id}, '{}'::jsonb from generate_series(1, 5000)`);

    // The plan the write keeps on its connection: no node reads a whole table.
    const [statement] = rowsOf<{ generic_plans: number; parameters: number }>(
      await chatTurns.execute(
        sql`select generic_plans, cardinality(parameter_types) as parameters from pg_prepared_statements where name = 'record_turns_checked'`,
      ),
    );
    expect(Number(statement!.generic_plans)).toBeGreaterThan(0);
    const empty = Array.from({ length: Number(statement!.parameters) }, () => `'{}'`).join(', ');
    const explained = await chatTurns.execute(
      sql.raw(`explain (format json) execute record_turns_checked(${empty})`),
    );
    const plan = rowsOf<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(explained)[0]!['QUERY PLAN'][0]!.Plan;
    const nodes = planNodes(plan);
    expect(nodes.some((node) => node['Relation Name'] === 'conversations')).toBe(true);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    const indexScans = nodes.filter((node) => /Index( Only)? Scan$/.test(node['Node Type']));
    expect(indexScans.filter((node) => !node['Index Cond'])).toEqual([]);

    // And the conversation goes on through it.
    const third = await say(bot._id, 'Muchas gracias', conversationId);
    expect(third.statusCode).toBe(200);
    const stored = await t.ctx.database.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(stored).toHaveLength(6);
  });

  it('commits ordinary turns without waiting for the disk, and everything else as usual', async () => {
    const setting = async (db: typeof t.ctx.database.db) =>
      rowsOf<{ synchronous_commit: string }>(await db.execute(sql`show synchronous_commit`))[0]!
        .synchronous_commit;
    expect(await setting(t.ctx.database.chatTurns)).toBe('off');
    expect(await setting(t.ctx.database.db)).toBe('on');
  });
});
