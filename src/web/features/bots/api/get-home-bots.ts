import { queryOptions } from '@tanstack/react-query';
import { Paging } from '../../../../shared/constants';
import type { BotList } from '../../../../shared/schemas/bots';
import { api } from '../../../lib/api-client';
import { botKeys } from '../../../lib/bot-cache';

/**
 * A home row of four bots: "recent" is the featured row (newest first), "rating" the best rated (the
 * directory's default order, so the API gets no sort for it).
 */
export function homeBotsQuery(sort: 'recent' | 'rating') {
  return queryOptions({
    // Under the bots lists' prefix, so a bot write refreshes the home rows too.
    queryKey: botKeys.home(sort),
    queryFn: ({ signal }) =>
      api<BotList>('/bots', {
        query: { sort: sort === 'recent' ? sort : undefined, pageSize: Paging.botsPageSize },
        signal,
      }),
  });
}
