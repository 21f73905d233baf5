import type { Database } from './db/client';
import type { BotCache } from './features/bots/bot-cache';
import type { ModelCache } from './features/chat/model-cache';
import type { CatalogCache } from './features/chat/catalog';
import type { ConversationStore } from './features/conversations/conversation-store';
import type { BackgroundTasks } from './lib/background';
import type { JobWorker } from './lib/jobs/job-worker';
import type { Metrics } from './lib/metrics/metrics';
import type { FileStorage } from './features/files/storage';
import type { PassageSearch } from './features/sources/passage-search';
import type { Mailer } from './features/mail/mailer';
import type { RateLimiter } from './plugins/rate-limits';
import type { Settings } from './settings';
import type { LiveBus } from './features/live/live-bus';

/** What every feature needs from the running app, passed explicitly rather than imported. */
export interface AppContext {
  settings: Settings;
  database: Database;
  storage: FileStorage;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** The bots visitors read and chat with, never stale (features/bots/bot-cache.ts). */
  botCache: BotCache;
  /** The bots' trained engines, one per bot whatever the channels it answers on (features/chat/model-cache.ts). */
  models: ModelCache;
  /** What each bot knows of its owner's publications, at the bot's revision (features/chat/catalog.ts). */
  catalogs: CatalogCache;
  /** Every channel's reads and writes of a conversation's turns (features/conversations/conversation-store.ts). */
  conversations: ConversationStore;
  /** The bots' passage indexes, built and asked in a worker thread (features/sources/passage-search.ts). */
  passageSearch: PassageSearch;
  /** Work that finishes after its request answered (e-mails whose sending must not show in timing). */
  background: BackgroundTasks;
  /** The one worker for background work: durable jobs claimed once across instances (lib/jobs). */
  jobs: JobWorker;
  /** What happens in the bots' conversations, fanned out to every instance's open screens (features/live). */
  live: LiveBus;
  /** What GET /metrics reports: this app's own registry and instruments (lib/metrics, decision 059). */
  metrics: Metrics;
  startedAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
