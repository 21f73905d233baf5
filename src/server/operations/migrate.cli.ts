// `npm run migrate`: applies the migrations and the minimum content, then exits (decision 058).
import { loadSettings } from '../settings';
import { runCommand } from './command';
import { runMigrations } from './migrate';

runCommand(async () => {
  const settings = loadSettings();
  const { mode, applied, seed } = await runMigrations(settings);
  const where = mode === 'pglite' ? `PGlite en ${settings.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    applied === 0
      ? `\n  La base de datos (${where}) ya tenía todas las migraciones de esta versión.`
      : `\n  ${applied === 1 ? 'Aplicada 1 migración' : `Aplicadas ${applied} migraciones`} en ${where}.`,
  );
  if (seed.demoLoaded) console.log('  Contenido de demostración cargado.');
  if (seed.generatedAdminPassword) {
    console.log(`\n  Super usuario creado: ${settings.adminEmail}`);
    console.log(`  Contraseña (se muestra solo esta vez): ${seed.generatedAdminPassword}`);
  }
  console.log('');
});
