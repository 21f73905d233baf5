import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchCachedBot } from '../../../lib/bot-cache';
import { useViewerId } from '../../../lib/session-store';

/** PUT /bot/{id}/embed: the sites allowed to show the bot's widget (an empty list allows any site). */
export function saveEmbedDomains(botId: string, domains: string[]): Promise<{ domains: string[] }> {
  return api(`/bot/${encodeURIComponent(botId)}/embed`, { method: 'PUT', body: { domains } });
}

/** Saves the allowed sites and puts what the server stored into the cached bot. */
export function useSaveEmbedDomains(botId: string) {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (domains: string[]) => saveEmbedDomains(botId, domains),
    onSuccess: (saved) => patchCachedBot(client, botId, viewerId, { embedDomains: saved.domains }),
  });
}
