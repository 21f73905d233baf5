import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { executeRows } from './execute-rows';

const root = mkdtempSync(path.join(tmpdir(), 'vocero-engine-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded engine', () => {
  it('starts with a 32 MB buffer cache and leaves the folder’s own settings as initdb wrote them', async () => {
    const folder = path.join(root, 'db');
    const database = await openDatabase({ pgliteDir: folder, holder: 'backup' });
    try {
      // SHOW names its one column as the setting is spelt ("TimeZone"): read the value, whatever its name.
      const setting = async (name: string) => {
        const [row] = await executeRows<Record<string, string>>(database.db, sql.raw(`show ${name}`));
        return row ? Object.values(row)[0] : undefined;
      };
      expect(await setting('shared_buffers')).toBe('32MB');
      // initdb's postgresql.conf still applies: its time zone, not the built-in GMT.
      expect(await setting('timezone')).toBe('UTC');
    } finally {
      await database.close();
    }
    expect(readFileSync(path.join(folder, 'postgresql.conf'), 'utf8')).toContain('timezone = UTC');
  });
});
