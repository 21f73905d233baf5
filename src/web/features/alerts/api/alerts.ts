import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences, PushSubscriptionInput } from '../../../../shared/schemas/team';
import { api } from '../../../lib/api-client';

/** The caller's own alerts per bot, and the server's push key (issue 42). */
export const alertKeys = {
  all: () => ['alerts'] as const,
  ofBot: (botId: string) => [...alertKeys.all(), 'bot', botId] as const,
};

const path = (botId: string) => `/bot/${encodeURIComponent(botId)}/alerts`;

export function alertPreferencesQuery(botId: string) {
  return queryOptions({
    queryKey: alertKeys.ofBot(botId),
    queryFn: ({ signal }) => api<AlertPreferences>(path(botId), { signal }),
    staleTime: 60_000,
  });
}

/** Saves the caller's choices for the bot; the card shows them at once and goes back if the save fails. */
export function useSaveAlertPreferences(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertPreferences) => api<AlertPreferences>(path(botId), { method: 'PUT', body }),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: alertKeys.ofBot(botId) });
      const before = client.getQueryData<AlertPreferences>(alertKeys.ofBot(botId));
      client.setQueryData(alertKeys.ofBot(botId), body);
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(alertKeys.ofBot(botId), context.before);
    },
    onSuccess: (saved) => client.setQueryData(alertKeys.ofBot(botId), saved),
  });
}

export function fetchPushKey(): Promise<{ publicKey: string }> {
  return api<{ publicKey: string }>('/push/key');
}

export function saveSubscription(body: PushSubscriptionInput): Promise<void> {
  return api<void>('/push/subscriptions', { method: 'POST', body });
}

export function deleteSubscription(endpoint: string): Promise<void> {
  return api<void>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
