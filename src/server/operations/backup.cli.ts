// `npm run backup -- ARCHIVO`: a backup of the embedded installation, with the server running or not (decision 058).
import { parseSettings, readEnvironment } from '../settings';
import { OperatorError } from '../lib/operator-error';
import { createBackup } from './backup';
import { readableSize, runCommand } from './command';

runCommand(async () => {
  const file = process.argv[2];
  if (!file) {
    throw new OperatorError(
      'Uso: npm run backup -- ARCHIVO   (por ejemplo: npm run backup -- respaldo-2026-12-01.tar.gz)',
    );
  }
  // The raw settings only: resolving them would generate keys into DATA_DIR, and a backup writes nothing there.
  const raw = parseSettings(readEnvironment());
  if (raw.DATABASE_URL) {
    throw new OperatorError(
      'Con DATABASE_URL la base de datos es PostgreSQL: respáldela con pg_dump (README, sección "Backups").',
    );
  }
  const summary = await createBackup({ dataDir: raw.DATA_DIR, file });
  const from =
    summary.database.copiedFrom === 'running'
      ? `copiada por el servidor en marcha (pid ${summary.serverPid})`
      : 'leída de la carpeta (el servidor no estaba en marcha)';
  console.log(`\n  Respaldo escrito en ${summary.file} (${readableSize(summary.bytes)}).`);
  console.log(`  Base de datos: ${readableSize(summary.database.bytes)}, ${from}.`);
  console.log(`  Archivos subidos y documentos: ${summary.files}.`);
  console.log(
    `  Claves: ${summary.keys.length ? summary.keys.join(', ') : 'ninguna en la carpeta de datos'}.`,
  );
  const fromEnvironment = [
    raw.APP_TOKEN ? 'APP_TOKEN' : undefined,
    raw.SECRETS_KEY ? 'SECRETS_KEY' : undefined,
    raw.VAPID_PRIVATE_KEY ? 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY' : undefined,
  ].filter(Boolean);
  if (fromEnvironment.length) {
    console.log(
      `  ${fromEnvironment.join(', ')} vienen del entorno y no están en el respaldo: guárdelas aparte.`,
    );
  }
  if (raw.S3_ENDPOINT) {
    console.log('  Los archivos están en S3 y no en el respaldo: respalde el bucket aparte (ver el README).');
  }
  console.log('  El respaldo contiene las claves: guárdelo donde solo usted pueda leerlo.\n');
});
