import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AliasCheckSchema } from '../../../../shared/schemas/bots';
import { api } from '../../../lib/api-client';

export type AliasCheck = z.infer<typeof AliasCheckSchema>;

/** GET /bots/alias-check: whether the alias being typed is free (for the bot `botId` when editing). */
export function aliasCheckQuery(alias: string, botId: string | undefined) {
  return queryOptions({
    queryKey: ['alias-check', alias, botId ?? null] as const,
    queryFn: ({ signal }) => api<AliasCheck>('/bots/alias-check', { query: { alias, botId }, signal }),
    enabled: alias.length > 0,
    staleTime: 30_000,
    retry: false,
  });
}
