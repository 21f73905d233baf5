import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeContext, openContext } from '../src/server/bootstrap';
import { parseSettings, resolveSettings } from '../src/server/settings';
import { BENCH_SECRETS, loadEndpoint, startServer, type EndpointCase } from './http';
import { BotListQuerySchema } from '../src/shared/schemas/bots';
import { findBots, listQueryToFilters } from '../src/server/features/bots/bots.repo';
import { seedBots } from './seed-bots';

export const SEARCH_CASES: EndpointCase[] = [
  { name: 'text search "clinica dental"', path: '/api/bots?term=clinica%20dental' },
  { name: 'category + country filter', path: '/api/bots?categoryKey=openings&country=mexico' },
  { name: 'autocomplete prefix "inmo"', path: '/api/bots?term=inmo&pageSize=10' },
];

interface Target {
  p95Ms: number;
  minThroughputRatio?: number;
}

export interface SearchBenchResult {
  lines: string[];
  passed: boolean;
}

/** Seeds `count` bots into a fresh database of the given mode, then loads the search cases against it. */
export async function benchSearch(
  mode: 'pglite' | 'postgres',
  options: { count: number; seconds: number; port: number; adminUrl?: string; target: Target },
): Promise<SearchBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vocero-bench-${mode}-`));
  let databaseUrl = '';
  let dropDatabase = async () => undefined;
  if (mode === 'postgres') {
    const name = `vocero_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: options.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(options.adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: options.adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const settings = resolveSettings(
    parseSettings({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...BENCH_SECRETS }),
  );
  const started = Date.now();
  const { ctx } = await openContext(settings, { log: () => undefined });
  await seedBots(ctx.database.db, options.count);
  const seededIn = ((Date.now() - started) / 1000).toFixed(0);
  // The database path alone, without the directory cache: one connection, sequential.
  const cold = new Map<string, number>();
  for (const endpoint of SEARCH_CASES) {
    const query = BotListQuerySchema.parse(
      Object.fromEntries(new URL(endpoint.path, 'http://x').searchParams),
    );
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await findBots(ctx.database.db, listQueryToFilters(query), query.page, query.pageSize);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    cold.set(endpoint.name, times[Math.ceil(0.95 * times.length) - 1]!);
  }
  await closeContext(ctx);

  const server = await startServer(options.port, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...BENCH_SECRETS,
  });
  try {
    const base = `http://127.0.0.1:${options.port}`;
    await loadEndpoint(base, { name: 'warm-up', path: SEARCH_CASES[0]!.path }, 2);
    const health = await loadEndpoint(
      base,
      { name: 'GET /api/health', path: '/api/health' },
      options.seconds,
    );
    const lines = [
      `Search over ${options.count.toLocaleString('en')} bots on ${mode} (seeded in ${seededIn} s; ${options.seconds} s each, 10 connections)`,
      '',
      '| query | req/s | req/s ratio | p95 ms | p95 ratio | target | non-2xx | uncached query p95 ms |',
      '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
      `| GET /api/health | ${health.requestsPerSecond.toFixed(0)} | 1.00 | ${health.p95Ms.toFixed(1)} | 1.00 | | ${health.non2xx} | |`,
    ];
    let passed = true;
    for (const endpoint of SEARCH_CASES) {
      const r = await loadEndpoint(base, endpoint, options.seconds);
      const ratio = r.requestsPerSecond / health.requestsPerSecond;
      const ok =
        r.p95Ms < options.target.p95Ms &&
        (options.target.minThroughputRatio === undefined || ratio >= options.target.minThroughputRatio) &&
        r.non2xx === 0;
      passed &&= ok;
      const target = `p95 < ${options.target.p95Ms} ms${options.target.minThroughputRatio ? `, ratio ≥ ${options.target.minThroughputRatio}` : ''}: ${ok ? 'met' : 'MISSED'}`;
      lines.push(
        `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${r.p95Ms.toFixed(1)} | ${(r.p95Ms / Math.max(health.p95Ms, 0.1)).toFixed(2)} | ${target} | ${r.non2xx} | ${cold.get(endpoint.name)!.toFixed(1)} |`,
      );
    }
    return { lines, passed };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
