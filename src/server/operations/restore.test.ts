import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSettings, resolveSettings } from '../settings';
import { isDataEntry, KEY_FILES } from './backup-format';
import { restoreBackup } from './restore';

const root = mkdtempSync(path.join(tmpdir(), 'vocero-restore-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('what a backup holds', () => {
  it('holds every key settings.ts generates into DATA_DIR', () => {
    const dataDir = path.join(root, 'generated');
    resolveSettings(parseSettings({ DATA_DIR: dataDir }));
    // A key generated there and missing from KEY_FILES would be lost by a restore: sealed tokens unreadable.
    expect(readdirSync(dataDir).sort()).toEqual([...KEY_FILES].sort());
  });

  it('accepts only DATA_DIR content at its own paths', () => {
    for (const ok of [
      'uploads/',
      'uploads/bots/a.webp',
      'private/sources/x.pdf',
      'secrets-key',
      'app-token',
    ]) {
      expect(isDataEntry(ok), ok).toBe(true);
    }
    for (const refused of [
      '../secrets-key',
      'uploads/../../etc/passwd',
      '/etc/passwd',
      'db/PG_VERSION',
      'db.lock',
      'outbox/a.eml',
      'secrets-key/x',
      'uploads//a',
      'manifest.json',
    ]) {
      expect(isDataEntry(refused), refused).toBe(false);
    }
  });
});

describe('restore refusals', () => {
  /** A gzipped tar of the files given (path → content), as a hostile or mistaken "backup" would be. */
  async function archive(name: string, files: Record<string, string>): Promise<string> {
    const staging = path.join(root, `${name}-files`);
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      writeFileSync(path.join(staging, file), content);
    }
    const file = path.join(root, `${name}.tar.gz`);
    await create({ gzip: true, file, cwd: staging }, Object.keys(files));
    return file;
  }
  const manifest = JSON.stringify({
    format: 'vocero-backup',
    version: 1,
    createdAt: '2026-11-29T00:00:00.000Z',
    database: { engine: 'pglite', bytes: 4, copiedFrom: 'stopped' },
    keys: [],
  });

  it('refuses a folder that is not empty, writing nothing', async () => {
    const file = await archive('valid-looking', { 'manifest.json': manifest, 'database.tar': 'xxxx' });
    const dataDir = path.join(root, 'busy');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'nota.txt'), 'mía');
    await expect(restoreBackup({ dataDir, file })).rejects.toThrow(
      `La carpeta de datos ${dataDir} no está vacía: la restauración no escribe sobre datos existentes.`,
    );
    expect(readdirSync(dataDir)).toEqual(['nota.txt']);
  });

  it('refuses an archive with anything outside DATA_DIR content before writing', async () => {
    const file = await archive('foreign', {
      'manifest.json': manifest,
      'database.tar': 'xxxx',
      'db/PG_VERSION': '17',
    });
    const dataDir = path.join(root, 'never-written');
    await expect(restoreBackup({ dataDir, file })).rejects.toThrow(
      /no es un respaldo de Vocero \(npm run backup\): contiene db\/PG_VERSION/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses an archive without a manifest, or with another one', async () => {
    const dataDir = path.join(root, 'never-written-2');
    const noManifest = await archive('no-manifest', { 'database.tar': 'xxxx' });
    await expect(restoreBackup({ dataDir, file: noManifest })).rejects.toThrow(/le falta manifest.json/);
    const otherManifest = await archive('other-manifest', {
      'manifest.json': '{"format":"otro"}',
      'database.tar': 'xxxx',
    });
    await expect(restoreBackup({ dataDir, file: otherManifest })).rejects.toThrow(/no es el de un respaldo/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('leaves an empty folder empty when the database cannot be loaded', async () => {
    const file = await archive('bad-database', {
      'manifest.json': manifest,
      'database.tar': 'xxxx',
      'uploads/a.txt': 'hola',
      'secrets-key': 'ab',
    });
    const dataDir = path.join(root, 'empty');
    mkdirSync(dataDir);
    await expect(restoreBackup({ dataDir, file })).rejects.toThrow(
      /No se pudo restaurar .* quedó como estaba/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
