import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BotDetail, BotInput } from '../../../../shared/schemas/bots';
import { api } from '../../../lib/api-client';
import { botKeys, forgetOtherBotCopies, setCachedBot } from '../../../lib/bot-cache';

export function updateBot(id: string, body: BotInput): Promise<{ bot: BotDetail }> {
  return api(`/bot/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/**
 * PUT /bot/{id}: what the server stored becomes the editor's cached copy, the copies cached by alias are
 * dropped, and every bot list reloads.
 */
export function useUpdateBot(viewerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BotInput }) => updateBot(id, body),
    onSuccess: ({ bot }) => {
      setCachedBot(client, bot, viewerId);
      forgetOtherBotCopies(client, bot._id);
      void client.invalidateQueries({ queryKey: botKeys.lists() });
    },
  });
}
