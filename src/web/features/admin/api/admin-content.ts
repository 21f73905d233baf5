import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
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
import { orderedLike, replacedById, withMember, withoutId } from '../admin-items';

type MemberList = z.infer<typeof MemberListSchema>;

/** The query keys of the super-user screens: one prefix, and each screen writes to its own branch. */
export const adminKeys = {
  all: () => ['admin'] as const,
  members: () => [...adminKeys.all(), 'members'] as const,
  memberSearch: (term: string) => [...adminKeys.members(), term] as const,
  faq: () => [...adminKeys.all(), 'faq'] as const,
  phrases: () => [...adminKeys.all(), 'phrases'] as const,
  botOptions: (term: string) => [...adminKeys.all(), 'bot-options', term] as const,
};

/** The public FAQ's query keys (/questions). */
export const faqKeys = {
  search: (term: string | undefined) => ['faq', term ?? ''] as const,
};

/** Twelve accounts a page: a phone screen of rows, and few enough to answer fast. */
export const MEMBERS_PAGE_SIZE = 12;

/** GET /admin/members: newest first, filtered by `term` ("Cargar Más" asks for nextPage). */
export function membersQuery(term: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.memberSearch(term),
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

/** Changes a member; every loaded search holds the same row, and all of them show the change. */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MemberUpdate }) => updateMember(id, change),
    onSuccess: ({ member }) =>
      client.setQueriesData({ queryKey: adminKeys.members() }, (old: Parameters<typeof withMember>[0]) =>
        withMember(old, member),
      ),
  });
}

/** GET /admin/faq: every entry, published or not, in the order /questions shows them. */
export function faqQuery() {
  return queryOptions({
    queryKey: adminKeys.faq(),
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

/** POST (no id) or PUT /admin/faq: the saved entry joins the end of the cached list or replaces its row. */
export function useSaveFaq() {
  const client = useQueryClient();
  const key = faqQuery().queryKey;
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqInput }) =>
      id ? updateFaq(id, input) : createFaq(input),
    onSuccess: ({ entry }, { id }) =>
      client.setQueryData(key, (old) =>
        id
          ? old && { entries: replacedById(old.entries, entry) }
          : { entries: [...(old?.entries ?? []), entry] },
      ),
  });
}

/** DELETE /admin/faq/{id}: the row leaves the cached list. */
export function useDeleteFaq() {
  const client = useQueryClient();
  const key = faqQuery().queryKey;
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: (_, id) => client.setQueryData(key, (old) => old && { entries: withoutId(old.entries, id) }),
  });
}

/**
 * Reorders the FAQ: the rows move at once, the server's answer (the stored order) then replaces the list;
 * a failure puts the previous order back and reloads it.
 */
export function useReorderFaq() {
  const client = useQueryClient();
  const key = faqQuery().queryKey;
  return useMutation({
    mutationFn: reorderFaq,
    onMutate: (ids) => {
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, { entries: orderedLike(before.entries, ids) });
      return { before };
    },
    onSuccess: ({ entries }) => client.setQueryData(key, { entries }),
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      void client.invalidateQueries({ queryKey: adminKeys.faq() });
    },
  });
}

/** GET /admin/phrases: every tip-card phrase, newest first. */
export function phrasesQuery() {
  return queryOptions({
    queryKey: adminKeys.phrases(),
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

/** POST (no id) or PUT /admin/phrases: a new phrase goes first in the cached list, a saved one replaces its row. */
export function useSavePhrase() {
  const client = useQueryClient();
  const key = phrasesQuery().queryKey;
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PhraseInput }) =>
      id ? updatePhrase(id, input) : createPhrase(input),
    onSuccess: ({ phrase }, { id }) =>
      client.setQueryData(key, (old) =>
        id
          ? old && { phrases: replacedById(old.phrases, phrase) }
          : { phrases: [phrase, ...(old?.phrases ?? [])] },
      ),
  });
}

/** DELETE /admin/phrases/{id}: the row leaves the cached list. */
export function useDeletePhrase() {
  const client = useQueryClient();
  const key = phrasesQuery().queryKey;
  return useMutation({
    mutationFn: deletePhrase,
    onSuccess: (_, id) => client.setQueryData(key, (old) => old && { phrases: withoutId(old.phrases, id) }),
  });
}

/** The tip dialog's bot picker: published bots matching `term`, ten at a time (the autocomplete size). */
export function publishedBotsQuery(term: string) {
  return queryOptions({
    queryKey: adminKeys.botOptions(term),
    queryFn: ({ signal }) =>
      api<BotList>('/bots', { query: { term, pageSize: Paging.autocompletePageSize }, signal }),
    enabled: term.length > 0,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /faq?term=: the published FAQ of /questions, searched. */
export function publicFaqQuery(term: string | undefined) {
  return queryOptions({
    queryKey: faqKeys.search(term),
    queryFn: ({ signal }) => api<{ entries: FaqEntry[] }>('/faq', { query: { term }, signal }),
    // The previous answers stay on screen while the next search runs, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
