/**
 * `npx tsx bench/metrics.ts`: what GET /metrics costs (issue 43, decision 059). Prints, measured in one run:
 * - the instruments' own cost per request (one histogram observation, one counter increment) as a share of
 *   what a GET /api/health costs the server (the inverse of its requests/s, the server being one thread);
 * - GET /api/health and the chat turn on a server with /metrics on (METRICS_TOKEN, the process metrics
 *   collected, a scrape every second) and on one with it off, as ratios to GET /api/health;
 * - a scrape as a ratio to GET /api/health.
 */
import { performance } from 'node:perf_hooks';
import { Metrics } from '../src/server/lib/metrics/metrics';
import { BENCH_SECRETS, loadEndpoint, startServer, stopServer, type EndpointResult } from './http';
import { HOT_BOT_ALIAS, visitorConversation } from './visitor';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const TOKEN = 'bench-metrics-token-0123456789';

/** Nanoseconds per call of `run`, over `calls` calls after a warm-up. */
function nsPerCall(calls: number, run: (i: number) => void): number {
  for (let i = 0; i < calls / 10; i += 1) run(i);
  const started = performance.now();
  for (let i = 0; i < calls; i += 1) run(i);
  return ((performance.now() - started) * 1e6) / calls;
}

function instrumentCosts() {
  const metrics = new Metrics({ exposed: false });
  // A realistic spread of series: 40 routes, 2 methods, 4 statuses.
  const labels = Array.from({ length: 320 }, (_, i) => ({
    method: i % 2 ? 'GET' : 'POST',
    route: `/api/route-${i % 40}/:id`,
    status: [200, 201, 404, 400][i % 4]!,
  }));
  const observe = nsPerCall(1_000_000, (i) =>
    metrics.httpRequests.observe(labels[i % labels.length]!, (i % 100) / 1000),
  );
  const channels = ['web', 'widget', 'whatsapp'] as const;
  const outcomes = ['answered', 'fallback', 'field', 'smalltalk'] as const;
  const inc = nsPerCall(1_000_000, (i) =>
    metrics.chatTurns.inc({ channel: channels[i % 3]!, outcome: outcomes[i % 4]! }),
  );
  return { observe, inc };
}

async function serverRun(exposed: boolean) {
  const server = await startServer(PORT, {
    ...BENCH_SECRETS,
    RATE_LIMIT_FACTOR: '1000',
    ...(exposed ? { METRICS_TOKEN: TOKEN } : {}),
  });
  // Prometheus' usual interval is 15 s or more; every second is the worst an operator would set.
  const scraper = exposed
    ? setInterval(() => {
        void fetch(`http://127.0.0.1:${PORT}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
          .then((response) => response.text())
          .catch(() => undefined);
      }, 1_000)
    : undefined;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const found = (await (await fetch(`${base}/api/bot/${HOT_BOT_ALIAS}`)).json()) as {
      bot: { _id: string };
    };
    const chat = visitorConversation({ id: found.bot._id, appToken: BENCH_SECRETS.APP_TOKEN });
    const health = { name: 'GET /api/health', path: '/api/health' };
    await loadEndpoint(base, health, 2);
    await loadEndpoint(base, chat, 1);
    const results: EndpointResult[] = [await loadEndpoint(base, health, SECONDS)];
    results.push(await loadEndpoint(base, chat, SECONDS));
    if (exposed) {
      results.push(
        await loadEndpoint(
          base,
          { name: 'GET /metrics', path: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } },
          SECONDS,
        ),
      );
    }
    return results;
  } finally {
    clearInterval(scraper);
    await stopServer(server);
  }
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

async function main() {
  const costs = instrumentCosts();
  const on = await serverRun(true);
  const off = await serverRun(false);
  const healthUsOn = 1e6 / on[0]!.requestsPerSecond;
  const lines = [
    `Metrics on PGlite (${SECONDS} s each, 10 connections; ratio = endpoint / GET /api/health of the same server)`,
    '',
    row(['server', 'endpoint', 'req/s', 'req/s ratio', 'p95 ms', 'non-2xx']),
    row(['---', '---', '---:', '---:', '---:', '---:']),
  ];
  for (const [name, results] of [
    ['/metrics on', on],
    ['/metrics off', off],
  ] as const) {
    const baseline = results[0]!.requestsPerSecond;
    for (const r of results) {
      lines.push(
        row([
          name,
          r.name,
          r.requestsPerSecond.toFixed(0),
          (r.requestsPerSecond / baseline).toFixed(2),
          r.p95Ms.toFixed(1),
          r.non2xx,
        ]),
      );
    }
  }
  lines.push(
    '',
    `Instruments per request: histogram observation ${costs.observe.toFixed(0)} ns, counter increment ` +
      `${costs.inc.toFixed(0)} ns; a GET /api/health costs the server ${healthUsOn.toFixed(0)} µs ` +
      `(1 / its req/s), so both together are ${(((costs.observe + costs.inc) / 1000 / healthUsOn) * 100).toFixed(2)} % of it.`,
    `Health with /metrics on / off: ${(on[0]!.requestsPerSecond / off[0]!.requestsPerSecond).toFixed(2)}; ` +
      `chat turn: ${(on[1]!.requestsPerSecond / off[1]!.requestsPerSecond).toFixed(2)} (two servers, one after the other).`,
  );
  console.log(lines.join('\n'));
}

await main();
