import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { closeContext, openContext } from '../bootstrap';
import { FolderInUseError } from '../db/data-dir-lock';
import { OperatorError } from '../lib/operator-error';
import { parseSettings, resolveSettings, type Settings } from '../settings';
import { createPostgresDatabase } from '../test/test-app';
import { runMigrations } from './migrate';

/**
 * Issue 43, item 6: `npm run migrate` migrates without serving, and with MIGRATE_ON_START=false a start only
 * checks: several instances then start together without racing over the schema. On PGlite always, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('npm run migrate and MIGRATE_ON_START=false', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-migrate-'));
  let scratch: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let settings: (migrateOnStart: boolean) => Settings;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    scratch = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
    const vapid = webPush.generateVAPIDKeys();
    settings = (migrateOnStart) =>
      resolveSettings(
        parseSettings({
          DATA_DIR: dataDir,
          DEMO_CONTENT: 'false',
          ADMIN_EMAIL: 'admin@example.com',
          ADMIN_PASSWORD: 'secreto123',
          LOG_LEVEL: 'silent',
          MIGRATE_ON_START: String(migrateOnStart),
          ...(scratch
            ? {
                DATABASE_URL: scratch.url,
                SECRETS_KEY: 'ab'.repeat(32),
                APP_TOKEN: 'test-app-token-0123456789',
                VAPID_PUBLIC_KEY: vapid.publicKey,
                VAPID_PRIVATE_KEY: vapid.privateKey,
              }
            : {}),
        }),
      );
  });
  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a start that may not migrate refuses a database without this version’s migrations', async () => {
    const refusal = await openContext(settings(false), { log: () => undefined }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(OperatorError);
    expect((refusal as Error).message).toMatch(
      /^A la base de datos le faltan \d+ migraciones de esta versión y MIGRATE_ON_START=false: ejecute npm run migrate antes de iniciar\.$/,
    );
  }, 60_000);

  it('migrates and seeds without serving, then a start only checks and serves ready', async () => {
    const first = await runMigrations(settings(true));
    expect(first.mode).toBe(scratch ? 'postgres' : 'pglite');
    expect(first.applied).toBeGreaterThan(30);
    // A second run finds nothing to do.
    expect((await runMigrations(settings(true))).applied).toBe(0);

    const { ctx } = await openContext(settings(false), { log: () => undefined });
    const app = await buildApp(ctx, { logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ ready: true, migrations: 'applied' });
      // The seed ran in the migration: the super user signs in.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: 'admin@example.com', password: 'secreto123' },
      });
      expect(signIn.statusCode).toBe(200);
      // The embedded database is one process's: the migration command waits for no server, it refuses.
      if (!scratch) await expect(runMigrations(settings(true))).rejects.toThrow(FolderInUseError);
      // On PostgreSQL it runs beside serving instances, under the advisory lock.
      else expect((await runMigrations(settings(true))).applied).toBe(0);
    } finally {
      await app.close();
      await closeContext(ctx);
    }
  }, 60_000);
});
