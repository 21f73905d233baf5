import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadNote, UpdateConversation, UpdateLead } from '../../../../shared/schemas/team';
import { api } from '../../../lib/api-client';
import { insightsKeys, transcriptQuery, type Leads, type Transcript } from './insights';

/** The inbox's share of the team's work (issue 42): assigning, the status, moving leads and their notes. */

const bot = (botId: string) => `/bot/${encodeURIComponent(botId)}`;

export const pipelineKeys = {
  /** Every cached list of leads of the bot, whatever its date range. */
  leads: (botId: string) => [...insightsKeys.ofBot(botId), 'leads'] as const,
  notes: (botId: string, leadId: string) => [...insightsKeys.ofBot(botId), 'notes', leadId] as const,
};

/** Assigns a conversation and/or sets its status; the answer is the cached transcript, the list reloads. */
export function useUpdateConversation(botId: string, conversationId: string) {
  const client = useQueryClient();
  const { queryKey } = transcriptQuery(botId, conversationId);
  return useMutation({
    mutationFn: (change: UpdateConversation) =>
      api<{ conversation: Transcript }>(`${bot(botId)}/conversations/${encodeURIComponent(conversationId)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: async (answer) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, answer);
      void client.invalidateQueries({ queryKey: insightsKeys.conversations(botId) });
    },
  });
}

/**
 * Moves a lead or sets its labels. The cached lists show the change at once (a dragged card must not jump
 * back while the request runs) and go back to the server's answer if it fails.
 */
export function useUpdateLead(botId: string) {
  const client = useQueryClient();
  const leadsKey = pipelineKeys.leads(botId);
  return useMutation({
    mutationFn: ({ leadId, change }: { leadId: string; change: UpdateLead }) =>
      api<{ lead: { stage: string; labels: string[] } }>(
        `${bot(botId)}/leads/${encodeURIComponent(leadId)}`,
        {
          method: 'PATCH',
          body: change,
        },
      ),
    onMutate: async ({ leadId, change }) => {
      await client.cancelQueries({ queryKey: leadsKey });
      const before = client.getQueriesData<Leads>({ queryKey: leadsKey });
      client.setQueriesData<Leads>({ queryKey: leadsKey }, (old) =>
        old
          ? {
              ...old,
              leads: old.leads.map((lead) =>
                lead.conversationId === leadId
                  ? {
                      ...lead,
                      ...(change.stage !== undefined ? { stage: change.stage } : {}),
                      ...(change.labels !== undefined ? { labels: change.labels } : {}),
                    }
                  : lead,
              ),
            }
          : old,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: leadsKey }),
  });
}

export function notesQuery(botId: string, leadId: string) {
  return queryOptions({
    queryKey: pipelineKeys.notes(botId, leadId),
    queryFn: ({ signal }) =>
      api<{ notes: LeadNote[] }>(`${bot(botId)}/leads/${encodeURIComponent(leadId)}/notes`, { signal }),
  });
}

/** Adds a note to a lead; the lead's notes and the counts in the lists reload. */
export function useAddNote(botId: string, leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<{ note: LeadNote }>(`${bot(botId)}/leads/${encodeURIComponent(leadId)}/notes`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: ({ note }) => {
      client.setQueryData(notesQuery(botId, leadId).queryKey, (old) =>
        old ? { notes: [...old.notes, note] } : { notes: [note] },
      );
      void client.invalidateQueries({ queryKey: pipelineKeys.leads(botId) });
    },
  });
}
