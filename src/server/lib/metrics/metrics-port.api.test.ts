import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, parseExposition } from '../../test/metrics-helpers';
import { createPostgresDatabase } from '../../test/test-app';

/**
 * METRICS_PORT as an operator runs it: the real server (`src/server/main.ts`) as a child process opens the
 * second listener, serves GET /metrics there and only there, and closes it with everything else on SIGTERM.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TOKEN = 'metrics-token-0123456789abcdef';

let dataDir: string;
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
let child: ChildProcess | undefined;

/** A port nothing listens on at this moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-metrics-port-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createPostgresDatabase(adminUrl);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics on its own port with METRICS_TOKEN, not on PORT, and closes it on SIGTERM', async () => {
    const metricsPort = await freePort();
    // With DATABASE_URL the server refuses to start without the keys every instance shares.
    const vapid = webPush.generateVAPIDKeys();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
        DEMO_CONTENT: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'secreto123',
        APP_TOKEN: 'test-app-token-0123456789',
        SECRETS_KEY: '0'.repeat(64),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 50_000);
      server.stdout.on('data', () => {
        const ready = /está listo en http:\/\/localhost:(\d+)/.exec(output);
        if (!ready) return;
        clearTimeout(timer);
        resolve(Number(ready[1]));
      });
      void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });

    const app = `http://127.0.0.1:${port}`;
    const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(`${app}/api/categories`)).status).toBe(200);
    // On PORT, /metrics does not exist, token or not.
    expect((await fetch(`${app}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
    expect((await fetch(metrics)).status).toBe(401);
    const scraped = await fetch(metrics, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    const families = parseExposition(scraped.headers.get('content-type'), await scraped.text());
    expect(
      countOf(families, 'vocero_http_request_duration_seconds', { route: '/api/categories', status: '200' }),
    ).toBe(1);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(metrics)).rejects.toThrow();
  }, 90_000);
});
