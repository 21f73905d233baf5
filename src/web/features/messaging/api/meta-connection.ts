import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InstagramConnect,
  MessengerConnect,
  MetaConnection,
  MetaPlatform,
} from '../../../../shared/schemas/meta';
import { api } from '../../../lib/api-client';

/** The query keys of the Messenger and Instagram connections. */
export const metaKeys = {
  connection: (botId: string, platform: MetaPlatform) => ['meta', platform, botId] as const,
};

const path = (botId: string, platform: MetaPlatform) => `/bot/${encodeURIComponent(botId)}/${platform}`;

/** GET /bot/{id}/messenger or /instagram: the bot's connection (never its token). */
export function metaQuery(botId: string, platform: MetaPlatform) {
  return queryOptions({
    queryKey: metaKeys.connection(botId, platform),
    queryFn: ({ signal }) => api<MetaConnection>(path(botId, platform), { signal }),
  });
}

/** PUT (connect) and DELETE (disconnect): each answers the connection as it now is, which becomes the cached one. */
export function useMetaMutations(botId: string, platform: MetaPlatform) {
  const client = useQueryClient();
  const settle = (connection: MetaConnection) =>
    client.setQueryData(metaQuery(botId, platform).queryKey, connection);
  const connect = useMutation({
    mutationFn: (input: MessengerConnect | InstagramConnect) =>
      api<MetaConnection>(path(botId, platform), { method: 'PUT', body: input }),
    onSuccess: settle,
  });
  const disconnect = useMutation({
    mutationFn: () => api<MetaConnection>(path(botId, platform), { method: 'DELETE' }),
    onSuccess: settle,
  });
  return { connect, disconnect };
}
