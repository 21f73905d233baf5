/**
 * Where the hot paths spend their time: starts the real server (demo content) under V8's sampling profiler,
 * warms it up, loads one endpoint for a few seconds, and prints the self time of that load grouped by where
 * the code lives (our server, drizzle, PGlite, Fastify, Node itself…) and the heaviest functions. The chat
 * load is the bench's visitor conversation. With `--postgres` the server runs on a scratch PostgreSQL
 * database (BENCH_DATABASE_URL or TEST_DATABASE_URL, as `npm run bench`) instead of PGlite.
 *
 *   npx tsx bench/profile.ts chat|bot [seconds] [--postgres]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { BENCH_SECRETS, loadEndpoint, stopServer, type EndpointCase } from './http';
import { HOT_BOT_ALIAS, visitorConversation } from './visitor';
import { PG_ADMIN_URL } from './machine';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const PORT = Number(process.env.BENCH_PORT ?? 3399);
const ALIAS = HOT_BOT_ALIAS;

/** Where a frame's code lives, coarse enough to say which layer costs what. */
function layerOf(url: string, name: string): string {
  if (!url)
    return name === '(garbage collector)'
      ? 'garbage collection'
      : name.startsWith('(')
        ? name
        : 'V8 builtins';
  // PGlite's PostgreSQL is the only WebAssembly the server runs.
  if (url.startsWith('wasm://')) return 'PostgreSQL in WebAssembly (PGlite)';
  if (url.includes('/src/server/')) return 'our server code';
  if (url.includes('/src/shared/')) return 'our shared code';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node core';
  return 'other';
}

/** Self time per profile node, counting only the samples taken within [from, to] (µs, profile clock). */
function summarise(profile: CpuProfile, window: { from: number; to: number }): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= window.from && at <= window.to) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  });
  const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
  const byLayer = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    const layer = layerOf(callFrame.url, callFrame.functionName);
    byLayer.set(layer, (byLayer.get(layer) ?? 0) + micros);
    const where = callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where} [${layer}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  }
  const busy = [...byLayer.values()].reduce((a, b) => a + b, 0);
  const share = (micros: number) => `${((100 * micros) / busy).toFixed(1)} %`;
  const top = <K>(map: Map<K, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [
    `Busy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s sampled (the rest idle).`,
    '',
    '| self time by layer | share of busy time |',
    '| --- | ---: |',
    ...top(byLayer, 12).map(([layer, micros]) => `| ${layer} | ${share(micros)} |`),
    '',
    '| heaviest functions (self time) | share |',
    '| --- | ---: |',
    ...top(byFunction, 15).map(([name, micros]) => `| ${name.replaceAll('|', '\\|')} | ${share(micros)} |`),
  ];
}

async function main() {
  const args = process.argv.slice(2);
  const which = args.includes('bot') ? 'bot' : 'chat';
  const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
  const scratch = args.includes('--postgres')
    ? await createScratchDatabase(PG_ADMIN_URL, 'vocero_profile')
    : null;
  const profileDir = mkdtempSync(path.join(tmpdir(), 'vocero-profile-'));
  const child = spawn(
    process.execPath,
    [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, 'scripts/serve-fresh.mjs'],
    {
      env: {
        ...process.env,
        ...BENCH_SECRETS,
        DATABASE_URL: scratch?.url ?? '',
        PORT: String(PORT),
        RATE_LIMIT_FACTOR: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  let loadStarted = 0;
  let loadEnded = 0;
  try {
    const deadline = Date.now() + 60_000;
    let bot: { _id: string } | undefined;
    while (!bot && Date.now() < deadline) {
      try {
        const answer = await fetch(`${base}/api/bot/${ALIAS}`);
        if (answer.ok) bot = ((await answer.json()) as { bot: { _id: string } }).bot;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    if (!bot) throw new Error('The server did not start within 60 s');
    const endpoint: EndpointCase =
      which === 'bot'
        ? { name: 'GET /api/bot/{alias}', path: `/api/bot/${ALIAS}` }
        : visitorConversation({ id: bot._id, appToken: BENCH_SECRETS.APP_TOKEN });
    // Warm the JIT and the caches first: what is profiled is the steady state, not the first requests.
    await loadEndpoint(base, endpoint, 2);
    loadStarted = performance.now();
    const result = await loadEndpoint(base, endpoint, seconds);
    loadEnded = performance.now();
    console.log(`${endpoint.name}: ${result.requestsPerSecond.toFixed(0)} req/s under the profiler`);
  } finally {
    await stopServer(child);
    await scratch?.drop();
  }
  // The profile ends when the server exits, just as stopServer returns: the load's window, on its clock.
  const exited = performance.now();
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No profile was written to ${profileDir}`);
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const window = {
    from: profile.endTime - (exited - loadStarted) * 1000,
    to: profile.endTime - (exited - loadEnded) * 1000,
  };
  console.log(summarise(profile, window).join('\n'));
}

await main();
