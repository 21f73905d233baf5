import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SessionUser } from '../../../lib/session-store';
import { botQuery } from '../../../features/bots/api/get-bot';
import type { BotPermissionLevel } from './bot-insights-header';

/**
 * The bot whose insights are shown, or the status of the error page: anyone who runs it (its owner, a super
 * user, an admin or an agent of its team, issue 42) for the inbox; `needs: 'manage'` keeps agents out
 * (the stats, the training).
 */
export function useManagedBot(id: string, user: SessionUser, needs: BotPermissionLevel = 'inbox') {
  const state = useQuery(botQuery(id, user._id));
  const bot = state.data?.bot;
  const role = bot?.viewerRole;
  const forbidden = !!bot && (!role || (needs === 'manage' && role === 'agent'));
  // Messages and stats name intents by their key; the screens show the owner's names.
  const intentNames = useMemo(
    () => Object.fromEntries((bot?.intents ?? []).map((intent) => [intent.intention, intent.name])),
    [bot?.intents],
  );
  return { state, bot: forbidden ? undefined : bot, role, forbidden, intentNames };
}
