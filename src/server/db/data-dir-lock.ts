import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { OperatorError } from '../lib/operator-error';
import { channelAnswers, ChannelAddressSchema, type ChannelAddress } from './dump-channel';

/**
 * The embedded database's folder is used by one process at a time: two PGlite engines writing one folder
 * corrupt it. Whoever opens it (the server, a backup, a restore, the migrations) first creates `<folder>.lock`
 * (`DATA_DIR/db.lock`) exclusively, naming itself and its dump channel (dump-channel.ts), and removes it when
 * it closes. A lock left by a process that died is taken over: its channel is silent and, on this machine,
 * its pid is gone. Decision 058.
 */
export const LockPurposeSchema = z.enum(['server', 'backup', 'restore', 'migrate']);
export type LockPurpose = z.infer<typeof LockPurposeSchema>;

const LockHolderSchema = z.object({
  id: z.string(),
  pid: z.number().int(),
  hostname: z.string(),
  purpose: LockPurposeSchema,
  since: z.string(),
  channel: ChannelAddressSchema.nullable(),
});
export type LockHolder = z.infer<typeof LockHolderSchema>;

export interface FolderLock {
  holder: LockHolder;
  /** Removes the lock file if it is still this one's. */
  release(): void;
}

const WHO: Record<LockPurpose, string> = {
  server: 'el servidor (npm start)',
  backup: 'un respaldo (npm run backup)',
  restore: 'una restauración (npm run restore)',
  migrate: 'las migraciones (npm run migrate)',
};

/** The folder is held by another live process. */
export class FolderInUseError extends OperatorError {
  constructor(
    readonly holder: LockHolder,
    folder: string,
  ) {
    super(
      `La base de datos de ${folder} está en uso por ${WHO[holder.purpose]}, pid ${holder.pid}` +
        `${holder.hostname === hostname() ? '' : ` en ${holder.hostname}`}. Espere a que termine o deténgalo` +
        ` (o use otra DATA_DIR). Si no hay ninguno en marcha, borre ${lockFileOf(folder)}.`,
    );
    this.name = 'FolderInUseError';
  }
}

export function lockFileOf(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = LockHolderSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The locks this process holds, by id. */
const heldHere = new Set<string>();

/**
 * Whether the lock's holder still runs: this process, or one whose channel answers, or (without a channel, or
 * while it is too busy to answer) whose pid is alive on this machine. A pid of another machine cannot be
 * checked; this process's own pid in a lock it did not take is a container restarted with the pid of the one
 * that died.
 */
async function holderAlive(holder: LockHolder): Promise<boolean> {
  if (heldHere.has(holder.id)) return true;
  if (holder.channel && (await channelAnswers(holder.channel, holder.pid))) return true;
  return holder.hostname === hostname() && holder.pid !== process.pid && pidAlive(holder.pid);
}

/** The live process holding `folder`, if any (a stale or unreadable lock counts as none). */
export async function liveHolderOf(folder: string): Promise<LockHolder | undefined> {
  const holder = readHolder(lockFileOf(folder));
  return holder && (await holderAlive(holder)) ? holder : undefined;
}

/** Takes `folder` for this process; throws FolderInUseError when a live process holds it. */
export async function lockFolder(
  folder: string,
  purpose: LockPurpose,
  channel: ChannelAddress | null = null,
): Promise<FolderLock> {
  const file = lockFileOf(folder);
  mkdirSync(path.dirname(file), { recursive: true });
  const holder: LockHolder = {
    id: randomBytes(12).toString('base64url'),
    pid: process.pid,
    hostname: hostname(),
    purpose,
    since: new Date().toISOString(),
    channel,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // `wx`: created only if absent, so of two processes starting together one gets it. 0600: the channel's
      // token in it gives a copy of the database, as the folder itself does.
      writeFileSync(file, `${JSON.stringify(holder)}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(holder.id);
      return {
        holder,
        release() {
          heldHere.delete(holder.id);
          if (readHolder(file)?.id === holder.id) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let current = readHolder(file);
    // Unreadable: perhaps written this very moment; read again before calling it stale.
    if (!current) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = readHolder(file);
    }
    if (current && (await holderAlive(current))) throw new FolderInUseError(current, folder);
    // A stale lock (its holder died) or one half written: removed if it is still the one just read.
    if (readHolder(file)?.id === current?.id) rmSync(file, { force: true });
  }
  throw new OperatorError(`No se pudo tomar ${file}: otro proceso lo crea y lo borra a la vez.`);
}
