import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { Paging } from '../../../../shared/constants';
import type { BotList } from '../../../../shared/schemas/bots';
import { api } from '../../../lib/api-client';
import { botKeys } from '../../../lib/bot-cache';
import { directoryApiQuery, type DirectoryFilters } from '../directory-query';

/** GET /bots, page by page ("Cargar Más" asks for nextPage). */
export function directoryQuery(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: botKeys.directory(filters),
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
    queryKey: botKeys.map(filters),
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
    queryKey: botKeys.mine(userId),
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
    queryKey: botKeys.ofUser(userRef, viewerId),
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
    queryKey: botKeys.suggestions(term),
    queryFn: ({ signal }) =>
      api<BotList>('/bots', { query: { term, pageSize: Paging.autocompletePageSize }, signal }),
    enabled: term.length > 0,
    staleTime: 10_000,
  });
}
