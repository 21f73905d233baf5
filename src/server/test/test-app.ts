import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createScratchDatabase } from '../db/scratch-database';
import type { AppContext } from '../app-context';
import { closeContext, openContext, type StartedContext } from '../bootstrap';
import { parseSettings, resolveSettings } from '../settings';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  seed: StartedContext['seed'];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
  /** Share an existing PostgreSQL database (several instances in one test) instead of a fresh one. */
  databaseUrl?: string;
}

/** PostgreSQL runs the same suites when TEST_DATABASE_URL is set; each file gets its own database. */
export function createPostgresDatabase(adminUrl: string) {
  return createScratchDatabase(adminUrl, 'vocero_test');
}

/** A real server in process over a fresh database (PGlite in memory, or a new PostgreSQL database). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-test-'));
  const settings = resolveSettings(
    parseSettings({
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secreto123',
      APP_TOKEN: 'test-app-token-0123456789',
      LOG_LEVEL: 'silent',
      // Each message answered as it comes; the bursts' own test sets a window.
      WHATSAPP_BURST_MS: '0',
      ...options.env,
    }),
  );
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = !options.databaseUrl && adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const started = await openContext(settings, {
    inMemory: true,
    databaseUrl: options.databaseUrl ?? pgDatabase?.url,
    log: () => undefined,
  });
  const app = await buildApp(started.ctx, { logger: false, webRoot: options.webRoot });
  return {
    app,
    ctx: started.ctx,
    seed: started.seed,
    async close() {
      await app.close();
      await closeContext(started.ctx);
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
