import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsListener } from '../lib/metrics/metrics-listener';
import { CLINIC_INTENTS, ownerWithClinicBot, putRawIntents } from '../test/bots-helpers';
import { startLlmDouble, type LlmDouble } from '../test/llm-double';
import {
  countOf,
  metricsBearer,
  parseExposition,
  responsesCounted,
  samples,
  scrape,
  valueOf,
} from '../test/metrics-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
const APP_TOKEN = 'test-app-token-0123456789';

function say(t: TestApp, botId: string, message: string, conversationId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bot/${botId}/io`,
    payload: { interaction: { from: 'user', message }, botId, appToken: APP_TOKEN, conversationId },
  });
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with a wrong one, in the product error format', async () => {
    for (const headers of [
      {},
      metricsBearer('metrics-token-0123456789abcdeX'),
      metricsBearer('short'),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    }
  });

  it('answers the Prometheus text format, with the process and event-loop metrics', async () => {
    const scraped = await scrape(t, TOKEN);
    expect(valueOf(scraped, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(samples(scraped, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(samples(scraped, 'process_cpu_user_seconds_total')).toHaveLength(1);
    // Every family the product exports is declared, even before anything counted.
    const names = scraped.map((family) => family.name);
    for (const name of [
      'vocero_http_request_duration_seconds',
      'vocero_chat_turns_total',
      'vocero_llm_calls_total',
      'vocero_llm_call_duration_seconds',
      'vocero_llm_fallbacks_total',
      'vocero_job_failures_total',
      'vocero_jobs_pending',
      'vocero_webhook_deliveries_total',
      'vocero_db_pool_connections',
      'vocero_db_pool_max',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('counts chat turns by channel and outcome', async () => {
    const { token, bot } = await ownerWithClinicBot(t);
    await putRawIntents(t, token, bot._id, CLINIC_INTENTS);
    const before = await scrape(t, TOKEN);
    const answered = (await say(t, bot._id, 'hola, a que hora abren?')).json();
    expect(answered.intent).toBe('Horarios.de.atención');
    const fallback = (await say(t, bot._id, '¿venden repuestos de motos?', answered.conversationId)).json();
    expect(fallback.intent).toBe('fallback');
    const greeting = (await say(t, bot._id, 'hola', answered.conversationId)).json();
    expect(greeting.intent).toMatch(/^smalltalk\./);

    const after = await scrape(t, TOKEN);
    const turns = (outcome: string, scraped = after) =>
      valueOf(scraped, 'vocero_chat_turns_total', { channel: 'web', outcome });
    expect(turns('answered') - turns('answered', before)).toBe(1);
    expect(turns('fallback') - turns('fallback', before)).toBe(1);
    expect(turns('smalltalk') - turns('smalltalk', before)).toBe(1);
  });

  it('counts requests by route pattern, method and status, never by the URL asked', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/bot/no-existe-1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/bot/no-existe-2' });
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    await t.app.inject({ method: 'GET', url: '/no/such/route/at/all.php' });
    await t.app.inject({ method: 'GET', url: '/api/categories' });

    const scraped = await scrape(t, TOKEN);
    const http = 'vocero_http_request_duration_seconds';
    const route = scraped.find((family) => family.name === http)!;
    expect(route.type).toBe('HISTOGRAM');
    expect(countOf(scraped, http, { method: 'GET', route: '/api/bot/:id', status: '404' })).toBe(2);
    expect(countOf(scraped, http, { method: 'GET', route: '/api/categories', status: '200' })).toBe(1);
    expect(countOf(scraped, http, { method: 'POST', route: '/api/bot/:botId/io', status: '200' })).toBe(3);
    // No raw URL becomes a label: a scanner's probes all land in one series.
    const routes = new Set(samples(scraped, `${http}_count`).map((sample) => sample.labels?.route));
    expect(routes).toContain('unmatched');
    expect([...routes].some((value) => value?.includes('no-existe') || value?.includes('.php'))).toBe(false);
    expect(valueOf(scraped, `${http}_bucket`, { route: '/api/categories', le: '+Inf' })).toBe(1);
  });

  it('reads the queue depth from the jobs table at scrape time, and counts job failures', async () => {
    const kind = 'metrics-test-failing';
    t.ctx.jobs.define(
      kind,
      async () => {
        throw new Error('boom');
      },
      { maxAttempts: 2, backoffMs: 60_000 },
    );
    await t.ctx.jobs.enqueue('purge-credentials', { runAt: new Date(Date.now() + 3_600_000) });
    await t.ctx.jobs.enqueue(kind);
    await t.ctx.jobs.kick();

    const scraped = await scrape(t, TOKEN);
    expect(valueOf(scraped, 'vocero_jobs_pending', { kind: 'purge-credentials', state: 'scheduled' })).toBe(
      1,
    );
    // Failed once, queued again after its backoff.
    expect(valueOf(scraped, 'vocero_jobs_pending', { kind, state: 'scheduled' })).toBe(1);
    expect(valueOf(scraped, 'vocero_job_failures_total', { kind, outcome: 'retried' })).toBe(1);
  });

  it('shows the database pool of this instance', async () => {
    const scraped = await scrape(t, TOKEN);
    if (t.ctx.database.mode === 'postgres') {
      expect(valueOf(scraped, 'vocero_db_pool_max', { pool: 'main' })).toBe(10);
      expect(valueOf(scraped, 'vocero_db_pool_max', { pool: 'chat_turns' })).toBe(1);
      expect(
        valueOf(scraped, 'vocero_db_pool_connections', { pool: 'main', state: 'total' }),
      ).toBeGreaterThan(0);
      expect(samples(scraped, 'vocero_db_pool_connections', { pool: 'main', state: 'waiting' })).toHaveLength(
        1,
      );
    } else {
      expect(valueOf(scraped, 'vocero_db_pool_connections', { pool: 'embedded', state: 'total' })).toBe(1);
      expect(samples(scraped, 'vocero_db_pool_connections', { state: 'idle' })).toHaveLength(0);
    }
  });

  it('counts the webhook deliveries the webhooks feature reports', async () => {
    t.ctx.metrics.webhookDeliveries.inc({ event: 'lead.created', outcome: 'delivered' });
    const scraped = await scrape(t, TOKEN);
    expect(
      valueOf(scraped, 'vocero_webhook_deliveries_total', { event: 'lead.created', outcome: 'delivered' }),
    ).toBe(1);
  });
});

describe('GET /metrics counts the language model', () => {
  let t: TestApp;
  let llm: LlmDouble;
  beforeAll(async () => {
    llm = await startLlmDouble();
    t = await buildTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'modelo-prueba',
        LLM_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('counts calls by outcome, their time, and the replies the engine sent instead', async () => {
    const { token, bot } = await ownerWithClinicBot(t);
    await putRawIntents(t, token, bot._id, CLINIC_INTENTS);
    expect((await say(t, bot._id, 'a que hora abren?')).statusCode).toBe(200);
    llm.reset({ mode: 'error' });
    expect((await say(t, bot._id, 'a que hora abren los sabados?')).statusCode).toBe(200);

    const scraped = await scrape(t, TOKEN);
    expect(valueOf(scraped, 'vocero_llm_calls_total', { outcome: 'worded' })).toBe(1);
    expect(valueOf(scraped, 'vocero_llm_calls_total', { outcome: 'http' })).toBe(1);
    expect(valueOf(scraped, 'vocero_llm_fallbacks_total', { reason: 'http' })).toBe(1);
    expect(countOf(scraped, 'vocero_llm_call_duration_seconds')).toBe(2);
  });
});

describe('GET /metrics not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 404, whatever the caller sends', async () => {
    for (const headers of [{}, metricsBearer(TOKEN)]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
  });

  it('still counts, for nobody, without the process metrics', async () => {
    expect(t.ctx.metrics.exposed).toBe(false);
    const text = await t.ctx.metrics.registry.metrics();
    expect(text).toContain('vocero_chat_turns_total');
    expect(text).not.toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('GET /metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_PORT: '9464' } });
  });
  afterAll(() => t.close());

  it('is served on its own listener only, without a token when none is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/categories' });
    await responsesCounted();
    const listener = await startMetricsListener(t.ctx.metrics, {
      port: 0,
      host: '127.0.0.1',
      token: undefined,
    });
    try {
      const base = `http://127.0.0.1:${listener.port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      const scraped = parseExposition(response.headers.get('content-type'), await response.text());
      expect(
        countOf(scraped, 'vocero_http_request_duration_seconds', { route: '/api/categories', status: '200' }),
      ).toBe(1);
      expect(samples(scraped, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
      // Nothing else is served there.
      expect((await fetch(`${base}/api/categories`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await listener.close();
    }
  });

  it('asks for METRICS_TOKEN there too when it is set', async () => {
    const listener = await startMetricsListener(t.ctx.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const url = `http://127.0.0.1:${listener.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: metricsBearer(`${TOKEN}x`) })).status).toBe(401);
      const response = await fetch(url, { headers: metricsBearer(TOKEN) });
      expect(response.status).toBe(200);
      parseExposition(response.headers.get('content-type'), await response.text());
    } finally {
      await listener.close();
    }
    // Closed: the port no longer answers.
    await expect(fetch(`http://127.0.0.1:${listener.port}/metrics`)).rejects.toThrow();
  });
});
