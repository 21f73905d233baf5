import { queryOptions } from '@tanstack/react-query';
import type { DraftIntent, Source } from '../../../../shared/schemas/sources';
import { api } from '../../../lib/api-client';

/** How often the list is read again while a source is still being read (progress, then ready or failed). */
export const SOURCES_POLL_MS = 2000;

const botPath = (botId: string) => `/bot/${encodeURIComponent(botId)}/sources`;

/** GET /bot/{id}/sources, polled every 2 s while any source is processing. */
export function sourcesQuery(botId: string) {
  return queryOptions({
    queryKey: ['sources', botId],
    queryFn: ({ signal }) => api<{ sources: Source[] }>(botPath(botId), { signal }),
    refetchInterval: (query) =>
      query.state.data?.sources.some((source) => source.status === 'processing') ? SOURCES_POLL_MS : false,
  });
}

/** POST /bot/{id}/sources with the multipart field `file`. */
export function addFileSource(botId: string, file: File): Promise<{ source: Source }> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api(botPath(botId), { method: 'POST', body });
}

/** POST /bot/{id}/sources with `{url}` (a website) or `{title, text}` (pasted text). */
export function addJsonSource(
  botId: string,
  body: { url: string } | { title: string; text: string },
): Promise<{ source: Source }> {
  return api(botPath(botId), { method: 'POST', body });
}

export function deleteSource(botId: string, sourceId: string): Promise<void> {
  return api(`${botPath(botId)}/${encodeURIComponent(sourceId)}`, { method: 'DELETE' });
}

/** GET …/sources/{sourceId}/drafts: intents in the shape PUT /bot/{id}/intents takes. */
export function getSourceDrafts(botId: string, sourceId: string): Promise<{ intents: DraftIntent[] }> {
  return api(`${botPath(botId)}/${encodeURIComponent(sourceId)}/drafts`);
}
