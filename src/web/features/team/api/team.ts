import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CannedReply,
  CannedReplyInput,
  Invitation,
  InviteMember,
  LeadStage,
  LeadStagesInput,
  Member,
  MemberRoleValue,
  TeamBots,
} from '../../../../shared/schemas/team';
import { api } from '../../../lib/api-client';
import { botKeys } from '../../../lib/bot-cache';
import { teamKeys } from '../../../lib/team-queries';

const bot = (botId: string) => `/bot/${encodeURIComponent(botId)}`;

/** Invites someone; the team reloads. */
export function useInviteMember(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMember) =>
      api<{ member: Member }>(`${bot(botId)}/members`, { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.members(botId) }),
  });
}

/** Removes a member, withdraws an invitation or leaves the team. */
export function useRemoveMember(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api<null>(`${bot(botId)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.ofBot(botId) }),
  });
}

export function useSaveCannedReply(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CannedReplyInput }) =>
      api<{ reply: CannedReply }>(
        id ? `${bot(botId)}/canned-replies/${encodeURIComponent(id)}` : `${bot(botId)}/canned-replies`,
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.canned(botId) }),
  });
}

export function useDeleteCannedReply(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`${bot(botId)}/canned-replies/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.canned(botId) }),
  });
}

/** Saves the pipeline; the leads' lists reload with the new names. */
export function useSaveStages(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadStagesInput) =>
      api<{ stages: LeadStage[] }>(`${bot(botId)}/lead-stages`, { method: 'PUT', body }),
    onSuccess: (answer) => {
      client.setQueryData(teamKeys.stages(botId), answer);
      void client.invalidateQueries({ queryKey: teamKeys.inbox(botId) });
    },
  });
}

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => api<Invitation>(`/invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}

/** Accepts an invitation; the user's team bots and every cached bot (their role in it) reload. */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ botId: string; role: MemberRoleValue }>(`/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: teamKeys.allMine() });
      void client.invalidateQueries({ queryKey: botKeys.details() });
    },
  });
}

export function teamBotsQuery(userId: string) {
  return queryOptions({
    queryKey: teamKeys.mine(userId),
    queryFn: ({ signal }) => api<TeamBots>('/user/teams', { signal }),
  });
}
