import { useCallback, useEffect, useRef, useState } from 'react';
import { Timing } from '../../../shared/constants';
import type { VisitorUpdates } from '../../../shared/schemas/widget';
import { ApiError } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';
import { useLive } from '../../lib/live-events';
import { fetchOwnerReplies } from './chat-api';

/**
 * The team's hand replies reach the open chat as they are written (issue 42): a server-sent event says one
 * was written, and the chat fetches what is new, once on each (re)connection too. Only while the stream
 * cannot connect does it ask every few seconds instead. A conversation the server no longer knows for this
 * visitor stops both.
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
  const [stopped, setStopped] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const active = conversationId && stopped !== conversationId ? conversationId : null;

  const fetchNew = useCallback(
    async (signal?: AbortSignal) => {
      if (!active) return;
      try {
        const updates = await fetchOwnerReplies(
          botId,
          active,
          latest.current.lastReplyAt(),
          signal ?? new AbortController().signal,
        );
        latest.current.onUpdate(updates);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 401)) setStopped(active);
        // Anything else (offline, a 429): the next event or reconnection asks again.
      }
    },
    [botId, active],
  );

  useLive(active ? `/api/bot/${encodeURIComponent(botId)}/io/${encodeURIComponent(active)}/events` : null, {
    headers: () => ({ 'x-app-token': appConfig().appToken }),
    onOpen: () => {
      setConnected(true);
      void fetchNew();
    },
    onEvent: (event) => {
      if (event.event === 'reply') void fetchNew();
    },
    onDrop: () => setConnected(false),
    onRefused: () => setStopped(active),
  });

  // The fallback: while the stream is not connected, ask now and then (a page left open stays right).
  useEffect(() => {
    if (!active || connected) return;
    const controller = new AbortController();
    const tick = () => {
      if (document.visibilityState === 'visible') void fetchNew(controller.signal);
    };
    tick();
    const timer = setInterval(tick, Timing.ownerReplyPollMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [active, connected, fetchNew]);
}
