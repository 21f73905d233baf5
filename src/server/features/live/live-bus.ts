import { EventEmitter } from 'node:events';
import type { Client as PgClient } from 'pg';
import { z } from 'zod';
import { loadIoRedis, loadPg } from '../../lib/optional-packages';

/**
 * What happened in a bot's conversations, for the screens open on it (issue 42, decision 055): a new
 * message (`from` says whose), or a conversation's assignment, status or lead changed. Only ids travel:
 * whoever listens reads the rest through the API, with its own authorisation.
 */
export const LiveEventSchema = z.object({
  botId: z.string().max(100),
  conversationId: z.string().max(100),
  kind: z.enum(['message', 'conversation']),
  from: z.enum(['user', 'bot', 'owner']).optional(),
  /** When it happened (ISO): the stream's event id, and where a reconnection resumes from. */
  at: z.string().max(40),
});
export type LiveEvent = z.infer<typeof LiveEventSchema>;

export type LiveListener = (event: LiveEvent) => void;

/**
 * Events of every instance reach the streams open on any instance. Publishing never waits and never fails
 * the caller: a lost event costs a screen one refresh, which its next event or reconnection makes up for.
 */
export interface LiveBus {
  publish(event: LiveEvent): void;
  /** Listens to one bot's events; the answer stops listening. */
  subscribe(botId: string, listener: LiveListener): () => void;
  /** How it fans out: `process` (one instance), `postgres` (LISTEN/NOTIFY) or `redis` (pub/sub). */
  readonly transport: 'process' | 'postgres' | 'redis';
  close(): Promise<void>;
}

/** The channel every instance publishes on and listens to (Redis and PostgreSQL alike). */
const CHANNEL = 'vocero_live';

/** Hands each event to the listeners of its bot in this process. */
class LocalFanout {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream: many tabs on one bot are normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  deliver(event: LiveEvent): void {
    this.emitter.emit(event.botId, event);
  }

  subscribe(botId: string, listener: LiveListener): () => void {
    this.emitter.on(botId, listener);
    return () => this.emitter.off(botId, listener);
  }
}

/** An event as another instance sent it, or nothing when it is not one. */
function parse(payload: string): LiveEvent | undefined {
  try {
    const parsed = LiveEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** One process (the embedded database allows no other): the events go straight to its listeners. */
export function processBus(): LiveBus {
  const local = new LocalFanout();
  return {
    transport: 'process',
    publish: (event) => queueMicrotask(() => local.deliver(event)),
    subscribe: (botId, listener) => local.subscribe(botId, listener),
    close: async () => undefined,
  };
}

/**
 * Redis pub/sub: one connection publishes, one listens, for the whole instance (not one per stream). A
 * Redis that is down loses the events meanwhile; the screens' safety refresh covers them.
 */
export function redisBus(url: string): LiveBus {
  const local = new LocalFanout();
  const options = {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  const { Redis } = loadIoRedis();
  const publisher = new Redis(url, options);
  // The subscriber must queue its SUBSCRIBE until connected, and subscribes again after a reconnection.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  void subscriber.subscribe(CHANNEL).catch(() => undefined);
  subscriber.on('message', (_channel: string, payload: string) => {
    const event = parse(payload);
    if (event) local.deliver(event);
  });
  return {
    transport: 'redis',
    publish: (event) => void publisher.publish(CHANNEL, JSON.stringify(event)).catch(() => undefined),
    subscribe: (botId, listener) => local.subscribe(botId, listener),
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * PostgreSQL's LISTEN/NOTIFY, when there is no Redis: one connection of its own listens (a pooled one
 * cannot), and reconnects after a failure; publishing is a `pg_notify` through the app's pool (`notify`).
 */
export function postgresBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
): LiveBus {
  const local = new LocalFanout();
  let listener: PgClient | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const listen = async () => {
    const client = new (loadPg().Client)({ connectionString: url });
    client.on('notification', (message) => {
      const event = message.payload ? parse(message.payload) : undefined;
      if (event) local.deliver(event);
    });
    client.on('error', () => {
      if (listener === client) listener = undefined;
      void client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(), 1_000);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
    } catch {
      void client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(), 1_000);
    }
  };
  const ready = listen();

  return {
    transport: 'postgres',
    publish: (event) => void notify(CHANNEL, JSON.stringify(event)).catch(() => undefined),
    subscribe: (botId, listener) => local.subscribe(botId, listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      await listener?.end().catch(() => undefined);
    },
  };
}

/** Redis when the instances share one, else PostgreSQL's own notifications, else this process alone. */
export function createLiveBus(options: {
  redisUrl?: string | undefined;
  databaseUrl?: string | undefined;
  notify: (channel: string, payload: string) => Promise<unknown>;
}): LiveBus {
  if (options.redisUrl) return redisBus(options.redisUrl);
  if (options.databaseUrl) return postgresBus(options.databaseUrl, options.notify);
  return processBus();
}
