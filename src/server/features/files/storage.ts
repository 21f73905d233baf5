import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; local folder by default, S3 when configured. */
export interface FileStorage {
  /** Stores `body` under `key` (a relative path with forward slashes) and answers its public URL. */
  put(key: string, body: Buffer | string, contentType: string): Promise<string>;
  /** Deletes a file this storage returned; other URLs and missing files are ignored. */
  remove(url: string): Promise<void>;
  /**
   * The private area: files kept for the server only and never served (an owner's document waiting to be
   * read, decision 036). Keys are the server's own, never a visitor's.
   */
  putPrivate(key: string, body: Buffer): Promise<void>;
  /** A private file's bytes; undefined when there is none. */
  readPrivate(key: string): Promise<Buffer | undefined>;
  removePrivate(key: string): Promise<void>;
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
  /** `root` is served under /uploads/; `privateRoot` (a sibling folder by default) never is. */
  constructor(
    readonly root: string,
    readonly privateRoot = path.join(path.dirname(root), 'private'),
  ) {}

  private privatePath(key: string): string {
    assertSafeKey(key);
    return path.join(this.privateRoot, ...key.split('/'));
  }

  async putPrivate(key: string, body: Buffer): Promise<void> {
    const target = this.privatePath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
  }

  async readPrivate(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.privatePath(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async removePrivate(key: string): Promise<void> {
    await rm(this.privatePath(key), { force: true });
  }

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
