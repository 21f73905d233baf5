import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { closeContext, openContext } from '../bootstrap';
import { openDatabase } from '../db/client';
import { FolderInUseError } from '../db/data-dir-lock';
import { open, seal } from '../lib/secret-box';
import { parseSettings, resolveSettings } from '../settings';
import { bearer, signIn } from '../test/accounts-helpers';
import { CLINIC_INTENTS, ownerWithClinicBot, putRawIntents } from '../test/bots-helpers';
import { uploadPictureAs } from '../test/files-helpers';
import type { TestApp } from '../test/test-app';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

/**
 * Issue 43, item 5: a backup of an embedded installation, taken while its server runs and again once it has
 * stopped, restored into a new folder on "another machine" (a second instance in this process), shows the
 * same bots, conversations and files, and a session and a sealed token made before still work.
 */

const root = mkdtempSync(path.join(tmpdir(), 'vocero-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A real start on `dataDir` (the database on disk, locked; keys generated there), as `npm start` does. */
async function startOn(dataDir: string): Promise<TestApp> {
  const settings = resolveSettings(
    parseSettings({
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secreto123',
      LOG_LEVEL: 'silent',
      WHATSAPP_BURST_MS: '0',
    }),
  );
  // The embedded engine whatever TEST_DATABASE_URL says: this is its backup.
  const started = await openContext(settings, { log: () => undefined });
  const app = await buildApp(started.ctx, { logger: false });
  return {
    app,
    ctx: started.ctx,
    seed: started.seed,
    async close() {
      await app.close();
      await closeContext(started.ctx);
    },
  };
}

describe('backup and restore of the embedded database', () => {
  const original = path.join(root, 'original');
  let t: TestApp;
  let owner: { token: string; email: string; botId: string; alias: string };
  let picture: { path: string; bytes: Buffer };
  let sealed: string;
  let before: { bots: unknown; conversations: unknown; transcript: unknown };

  async function readState(app: TestApp, token: string, botId: string) {
    const get = async (url: string) => {
      const response = await app.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    const conversations = await get(`/api/bot/${botId}/conversations`);
    const [first] = conversations.conversations as Array<{ _id: string }>;
    return {
      bots: await get('/api/bots?limit=50'),
      conversations,
      transcript: first ? await get(`/api/bot/${botId}/conversations/${first._id}`) : null,
    };
  }

  beforeAll(async () => {
    t = await startOn(original);
    const { user, token, bot } = await ownerWithClinicBot(t);
    await putRawIntents(t, token, bot._id, CLINIC_INTENTS);
    const { url } = await uploadPictureAs(t, token);
    const served = await t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    picture = { path: new URL(url, 'http://x').pathname, bytes: served.rawPayload };
    const appToken = t.ctx.settings.appToken;
    let conversationId: string | undefined;
    for (const message of ['hola', '¿cuál es el horario de atención?']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/bot/${bot._id}/io`,
        payload: { interaction: { from: 'user', message }, botId: bot._id, appToken, conversationId },
      });
      expect(reply.statusCode).toBe(200);
      conversationId = reply.json().conversationId;
    }
    // The session is signed in now, long before the restore.
    owner = {
      token: await signIn(t, user.email, user.password),
      email: user.email,
      botId: bot._id,
      alias: bot.alias,
    };
    sealed = seal(t.ctx.settings.secretsKey, 'APP_USR-token-del-vendedor');
    before = await readState(t, owner.token, owner.botId);
    expect((before.conversations as { total: number }).total).toBe(1);
    expect(before.transcript).not.toBeNull();
  });
  let stopped = false;
  afterAll(async () => {
    if (!stopped) await t.close();
  });

  it('refuses a second process on the folder while the server holds it', async () => {
    await expect(openDatabase({ pgliteDir: path.join(original, 'db'), holder: 'backup' })).rejects.toThrow(
      FolderInUseError,
    );
    await expect(openDatabase({ pgliteDir: path.join(original, 'db'), holder: 'backup' })).rejects.toThrow(
      /en uso por el servidor \(npm start\), pid \d+/,
    );
  });

  const whileRunning = path.join(root, 'while-running.tar.gz');
  it('writes one file while the server runs, the database copied by the server itself', async () => {
    const summary = await createBackup({ dataDir: original, file: whileRunning });
    expect(summary).toMatchObject({
      file: whileRunning,
      database: { engine: 'pglite', copiedFrom: 'running' },
      serverPid: process.pid,
      keys: ['app-token', 'secrets-key', 'vapid-keys.json'],
    });
    expect(summary.files).toBeGreaterThanOrEqual(1);
    // It holds the keys: its owner's only.
    expect(statSync(whileRunning).mode & 0o777).toBe(0o600);
    expect(readdirSync(root).filter((name) => name.endsWith('.partial'))).toEqual([]);
  }, 60_000);

  it('refuses to overwrite a file or to write inside the data folder', async () => {
    await expect(createBackup({ dataDir: original, file: whileRunning })).rejects.toThrow(/ya existe/);
    await expect(
      createBackup({ dataDir: original, file: path.join(original, 'uploads', 'x.tar.gz') }),
    ).rejects.toThrow(/fuera de la carpeta de datos/);
  });

  it('restores into a new folder where a start shows the same bots, conversations, files, session and keys', async () => {
    const copy = path.join(root, 'other-machine', 'data');
    const { manifest, files } = await restoreBackup({ dataDir: copy, file: whileRunning });
    expect(manifest.database.copiedFrom).toBe('running');
    expect(files).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(copy, 'db.lock'))).toBe(false);
    expect(statSync(path.join(copy, 'secrets-key')).mode & 0o777).toBe(0o600);

    const restored = await startOn(copy);
    try {
      expect(await readState(restored, owner.token, owner.botId)).toEqual(before);
      // The session issued before the backup still signs its owner in.
      const me = await restored.app.inject({ method: 'GET', url: '/api/me', headers: bearer(owner.token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(owner.email);
      // The uploaded picture is still served.
      const served = await restored.app.inject({ method: 'GET', url: picture.path });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture.bytes)).toBe(true);
      // Sealed tokens open with the restored key; the web app and widgets keep their app token.
      expect(open(restored.ctx.settings.secretsKey, sealed)).toBe('APP_USR-token-del-vendedor');
      expect(restored.ctx.settings.appToken).toBe(t.ctx.settings.appToken);
      expect(restored.ctx.settings.push.publicKey).toBe(t.ctx.settings.push.publicKey);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses a folder that is not empty, and a file that is not a backup, leaving both as they were', async () => {
    await expect(restoreBackup({ dataDir: original, file: whileRunning })).rejects.toThrow(
      /no está vacía: la restauración no escribe sobre datos existentes/,
    );
    const notBackup = path.join(root, 'notas.txt');
    writeFileSync(notBackup, 'esto no es un respaldo');
    const target = path.join(root, 'never-made');
    await expect(restoreBackup({ dataDir: target, file: notBackup })).rejects.toThrow(
      /no es un respaldo de Vocero/,
    );
    expect(existsSync(target)).toBe(false);
  });

  it('writes the same backup with the server stopped, reading the folder under its lock', async () => {
    await t.close();
    stopped = true;
    const file = path.join(root, 'stopped.tar.gz');
    const summary = await createBackup({ dataDir: original, file });
    expect(summary.database.copiedFrom).toBe('stopped');
    expect(summary.serverPid).toBeUndefined();
    // The command let the folder go: a start takes it again and finds its data.
    expect(existsSync(path.join(original, 'db.lock'))).toBe(false);
    const copy = path.join(root, 'from-stopped');
    await restoreBackup({ dataDir: copy, file });
    const restored = await startOn(copy);
    try {
      expect(await readState(restored, owner.token, owner.botId)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
