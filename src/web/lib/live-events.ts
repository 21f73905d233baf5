import { useEffect, useRef } from 'react';
import { authHeaders } from './api-client';
import { EventParser, type ServerEvent } from './event-stream';

/** Waits between reconnections: quick at first, then backing off to half a minute. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface LiveOptions {
  /** The headers of each connection (the session's token may change between them). */
  headers: () => Record<string, string>;
  onEvent: (event: ServerEvent) => void;
  /** Each (re)connection: what was missed before it is fetched again by the caller. */
  onOpen?: () => void;
  /** An open stream dropped (a reconnection follows). */
  onDrop?: () => void;
  /** The server refused for good (401, 404): no more tries. */
  onRefused?: (status: number) => void;
}

/**
 * Listens to a server-sent event stream with fetch (so it carries headers EventSource cannot), for as long
 * as the returned function is not called: reconnects with backoff after a drop, sends Last-Event-ID so the
 * server replays what was missed, and stops on a refusal that retrying cannot change.
 */
export function listenLive(url: string, options: LiveOptions): () => void {
  const controller = new AbortController();
  let lastId: string | undefined;
  let failures = 0;

  const run = async () => {
    while (!controller.signal.aborted) {
      let opened = false;
      try {
        const response = await fetch(url, {
          headers: {
            Accept: 'text/event-stream',
            ...options.headers(),
            ...(lastId ? { 'Last-Event-ID': lastId } : {}),
          },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401 || response.status === 403 || response.status === 404) {
          options.onRefused?.(response.status);
          return;
        }
        if (response.ok && response.body) {
          opened = true;
          failures = 0;
          options.onOpen?.();
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          const parser = new EventParser((event) => {
            if (event.id) lastId = event.id;
            options.onEvent(event);
          });
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.push(decoder.decode(value, { stream: true }));
          }
        }
      } catch {
        // Offline, or the stream dropped: try again below (an abort ends the loop).
      }
      if (controller.signal.aborted) return;
      if (opened) options.onDrop?.();
      const wait = BACKOFF_MS[Math.min(opened ? 0 : failures, BACKOFF_MS.length - 1)]!;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  void run();
  return () => controller.abort();
}

/**
 * A screen's subscription to a stream while it is mounted (and `url` is set). The latest handlers are used
 * without reconnecting when they change.
 */
export function useLive(url: string | null, options: LiveOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!url) return;
    return listenLive(url, {
      headers: () => latest.current.headers(),
      onEvent: (event) => latest.current.onEvent(event),
      onOpen: () => latest.current.onOpen?.(),
      onDrop: () => latest.current.onDrop?.(),
      onRefused: (status) => latest.current.onRefused?.(status),
    });
  }, [url]);
}

/** An event of a bot's conversations, as `GET /api/bot/{id}/events` sends it (issue 42). */
export interface BotEvent {
  kind: 'message' | 'conversation';
  conversationId: string;
  /** Whose message (`message` only): the customer, the bot, or a person of the team. */
  from?: 'user' | 'bot' | 'owner' | null;
  at: string;
}

/** The bot event a server-sent event carries, or null when it is none (an event this client does not know). */
export function botEventOf(event: ServerEvent): BotEvent | null {
  if (event.event !== 'message' && event.event !== 'conversation') return null;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { conversationId, from, at } = data as Record<string, unknown>;
  if (typeof conversationId !== 'string' || typeof at !== 'string') return null;
  return {
    kind: event.event,
    conversationId,
    at,
    ...(from === 'user' || from === 'bot' || from === 'owner' ? { from } : {}),
  };
}

/**
 * The owner's screens of a bot, live: `onEvent` for each new message or change of its conversations, with
 * the session's token; `onReconnect` after the stream came back (events of the gap may be missing: the
 * messages are replayed, the changes of assignment or status are not). Nothing while `botId` is unset.
 */
export function useBotEvents(
  botId: string | undefined,
  onEvent: (event: BotEvent) => void,
  options: { onReconnect?: () => void } = {},
): void {
  const connections = useRef(0);
  useEffect(() => {
    connections.current = 0;
  }, [botId]);
  useLive(botId ? `/api/bot/${encodeURIComponent(botId)}/events` : null, {
    headers: authHeaders,
    onOpen: () => {
      connections.current += 1;
      if (connections.current > 1) options.onReconnect?.();
    },
    onEvent: (event) => {
      const parsed = botEventOf(event);
      if (parsed) onEvent(parsed);
    },
  });
}
