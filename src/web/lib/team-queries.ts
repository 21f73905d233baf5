import { queryOptions } from '@tanstack/react-query';
import type { CannedReply, LeadStage, Members } from '../../shared/schemas/team';
import { api } from './api-client';

/**
 * A bot's team, saved answers and pipeline are read by the inbox (assigning, inserting a reply, moving a
 * lead) and written by the team page; features never import each other, so their keys and reads live here.
 */
export const teamKeys = {
  ofBot: (botId: string) => ['team', botId] as const,
  members: (botId: string) => [...teamKeys.ofBot(botId), 'members'] as const,
  canned: (botId: string) => [...teamKeys.ofBot(botId), 'canned'] as const,
  stages: (botId: string) => [...teamKeys.ofBot(botId), 'stages'] as const,
  /** The bots the signed-in user runs as a member: every user's, and one user's. */
  allMine: () => ['team-bots'] as const,
  mine: (userId: string) => [...teamKeys.allMine(), userId] as const,
  /**
   * Everything the inbox caches for a bot (the insights feature's `insightsKeys.ofBot`, which is built from
   * this): the team page drops it when the stages change their names.
   */
  inbox: (botId: string) => ['insights', botId] as const,
};

const bot = (botId: string) => `/bot/${encodeURIComponent(botId)}`;

export function membersQuery(botId: string) {
  return queryOptions({
    queryKey: teamKeys.members(botId),
    queryFn: ({ signal }) => api<Members>(`${bot(botId)}/members`, { signal }),
    staleTime: 60_000,
  });
}

export function cannedRepliesQuery(botId: string) {
  return queryOptions({
    queryKey: teamKeys.canned(botId),
    queryFn: ({ signal }) => api<{ replies: CannedReply[] }>(`${bot(botId)}/canned-replies`, { signal }),
    staleTime: 60_000,
  });
}

export function leadStagesQuery(botId: string) {
  return queryOptions({
    queryKey: teamKeys.stages(botId),
    queryFn: ({ signal }) => api<{ stages: LeadStage[] }>(`${bot(botId)}/lead-stages`, { signal }),
    staleTime: 60_000,
  });
}

/** The people a conversation can be assigned to: the owner, then the members who accepted. */
export function assignees(team: Members): Array<{ userId: string; name: string }> {
  return [
    team.owner,
    ...team.members.flatMap((m) => (m.userId ? [{ userId: m.userId, name: m.name ?? m.email }] : [])),
  ];
}
