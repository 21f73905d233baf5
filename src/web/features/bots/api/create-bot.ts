import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BotDetail, BotInput } from '../../../../shared/schemas/bots';
import { api } from '../../../lib/api-client';
import { botKeys, setCachedBot } from '../../../lib/bot-cache';

export function createBot(body: BotInput): Promise<{ bot: BotDetail }> {
  return api('/bots', { method: 'POST', body });
}

/** POST /bots: the new bot becomes its creator's cached copy, and every bot list reloads. */
export function useCreateBot(viewerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBot,
    onSuccess: ({ bot }) => {
      setCachedBot(client, bot, viewerId);
      void client.invalidateQueries({ queryKey: botKeys.lists() });
    },
  });
}
