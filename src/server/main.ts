import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { closeContext, openContext } from './bootstrap';
import { loadSpanishDictionary } from './lib/nlu/spelling';
import { loadConceptBank } from './lib/nlu/concepts';
import type { AppContext } from './app-context';
import { closeHttpServer, settleWithin, Shutdown, SHUTDOWN_TIMEOUT_MS } from './lifecycle/shutdown';
import { loadSettings, SettingsError, type Settings } from './settings';
import { resolveLogFormat } from './lifecycle/logging';
import { OperatorError } from './lib/operator-error';
import { startMetricsListener } from './lib/metrics/metrics-listener';

function readSettings(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** In-flight requests get this long after a stop; then their connections are cut. */
const HTTP_GRACE_MS = 5_000;
/** Once HTTP has closed, the shutdown waits this long more for the running jobs to end. */
const JOBS_TIMEOUT_MS = 3_000;
/**
 * From the stop signal (claims stop at once, while HTTP still closes), a running queued job is left alone
 * this long; then its signal aborts and it gives its work back. Drains marked `abort` (reading sources,
 * WhatsApp) are told at once: they finish the row in hand and claim no more.
 */
const JOBS_GRACE_MS = 2_000;
/** Closing the mailer, the rate limiter, the storage and the database (PGlite flushes to disk). */
const CONTEXT_TIMEOUT_MS = 5_000;

async function main(shutdown: Shutdown) {
  const settings = readSettings();
  // A stop during the first migration waits for it (within the bound), then closes the database cleanly.
  const opening = openContext(settings);
  shutdown.add({
    name: 'database and services',
    // A migration in progress is not cut (only the overall bound applies to it); the close has its own.
    run: () =>
      opening.then(
        ({ ctx }) => closeContextBounded(ctx),
        // When opening failed, openContext released what it had opened.
        () => undefined,
      ),
  });
  const { ctx, seed } = await opening;
  if (shutdown.closing) return;

  const webRoot = path.resolve('dist/web');
  const app = await buildApp(ctx, {
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    // Readable lines in a terminal, JSON lines for a collector (LOG_FORMAT).
    logger: { format: resolveLogFormat(settings.logFormat, process.stdout.isTTY === true) },
  });
  if (shutdown.closing) return;
  shutdown.log = app.log;
  // Steps run newest first: the job worker stops claiming, HTTP closes while the running jobs finish, then
  // the database. Stopping twice is one stop: the second step waits for the first's.
  const stopJobs = () => ctx.jobs.stop({ graceMs: JOBS_GRACE_MS });
  shutdown.add({ name: 'background jobs', timeoutMs: JOBS_TIMEOUT_MS, run: stopJobs });
  // Stop accepting requests, give in-flight ones a grace period, then cut what is left.
  shutdown.add({
    name: 'HTTP server',
    timeoutMs: HTTP_GRACE_MS + 1_000,
    run: () => closeHttpServer(app, HTTP_GRACE_MS, app.log),
  });

  // The job worker (background-jobs.ts): recurring jobs, and work left before a stop or by a stopped
  // instance (sources, WhatsApp messages and replies), start here.
  ctx.jobs.log = app.log;
  ctx.jobs.start();
  // Claims stop at the signal; running queued jobs get JOBS_GRACE_MS from then before their signal aborts.
  // Messages arriving meanwhile stay durable rows for the next instance (or this one after its restart).
  shutdown.add({ name: 'job claims', run: () => void stopJobs() });

  // The spelling dictionary and the concept bank load once per process (~0.5 s): before listening, not
  // during the first visitor's message nor while requests wait.
  loadSpanishDictionary();
  loadConceptBank();
  ctx.passageSearch.warm();
  await app.listen({ port: settings.port, host: settings.host });
  // METRICS_PORT: GET /metrics on a port of its own (decision 059), closed first on a stop.
  if (settings.metrics.port !== undefined) {
    const { port, token } = settings.metrics;
    const metrics = await startMetricsListener(ctx.metrics, { port, token, host: settings.host });
    shutdown.add({ name: 'metrics listener', timeoutMs: 2_000, run: () => metrics.close() });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const mode =
    ctx.database.mode === 'pglite' ? `PGlite en ${path.join(settings.dataDir, 'db')}` : 'PostgreSQL';
  console.log(`\n  ${settings.appName} está listo en http://localhost:${port}  (base de datos: ${mode})`);
  console.log(`  API: http://localhost:${port}/api/docs`);
  if (seed.demoLoaded) console.log('  Contenido de demostración cargado.');
  if (seed.generatedAdminPassword) {
    console.log(`\n  Super usuario creado: ${settings.adminEmail}`);
    console.log(`  Contraseña (se muestra solo esta vez): ${seed.generatedAdminPassword}\n`);
  }
}

/** Closes the mailer, rate limiter, storage and database (closeContext bounds the queued e-mails itself). */
async function closeContextBounded(ctx: AppContext): Promise<void> {
  if ((await settleWithin(closeContext(ctx), CONTEXT_TIMEOUT_MS)) === 'timeout')
    throw new Error(`the database and services did not close within ${CONTEXT_TIMEOUT_MS} ms`);
}

// Signals are handled from the first line: every stop, even during start-up, ends within the bound.
const shutdown = new Shutdown({ timeoutMs: SHUTDOWN_TIMEOUT_MS });
shutdown.handleSignals();
main(shutdown).catch((error: unknown) => {
  // A refusal says what to do (the database folder in use, migrations missing): its message alone.
  console.error(error instanceof OperatorError ? `\n  ${error.message}\n` : error);
  // Whatever did open (the database, say) still closes; the exit code tells the start failed.
  void shutdown.run('start-up failed', 1);
});
