import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '../../../../shared/messages.es';
import { api, ApiError } from '../../../lib/api-client';
import { botKeys } from '../../../lib/bot-cache';
import { toast } from '../../../lib/toast';

export function deleteBot(id: string): Promise<void> {
  return api(`/bot/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * DELETE /bot/{id}: says so, drops every cached bot and reloads the lists; the lists reload too when the bot
 * was already gone (a 404), since it is gone either way. The mutation settles once the lists have reloaded,
 * so the card keeps its waiting state until it leaves the list.
 */
export function useDeleteBot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBot,
    onSuccess: async () => {
      toast(msg.botCard.removed, { color: 'success' });
      client.removeQueries({ queryKey: botKeys.details() });
      await client.invalidateQueries({ queryKey: botKeys.lists() });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 404) {
        await client.invalidateQueries({ queryKey: botKeys.lists() });
      }
    },
  });
}
