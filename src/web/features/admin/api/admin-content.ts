import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { Paging } from '../../../../shared/constants';
import type { BotList } from '../../../../shared/schemas/bots';
import type {
  AdminPhrase,
  FaqEntry,
  FaqInput,
  Member,
  MemberListSchema,
  MemberUpdate,
  PhraseInput,
} from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';

type MemberList = z.infer<typeof MemberListSchema>;

/** Every super-user query shares this prefix; each screen refreshes its own branch after a write. */
export const ADMIN_KEY = ['admin'] as const;
export const MEMBERS_KEY = [...ADMIN_KEY, 'members'] as const;
export const FAQ_KEY = [...ADMIN_KEY, 'faq'] as const;
const PHRASES_KEY = [...ADMIN_KEY, 'phrases'] as const;

/** Twelve accounts a page: a phone screen of rows, and few enough to answer fast. */
export const MEMBERS_PAGE_SIZE = 12;

/** GET /admin/members: newest first, filtered by `term` ("Cargar Más" asks for nextPage). */
export function membersQuery(term: string) {
  return infiniteQueryOptions({
    queryKey: [...MEMBERS_KEY, term],
    queryFn: ({ pageParam, signal }) =>
      api<MemberList>('/admin/members', {
        query: { term, page: pageParam, pageSize: MEMBERS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // A new term keeps the previous rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** PUT /admin/members/{id}: publish or hide, grant or revoke super user. */
export function updateMember(id: string, change: MemberUpdate): Promise<{ member: Member }> {
  return api(`/admin/members/${encodeURIComponent(id)}`, { method: 'PUT', body: change });
}

/** GET /admin/faq: every entry, published or not, in the order /questions shows them. */
export function faqQuery() {
  return queryOptions({
    queryKey: FAQ_KEY,
    queryFn: ({ signal }) => api<{ entries: FaqEntry[] }>('/admin/faq', { signal }),
  });
}

export function createFaq(input: FaqInput): Promise<{ entry: FaqEntry }> {
  return api('/admin/faq', { method: 'POST', body: input });
}

export function updateFaq(id: string, input: FaqInput): Promise<{ entry: FaqEntry }> {
  return api(`/admin/faq/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteFaq(id: string): Promise<void> {
  return api(`/admin/faq/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** PUT /admin/faq-order: the complete list of ids in their new order (a partial list answers 409). */
export function reorderFaq(ids: string[]): Promise<{ entries: FaqEntry[] }> {
  return api('/admin/faq-order', { method: 'PUT', body: { ids } });
}

/** GET /admin/phrases: every tip-card phrase, newest first. */
export function phrasesQuery() {
  return queryOptions({
    queryKey: PHRASES_KEY,
    queryFn: ({ signal }) => api<{ phrases: AdminPhrase[] }>('/admin/phrases', { signal }),
  });
}

export function createPhrase(input: PhraseInput): Promise<{ phrase: AdminPhrase }> {
  return api('/admin/phrases', { method: 'POST', body: input });
}

export function updatePhrase(id: string, input: PhraseInput): Promise<{ phrase: AdminPhrase }> {
  return api(`/admin/phrases/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deletePhrase(id: string): Promise<void> {
  return api(`/admin/phrases/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The tip dialog's bot picker: published bots matching `term`, ten at a time (the autocomplete size). */
export function publishedBotsQuery(term: string) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'bot-options', term],
    queryFn: ({ signal }) =>
      api<BotList>('/bots', { query: { term, pageSize: Paging.autocompletePageSize }, signal }),
    enabled: term.length > 0,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
