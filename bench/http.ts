import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

/** With PostgreSQL the server requires the keys every instance shares; a bench run makes its own. */
export const BENCH_SECRETS = {
  SECRETS_KEY: randomBytes(32).toString('hex'),
  APP_TOKEN: randomBytes(16).toString('hex'),
};

export interface EndpointCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EndpointResult {
  name: string;
  requestsPerSecond: number;
  p95Ms: number;
  non2xx: number;
}

/** Starts the real server (fresh data, demo content) in a child process, so load and server don't share a core. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve-fresh.mjs'], {
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start within 60 s');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Loads one endpoint for `seconds` with `connections` and reports requests/s and p95 latency. */
export async function loadEndpoint(
  baseUrl: string,
  endpoint: EndpointCase,
  seconds: number,
  connections = 10,
) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${endpoint.path}`,
        method: endpoint.method ?? 'GET',
        duration: seconds,
        connections,
        headers: { 'content-type': 'application/json', ...endpoint.headers },
        ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name: endpoint.name,
    requestsPerSecond: result.requests.average,
    p95Ms: percentile(latencies, 95),
    non2xx: result.non2xx,
  } satisfies EndpointResult;
}
