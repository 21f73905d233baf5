import { queryOptions } from '@tanstack/react-query';
import type { BlankSuggestion } from '../../../../shared/schemas/sources';
import { api } from '../../../lib/api-client';

/** GET /bot/{id}/blank-suggestions: values for the bot's blanks found in its documents (prices). */
export function blankSuggestionsQuery(botId: string) {
  return queryOptions({
    queryKey: ['bots', botId, 'blank-suggestions'] as const,
    queryFn: ({ signal }) =>
      api<{ suggestions: BlankSuggestion[] }>(`/bot/${encodeURIComponent(botId)}/blank-suggestions`, {
        signal,
      }),
    staleTime: 0,
  });
}
