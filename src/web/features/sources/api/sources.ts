import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '../../../../shared/messages.es';
import type { DraftIntent, Source } from '../../../../shared/schemas/sources';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** How often the list is read again while a source is still being read (progress, then ready or failed). */
export const SOURCES_POLL_MS = 2000;

/** The query keys of knowledge sources. */
export const sourceKeys = {
  ofBot: (botId: string) => ['sources', botId] as const,
};

const botPath = (botId: string) => `/bot/${encodeURIComponent(botId)}/sources`;

/** GET /bot/{id}/sources, polled every 2 s while any source is processing. */
export function sourcesQuery(botId: string) {
  return queryOptions({
    queryKey: sourceKeys.ofBot(botId),
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

/**
 * Adds a source (a file, or `{url}` / `{title, text}`): the server's new source (processing) joins the cached
 * list at once, says so, and the list is read again.
 */
export function useAddSource(botId: string) {
  const client = useQueryClient();
  const key = sourcesQuery(botId).queryKey;
  return useMutation({
    mutationFn: (input: File | { url: string } | { title: string; text: string }) =>
      input instanceof File ? addFileSource(botId, input) : addJsonSource(botId, input),
    onSuccess: ({ source }) => {
      client.setQueryData(key, (old) => ({
        sources: [...(old?.sources ?? []).filter((s) => s._id !== source._id), source],
      }));
      toast(msg.sources.added, { color: 'success' });
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Deletes a source; it leaves the cached list. */
export function useDeleteSource(botId: string) {
  const client = useQueryClient();
  const key = sourcesQuery(botId).queryKey;
  return useMutation({
    mutationFn: (sourceId: string) => deleteSource(botId, sourceId),
    onSuccess: (_, sourceId) =>
      client.setQueryData(key, (old) =>
        old ? { sources: old.sources.filter((s) => s._id !== sourceId) } : old,
      ),
  });
}

/** GET …/sources/{sourceId}/drafts: intents in the shape PUT /bot/{id}/intents takes. */
export function getSourceDrafts(botId: string, sourceId: string): Promise<{ intents: DraftIntent[] }> {
  return api(`${botPath(botId)}/${encodeURIComponent(sourceId)}/drafts`);
}
