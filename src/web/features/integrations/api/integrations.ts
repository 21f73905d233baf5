import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKey,
  ApiKeyInput,
  Webhook,
  WebhookDelivery,
  WebhookInput,
} from '../../../../shared/schemas/integrations';
import { api } from '../../../lib/api-client';

/** A bot's webhooks and their logs, and the signed-in owner's API keys (issue 43). */
export const integrationsKeys = {
  webhooks: (botId: string) => ['integrations', botId, 'webhooks'] as const,
  deliveries: (botId: string, webhookId: string) =>
    [...integrationsKeys.webhooks(botId), webhookId, 'deliveries'] as const,
  apiKeys: () => ['api-keys'] as const,
};

const webhooksOf = (botId: string) => `/bot/${encodeURIComponent(botId)}/webhooks`;
const webhookOf = (botId: string, webhookId: string) =>
  `${webhooksOf(botId)}/${encodeURIComponent(webhookId)}`;

export function webhooksQuery(botId: string) {
  return queryOptions({
    queryKey: integrationsKeys.webhooks(botId),
    queryFn: ({ signal }) => api<{ webhooks: Webhook[] }>(webhooksOf(botId), { signal }),
  });
}

/** The log refreshes itself while a delivery is being retried. */
export function deliveriesQuery(botId: string, webhookId: string) {
  return queryOptions({
    queryKey: integrationsKeys.deliveries(botId, webhookId),
    queryFn: ({ signal }) =>
      api<{ deliveries: WebhookDelivery[] }>(`${webhookOf(botId, webhookId)}/deliveries`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 10_000 : false,
  });
}

export function useCreateWebhook(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookInput) =>
      api<{ webhook: Webhook & { secret: string } }>(webhooksOf(botId), { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: integrationsKeys.webhooks(botId) }),
  });
}

export function useSetWebhookActive(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, active }: { webhookId: string; active: boolean }) =>
      api<{ webhook: Webhook }>(webhookOf(botId, webhookId), { method: 'PATCH', body: { active } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: integrationsKeys.webhooks(botId) }),
  });
}

export function useDeleteWebhook(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => api<null>(webhookOf(botId, webhookId), { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: integrationsKeys.webhooks(botId) }),
  });
}

export function usePingWebhook(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) =>
      api<{ delivery: WebhookDelivery }>(`${webhookOf(botId, webhookId)}/ping`, { method: 'POST' }),
    onSuccess: (_data, webhookId) =>
      void client.invalidateQueries({ queryKey: integrationsKeys.deliveries(botId, webhookId) }),
  });
}

export function useResendDelivery(botId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<{ delivery: WebhookDelivery }>(
        `${webhookOf(botId, webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        { method: 'POST' },
      ),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: integrationsKeys.deliveries(botId, webhookId) }),
  });
}

export function apiKeysQuery() {
  return queryOptions({
    queryKey: integrationsKeys.apiKeys(),
    queryFn: ({ signal }) => api<{ keys: ApiKey[] }>('/api-keys', { signal }),
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyInput) =>
      api<{ key: ApiKey; token: string }>('/api-keys', { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api<null>(`/api-keys/${encodeURIComponent(keyId)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}
