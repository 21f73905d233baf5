import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HoursInput, HoursResponseSchema } from '../../../../shared/schemas/agenda';
import { api } from '../../../lib/api-client';
import { forgetOtherBotCopies, patchCachedBot } from '../../../lib/bot-cache';
import { useViewerId } from '../../../lib/session-store';

export type HoursAnswer = z.infer<typeof HoursResponseSchema>;

export const hoursKeys = {
  /** The owner's view of one bot's hours. */
  of: (botId: string) => ['bot-hours', botId] as const,
};

/** GET /bot/{id}/hours: the owner's view of the bot's hours, with the zone a new schedule starts from. */
export function hoursQuery(botId: string) {
  return queryOptions({
    queryKey: hoursKeys.of(botId),
    queryFn: () => api<HoursAnswer>(`/bot/${encodeURIComponent(botId)}/hours`),
  });
}

/** PUT /bot/{id}/hours, then the cached bot shows the new hours and where the business stands. */
export function useSaveHours(botId: string) {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (hours: HoursInput) =>
      api<HoursAnswer>(`/bot/${encodeURIComponent(botId)}/hours`, { method: 'PUT', body: hours }),
    onSuccess: (saved) => {
      client.setQueryData(hoursQuery(botId).queryKey, saved);
      patchCachedBot(client, botId, viewerId, {
        hours: saved.hours,
        openNow: saved.status?.openNow ?? null,
        hoursStatus: saved.status,
      });
      // The bot page caches the bot by alias: it reloads with the new hours.
      forgetOtherBotCopies(client, botId);
    },
  });
}
