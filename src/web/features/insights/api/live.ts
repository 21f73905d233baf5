import { useQueryClient } from '@tanstack/react-query';
import { useBotEvents } from '../../../lib/live-events';
import { insightsKeys } from './insights';
import { pipelineKeys } from './team';

/**
 * The inbox, live (issue 42): a new message reloads the list and that conversation's transcript; a change of
 * assignment, status or lead reloads them and the leads. After a reconnection everything of the bot
 * reloads once: changes may have been missed while the stream was down.
 */
export function useInboxLive(botId: string | undefined) {
  const client = useQueryClient();
  useBotEvents(
    botId,
    (event) => {
      if (!botId) return;
      void client.invalidateQueries({ queryKey: insightsKeys.conversations(botId) });
      void client.invalidateQueries({ queryKey: insightsKeys.transcript(botId, event.conversationId) });
      if (event.kind === 'conversation') {
        void client.invalidateQueries({ queryKey: pipelineKeys.leads(botId) });
      }
    },
    {
      onReconnect: () => {
        if (botId) void client.invalidateQueries({ queryKey: insightsKeys.ofBot(botId) });
      },
    },
  );
}
