import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; local folder by default, S3 when configured. */
export interface FileStorage {
  /** Stores `body` under `key` (a relative path with forward slashes) and answers its public URL. */
  put(key: string, body: Buffer | string, contentType: string): Promise<string>;
  /** Deletes a file this storage returned; other URLs and missing files are ignored. */
  remove(url: string): Promise<void>;
  close?(): void;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Rejects keys that could escape the uploads folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe file key: ${key}`);
  }
}

export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer | string): Promise<string> {
    assertSafeKey(key);
    const target = path.join(this.root, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    assertSafeKey(key);
    await rm(path.join(this.root, ...key.split('/')), { force: true });
  }
}
