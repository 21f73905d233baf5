import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';

/** Records who uploaded these addresses (a picture and its thumbnail). */
export async function recordUploads(db: DbOrTx, ownerId: string, urls: string[]): Promise<void> {
  if (!urls.length) return;
  await db
    .insert(storedFiles)
    .values(urls.map((url) => ({ url, ownerId })))
    .onConflictDoNothing();
}

/** The addresses among `urls` that `ownerId` uploaded. */
export async function ownedAmong(db: DbOrTx, ownerId: string, urls: string[]): Promise<string[]> {
  if (!urls.length) return [];
  const rows = await db
    .select({ url: storedFiles.url })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), inArray(storedFiles.url, urls)));
  return rows.map((row) => row.url);
}

export async function forgetUploads(db: DbOrTx, urls: string[]): Promise<void> {
  if (urls.length) await db.delete(storedFiles).where(inArray(storedFiles.url, urls));
}
