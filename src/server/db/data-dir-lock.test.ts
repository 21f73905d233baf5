import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderInUseError, liveHolderOf, lockFileOf, lockFolder } from './data-dir-lock';
import { openDumpChannel, requestDump } from './dump-channel';

const root = mkdtempSync(path.join(tmpdir(), 'vocero-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const newFolder = () => path.join(root, `data-${(folders += 1)}`, 'db');

/** The pid of a process that has ended: nothing runs under it any more (barring reuse, unlikely this soon). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeLock(folder: string, fields: Record<string, unknown>) {
  const lock = {
    id: 'stale',
    pid: deadPid(),
    hostname: hostname(),
    purpose: 'server',
    since: new Date().toISOString(),
    channel: null,
    ...fields,
  };
  writeFileSync(lockFileOf(folder), JSON.stringify(lock));
}

describe('the embedded database folder lock', () => {
  it('is taken by one holder at a time and given back on release', async () => {
    const folder = newFolder();
    const lock = await lockFolder(folder, 'server');
    expect(lockFileOf(folder)).toBe(`${folder}.lock`);
    // It names its holder, readable by the folder's owner only.
    expect(statSync(lockFileOf(folder)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'server',
    });
    await expect(lockFolder(folder, 'backup')).rejects.toThrow(FolderInUseError);
    expect(await liveHolderOf(folder)).toMatchObject({ id: lock.holder.id });

    lock.release();
    expect(existsSync(lockFileOf(folder))).toBe(false);
    expect(await liveHolderOf(folder)).toBeUndefined();
    (await lockFolder(folder, 'backup')).release();
  });

  it('says in Spanish who holds it and what to do', async () => {
    const folder = newFolder();
    const lock = await lockFolder(folder, 'restore');
    await expect(lockFolder(folder, 'server')).rejects.toThrow(
      `La base de datos de ${folder} está en uso por una restauración (npm run restore), pid ${process.pid}.` +
        ` Espere a que termine o deténgalo (o use otra DATA_DIR). Si no hay ninguno en marcha, borre ${folder}.lock.`,
    );
    lock.release();
  });

  it('takes over a lock whose holder died', async () => {
    const folder = newFolder();
    await lockFolder(folder, 'server').then((lock) => lock.release());
    writeLock(folder, {});
    expect(await liveHolderOf(folder)).toBeUndefined();
    const lock = await lockFolder(folder, 'server');
    expect(lock.holder.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left with this pid by a process that was not this one (a restarted container)', async () => {
    const folder = newFolder();
    await lockFolder(folder, 'server').then((lock) => lock.release());
    writeLock(folder, { pid: process.pid });
    (await lockFolder(folder, 'server')).release();
  });

  it('takes over a lock whose channel is silent, and an unreadable one', async () => {
    const folder = newFolder();
    await lockFolder(folder, 'server').then((lock) => lock.release());
    const silent = await openDumpChannel();
    await silent.close();
    writeLock(folder, { hostname: 'otra-maquina', pid: 1, channel: silent.address });
    (await lockFolder(folder, 'server')).release();
    writeFileSync(lockFileOf(folder), '{"medio": ');
    (await lockFolder(folder, 'server')).release();
  });

  it('counts a holder alive while its channel answers, even from another machine', async () => {
    const folder = newFolder();
    await lockFolder(folder, 'server').then((lock) => lock.release());
    const channel = await openDumpChannel();
    try {
      writeLock(folder, { hostname: 'otra-maquina', pid: process.pid, channel: channel.address });
      await expect(lockFolder(folder, 'backup')).rejects.toThrow(FolderInUseError);
    } finally {
      await channel.close();
    }
  });
});

describe('the dump channel', () => {
  it('answers a copy only to the holder of its token, and only once the database is open', async () => {
    const channel = await openDumpChannel();
    const address = channel.address!;
    try {
      await expect(requestDump(address)).rejects.toThrow(/503/);
      channel.serve(async () => Buffer.from('copia'));
      expect((await requestDump(address)).toString()).toBe('copia');
      await expect(requestDump({ ...address, token: `${address.token.slice(1)}x` })).rejects.toThrow(/401/);
      const other = await fetch(`http://127.0.0.1:${address.port}/otra`, {
        headers: { authorization: `Bearer ${address.token}` },
      });
      expect(other.status).toBe(404);
    } finally {
      await channel.close();
    }
  });
});
