import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import * as schema from './schema';
import { lockFolder, type LockPurpose } from './data-dir-lock';
import { openDumpChannel } from './dump-channel';
import { serverFile } from '../lib/server-files';
import { loadPg } from '../lib/optional-packages';

export type Schema = typeof schema;
/** One query API over both engines: PGlite and PostgreSQL speak the same SQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type DatabaseMode = 'pglite' | 'postgres';

/** A connection pool of this instance at one moment (GET /metrics). */
export interface PoolUse {
  pool: string;
  max: number;
  total: number;
  /** Null on the embedded engine: one connection inside the process, queries queue in PGlite itself. */
  idle: number | null;
  waiting: number | null;
}

export interface Database {
  db: Db;
  /**
   * The chat's grouped write of ordinary turns (features/conversations/conversation-store), and nothing else. On
   * PostgreSQL its own connection:
   * - whole-table scans are ruled out (`enable_seqscan`): the plan a connection keeps for a prepared
   *   statement may be made while a table is tiny and then serve it grown. With that setting alone
   *   PostgreSQL would plan the statement anew on every call, which costs about twice what the kept plan
   *   does, so the connection always keeps the one plan (`plan_cache_mode`; docs/performance.md);
   * - a commit does not wait for the disk (`synchronous_commit=off`, decision 032): a crash of PostgreSQL
   *   itself can lose the last fraction of a second of turns, never half of one. Leads, requests for a
   *   person and WhatsApp turns are written through `db`, where commits wait.
   * On PGlite, `db` itself: it plans each statement anew.
   */
  chatTurns: Db;
  mode: DatabaseMode;
  /** Applies pending migrations, then runs `afterMigrate` while holding the same lock. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<number>;
  /**
   * Embedded mode only: a copy of the database (PGlite's data folder as a tar), taken between transactions
   * (`npm run backup`, decision 058).
   */
  dump?: () => Promise<Buffer>;
  /** The connection pools as they are now: PostgreSQL's two, or the embedded engine's one connection. */
  pools(): PoolUse[];
  /**
   * Embedded mode only: `onPayload` runs for each NOTIFY on `channel` as the notifying write commits, before
   * that write's promise resolves (one process, one connection). PostgreSQL offers no such promise (other
   * instances write too, and their notifications arrive a moment later), so there it is absent and readers
   * that must never be stale compare a stamp instead.
   */
  listenInProcess?: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(serverFile('db/migrations'));
// Any constant works: it only has to be the same for every instance sharing the database.
const MIGRATION_LOCK_ID = 424242;

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite engine is used. */
  databaseUrl?: string | undefined;
  /** Folder of the PGlite data files; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /**
   * Who opens the embedded database's folder, named in its lock (`DATA_DIR/db.lock`) for whoever finds it held:
   * the server unless a command says otherwise.
   */
  holder?: LockPurpose;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir, options.holder ?? 'server');
}

const asText = (value: string) => value;
/**
 * The type parsers drizzle's PGlite driver sends with every query (dates, times and intervals kept as text
 * for drizzle's own column mapping). PGlite merges per-query parsers into its 300-odd defaults on every
 * call, about 80 µs, a quarter of a small query; given once when the engine is created they parse alike.
 */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  // numeric[], timestamp[], timestamptz[], interval[], date[]
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

/** The engine as drizzle sees it: its queries (in transactions too) without their per-query parsers. */
function withEngineParsers<T extends PGlite | Transaction>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && 'transaction' in target) {
        return <R>(run: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => run(withEngineParsers(tx)));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const EXTENSIONS = { unaccent, pg_trgm };

/**
 * The embedded engine's start: PGlite's own parameters, and a buffer cache of 32 MB instead of PostgreSQL's
 * 128 MB. PGlite clears the whole cache at every start (128 MB took 0.35 s of the start and as much resident
 * memory), while the files behind it stay in the operating system's cache. A database that outgrows it is
 * one to move to PostgreSQL (README). Given on the command line: PGlite's `postgresqlconf` option would
 * replace the data folder's postgresql.conf whole (its time zone, text search and locale settings).
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | undefined, holder: LockPurpose): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // PGlite is one process: a folder on disk is locked first, and its holder answers copies on a loopback
  // channel (npm run backup while it runs; db/data-dir-lock.ts, decision 058). In memory (tests), neither.
  const channel = dataDir ? await openDumpChannel() : undefined;
  const lock = dataDir
    ? await lockFolder(dataDir, holder, channel?.address ?? null).catch(async (error: unknown) => {
        await channel?.close();
        throw error;
      })
    : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions: EXTENSIONS,
      parsers: DRIZZLE_PARSERS,
      startParams: PGLITE_START,
    });
  } catch (error) {
    await channel?.close();
    lock?.release();
    throw error;
  }
  const dump = () => dumpPglite(client);
  channel?.serve(dump);
  const engine = withEngineParsers(client);
  const db = drizzlePglite({ client: engine, schema }) as unknown as Db;
  return {
    db,
    chatTurns: db,
    mode: 'pglite',
    async migrate(afterMigrate) {
      // PGlite is single-connection and single-process: no lock needed.
      await migratePglite(drizzlePglite({ client: engine, schema }), { migrationsFolder });
      await afterMigrate?.(db);
    },
    ping: () => timed(() => client.query('select 1')),
    pools: () => [{ pool: 'embedded', max: 1, total: 1, idle: null, waiting: null }],
    async listenInProcess(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    dump,
    async close() {
      // No new copies; one being sent finishes first (PGlite's close waits for it), then the folder is free.
      await channel?.close();
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * PGlite's data folder as an uncompressed tar. A checkpoint first, so the copy needs little of the write-ahead
 * log when restored; then the copy is taken holding the engine's transaction lock too (`dumpDataDir` alone only
 * waits for the statement in progress, and could copy the middle of a transaction).
 */
async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return Buffer.from(await tar.arrayBuffer());
}

/**
 * Creates the embedded database in the empty folder `dataDir` from a copy `dump` made by `Database.dump`, and
 * checks it opens (npm run restore). The caller holds the folder's lock.
 */
export async function loadPgliteDump(dataDir: string, dump: Buffer): Promise<void> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(dump)], { type: 'application/x-tar' }),
    extensions: EXTENSIONS,
  });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  // A database that does not answer a connection within 5 s is down: the request answers 503 (plugins/errors).
  // node-postgres and its drizzle driver load only in this mode (decision 061).
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const { Pool } = loadPg();
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // One connection: the chat keeps one write in flight (features/conversations/conversation-store). Its options hold
  // for that connection only: every other statement is planned for its values, and commits, as usual.
  const chatTurnsPool = new Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 5_000,
    options: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off -c synchronous_commit=off',
  });
  chatTurnsPool.on('error', () => undefined);
  const chatTurns = drizzlePg(chatTurnsPool, { schema }) as unknown as Db;
  return {
    db,
    chatTurns,
    mode: 'postgres',
    async migrate(afterMigrate) {
      // Several instances may start together: the advisory lock makes migration and seeding run once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const locked = drizzlePg(client, { schema });
        await migratePg(locked, { migrationsFolder });
        await afterMigrate?.(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => timed(() => db.execute(sql`select 1`)),
    pools: () => [poolUse('main', pool, poolSize), poolUse('chat_turns', chatTurnsPool, 1)],
    close: async () => {
      await Promise.all([pool.end(), chatTurnsPool.end()]);
    },
  };
}

function poolUse(name: string, pool: pg.Pool, max: number): PoolUse {
  return { pool: name, max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}
