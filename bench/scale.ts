// `npm run bench:scale` (issue 44): how the platform's costs grow. Seeds a scratch PostgreSQL database with
// SCALE_BOTS bots and SCALE_MESSAGES inbox messages, loads SCALE_MODEL_BOTS bots of 300 intents into one
// server, and measures every target of the issue in one run. Prints one line per target,
// `PASS|FAIL name figure target`, and exits non-zero when any fails. The scratch database is dropped at the
// end. Latencies are taken with nothing else running on the machine: the load average is printed beside
// them, and on a busy machine they are not CPU. SCALE_ONLY (comma-separated: start, directory, inbox,
// server, pglite; `postgres` is directory, inbox and server) runs some parts alone.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeContext, openContext } from '../src/server/bootstrap';
import type { Db } from '../src/server/db/client';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { explainDirectoryPage, findBots, type ListFilters } from '../src/server/features/bots/bots.repo';
import { conversationSummaries } from '../src/server/features/conversations/reports.repo';
import { parseSettings, resolveSettings } from '../src/server/settings';
import { BENCH_SECRETS, loadEndpoint, startServer, stopServer } from './http';
import { PG_ADMIN_URL } from './machine';
import { seedBots } from './seed-bots';
import { HOT_BOT_ALIAS, visitorConversation } from './visitor';

const SCALE_BOTS = Number(process.env.SCALE_BOTS ?? 1_000_000);
const SCALE_MESSAGES = Number(process.env.SCALE_MESSAGES ?? 2_000_000);
const SCALE_MODEL_BOTS = Number(process.env.SCALE_MODEL_BOTS ?? 1_000);
const INTENTS_PER_BOT = 300;
const MODEL_CACHE_MB = 256;
const PORT = Number(process.env.BENCH_PORT ?? 3930);
/** A word in one message of every 100,000: what an owner looks for in the inbox. */
const RARE_WORD = 'zapallito';
const METRICS_TOKEN = 'bench-scale-metrics-token-0123456789';

interface Outcome {
  name: string;
  figure: string;
  target: string;
  pass: boolean;
}
const outcomes: Outcome[] = [];
const notes: string[] = [];

function record(outcome: Outcome) {
  outcomes.push(outcome);
  console.log(`${outcome.pass ? 'PASS' : 'FAIL'} ${outcome.name} ${outcome.figure} ${outcome.target}`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Resident memory of a process (Linux /proc), in bytes. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm: plans and pages in the cache
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

// ---------- start ----------

async function waitForHealth(port: number, deadlineMs: number): Promise<boolean> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  return false;
}

async function benchStart() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-scale-start-'));
  const run = async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const started = performance.now();
    const up = await waitForHealth(PORT, 300_000);
    const elapsed = performance.now() - started;
    await stopServer(child);
    if (!up) throw new Error('npm start did not reach health');
    return elapsed;
  };
  try {
    await run(); // the first start builds what is missing and loads the demo content
    const seconds = [await run(), await run(), await run()].map((t) => t / 1000);
    const median = percentile(seconds, 50);
    record({
      name: 'start',
      figure: `${median.toFixed(2)} s (second starts: ${seconds.map((s) => s.toFixed(2)).join(', ')})`,
      target: '≤ 3 s',
      pass: median <= 3,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------- the directory and the inbox, on PostgreSQL ----------

async function benchDirectory(db: Db) {
  const broad = ['veterinaria', 'clinica dental', 'inmobiliaria en cordoba'];
  const termTimes: number[] = [];
  const perTerm: string[] = [];
  for (const term of broad) {
    const times = await timed(30, () => findBots(db, { term }, 1, 12));
    termTimes.push(...times);
    perTerm.push(`${term} ${ms(percentile(times, 95))}`);
  }
  const termP95 = percentile(termTimes, 95);
  record({
    name: 'search-term',
    figure: `p95 ${ms(termP95)} (30 each: ${perTerm.join(', ')})`,
    target: '≤ 50 ms',
    pass: termP95 <= 50,
  });

  const typo: ListFilters = { term: 'veterinara' };
  const typoP95 = percentile(await timed(30, () => findBots(db, typo, 1, 12)), 95);
  const typoPlans = await explainDirectoryPage(db, typo, 'typo');
  const scans = typoPlans.some((plan) => /Seq Scan on bots/.test(plan));
  record({
    name: 'search-typo',
    figure: `p95 ${ms(typoP95)}, ${scans ? 'a sequential scan' : 'no sequential scan'}`,
    target: '≤ 100 ms, no sequential scan',
    pass: typoP95 <= 100 && !scans,
  });

  const filter: ListFilters = { categoryKey: 'openings', country: 'México' };
  const filterP95 = percentile(await timed(30, () => findBots(db, filter, 1, 12)), 95);
  record({
    name: 'search-filter',
    figure: `p95 ${ms(filterP95)}`,
    target: '≤ 20 ms',
    pass: filterP95 <= 20,
  });
}

const PHRASES = [
  'Hola, quería saber el precio del servicio',
  '¿Atienden los sábados a la mañana?',
  'Necesito un turno para la semana que viene',
  '¿Hacen envíos al interior?',
  'Gracias, muy amable',
  '¿Dónde quedan exactamente?',
  'Mi número es 11 5555 1234',
  'Buenas tardes, ¿tienen stock?',
];

async function benchInbox(db: Db) {
  const found = await db.execute(sql`select id from bots where alias = ${HOT_BOT_ALIAS}`);
  const bot = (found as unknown as { rows: Array<{ id: string }> }).rows[0];
  if (!bot) throw new Error(`no ${HOT_BOT_ALIAS} to search the inbox of`);
  const perConversation = 10;
  const conversations = Math.ceil(SCALE_MESSAGES / perConversation);
  const started = Date.now();
  for (let first = 0; first < conversations; first += 20_000) {
    const last = Math.min(conversations, first + 20_000) - 1;
    await db.execute(sql`
      with made as (
        insert into conversations (id, bot_id, state, created_at, updated_at)
        select 'scale-c-' || n, ${bot.id}, '{}'::jsonb, now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
        from generate_series(${first}::int, ${last}::int) as n
        returning id)
      insert into conversation_messages (id, conversation_id, bot_id, "from", text, created_at)
      select gen_random_uuid()::text, made.id, ${bot.id}, case when m % 2 = 0 then 'user' else 'bot' end,
        case when (hashtext(made.id) + m) % 100000 = 0 then 'Quiero encargar un ${sql.raw(RARE_WORD)} relleno'
          else (array[${sql.join(
            PHRASES.map((p) => sql`${p}`),
            sql`, `,
          )}])[1 + abs(hashtext(made.id) + m) % ${PHRASES.length}] end,
        now()
      from made, generate_series(1, ${perConversation}) as m`);
  }
  await db.execute(sql`analyze conversation_messages`);
  await db.execute(sql`analyze conversations`);
  notes.push(
    `inbox: ${(conversations * perConversation).toLocaleString('en')} messages in one bot seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const search = (term: string) => () => conversationSummaries(db, bot.id, { term, page: 1, pageSize: 20 });
  const rare = percentile(await timed(20, search(RARE_WORD)), 95);
  const common = percentile(await timed(20, search('sábados')), 95);
  const worst = Math.max(rare, common);
  record({
    name: 'inbox-search',
    figure: `p95 ${ms(worst)} (a rare word ${ms(rare)}, a common one ${ms(common)})`,
    target: '≤ 200 ms',
    pass: worst <= 200,
  });
}

// ---------- one server on PostgreSQL: the stampede, the models, the memory ----------

async function benchStampede(base: string) {
  const health = await loadEndpoint(base, { name: 'health', path: '/api/health' }, 10, 100);
  // 25 s at 100 connections: the page's cache (fresh 10 s, then stale while one request reads anew) expires
  // twice under the load.
  const page = await loadEndpoint(base, { name: 'directory', path: '/api/bots?term=veterinaria' }, 25, 100);
  const ratio = page.p99Ms / Math.max(health.p99Ms, 0.1);
  record({
    name: 'search-stampede',
    figure: `p99 ${ms(page.p99Ms)} = ${ratio.toFixed(1)}× health's ${ms(health.p99Ms)} (${page.non2xx} non-2xx)`,
    target: "≤ 10× health's p99",
    pass: ratio <= 10 && page.non2xx === 0,
  });
}

/** SCALE_MODEL_BOTS published bots of 300 intents each, in SQL: varied words, so each model is full size. */
async function seedModelBots(db: Db): Promise<string[]> {
  await db.execute(sql`
    insert into bots
    select (jsonb_populate_record(b, jsonb_build_object(
      'id', 'scale-bot-' || n, 'alias', 'scale-bot-' || n, 'name', 'Comercio de prueba ' || n,
      'training_version', 1))).*
    from bots b, generate_series(1, ${SCALE_MODEL_BOTS}) n
    where b.alias = ${HOT_BOT_ALIAS}`);
  const words = [
    'precio',
    'horario',
    'envío',
    'turno',
    'garantía',
    'factura',
    'cuotas',
    'stock',
    'reserva',
    'promoción',
    'delivery',
    'sucursal',
    'tarjeta',
    'transferencia',
    'domicilio',
    'presupuesto',
    'urgencia',
    'repuesto',
    'talle',
    'color',
    'modelo',
    'mayorista',
    'descuento',
    'estacionamiento',
  ];
  for (let first = 1; first <= SCALE_MODEL_BOTS; first += 50) {
    const last = Math.min(SCALE_MODEL_BOTS, first + 49);
    await db.execute(sql`
      insert into intents (id, bot_id, name, intention, description, questions, answers, files, position)
      select gen_random_uuid()::text, 'scale-bot-' || n, 'Pregunta ' || i || ' ' || w1, 'pregunta-' || i,
        'Respuesta ' || i || ' sobre ' || w1 || ' y ' || w2 || '.',
        jsonb_build_array(
          '¿Qué ' || w1 || ' tienen para el ' || w2 || ' ' || i || '?',
          'Quería consultar por ' || w1 || ' ' || i || ' y ' || w2,
          '¿Cómo es lo del ' || w2 || ' ' || w1 || ' número ' || i || '?'),
        '[]'::jsonb, '[]'::jsonb, i
      from generate_series(${first}::int, ${last}::int) as n, generate_series(1, ${INTENTS_PER_BOT}) as i,
        lateral (select (${sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`)})[1 + (i * 7 + n) % ${words.length}] as w1,
                        (${sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`)})[1 + (i * 13 + n * 3) % ${words.length}] as w2) as picked`);
  }
  return Array.from({ length: SCALE_MODEL_BOTS }, (_, i) => `scale-bot-${i + 1}`);
}

async function say(base: string, botId: string, message: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/bot/${botId}/io`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      interaction: { message },
      appToken: BENCH_SECRETS.APP_TOKEN,
      conversationId: null,
    }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /api/bot/${botId}/io answered ${response.status}`);
  return performance.now() - started;
}

async function inParallel<T>(items: T[], width: number, run: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/** The server's heap and external memory as its /metrics reports them: where the RSS figures come from. */
async function memoryOf(base: string): Promise<string> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  return (
    `heap ${mb(value('nodejs_heap_size_used_bytes'))} used of ${mb(value('nodejs_heap_size_total_bytes'))}, ` +
    `external ${mb(value('nodejs_external_memory_bytes'))}`
  );
}

/**
 * Each bot's first message trains its model and keeps it, as a training by its owner does (a `keep-model`
 * job) or the first message after a deployment that changed the engine. What that costs the instance that
 * trains is noted; the targets are measured on the instance that serves them afterwards.
 */
async function trainModels(base: string, server: ChildProcess, botIds: string[]) {
  const started = Date.now();
  await inParallel(botIds, 2, (id) => say(base, id, '¿cuál es el precio del envío?'));
  notes.push(
    `models: ${botIds.length} bots of ${INTENTS_PER_BOT} intents trained and kept in ${((Date.now() - started) / 1000).toFixed(0)} s; RSS then ${mb(rssOf(server.pid!))}: ${await memoryOf(base)}`,
  );
}

/** On a fresh instance: every bot loaded from its kept model, a cold bot's first message, the memory after. */
async function benchModels(base: string, server: ChildProcess, botIds: string[], idleRss: number) {
  await inParallel(botIds, 2, (id) => say(base, id, '¿cuál es el precio del envío?'));
  const loadedRss = rssOf(server.pid!);
  notes.push(`models: ${botIds.length} bots loaded; then ${await memoryOf(base)}`);
  const budget = (idleRss + MODEL_CACHE_MB * 1024 * 1024) * 1.15;
  record({
    name: 'model-memory',
    figure: `RSS ${mb(loadedRss)} (idle ${mb(idleRss)})`,
    target: `≤ (idle + ${MODEL_CACHE_MB} MB) × 1.15 = ${mb(budget)}`,
    pass: loadedRss <= budget,
  });

  // The first bots were pushed out of memory by the last ones: each is loaded from its kept model.
  const sample = botIds.slice(0, 20);
  const cold: number[] = [];
  const warm: number[] = [];
  for (const id of sample) cold.push(await say(base, id, '¿tienen garantía?'));
  for (const id of sample) warm.push(await say(base, id, '¿tienen garantía?'));
  const ratio = percentile(cold, 50) / percentile(warm, 50);
  record({
    name: 'cold-bot',
    figure: `median ${ms(percentile(cold, 50))} cold, ${ms(percentile(warm, 50))} warm = ${ratio.toFixed(2)}×`,
    target: '≤ 3× warm',
    pass: ratio <= 3,
  });

  const turns = Array.from({ length: 10_000 }, (_, i) => botIds[(i * 7919) % botIds.length]!);
  await inParallel(turns, 10, (id) => say(base, id, 'hola, ¿hacen envíos?'));
  const burstRss = rssOf(server.pid!);
  await sleep(60_000);
  const afterRss = rssOf(server.pid!);
  notes.push(`60 s after the turns: ${await memoryOf(base)}`);
  record({
    name: 'rss-returns',
    figure: `RSS ${mb(afterRss)} 60 s after 10,000 turns (peak ${mb(burstRss)}, idle ${mb(idleRss)})`,
    target: `≤ 1.25× idle = ${mb(idleRss * 1.25)}`,
    pass: afterRss <= idleRss * 1.25,
  });
}

// ---------- PGlite under 100 connections ----------

async function benchPgliteChat() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-scale-pglite-'));
  const server = await startServer(PORT + 1, {
    ...BENCH_SECRETS,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_FACTOR: '1000',
  });
  try {
    const base = `http://127.0.0.1:${PORT + 1}`;
    const found = (await (await fetch(`${base}/api/bot/${HOT_BOT_ALIAS}`)).json()) as {
      bot: { _id: string };
    };
    const chat = visitorConversation({ id: found.bot._id, appToken: BENCH_SECRETS.APP_TOKEN });
    await loadEndpoint(base, chat, 3, 10);
    const result = await loadEndpoint(base, chat, 20, 100);
    record({
      name: 'pglite-chat-p99',
      figure: `p99 ${ms(result.p99Ms)} (${result.requestsPerSecond.toFixed(0)} req/s, ${result.non2xx} non-2xx)`,
      target: '≤ 500 ms',
      pass: result.p99Ms <= 500 && result.non2xx === 0,
    });
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------- the run ----------

async function main() {
  const only = process.env.SCALE_ONLY?.split(',');
  const wanted = (part: string) => !only || only.includes(part);
  // `postgres` is its three parts: `directory`, `inbox` and `server` (the stampede and the models).
  const onPostgres = (part: string) => wanted('postgres') || wanted(part);
  console.log(
    `bench:scale — ${SCALE_BOTS.toLocaleString('en')} bots, ${SCALE_MESSAGES.toLocaleString('en')} messages, ` +
      `${SCALE_MODEL_BOTS} bots of ${INTENTS_PER_BOT} intents; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  if (wanted('start')) await benchStart();
  if (['directory', 'inbox', 'server'].some(onPostgres)) {
    const scratch = await createScratchDatabase(PG_ADMIN_URL, 'vocero_scale');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-scale-pg-'));
    try {
      const settings = resolveSettings(
        parseSettings({
          DATA_DIR: dataDir,
          DATABASE_URL: scratch.url,
          LOG_LEVEL: 'silent',
          ...BENCH_SECRETS,
        }),
      );
      const { ctx } = await openContext(settings, { log: () => undefined });
      const seeded = Date.now();
      await seedBots(ctx.database.db, SCALE_BOTS);
      notes.push(
        `directory: ${SCALE_BOTS.toLocaleString('en')} bots seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
      );
      if (onPostgres('directory')) await benchDirectory(ctx.database.db);
      if (onPostgres('inbox')) await benchInbox(ctx.database.db);
      const modelBots = onPostgres('server') ? await seedModelBots(ctx.database.db) : [];
      await closeContext(ctx);
      if (onPostgres('server')) {
        const serverEnv = {
          ...BENCH_SECRETS,
          DATA_DIR: dataDir,
          DATABASE_URL: scratch.url,
          RATE_LIMIT_FACTOR: '1000',
          MODEL_CACHE_MB: String(MODEL_CACHE_MB),
          METRICS_TOKEN,
        };
        const base = `http://127.0.0.1:${PORT}`;
        const idle = async (server: ChildProcess) => {
          await loadEndpoint(base, { name: 'warm-up', path: '/api/health' }, 2, 10);
          await sleep(5_000);
          return rssOf(server.pid!);
        };
        const trainer = await startServer(PORT, serverEnv);
        try {
          await idle(trainer);
          await benchStampede(base);
          await trainModels(base, trainer, modelBots);
        } finally {
          await stopServer(trainer);
        }
        const server = await startServer(PORT, serverEnv);
        try {
          await benchModels(base, server, modelBots, await idle(server));
        } finally {
          await stopServer(server);
        }
      }
    } finally {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (wanted('pglite')) await benchPgliteChat();
  for (const note of notes) console.log(`# ${note}`);
  console.log(
    `# load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const failed = outcomes.filter((o) => !o.pass);
  console.log(`${outcomes.length - failed.length} of ${outcomes.length} targets met`);
  process.exitCode = failed.length ? 1 : 0;
}

await main();
