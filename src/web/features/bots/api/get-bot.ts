import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { botKeys, type CachedBot } from '../../../lib/bot-cache';

/**
 * GET /bot/{alias or id}. Hidden bots answer 404 except to whoever manages them, so the viewer is part of
 * the key: a signed-out visitor never sees what was cached for the owner.
 */
export function botQuery(ref: string, viewerId: string | undefined) {
  return queryOptions({
    queryKey: botKeys.detail(ref, viewerId),
    queryFn: ({ signal }) => api<CachedBot>(`/bot/${encodeURIComponent(ref)}`, { signal }),
    retry: false,
  });
}
