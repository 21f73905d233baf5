import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WhatsAppConnect,
  WhatsAppConnection,
  WhatsAppTemplates,
} from '../../../../shared/schemas/whatsapp';
import { api } from '../../../lib/api-client';
import { botKeys } from '../../../lib/bot-cache';

/** The query keys of the WhatsApp feature. */
export const whatsAppKeys = {
  connection: (botId: string) => ['whatsapp', botId] as const,
  templates: (botId: string) => ['whatsapp', botId, 'templates'] as const,
};

/** GET /bot/{id}/whatsapp/templates: the number's approved templates, read from Meta. */
export function whatsAppTemplatesQuery(botId: string) {
  return queryOptions({
    queryKey: whatsAppKeys.templates(botId),
    queryFn: ({ signal }) => api<WhatsAppTemplates>(`${path(botId)}/templates`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

const path = (botId: string) => `/bot/${encodeURIComponent(botId)}/whatsapp`;

/** GET /bot/{id}/whatsapp: the bot's connection (never its token). */
export function whatsAppQuery(botId: string) {
  return queryOptions({
    queryKey: whatsAppKeys.connection(botId),
    queryFn: ({ signal }) => api<WhatsAppConnection>(path(botId), { signal }),
  });
}

/**
 * PUT (connect) and DELETE (disconnect) /bot/{id}/whatsapp: each answers the connection as it now is, which
 * becomes the cached one; the bot itself is read again, since its page shows "Escribir por WhatsApp".
 */
export function useWhatsAppMutations(botId: string) {
  const client = useQueryClient();
  const settle = (connection: WhatsAppConnection) => {
    client.setQueryData(whatsAppQuery(botId).queryKey, connection);
    void client.invalidateQueries({ queryKey: botKeys.details() });
  };
  const connect = useMutation({
    mutationFn: (input: WhatsAppConnect) =>
      api<WhatsAppConnection>(path(botId), { method: 'PUT', body: input }),
    onSuccess: settle,
  });
  const reminderTemplate = useMutation({
    mutationFn: (template: { name: string; language: string } | null) =>
      api<WhatsAppConnection>(`${path(botId)}/reminder-template`, { method: 'PUT', body: { template } }),
    onSuccess: settle,
  });
  const disconnect = useMutation({
    mutationFn: () => api<WhatsAppConnection>(path(botId), { method: 'DELETE' }),
    onSuccess: settle,
  });
  return { connect, disconnect, reminderTemplate };
}
