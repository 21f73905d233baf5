import type { AppContext } from '../../app-context';
import { forgetUploads, ownedAmong, recordUploads } from './stored-files.repo';

/**
 * Deletes the files among `urls` that `ownerId` uploaded, as recorded at upload time (stored_files). A bot,
 * intent or publication may point at any address, so saving or deleting it must never delete a file of
 * someone else, nor a demo picture; the address itself proves nothing.
 */
export async function removeOwnedFiles(
  ctx: Pick<AppContext, 'storage' | 'database'>,
  ownerId: string,
  urls: Array<string | null | undefined>,
) {
  const candidates = [...new Set(urls.filter((url): url is string => !!url))];
  const owned = await ownedAmong(ctx.database.db, ownerId, candidates);
  if (!owned.length) return;
  await forgetUploads(ctx.database.db, owned);
  await Promise.allSettled(owned.map((url) => ctx.storage.remove(url)));
}

/** Records that `ownerId` uploaded these files: only they can have them deleted (removeOwnedFiles). */
export async function recordOwnedUploads(ctx: Pick<AppContext, 'database'>, ownerId: string, urls: string[]) {
  await recordUploads(ctx.database.db, ownerId, urls);
}
