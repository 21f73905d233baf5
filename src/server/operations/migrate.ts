import path from 'node:path';
import { migrateDatabase, openStorage } from '../bootstrap';
import { openDatabase, type DatabaseMode } from '../db/client';
import { countPendingMigrations } from '../db/migration-state';
import type { SeedResult } from '../db/seed/seed';
import type { Settings } from '../settings';

export interface MigrationSummary {
  mode: DatabaseMode;
  /** Migrations this version had and the database lacked when the command started. */
  applied: number;
  seed: SeedResult;
}

/**
 * `npm run migrate`: what a start does before serving (migrations, then the minimum content), without serving
 * (decision 058). On PostgreSQL under the advisory lock, so it may run while instances serve; on PGlite under
 * the folder's lock, so not while the server runs (its start migrates anyway).
 */
export async function runMigrations(settings: Settings): Promise<MigrationSummary> {
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: path.join(settings.dataDir, 'db'),
    holder: 'migrate',
  });
  const storage = openStorage(settings);
  try {
    const applied = await countPendingMigrations(database.db);
    const seed = await migrateDatabase(database, settings, storage);
    return { mode: database.mode, applied, seed };
  } finally {
    storage.close?.();
    await database.close();
  }
}
