/**
 * `npm run bench`: every endpoint's requests/s and p95 as a ratio to GET /api/health measured in the same run,
 * and the gzipped JS + CSS that the home page and a bot page load before their first render.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { gzippedKb, initialFiles, readManifest } from './bundle-size';
import {
  BENCH_SECRETS,
  loadEndpoint,
  startServer,
  stopServer,
  type EndpointCase,
  type EndpointResult,
} from './http';
import { benchAnalytics } from './analytics';
import { benchSearch } from './search';
import { HOT_BOT_ALIAS, visitorConversation } from './visitor';
import { PG_ADMIN_URL } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BUNDLE_BUDGET_KB = 170;
/** widget.js, pasted into owners' sites (issue 10). */
const WIDGET_BUDGET_KB = 20;
const SEARCH_BOTS = Number(process.env.BENCH_BOTS ?? 100_000);
const STATS_MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
/** PostgreSQL server of the benchmarks that run on it (each creates a scratch database and drops it). */

interface HotBot {
  id: string;
  appToken: string;
}

/** Later issues add their endpoints here; `bot` is the demo bot of the hot paths on this run's server. */
const ENDPOINTS = (bot: HotBot): EndpointCase[] => [
  { name: 'GET /api/categories', path: '/api/categories' },
  { name: 'GET /api/category/{key}', path: '/api/category/realstate' },
  { name: 'GET /api/config', path: '/api/config' },
  { name: 'GET / (HTML shell)', path: '/' },
  { name: 'GET /api/faq', path: '/api/faq' },
  { name: 'GET /api/publications', path: '/api/publications' },
  { name: 'GET /api/bot/{alias}', path: `/api/bot/${HOT_BOT_ALIAS}`, minRatio: 0.5 },
  { ...visitorConversation(bot), minRatio: 0.25 },
];

/** Route chunks (manifest keys) each page needs before first render, besides the entry. */
const PAGES: Record<string, string[]> = {
  home: ['index.html', 'routes/home.tsx'],
  directory: ['index.html', 'routes/bots.tsx'],
  'bot page': ['index.html', 'routes/bot-page.tsx'],
};

function row(cells: Array<string | number>) {
  return `| ${cells.join(' | ')} |`;
}

/** One run of every endpoint against a fresh server on one database; throughput as ratios to health. */
async function benchEndpointsOn(mode: 'pglite' | 'postgres'): Promise<{ lines: string[]; failed: string[] }> {
  const scratch = mode === 'postgres' ? await createScratchDatabase(PG_ADMIN_URL, 'vocero_bench') : null;
  const server = await startServer(PORT, {
    ...BENCH_SECRETS,
    DATABASE_URL: scratch?.url ?? '',
    // The chat's limits count per address and conversation, and here every visitor is 127.0.0.1 at
    // thousands of messages a second: the documented factor (at most 1000) keeps the load from measuring
    // 429s. The default limits are untouched; only this bench server runs with it.
    RATE_LIMIT_FACTOR: '1000',
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const found = await fetch(`${base}/api/bot/${HOT_BOT_ALIAS}`);
    if (!found.ok) throw new Error(`GET /api/bot/${HOT_BOT_ALIAS} answered ${found.status}`);
    const { bot } = (await found.json()) as { bot: { _id: string } };
    const endpoints = ENDPOINTS({ id: bot._id, appToken: BENCH_SECRETS.APP_TOKEN });
    // Warm up caches and the JIT so the baseline is not measured cold.
    await loadEndpoint(base, { name: 'warm-up', path: '/api/health' }, 2);
    for (const endpoint of endpoints.filter((e) => e.minRatio)) await loadEndpoint(base, endpoint, 1);
    const baseline = await loadEndpoint(base, { name: 'GET /api/health', path: '/api/health' }, SECONDS);
    const results: Array<EndpointResult & Pick<EndpointCase, 'minRatio'>> = [];
    for (const endpoint of endpoints) {
      results.push({ ...(await loadEndpoint(base, endpoint, SECONDS)), minRatio: endpoint.minRatio });
    }
    const lines = [
      `Endpoints on ${mode} (${SECONDS} s each, 10 connections; ratio = endpoint / GET /api/health in this run)`,
      '',
      row(['endpoint', 'req/s', 'req/s ratio', 'p95 ms', 'p95 ratio', 'non-2xx', 'target']),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---']),
      row([
        baseline.name,
        baseline.requestsPerSecond.toFixed(0),
        '1.00',
        baseline.p95Ms.toFixed(1),
        '1.00',
        baseline.non2xx,
        '',
      ]),
    ];
    const failed: string[] = [];
    for (const r of [baseline, ...results]) if (r.non2xx > 0) failed.push(`${r.name} on ${mode}`);
    for (const r of results) {
      const ratio = r.requestsPerSecond / baseline.requestsPerSecond;
      const target = r.minRatio ? `≥ ${r.minRatio}: ${ratio >= r.minRatio ? 'met' : 'MISSED'}` : '';
      lines.push(
        row([
          r.name,
          r.requestsPerSecond.toFixed(0),
          ratio.toFixed(2),
          r.p95Ms.toFixed(1),
          (r.p95Ms / Math.max(baseline.p95Ms, 0.1)).toFixed(2),
          r.non2xx,
          target,
        ]),
      );
    }
    return { lines, failed };
  } finally {
    await stopServer(server);
    await scratch?.drop();
  }
}

/** The endpoints on PGlite (the default) and on PostgreSQL; any non-2xx answer fails the run. */
async function benchEndpoints(): Promise<string[]> {
  // The HTML shell case needs a built web app; `BENCH_ONLY=endpoints` on a fresh checkout has none.
  if (!existsSync('dist/web/index.html')) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const pglite = await benchEndpointsOn('pglite');
  const postgres = await benchEndpointsOn('postgres');
  const failed = [...pglite.failed, ...postgres.failed];
  if (failed.length) {
    // Printed now and again by the exit code: an answer that is not 2xx measured an error, not the endpoint.
    console.error(`\nBENCH FAILED: non-2xx answers from ${failed.join(', ')}\n`);
    process.exitCode = 1;
  }
  return [...pglite.lines, '', ...postgres.lines];
}

function benchBundle(): string[] {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const manifest = readManifest();
  const lines = [
    `Initial download before first render (gzip -9; budget ${BUNDLE_BUDGET_KB} KB)`,
    '',
    row(['page', 'files', 'KB gzipped', 'share of budget']),
    row(['---', '---:', '---:', '---:']),
  ];
  for (const [page, keys] of Object.entries(PAGES)) {
    const files = initialFiles(manifest, keys);
    const kb = gzippedKb(files);
    lines.push(row([page, files.length, kb.toFixed(1), `${((kb / BUNDLE_BUDGET_KB) * 100).toFixed(0)}%`]));
  }
  const widgetKb = gzippedKb(['widget.js']);
  lines.push(
    '',
    `Widget launcher widget.js (gzip -9; budget ${WIDGET_BUDGET_KB} KB; the chat panel loads on the first click)`,
    '',
    row(['file', 'KB gzipped', 'share of budget']),
    row(['---', '---:', '---:']),
    row(['widget.js', widgetKb.toFixed(1), `${((widgetKb / WIDGET_BUDGET_KB) * 100).toFixed(0)}%`]),
  );
  if (widgetKb > WIDGET_BUDGET_KB) throw new Error(`widget.js is ${widgetKb} KB gzipped, over the budget`);
  return lines;
}

async function benchSearches(): Promise<string[]> {
  const pglite = await benchSearch('pglite', {
    count: SEARCH_BOTS,
    seconds: SECONDS,
    port: PORT + 1,
    target: { p95Ms: 100 },
  });
  const postgres = await benchSearch('postgres', {
    count: SEARCH_BOTS,
    seconds: SECONDS,
    port: PORT + 2,
    adminUrl: PG_ADMIN_URL,
    target: { p95Ms: 25, minThroughputRatio: 0.15 },
  });
  return [...pglite.lines, '', ...postgres.lines];
}

/** Lighthouse varies from run to run: each page is measured this many times and the medians reported. */
const LIGHTHOUSE_RUNS = Math.max(2, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** The bot page on a slow phone (bench/slow-phone.ts), timed this many times. */
const SLOW_PHONE_RUNS = Math.max(1, Number(process.env.BENCH_SLOW_PHONE_RUNS ?? 3));

// BENCH_ONLY=bundle|endpoints|search|analytics|llm|lighthouse|slow-phone runs one part.
const only = process.env.BENCH_ONLY;
const output = [
  ...(!only || only === 'bundle' ? [...benchBundle(), ''] : []),
  ...(!only || only === 'endpoints' ? [...(await benchEndpoints()), ''] : []),
  ...(!only || only === 'search' ? [...(await benchSearches()), ''] : []),
  ...(!only || only === 'analytics'
    ? [...(await benchAnalytics({ adminUrl: PG_ADMIN_URL, messages: STATS_MESSAGES })), '']
    : []),
  ...(!only || only === 'llm' ? [...(await (await import('./llm-ttft')).benchLlm()), ''] : []),
  // Imported here so the other parts do not load Lighthouse.
  ...(!only || only === 'lighthouse'
    ? await (await import('./lighthouse')).benchLighthouse({ port: PORT + 3, runs: LIGHTHOUSE_RUNS })
    : []),
  // After Lighthouse, which builds the web app this part measures.
  ...(!only || only === 'slow-phone'
    ? [
        '',
        ...(await (await import('./slow-phone')).benchSlowPhone({ port: PORT + 4, runs: SLOW_PHONE_RUNS })),
      ]
    : []),
];
console.log(output.join('\n'));
