import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { closeContext, openContext } from './bootstrap';
import { purgeExpiredCredentials } from './features/accounts/accounts.repo';
import { startDigestScheduler } from './features/digest/digest';
import { expireStaleOrders } from './features/payments/orders.service';
import { loadSettings, SettingsError, type Settings } from './settings';

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

async function main() {
  const settings = readSettings();
  const { ctx, seed } = await openContext(settings);
  const webRoot = path.resolve('dist/web');
  const app = await buildApp(ctx, { webRoot: existsSync(webRoot) ? webRoot : undefined });

  // Expired sessions and links are useless but would pile up: purge them hourly.
  const purge = () =>
    purgeExpiredCredentials(ctx.database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'purge failed'),
    );
  const purgeTimer = setInterval(purge, 3_600_000);
  purgeTimer.unref();
  void purge();

  // Unpaid orders hold units for 30 minutes; expired holds go back on sale even when nobody looks.
  const expireTimer = setInterval(
    () =>
      void expireStaleOrders(ctx.database.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'order expiry failed'),
      ),
    5 * 60_000,
  );
  expireTimer.unref();

  const stopDigest = startDigestScheduler(ctx, (error) =>
    app.log.error({ err: error }, 'owner digest failed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purgeTimer);
    clearInterval(expireTimer);
    stopDigest();
    // Stop accepting requests and let in-flight ones finish, then flush the database to disk.
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
