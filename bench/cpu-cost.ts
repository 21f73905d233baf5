/**
 * CPU time per request of the hot paths, by process: the server, PostgreSQL's backends serving it, and the
 * load generator. Unlike requests/s it barely moves when other work shares the machine, so it tells whether a
 * change made a request cheaper even on a busy machine.
 *
 *   npx tsx bench/cpu-cost.ts [seconds]
 */
import pg from 'pg';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { BENCH_SECRETS, loadEndpoint, startServer, stopServer, type EndpointCase } from './http';
import { HOT_BOT_ALIAS, visitorConversation } from './visitor';
import { PG_ADMIN_URL, cpuSeconds } from './machine';

const SECONDS = Number(process.argv[2] ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3397);

async function main() {
  const scratch = await createScratchDatabase(PG_ADMIN_URL, 'vocero_cpu');
  const server = await startServer(PORT, {
    ...BENCH_SECRETS,
    DATABASE_URL: scratch.url,
    RATE_LIMIT_FACTOR: '1000',
  });
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const dbName = new URL(scratch.url).pathname.slice(1);
  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])
    ).rows.map((row) => row.pid);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const { bot } = (await (await fetch(`${base}/api/bot/${HOT_BOT_ALIAS}`)).json()) as {
      bot: { _id: string };
    };
    const cases: EndpointCase[] = [
      { name: 'GET /api/health', path: '/api/health' },
      { name: 'GET /api/bot/{alias}', path: `/api/bot/${HOT_BOT_ALIAS}` },
      visitorConversation({ id: bot._id, appToken: BENCH_SECRETS.APP_TOKEN }),
    ];
    for (const endpoint of cases) await loadEndpoint(base, endpoint, 2);
    console.log('| endpoint | req/s | server µs/req | PostgreSQL µs/req | load µs/req | total µs/req |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const endpoint of cases) {
      // Backends come and go with the pool: each one's CPU is sampled while the load runs, and a backend
      // first seen during the load counts from zero.
      const first = new Map<number, number>();
      const last = new Map<number, number>();
      const sample = async (atStart: boolean) => {
        for (const pid of await backends()) {
          const used = cpuSeconds(pid);
          if (!first.has(pid)) first.set(pid, atStart ? used : 0);
          if (used > 0) last.set(pid, used);
        }
      };
      await sample(true);
      const sampler = setInterval(() => void sample(false), 100);
      const serverBefore = cpuSeconds(server.pid!);
      const loadBefore = process.cpuUsage();
      const result = await loadEndpoint(base, endpoint, SECONDS);
      const load = process.cpuUsage(loadBefore);
      clearInterval(sampler);
      await sample(false);
      let pgCpu = 0;
      for (const [pid, start] of first) pgCpu += (last.get(pid) ?? start) - start;
      const requests = result.requestsPerSecond * SECONDS;
      const per = (seconds: number) => ((seconds * 1e6) / requests).toFixed(0);
      const serverCpu = cpuSeconds(server.pid!) - serverBefore;
      const loadCpu = (load.user + load.system) / 1e6;
      console.log(
        `| ${endpoint.name} | ${result.requestsPerSecond.toFixed(0)} | ${per(serverCpu)} | ${per(pgCpu)} | ${per(loadCpu)} | ${per(serverCpu + pgCpu + loadCpu)} |`,
      );
    }
  } finally {
    await admin.end();
    await stopServer(server);
    await scratch.drop();
  }
}

await main();
