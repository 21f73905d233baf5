import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import webPush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { PLATFORM_BOT_ID } from '../../shared/constants';
import { openDatabase } from '../db/client';
import { periodStart } from '../features/digest/digest';
import { createPostgresDatabase } from '../test/test-app';

/**
 * The real server (`src/server/main.ts`) as a child process, stopped the way a terminal, a deploy or a test
 * harness stops it. Each case asserts the process ends within a bound: the old shutdown waited forever for a
 * request whose body never finished arriving, ignored a second signal, and closed the database under a job.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (`npm run test:pg`).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The HTTP grace period of main.ts is 5 s; the overall bound 15 s. */
const BOUND_MS = 10_000;

interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

let dataDir: string;
/** With DATABASE_URL the server refuses to start without the VAPID keys every instance shares. */
const vapid = webPush.generateVAPIDKeys();
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
const started: ChildProcess[] = [];

function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secreto123',
      APP_TOKEN: 'test-app-token-0123456789',
      SECRETS_KEY: '0'.repeat(64),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 50_000);
    const onData = () => {
      const ready = /está listo en http:\/\/localhost:(\d+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ child, port: Number(ready[1]), output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Sends `signal` and resolves with how the process ended and how long it took. */
async function stop(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  const sent = Date.now();
  server.child.kill(signal);
  const guard = setTimeout(() => server.child.kill('SIGKILL'), 25_000);
  const { code, signal: killedBy, at } = await server.exited;
  clearTimeout(guard);
  return { code, killedBy, ms: at - sent };
}

/** A request whose body never finishes arriving: an upload from a client that went quiet. */
function halfSentRequest(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"email":',
      );
      // Give the server time to route it and wait for the rest of the body.
      setTimeout(() => resolve(socket), 200);
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** Concurrent requests over 20 keep-alive connections until `stop` is called. */
function load(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  let running = true;
  let answered = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/bots', agent }, (response) => {
        response.resume();
        response.on('end', () => {
          answered += 1;
          resolve();
        });
        response.on('error', () => resolve());
      });
      request.on('error', () => {
        running = false;
        resolve();
      });
    });
  const workers = Array.from({ length: 20 }, async () => {
    while (running) await one();
  });
  return {
    answered: () => answered,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-shutdown-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createPostgresDatabase(adminUrl);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
});

afterEach(() => {
  // A server a failed case left behind must not outlive the run.
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping the server', () => {
  it('exits with 0 right away when idle (first start: migrates and seeds)', async () => {
    const server = await startServer();
    const result = await stop(server);
    expect(result, server.output()).toMatchObject({ code: 0, killedBy: null });
    expect(result.ms).toBeLessThan(5_000);
  }, 60_000);

  it('exits with 0 within the bound under load, with keep-alive connections and a half-sent request', async () => {
    const server = await startServer();
    const traffic = load(server.port);
    const stalled = await halfSentRequest(server.port);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(traffic.answered()).toBeGreaterThan(0);

    const result = await stop(server);
    await traffic.stop();
    stalled.destroy();
    expect(result, server.output()).toMatchObject({ code: 0, killedBy: null });
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(server.output()).toContain('closing their connections');
  }, 60_000);

  it('ends at once on a second SIGTERM, saying what was still pending', async () => {
    const server = await startServer();
    const stalled = await halfSentRequest(server.port);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const result = await stop(server, 'SIGTERM');
    stalled.destroy();
    expect(result, server.output()).toMatchObject({ code: 1, killedBy: null });
    expect(result.ms).toBeLessThan(2_000);
    expect(server.output()).toMatch(
      /SIGTERM received again during shutdown: exiting now; still pending: HTTP/,
    );
  }, 60_000);

  it('lets the running digest job finish sending before closing the database', async () => {
    // The platform bot had a conversation in the period that just ended, and no digest went out for it.
    const database = await openDatabase({
      databaseUrl: databaseUrl || undefined,
      pgliteDir: path.join(dataDir, 'db'),
    });
    const lastPeriod = new Date(periodStart(new Date()).getTime() - 60_000);
    await database.db.execute(sql`update bots set notification_on = true where id = ${PLATFORM_BOT_ID}`);
    await database.db.execute(
      sql`insert into conversations (id, bot_id, state, created_at, updated_at)
          values ('shutdown-digest', ${PLATFORM_BOT_ID}, '{}'::jsonb, ${lastPeriod}, ${lastPeriod})`,
    );
    // Its run of this period is due again (the earlier tests' servers ran it).
    await database.db.execute(sql`delete from job_runs`);
    await database.db.execute(sql`delete from jobs`);
    await database.close();

    // An SMTP server that holds the digest's message until the test lets it go.
    let release: (() => void) | undefined;
    let received: () => void = () => undefined;
    const receiving = new Promise<void>((resolve) => (received = resolve));
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          release = () => callback();
          received();
        });
      },
    });
    const smtpPort = await new Promise<number>((resolve) =>
      smtp.listen(0, '127.0.0.1', () => {
        const address = smtp.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    onTestFinished(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await receiving;

    const stopping = stop(server);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const releasedAt = Date.now();
    release?.();
    const result = await stopping;
    const exitedAt = (await server.exited).at;
    expect(result, server.output()).toMatchObject({ code: 0, killedBy: null });
    // The old shutdown closed the database and exited while the message was still being sent.
    expect(exitedAt).toBeGreaterThanOrEqual(releasedAt);
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(server.output()).not.toContain('"job":"owner-digest"');
  }, 60_000);
});
