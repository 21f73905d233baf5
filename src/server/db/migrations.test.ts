import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

describe('migrations', () => {
  it('describe the schema: `npm run db:generate` has nothing left to write', async () => {
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ idx: number; tag: string }>;
    };
    const last = journal.entries.at(-1)!;
    const snapshot = JSON.parse(
      readFileSync(path.join(folder, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
    );
    const current = generateDrizzleJson(schema as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('are numbered one after another, each with its SQL file', () => {
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ idx: number; tag: string; when: number }>;
    };
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      expect(readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8').length).toBeGreaterThan(0);
      // The migrator applies a migration only when it is newer than the last one applied.
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});
