import type { FileStorage } from './storage';

/**
 * Deletes files of this owner's upload folders only: a bot may point at any upload URL, and saving or
 * deleting it must never delete someone else's picture.
 */
export async function removeOwnedFiles(
  storage: FileStorage,
  ownerId: string,
  urls: Array<string | null | undefined>,
) {
  const owned = urls.filter(
    (url): url is string => !!url && (url.includes(`/${ownerId}/`) || url.includes('/demo/bots/')),
  );
  await Promise.allSettled(owned.map((url) => storage.remove(url)));
}
