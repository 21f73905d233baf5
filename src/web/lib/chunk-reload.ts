import { Timing } from '../../shared/constants';

const KEY = 'chunkReloadAt';

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

/**
 * After a deploy, an open tab asks for route chunks that no longer exist: reload to get the new build,
 * at most once per minute so a real outage cannot cause a reload loop.
 */
export function reloadOnceForStaleChunk(error: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (now - last < Timing.chunkReloadMinIntervalMs) return false;
  sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
