import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import webPush from 'web-push';

const vapid = webPush.generateVAPIDKeys();

/** With PostgreSQL the server requires the keys every instance shares; a bench run makes its own. */
export const BENCH_SECRETS = {
  SECRETS_KEY: randomBytes(32).toString('hex'),
  APP_TOKEN: randomBytes(16).toString('hex'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

export interface EndpointCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A session sent in order on each connection, each body built from the JSON answer before it (undefined
   * for the first): a visitor's conversation, where every message after the first carries the
   * conversationId the server answered. After the last step the connection starts a new session.
   */
  steps?: Array<(previous: unknown) => unknown>;
  /** The requests/s ratio to GET /api/health this endpoint must reach (printed as met or MISSED). */
  minRatio?: number;
}

export interface EndpointResult {
  name: string;
  requestsPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** Starts the real server (fresh data, demo content) in a child process, so load and server don't share a core. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve-fresh.mjs'], {
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A fresh server seeds the demo content first: on a busy machine that can take minutes.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start within 180 s');
}

/** Stops a server started by startServer and waits until it has exited (its database is closed). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function parsedOrUndefined(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** What each connection carries from one step of a session to the next (autocannon resets it per loop). */
interface SessionContext {
  previous?: unknown;
}

/** Loads one endpoint for `seconds` with `connections` and reports requests/s and p95 latency. */
export async function loadEndpoint(
  baseUrl: string,
  endpoint: EndpointCase,
  seconds: number,
  connections = 10,
) {
  const latencies: number[] = [];
  const method = endpoint.method ?? 'GET';
  const requests = endpoint.steps?.map((build) => ({
    method,
    path: endpoint.path,
    setupRequest: (request: autocannon.Request, context: SessionContext) => ({
      ...request,
      body: JSON.stringify(build(context.previous)),
    }),
    onResponse: (_status: number, body: string, context: SessionContext) => {
      context.previous = parsedOrUndefined(body);
    },
  }));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${endpoint.path}`,
        method,
        duration: seconds,
        connections,
        headers: { 'content-type': 'application/json', ...endpoint.headers },
        ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
        ...(requests ? { requests } : {}),
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
    p99Ms: percentile(latencies, 99),
    non2xx: result.non2xx,
  } satisfies EndpointResult;
}
