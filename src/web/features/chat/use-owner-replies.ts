import { useEffect, useRef } from 'react';
import { Timing } from '../../../shared/constants';
import type { VisitorUpdates } from '../../../shared/schemas/widget';
import { ApiError } from '../../lib/api-client';
import { fetchOwnerReplies } from './chat-api';

/**
 * Asks for the owner's hand replies while the chat is open and its page is visible, so a reply shows within
 * 2 seconds without reloading. A conversation the server no longer knows for this visitor stops the polling.
 */
export function useOwnerReplies(
  botId: string,
  conversationId: string | null,
  lastReplyAt: () => string | undefined,
  onUpdate: (updates: VisitorUpdates) => void,
): void {
  const latest = useRef({ lastReplyAt, onUpdate });
  useEffect(() => {
    latest.current = { lastReplyAt, onUpdate };
  });

  useEffect(() => {
    if (!conversationId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const updates = await fetchOwnerReplies(
            botId,
            conversationId,
            latest.current.lastReplyAt(),
            controller.signal,
          );
          if (!stopped) latest.current.onUpdate(updates);
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 401)) stopped = true;
          // Anything else (offline, a 429): the next tick tries again.
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), Timing.ownerReplyPollMs);
    };
    void tick();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [botId, conversationId]);
}
