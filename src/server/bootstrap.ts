import path from 'node:path';
import type { AppContext } from './app-context';
import { withBackgroundJobs } from './background-jobs';
import { openDatabase, type Database } from './db/client';
import { countPendingMigrations } from './db/migration-state';
import { hashPassword } from './features/accounts/passwords';
import { MemoryRelease } from './lib/memory-release';
import { BotCache } from './features/bots/bot-cache';
import { ModelCache } from './features/chat/model-cache';
import { CatalogCache } from './features/chat/catalog';
import { ConversationStore } from './features/conversations/conversation-store';
import { seedDatabase, type SeedResult } from './db/seed/seed';
import { S3FileStorage } from './features/files/s3-storage';
import { LocalFileStorage, type FileStorage } from './features/files/storage';
import { PassageSearch } from './features/sources/passage-search';
import { createMailer } from './features/mail/mailer';
import { BackgroundTasks } from './lib/background';
import { OperatorError } from './lib/operator-error';
import { countPendingJobs } from './lib/jobs/jobs.repo';
import { Metrics } from './lib/metrics/metrics';
import { settleWithin } from './lifecycle/shutdown';
import { createRateLimiter } from './plugins/rate-limits';
import { createLiveBus } from './features/live/live-bus';
import { notifyChannel } from './db/notify';
import type { Settings } from './settings';

export interface StartedContext {
  ctx: AppContext;
  seed: SeedResult;
}

/** Opens the database and storage the settings name, migrates and seeds: everything before HTTP. */
export async function openContext(
  settings: Settings,
  overrides: { databaseUrl?: string | undefined; inMemory?: boolean; log?: (text: string) => void } = {},
): Promise<StartedContext> {
  const database = await openDatabase({
    databaseUrl: overrides.databaseUrl ?? settings.databaseUrl,
    pgliteDir: overrides.inMemory ? undefined : path.join(settings.dataDir, 'db'),
  });
  const storage = openStorage(settings);
  let seed: SeedResult = { demoLoaded: false };
  try {
    if (settings.migrateOnStart) seed = await migrateDatabase(database, settings, storage);
    else await requireMigrated(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    dataDir: settings.dataDir,
    log: overrides.log ?? ((text) => console.log(text)),
  });
  const rateLimiter = createRateLimiter(settings.redisUrl, 'vocero', settings.rateLimitFactor);
  // The first requests count in Redis too when it answers soon; a Redis that does not never delays the start.
  await rateLimiter.ready(1_000);
  // MODEL_CACHE_MB is the memory of the bots answering here: half for their data, half for their models.
  // What bots held is given back once they leave memory (lib/memory-release).
  const release = new MemoryRelease();
  const models = new ModelCache({
    maxBytes: settings.modelCacheBytes / 2,
    idleMs: settings.botIdleMs,
    release,
  });
  const botCache = new BotCache(database, {
    maxBytes: settings.modelCacheBytes / 2,
    idleMs: settings.botIdleMs,
    release,
    readAlongside: (botId) => models.preload(database.db, botId),
  });
  await botCache.start();
  const live = createLiveBus({
    redisUrl: settings.redisUrl,
    databaseUrl: database.mode === 'postgres' ? (overrides.databaseUrl ?? settings.databaseUrl) : undefined,
    notify: (channel, payload) => notifyChannel(database.db, channel, payload),
  });
  return {
    ctx: withBackgroundJobs({
      settings,
      database,
      storage,
      mailer,
      rateLimiter,
      botCache,
      live,
      metrics: new Metrics({
        exposed: settings.metrics.token !== undefined || settings.metrics.port !== undefined,
        pendingJobs: () => countPendingJobs(database.db),
        pools: () => database.pools(),
      }),
      models,
      catalogs: new CatalogCache(),
      conversations: new ConversationStore(database),
      passageSearch: new PassageSearch(),
      background: new BackgroundTasks(),
      startedAt: Date.now(),
    }),
    seed,
  };
}

/** Where the files live: S3 when its settings are set, else DATA_DIR/uploads. */
export function openStorage(settings: Settings): FileStorage {
  return settings.s3
    ? new S3FileStorage(settings.s3)
    : new LocalFileStorage(path.join(settings.dataDir, 'uploads'));
}

/**
 * Applies the pending migrations, then brings the content to its minimum (categories, the super user, the
 * platform bot, the demo once), all under the migration lock: on every start, or only in `npm run migrate`
 * with MIGRATE_ON_START=false (decision 058).
 */
export async function migrateDatabase(
  database: Database,
  settings: Settings,
  storage: FileStorage,
): Promise<SeedResult> {
  let seed: SeedResult = { demoLoaded: false };
  await database.migrate(async (db) => {
    seed = await seedDatabase(db, {
      appName: settings.appName,
      adminEmail: settings.adminEmail,
      adminPassword: settings.adminPassword,
      demoContent: settings.demoContent,
      storage,
      hashPassword,
    });
  });
  return seed;
}

/** MIGRATE_ON_START=false: a start only checks that `npm run migrate` ran for this version. */
async function requireMigrated(database: Database): Promise<void> {
  const pending = await countPendingMigrations(database.db);
  if (pending > 0) {
    throw new OperatorError(
      `A la base de datos le faltan ${pending} migraciones de esta versión y MIGRATE_ON_START=false:` +
        ' ejecute npm run migrate antes de iniciar.',
    );
  }
}

/** Releases everything openContext opened, after the HTTP server stopped. */
export async function closeContext(ctx: AppContext, options = { queuedWorkMs: 2_000 }): Promise<void> {
  // E-mails queued by the last requests go out before the mailer and the database close, within a bound:
  // one stuck on a silent SMTP server must not keep the embedded database from being flushed and closed.
  // Background jobs stop claiming and their running handlers get the same bound (main.ts stopped them first).
  await settleWithin(
    Promise.all([ctx.jobs.stop({ graceMs: options.queuedWorkMs }), ctx.background.settled()]),
    options.queuedWorkMs,
  );
  await Promise.allSettled([
    ctx.mailer.close(),
    ctx.rateLimiter.close(),
    ctx.storage.close?.(),
    ctx.passageSearch.close(),
    ctx.live.close(),
  ]);
  await ctx.database.close();
}
