import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { Paging } from '../../../../shared/constants';
import type { BotDetail, BotInput, BotList } from '../../../../shared/schemas/bots';
import { api } from '../../../lib/api-client';
import { directoryApiQuery, type DirectoryFilters } from '../directory-query';

/** Every bot list shares this prefix: a write invalidates them all. */
export const BOTS_KEY = ['bots'] as const;

/** GET /bots, page by page ("Cargar Más" asks for nextPage). */
export function directoryQuery(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...BOTS_KEY, 'directory', filters],
    queryFn: ({ pageParam, signal }) =>
      api<BotList>('/bots', { query: directoryApiQuery(filters, pageParam), signal }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The bots of the directory map: one larger page with the same filters. */
export function mapBotsQuery(filters: DirectoryFilters) {
  return queryOptions({
    queryKey: [...BOTS_KEY, 'map', filters],
    queryFn: ({ signal }) =>
      api<BotList>('/bots', {
        query: directoryApiQuery(filters, Paging.defaultPage, Paging.maxPageSize),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /my-bots: the signed-in user's bots, published or not. */
export function myBotsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: [...BOTS_KEY, 'mine', userId],
    queryFn: ({ pageParam, signal }) =>
      api<BotList>('/my-bots', { query: { page: pageParam, pageSize: Paging.botsPageSize }, signal }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/**
 * GET /user/{hero or id}/bots: a profile's bots — published ones, or all of them for their owner, so the
 * viewer is part of the key.
 */
export function userBotsQuery(userRef: string, viewerId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...BOTS_KEY, 'user', userRef, viewerId ?? 'anonymous'],
    queryFn: ({ pageParam, signal }) =>
      api<BotList>(`/user/${encodeURIComponent(userRef)}/bots`, {
        query: { page: pageParam, pageSize: Paging.botsPageSize },
        signal,
      }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/** The top-bar autocomplete: GET /bots with the term and page size 10. */
export function botSuggestionsQuery(term: string) {
  return queryOptions({
    queryKey: [...BOTS_KEY, 'suggest', term],
    queryFn: ({ signal }) =>
      api<BotList>('/bots', { query: { term, pageSize: Paging.autocompletePageSize }, signal }),
    enabled: term.length > 0,
    staleTime: 10_000,
  });
}

/**
 * GET /bot/{alias or id}. Hidden bots answer 404 except to whoever manages them, so the viewer is part of
 * the key: a signed-out visitor never sees what was cached for the owner.
 */
export function botQuery(ref: string, viewerId: string | undefined) {
  return queryOptions({
    queryKey: ['bot', ref, viewerId ?? 'anonymous'],
    queryFn: ({ signal }) => api<{ bot: BotDetail }>(`/bot/${encodeURIComponent(ref)}`, { signal }),
    retry: false,
  });
}

export function createBot(body: BotInput): Promise<{ bot: BotDetail }> {
  return api('/bots', { method: 'POST', body });
}

export function updateBot(id: string, body: BotInput): Promise<{ bot: BotDetail }> {
  return api(`/bot/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function deleteBot(id: string): Promise<void> {
  return api(`/bot/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
