import { createWriteStream, existsSync } from 'node:fs';
import { lstat, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry, type HeaderData } from 'tar';
import { openDatabase } from '../db/client';
import { FolderInUseError, liveHolderOf } from '../db/data-dir-lock';
import { requestDump, type ChannelAddress } from '../db/dump-channel';
import { OperatorError } from '../lib/operator-error';
import {
  DATA_FOLDERS,
  DATABASE_ENTRY,
  KEY_FILES,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './backup-format';

export interface BackupSummary {
  file: string;
  bytes: number;
  database: BackupManifest['database'];
  /** The running holder that made the database's copy, when one did. */
  serverPid: number | undefined;
  /** Files of DATA_FOLDERS written. */
  files: number;
  keys: BackupManifest['keys'];
}

/**
 * Writes a backup of the embedded installation in `dataDir` to `file` (decision 058): the database copied
 * by the server when one runs on it (asked through its channel), else read from the folder under its lock;
 * then the files and the generated keys. The file appears only once complete, readable by its owner only.
 */
export async function createBackup(options: { dataDir: string; file: string }): Promise<BackupSummary> {
  const dataDir = path.resolve(options.dataDir);
  const target = path.resolve(options.file);
  if (target === dataDir || target.startsWith(`${dataDir}${path.sep}`)) {
    throw new OperatorError(`Escriba el respaldo fuera de la carpeta de datos (${dataDir}).`);
  }
  if (existsSync(target)) {
    throw new OperatorError(
      `${target} ya existe: elija otro nombre (el respaldo nunca reemplaza un archivo).`,
    );
  }
  const dbFolder = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbFolder, 'PG_VERSION'))) {
    throw new OperatorError(
      `No hay una base de datos embebida en ${dbFolder}: nada que respaldar (¿es la DATA_DIR correcta?).`,
    );
  }

  const copy = await copyDatabase(dbFolder);
  const partial = `${target}.partial`;
  const archive = openArchive(partial);
  let files = 0;
  const keys: BackupManifest['keys'] = [];
  try {
    for (const name of KEY_FILES) if (existsSync(path.join(dataDir, name))) keys.push(name);
    const manifest: BackupManifest = {
      format: 'vocero-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { engine: 'pglite', bytes: copy.bytes.length, copiedFrom: copy.from },
      keys,
    };
    await archive.add({ path: MANIFEST_ENTRY, mode: 0o600 }, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.add({ path: DATABASE_ENTRY, mode: 0o600 }, copy.bytes);
    // Read after the database's copy: a file uploaded meanwhile is one more (harmless), never one missing.
    for (const folder of DATA_FOLDERS) files += await addFolder(archive, dataDir, folder);
    for (const name of keys) await addFile(archive, dataDir, name);
    await archive.finish();
    await rename(partial, target);
  } catch (error) {
    await archive.abort();
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await lstat(target);
  return {
    file: target,
    bytes: size,
    database: { engine: 'pglite', bytes: copy.bytes.length, copiedFrom: copy.from },
    serverPid: copy.pid,
    files,
    keys,
  };
}

interface DatabaseCopy {
  bytes: Buffer;
  from: 'running' | 'stopped';
  pid: number | undefined;
}

/**
 * PGlite is one process: while a server (or another command) holds the folder, it is asked for the copy
 * through its channel; otherwise this command opens the folder itself, holding the lock so that a server
 * starting meanwhile waits for nothing and refuses (decision 058).
 */
async function copyDatabase(dbFolder: string): Promise<DatabaseCopy> {
  const ask = async (channel: ChannelAddress, pid: number): Promise<DatabaseCopy> => ({
    bytes: await requestDump(channel),
    from: 'running',
    pid,
  });
  const holder = await liveHolderOf(dbFolder);
  if (holder) {
    if (!holder.channel) throw new FolderInUseError(holder, dbFolder);
    return ask(holder.channel, holder.pid);
  }
  let database;
  try {
    database = await openDatabase({ pgliteDir: dbFolder, holder: 'backup' });
  } catch (error) {
    // A server that started between the look and the open holds it now: ask it.
    if (error instanceof FolderInUseError && error.holder.channel)
      return ask(error.holder.channel, error.holder.pid);
    throw error;
  }
  try {
    if (!database.dump) throw new Error('the embedded database offers no copy');
    return { bytes: await database.dump(), from: 'stopped', pid: undefined };
  } finally {
    await database.close();
  }
}

interface Archive {
  /** One entry written from memory (a folder without `data`); resolves once taken, at the file's pace. */
  add(header: HeaderData, data?: Buffer): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

/** A gzipped tar written to `file` (created readable by its owner only: it holds the keys). */
function openArchive(file: string): Archive {
  const pack = new Pack({ gzip: true, portable: true });
  const written = pipeline(pack, createWriteStream(file, { mode: 0o600 }));
  // Rejects when the writing fails (a full disk), so no entry waits for a pack that stopped reading.
  const failed = written.then(() => new Promise<never>(() => undefined));
  failed.catch(() => undefined);
  return {
    async add(header, data) {
      const entry = new ReadEntry(
        new Header({
          mtime: new Date(),
          type: data ? 'File' : 'Directory',
          ...header,
          size: data?.length ?? 0,
        }),
      );
      const taken = new Promise<void>((resolve, reject) => {
        entry.on('end', () => resolve());
        entry.on('error', reject);
      });
      pack.add(entry);
      if (data) entry.end(data);
      else entry.end();
      await Promise.race([taken, failed]);
    },
    async finish() {
      pack.end();
      await written;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
    },
  };
}

/** A file of DATA_DIR (`name` relative to it); one removed since it was listed is skipped. */
async function addFile(archive: Archive, dataDir: string, name: string): Promise<boolean> {
  const absolute = path.join(dataDir, name);
  try {
    const [stats, data] = await Promise.all([lstat(absolute), readFile(absolute)]);
    await archive.add({ path: name, mode: stats.mode & 0o777, mtime: stats.mtime }, data);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** A folder of DATA_DIR with everything under it (files and folders only; links are not followed). */
async function addFolder(archive: Archive, dataDir: string, folder: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(path.join(dataDir, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  await archive.add({ path: `${folder}/`, mode: 0o755 });
  let files = 0;
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = `${folder}/${entry.name}`;
    if (entry.isDirectory()) files += await addFolder(archive, dataDir, name);
    else if (entry.isFile() && (await addFile(archive, dataDir, name))) files += 1;
  }
  return files;
}
