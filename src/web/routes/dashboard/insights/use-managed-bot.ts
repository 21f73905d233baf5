import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SessionUser } from '../../../lib/session-store';
import { botQuery } from '../../../features/bots/api/get-bot';

/** The bot whose insights are shown, or the status of the error page (only its owner or a super user). */
export function useManagedBot(id: string, user: SessionUser) {
  const state = useQuery(botQuery(id, user._id));
  const bot = state.data?.bot;
  const forbidden = !!bot && bot.createdBy._id !== user._id && !user.isSuperUser;
  // Messages and stats name intents by their key; the screens show the owner's names.
  const intentNames = useMemo(
    () => Object.fromEntries((bot?.intents ?? []).map((intent) => [intent.intention, intent.name])),
    [bot?.intents],
  );
  return { state, bot: forbidden ? undefined : bot, forbidden, intentNames };
}
