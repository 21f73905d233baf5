/**
 * `npm run bench`: every endpoint's requests/s and p95 as a ratio to GET /api/health measured in the same run,
 * and the gzipped JS + CSS that the home page and a bot page load before their first render.
 */
import { spawnSync } from 'node:child_process';
import { gzippedKb, initialFiles, readManifest } from './bundle-size';
import { loadEndpoint, startServer, type EndpointCase, type EndpointResult } from './http';
import { benchAnalytics } from './analytics';
import { benchSearch } from './search';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BUNDLE_BUDGET_KB = 170;
/** widget.js, pasted into owners' sites (issue 10). */
const WIDGET_BUDGET_KB = 20;
const SEARCH_BOTS = Number(process.env.BENCH_BOTS ?? 100_000);
const STATS_MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
/** PostgreSQL server for the search benchmark (a scratch database is created and dropped). */
const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** Later issues add their endpoints here. */
const ENDPOINTS: EndpointCase[] = [
  { name: 'GET /api/categories', path: '/api/categories' },
  { name: 'GET /api/category/{key}', path: '/api/category/realstate' },
  { name: 'GET /api/config', path: '/api/config' },
  { name: 'GET / (HTML shell)', path: '/' },
  { name: 'GET /api/faq', path: '/api/faq' },
  { name: 'GET /api/publications', path: '/api/publications' },
];

/** Route chunks (manifest keys) each page needs before first render, besides the entry. */
const PAGES: Record<string, string[]> = {
  home: ['index.html'],
  'bot page': ['index.html', 'routes/bot-page.tsx'],
};

function row(cells: Array<string | number>) {
  return `| ${cells.join(' | ')} |`;
}

async function benchEndpoints(): Promise<string[]> {
  const server = await startServer(PORT);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    // Warm up caches and the JIT so the baseline is not measured cold.
    await loadEndpoint(base, { name: 'warm-up', path: '/api/health' }, 2);
    const baseline = await loadEndpoint(base, { name: 'GET /api/health', path: '/api/health' }, SECONDS);
    const results: EndpointResult[] = [];
    for (const endpoint of ENDPOINTS) results.push(await loadEndpoint(base, endpoint, SECONDS));
    const lines = [
      `Endpoints (${SECONDS} s each, 10 connections; ratio = endpoint / GET /api/health in this run)`,
      '',
      row(['endpoint', 'req/s', 'req/s ratio', 'p95 ms', 'p95 ratio', 'non-2xx']),
      row(['---', '---:', '---:', '---:', '---:', '---:']),
      row([
        baseline.name,
        baseline.requestsPerSecond.toFixed(0),
        '1.00',
        baseline.p95Ms.toFixed(1),
        '1.00',
        baseline.non2xx,
      ]),
    ];
    for (const r of results) {
      lines.push(
        row([
          r.name,
          r.requestsPerSecond.toFixed(0),
          (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
          r.p95Ms.toFixed(1),
          (r.p95Ms / Math.max(baseline.p95Ms, 0.1)).toFixed(2),
          r.non2xx,
        ]),
      );
    }
    return lines;
  } finally {
    server.kill('SIGTERM');
  }
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

// BENCH_ONLY=bundle|endpoints|search|analytics|lighthouse runs one part.
const only = process.env.BENCH_ONLY;
const output = [
  ...(!only || only === 'bundle' ? [...benchBundle(), ''] : []),
  ...(!only || only === 'endpoints' ? [...(await benchEndpoints()), ''] : []),
  ...(!only || only === 'search' ? [...(await benchSearches()), ''] : []),
  ...(!only || only === 'analytics'
    ? [...(await benchAnalytics({ adminUrl: PG_ADMIN_URL, messages: STATS_MESSAGES })), '']
    : []),
  // Imported here so the other parts do not load Lighthouse.
  ...(!only || only === 'lighthouse'
    ? await (await import('./lighthouse')).benchLighthouse({ port: PORT + 3, runs: LIGHTHOUSE_RUNS })
    : []),
];
console.log(output.join('\n'));
