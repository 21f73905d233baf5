import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { authHeaders } from '../../../lib/api-client';
import { useLive } from '../../../lib/live-events';
import { insightsKeys } from './insights';
import { pipelineKeys } from './team';

/**
 * The inbox, live (issue 42): a new message reloads the list and that conversation's transcript; a change of
 * assignment, status or lead reloads them and the leads. After a reconnection everything of the bot
 * reloads once: events may have been missed while the stream was down.
 */
export function useInboxLive(botId: string | undefined) {
  const client = useQueryClient();
  const connections = useRef(0);
  useLive(botId ? `/api/bot/${encodeURIComponent(botId)}/events` : null, {
    headers: authHeaders,
    onOpen: () => {
      connections.current += 1;
      if (connections.current > 1 && botId)
        void client.invalidateQueries({ queryKey: insightsKeys.ofBot(botId) });
    },
    onEvent: (event) => {
      if (!botId) return;
      let conversationId: string | undefined;
      try {
        conversationId = (JSON.parse(event.data) as { conversationId?: string }).conversationId;
      } catch {
        return;
      }
      void client.invalidateQueries({ queryKey: insightsKeys.conversations(botId) });
      if (conversationId) {
        void client.invalidateQueries({ queryKey: insightsKeys.transcript(botId, conversationId) });
      }
      if (event.event === 'conversation') {
        void client.invalidateQueries({ queryKey: pipelineKeys.leads(botId) });
      }
    },
  });
}
