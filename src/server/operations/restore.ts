import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { extract, list, type ReadEntry } from 'tar';
import { loadPgliteDump } from '../db/client';
import { lockFolder } from '../db/data-dir-lock';
import { OperatorError } from '../lib/operator-error';
import {
  BackupManifestSchema,
  DATABASE_ENTRY,
  isDataEntry,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './backup-format';

export interface RestoreSummary {
  dataDir: string;
  manifest: BackupManifest;
  /** Files written under DATA_DIR's folders (uploads, documents), keys apart. */
  files: number;
}

const ENTRY_TYPES = new Set(['File', 'Directory']);

/**
 * Brings a backup of `createBackup` back into `dataDir`, which must be empty or missing: a restore never
 * mixes with data already there. The archive is read whole first (every entry a known name, a file or a
 * folder, its manifest valid); then the files and keys are written, the database is loaded and opened once,
 * all under the folder's lock. On any failure the folder is left as it was found. Decision 058.
 */
export async function restoreBackup(options: { dataDir: string; file: string }): Promise<RestoreSummary> {
  const dataDir = path.resolve(options.dataDir);
  const source = path.resolve(options.file);
  if (!existsSync(source) || !statSync(source).isFile())
    throw new OperatorError(`No existe el archivo ${source}.`);
  const existed = existsSync(dataDir);
  if (existed && (!statSync(dataDir).isDirectory() || readdirSync(dataDir).length > 0)) {
    throw new OperatorError(
      `La carpeta de datos ${dataDir} no está vacía: la restauración no escribe sobre datos existentes.` +
        ` Elija una DATA_DIR vacía o que no exista (DATA_DIR=/ruta/nueva npm run restore -- ${options.file}).`,
    );
  }

  const { manifest, database, files } = await readBackup(source);
  mkdirSync(dataDir, { recursive: true });
  const lock = await lockFolder(path.join(dataDir, 'db'), 'restore');
  try {
    await extract({
      file: source,
      cwd: dataDir,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => isDataEntry(entryPath) && 'type' in entry && ENTRY_TYPES.has(entry.type),
    });
    for (const key of manifest.keys) {
      if (existsSync(path.join(dataDir, key))) chmodSync(path.join(dataDir, key), 0o600);
    }
    await loadPgliteDump(path.join(dataDir, 'db'), database);
  } catch (error) {
    lock.release();
    // Everything in the folder is this restore's: it was empty or missing.
    if (existed)
      for (const entry of readdirSync(dataDir))
        rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    else rmSync(dataDir, { recursive: true, force: true });
    throw new OperatorError(
      `No se pudo restaurar ${source}: ${error instanceof Error ? error.message : String(error)}. ${dataDir} quedó como estaba.`,
    );
  }
  lock.release();
  return { dataDir, manifest, files };
}

interface ReadBackup {
  manifest: BackupManifest;
  database: Buffer;
  files: number;
}

/** The manifest and the database's copy, in memory, once every entry of the archive was found acceptable. */
async function readBackup(source: string): Promise<ReadBackup> {
  const notBackup = (reason: string) =>
    new OperatorError(`${source} no es un respaldo de Vocero (npm run backup): ${reason}.`);
  const chunks = new Map<string, Buffer[]>();
  let refused: string | undefined;
  let files = 0;
  try {
    await list({
      file: source,
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        if (entry.path === MANIFEST_ENTRY || entry.path === DATABASE_ENTRY) {
          const parts: Buffer[] = [];
          chunks.set(entry.path, parts);
          entry.on('data', (chunk: Buffer) => parts.push(chunk));
        } else if (!isDataEntry(entry.path) || !ENTRY_TYPES.has(entry.type)) {
          refused ??= `${entry.path} (${entry.type})`;
        } else if (entry.type === 'File' && entry.path.includes('/')) {
          files += 1;
        }
      },
    });
  } catch (error) {
    throw notBackup(error instanceof Error ? error.message : String(error));
  }
  if (refused) throw notBackup(`contiene ${refused}, que no es de una carpeta de datos`);
  const manifestBytes = chunks.get(MANIFEST_ENTRY);
  const databaseBytes = chunks.get(DATABASE_ENTRY);
  if (!manifestBytes || !databaseBytes)
    throw notBackup(`le falta ${manifestBytes ? DATABASE_ENTRY : MANIFEST_ENTRY}`);
  let manifest: BackupManifest;
  try {
    manifest = BackupManifestSchema.parse(JSON.parse(Buffer.concat(manifestBytes).toString('utf8')));
  } catch {
    throw notBackup(`su ${MANIFEST_ENTRY} no es el de un respaldo de esta versión`);
  }
  const database = Buffer.concat(databaseBytes);
  if (database.length !== manifest.database.bytes)
    throw notBackup('la copia de la base de datos está incompleta');
  return { manifest, database, files };
}
