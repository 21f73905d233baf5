// `npm run restore -- ARCHIVO`: a backup brought back into an empty or missing DATA_DIR (decision 058).
import { parseSettings, readEnvironment } from '../settings';
import { OperatorError } from '../lib/operator-error';
import { runCommand } from './command';
import { restoreBackup } from './restore';

runCommand(async () => {
  const file = process.argv[2];
  if (!file) {
    throw new OperatorError('Uso: npm run restore -- ARCHIVO   (en una DATA_DIR vacía o que no exista)');
  }
  // The raw settings only: resolving them would generate keys into DATA_DIR before the backup's are written.
  const raw = parseSettings(readEnvironment());
  if (raw.DATABASE_URL) {
    throw new OperatorError(
      'Con DATABASE_URL la base de datos es PostgreSQL: restáurela con pg_restore (README, sección "Backups").',
    );
  }
  const { dataDir, manifest, files } = await restoreBackup({ dataDir: raw.DATA_DIR, file });
  console.log(`\n  Respaldo del ${manifest.createdAt} restaurado en ${dataDir}.`);
  console.log(
    `  Base de datos, ${files} archivos subidos y documentos, claves: ${manifest.keys.join(', ') || 'ninguna'}.`,
  );
  console.log('  Inicie el servidor con npm start (con la misma DATA_DIR).\n');
});
