import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The query keys of bot subscriptions. */
export const subscriptionKeys = {
  detail: (botId: string, viewerId: string) => ['subscription', botId, viewerId] as const,
};

/** GET /bot/{id}/subscription: whether the signed-in viewer follows the bot. */
export function subscriptionQuery(botId: string, viewerId: string) {
  return queryOptions({
    queryKey: subscriptionKeys.detail(botId, viewerId),
    queryFn: ({ signal }) =>
      api<{ on: boolean }>(`/bot/${encodeURIComponent(botId)}/subscription`, { signal }),
  });
}

/** POST subscribes, DELETE unsubscribes (spec section 4); the answer is the new state. */
export function setSubscription(botId: string, on: boolean): Promise<{ on: boolean }> {
  return api(`/bot/${encodeURIComponent(botId)}/subscribers`, { method: on ? 'POST' : 'DELETE' });
}
