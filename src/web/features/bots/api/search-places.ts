import { queryOptions } from '@tanstack/react-query';
import type { PlaceSearchResponse } from '../../../../shared/schemas/places';
import { api } from '../../../lib/api-client';

export const placeSearchKeys = {
  all: ['places', 'search'] as const,
  query: (q: string) => [...placeSearchKeys.all, q] as const,
};

/**
 * GET /places/search: the location dialog's "Localiza a tu bot", asked when the owner presses Buscar (the
 * public geocoders forbid searching on every key stroke). A failure is shown, not retried.
 */
export function placeSearchQuery(q: string) {
  return queryOptions({
    queryKey: placeSearchKeys.query(q),
    queryFn: ({ signal }) => api<PlaceSearchResponse>('/places/search', { query: { q }, signal }),
    enabled: q.length > 0,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
