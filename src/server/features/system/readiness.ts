import type { Readiness } from '../../../shared/schemas/system';
import type { Database } from '../../db/client';
import { countPendingMigrations } from '../../db/migration-state';
import { settleWithin } from '../../lifecycle/shutdown';

/** A database slower than this to answer `select 1` is not ready for more traffic. */
const PING_TIMEOUT_MS = 2_000;

/**
 * Whether this instance can take traffic (GET /api/health/ready, decision 058): its database answers, has this
 * version's migrations, and the instance is not stopping. Once applied, migrations stay applied: after the
 * first success the check is no longer asked of the database.
 */
export function readinessCheck(database: Database): (shuttingDown: boolean) => Promise<Readiness> {
  let migrated = false;
  return async (shuttingDown) => {
    let databaseUp = false;
    let migrations: Readiness['migrations'] = 'unknown';
    try {
      databaseUp = (await settleWithin(database.ping(), PING_TIMEOUT_MS)) === 'done';
      if (databaseUp && !migrated) {
        const pending = await settleWithin(
          countPendingMigrations(database.db).then((count) => {
            migrated = count === 0;
          }),
          PING_TIMEOUT_MS,
        );
        if (pending === 'timeout') databaseUp = false;
      }
      if (databaseUp) migrations = migrated ? 'applied' : 'pending';
    } catch {
      databaseUp = false;
    }
    return {
      ready: databaseUp && migrations === 'applied' && !shuttingDown,
      database: databaseUp ? 'up' : 'down',
      migrations,
      shuttingDown,
    };
  };
}
