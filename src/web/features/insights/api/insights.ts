import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Timing } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import type { Proposal, ResolveUnanswered, Stats, UnansweredGroup } from '../../../../shared/schemas/inbox';
import type {
  InboxListSchema,
  InboxQuery,
  LeadsSchema,
  TranscriptSchema,
} from '../../../../shared/schemas/inbox';
import type { Handoff, OwnerReplyBody } from '../../../../shared/schemas/widget';
import type { WhatsAppTemplates } from '../../../../shared/schemas/whatsapp';
import type { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client';
import { botKeys } from '../../../lib/bot-cache';
import type { CsvSeparator, LeadsRange, StatsDays } from '../insights-format';

export type InboxList = z.infer<typeof InboxListSchema>;
export type Transcript = z.infer<typeof TranscriptSchema>['conversation'];
export type Leads = z.infer<typeof LeadsSchema>;

const PAGE_SIZE = 20;
const bot = (botId: string) => `/bot/${encodeURIComponent(botId)}`;

/** The query keys of the inbox and the stats screens. */
export const insightsKeys = {
  /** Everything cached for one bot: one key to drop after teaching it. */
  ofBot: (botId: string) => ['insights', botId] as const,
  conversations: (botId: string) => [...insightsKeys.ofBot(botId), 'conversations'] as const,
  conversationSearch: (botId: string, term: string, filters: ConversationFilters = {}) =>
    [...insightsKeys.conversations(botId), term, filters] as const,
  transcript: (botId: string, conversationId: string) =>
    [...insightsKeys.ofBot(botId), 'conversation', conversationId] as const,
  leads: (botId: string, range: LeadsRange) =>
    [...insightsKeys.ofBot(botId), 'leads', range.from ?? '', range.to ?? ''] as const,
  unanswered: (botId: string) => [...insightsKeys.ofBot(botId), 'unanswered'] as const,
  proposals: (botId: string) => [...insightsKeys.ofBot(botId), 'proposals'] as const,
  stats: (botId: string, days: StatsDays) => [...insightsKeys.ofBot(botId), 'stats', days] as const,
  templates: (botId: string) => [...insightsKeys.ofBot(botId), 'whatsapp-templates'] as const,
};

/** The WhatsApp number's approved templates, for a hand reply after the 24-hour window (issue 41). */
export function templatesQuery(botId: string) {
  return queryOptions({
    queryKey: insightsKeys.templates(botId),
    queryFn: ({ signal }) => api<WhatsAppTemplates>(`${bot(botId)}/whatsapp/templates`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The inbox's filters (issue 42): status, who attends (`me`, `none` or a user id), channel, a lead label. */
export type ConversationFilters = Partial<Pick<InboxQuery, 'status' | 'assignee' | 'channel' | 'label'>>;

export function conversationsQuery(botId: string, term: string, filters: ConversationFilters = {}) {
  return infiniteQueryOptions({
    queryKey: insightsKeys.conversationSearch(botId, term, filters),
    queryFn: ({ pageParam, signal }) =>
      api<InboxList>(`${bot(botId)}/conversations`, {
        query: { page: pageParam, pageSize: PAGE_SIZE, term: term || undefined, ...filters },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    refetchInterval: Timing.inboxListPollMs,
    refetchIntervalInBackground: false,
  });
}

const conversation = (botId: string, conversationId: string) =>
  `${bot(botId)}/conversations/${encodeURIComponent(conversationId)}`;

/**
 * One conversation, refreshed every few seconds while it is open so the owner sees the visitor's new
 * messages (TanStack Query skips the refresh while the tab is hidden).
 */
export function transcriptQuery(botId: string, conversationId: string) {
  return queryOptions({
    queryKey: insightsKeys.transcript(botId, conversationId),
    queryFn: ({ signal }) =>
      api<{ conversation: Transcript }>(conversation(botId, conversationId), { signal }),
    retry: false,
    refetchInterval: Timing.transcriptPollMs,
    refetchIntervalInBackground: false,
  });
}

/** The owner's hand reply to the visitor; answers the updated transcript. */
export function replyToConversation(botId: string, conversationId: string, reply: string | OwnerReplyBody) {
  return api<{ conversation: Transcript }>(`${conversation(botId, conversationId)}/replies`, {
    method: 'POST',
    body: typeof reply === 'string' ? { text: reply } : reply,
  });
}

/**
 * Sends the owner's hand reply: its answer becomes the cached transcript (a refresh that started before the
 * reply must not put the old one back), and the conversation list reloads.
 */
export function useReplyToConversation(botId: string, conversationId: string) {
  const client = useQueryClient();
  const { queryKey } = transcriptQuery(botId, conversationId);
  return useMutation({
    mutationFn: (reply: string | OwnerReplyBody) => replyToConversation(botId, conversationId, reply),
    onSuccess: async (answer) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, answer);
      void client.invalidateQueries({ queryKey: insightsKeys.conversations(botId) });
    },
  });
}

/** Pause the bot in this conversation while the owner writes (true), or let it answer again (false). */
export function setHandoff(botId: string, conversationId: string, paused: boolean) {
  return api<Handoff>(`${conversation(botId, conversationId)}/handoff`, { method: 'PUT', body: { paused } });
}

/** Pauses or resumes the bot in a conversation; the cached transcript shows until when it is paused. */
export function useSetHandoff(botId: string, conversationId: string) {
  const client = useQueryClient();
  const { queryKey } = transcriptQuery(botId, conversationId);
  return useMutation({
    mutationFn: (paused: boolean) => setHandoff(botId, conversationId, paused),
    onSuccess: ({ botPausedUntil }) =>
      client.setQueryData(queryKey, (old) =>
        old ? { conversation: { ...old.conversation, botPausedUntil } } : old,
      ),
  });
}

export function leadsQuery(botId: string, range: LeadsRange) {
  return queryOptions({
    queryKey: insightsKeys.leads(botId, range),
    queryFn: ({ signal }) => api<Leads>(`${bot(botId)}/leads`, { query: { ...range }, signal }),
  });
}

export function unansweredQuery(botId: string) {
  return queryOptions({
    queryKey: insightsKeys.unanswered(botId),
    queryFn: ({ signal }) => api<{ groups: UnansweredGroup[] }>(`${bot(botId)}/unanswered`, { signal }),
  });
}

/** Teaches the bot a group (new intent or questions of an existing one); answers the remaining groups. */
export function resolveUnanswered(botId: string, body: ResolveUnanswered) {
  return api<{ groups: UnansweredGroup[] }>(`${bot(botId)}/unanswered`, { method: 'POST', body });
}

/**
 * Teaches the bot a group: the remaining groups become the cached list, the stats' top unanswered and the
 * transcripts' intents reload, and so does every cached bot (the editor and the bot page show its intents).
 */
export function useResolveUnanswered(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveUnanswered) => resolveUnanswered(botId, body),
    onSuccess: ({ groups }) => {
      client.setQueryData(unansweredQuery(botId).queryKey, { groups });
      void client.invalidateQueries({
        queryKey: insightsKeys.ofBot(botId),
        predicate: (query) => query.queryKey[2] !== 'unanswered',
      });
      void client.invalidateQueries({ queryKey: botKeys.details() });
    },
  });
}

/** The questions the bot could learn from its customers, waiting for the owner (issue 37). */
export function proposalsQuery(botId: string) {
  return queryOptions({
    queryKey: insightsKeys.proposals(botId),
    queryFn: ({ signal }) => api<{ proposals: Proposal[] }>(`${bot(botId)}/proposals`, { signal }),
  });
}

export type ProposalDecision = 'approval' | 'dismissal';

/** Approves (the bot learns the words) or dismisses a proposal; answers the proposals still waiting. */
export function decideProposal(botId: string, proposalId: string, decision: ProposalDecision) {
  return api<{ proposals: Proposal[] }>(
    `${bot(botId)}/proposals/${encodeURIComponent(proposalId)}/${decision}`,
    { method: 'POST' },
  );
}

/**
 * Decides on a proposal: the ones still waiting become the cached list; an approval retrained the bot, so
 * every cached bot (the editor shows its questions) and the stats reload.
 */
export function useDecideProposal(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ProposalDecision }) =>
      decideProposal(botId, id, decision),
    onSuccess: ({ proposals }, { decision }) => {
      client.setQueryData(proposalsQuery(botId).queryKey, { proposals });
      if (decision !== 'approval') return;
      void client.invalidateQueries({
        queryKey: insightsKeys.ofBot(botId),
        predicate: (query) => query.queryKey[2] !== 'proposals',
      });
      void client.invalidateQueries({ queryKey: botKeys.details() });
    },
  });
}

export function statsQuery(botId: string, days: StatsDays) {
  return queryOptions({
    queryKey: insightsKeys.stats(botId, days),
    queryFn: ({ signal }) => api<Stats>(`${bot(botId)}/stats`, { query: { days }, signal }),
  });
}

/**
 * The CSV export needs the bearer token, so a plain link cannot fetch it: the file is fetched and handed
 * to the browser as a Blob download named `fileName`.
 */
export async function downloadLeadsCsv(
  botId: string,
  query: LeadsRange & { separator: CsvSeparator },
  token: string | undefined,
  fileName: string,
): Promise<void> {
  const params = new URLSearchParams({ separator: query.separator });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  // The dates of the file in the owner's own time zone, as the screen shows them.
  params.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const response = await fetch(`/api${bot(botId)}/leads.csv?${params.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      { code?: string; message?: string } | undefined;
    throw new ApiError(response.status, body?.code ?? 'internal_error', body?.message ?? msg.api.internal);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
