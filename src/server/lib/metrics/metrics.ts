import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../../db/client';
import type { PendingJobs } from '../jobs/jobs.repo';

/**
 * What an operator's Prometheus scrapes from GET /metrics (issue 43, decision 059). One registry per app
 * context, never prom-client's global one: tests build many apps in one process, and each must count its
 * own. Instruments are created once; the hot paths only increment them (a label object and prom-client's
 * own bookkeeping, no other allocation). Names carry the product's prefix; the process and Node.js
 * metrics (CPU, memory, event-loop lag, GC) keep their standard names.
 */

/** How a chat turn ended, as /metrics counts it (features/chat/turn-outcome.ts maps the reply's intent). */
export type ChatTurnOutcome =
  /** An intent of the owner, the opening hours, the catalog or an order's status answered. */
  | 'answered'
  /** The owner's documents (knowledge sources) answered. */
  | 'passage'
  /** "¿Te refieres a…?": the bot offered the intents it hesitated between. */
  | 'clarified'
  /** "No tengo esa información…": nothing answered. */
  | 'fallback'
  /** A data field was asked, re-asked or noted. */
  | 'field'
  | 'smalltalk'
  /** On the way to a booking or an order in the conversation, or the reply that confirmed it. */
  | 'booking'
  | 'order'
  /** The visitor asked for a person. */
  | 'handoff'
  /** Said while the owner attended by hand: the bot stayed quiet. */
  | 'owner_attending'
  /** A message the bot could not read (a sticker, an image without words). */
  | 'unsupported';

/** What became of a call to the language model: worded, or why the engine's reply was sent instead. */
export type LlmCallOutcome =
  | 'worded'
  | 'garbage'
  | 'refused'
  | 'aborted'
  | 'first_token_timeout'
  | 'timeout'
  | 'http'
  | 'network'
  | 'too_long';

/** Why the engine's own reply was sent although a model is configured (a call that failed, or none made). */
export type LlmFallbackReason =
  Exclude<LlmCallOutcome, 'worded' | 'aborted'> | 'breaker_open' | 'budget_spent';

/** A webhook delivery's end (the webhooks feature counts them): 2xx, failed for good, or its endpoint paused. */
export type WebhookDeliveryOutcome = 'delivered' | 'failed' | 'paused';

export interface MetricsOptions {
  /**
   * Whether /metrics is served at all (METRICS_TOKEN or METRICS_PORT). Off, the process and Node.js
   * metrics are not collected: they keep an event-loop monitor and a GC observer running for nobody.
   */
  exposed: boolean;
  /** Read at scrape time (lib/jobs/jobs.repo.ts). */
  pendingJobs?: () => Promise<PendingJobs[]>;
  /** Read at scrape time (db/client.ts). */
  pools?: () => PoolUse[];
}

/** Request latency buckets (seconds): most API answers take a few milliseconds, a chat turn tens. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Model call buckets (seconds): the first words within LLM_FIRST_TOKEN_MS, the reply within LLM_TIMEOUT_MS. */
const LLM_BUCKETS = [0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60];

export class Metrics {
  readonly registry = new Registry();
  /** Every answered request by route pattern (never the raw URL), method and status; `_count` counts them. */
  readonly httpRequests: Histogram<'method' | 'route' | 'status'>;
  readonly chatTurns: Counter<'channel' | 'outcome'>;
  readonly llmCalls: Counter<'outcome'>;
  readonly llmCallSeconds: Histogram;
  readonly llmFallbacks: Counter<'reason'>;
  readonly jobFailures: Counter<'kind' | 'outcome'>;
  /**
   * Webhook deliveries by event type and outcome (`WebhookDeliveryOutcome`): the webhooks feature calls
   * `ctx.metrics.webhookDeliveries.inc({ event, outcome })` when a delivery ends.
   */
  readonly webhookDeliveries: Counter<'event' | 'outcome'>;
  readonly exposed: boolean;

  constructor(options: MetricsOptions) {
    const registers = [this.registry];
    this.exposed = options.exposed;
    this.httpRequests = new Histogram({
      name: 'vocero_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, and how long they took to answer.',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.chatTurns = new Counter({
      name: 'vocero_chat_turns_total',
      help: 'Customer messages answered, by channel and outcome (answered, passage, clarified, fallback, field…).',
      labelNames: ['channel', 'outcome'],
      registers,
    });
    this.llmCalls = new Counter({
      name: 'vocero_llm_calls_total',
      help: 'Calls to the language model by outcome (worded, or the failure that kept the engine reply).',
      labelNames: ['outcome'],
      registers,
    });
    this.llmCallSeconds = new Histogram({
      name: 'vocero_llm_call_duration_seconds',
      help: 'How long calls to the language model took, whatever their outcome.',
      buckets: LLM_BUCKETS,
      registers,
    });
    this.llmFallbacks = new Counter({
      name: 'vocero_llm_fallbacks_total',
      help: 'Replies the model should have worded that the engine sent instead, by reason.',
      labelNames: ['reason'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'vocero_job_failures_total',
      help: 'Background jobs that threw, by kind and outcome (retried, given_up, drain_error).',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: 'vocero_webhook_deliveries_total',
      help: 'Webhook deliveries by event type and outcome (delivered, failed, paused).',
      labelNames: ['event', 'outcome'],
      registers,
    });

    const { pendingJobs, pools } = options;
    if (pendingJobs) {
      new Gauge({
        name: 'vocero_jobs_pending',
        help: 'Unfinished jobs in the jobs table (all instances), by kind and state (due, scheduled, running).',
        labelNames: ['kind', 'state'],
        registers,
        async collect() {
          // Kinds with no pending job drop out rather than keep their last count.
          this.reset();
          try {
            for (const row of await pendingJobs()) this.set({ kind: row.kind, state: row.state }, row.count);
          } catch {
            // The database is down: the scrape still answers, without this gauge (its absence alerts).
          }
        },
      });
    }
    if (pools) {
      new Gauge({
        name: 'vocero_db_pool_connections',
        help: 'Database connections of this instance by pool and state (total, idle, waiting: queries queued for one).',
        labelNames: ['pool', 'state'],
        registers,
        collect() {
          this.reset();
          for (const use of pools()) {
            this.set({ pool: use.pool, state: 'total' }, use.total);
            if (use.idle !== null) this.set({ pool: use.pool, state: 'idle' }, use.idle);
            if (use.waiting !== null) this.set({ pool: use.pool, state: 'waiting' }, use.waiting);
          }
        },
      });
      new Gauge({
        name: 'vocero_db_pool_max',
        help: 'Most connections each pool of this instance opens.',
        labelNames: ['pool'],
        registers,
        collect() {
          this.reset();
          for (const use of pools()) this.set({ pool: use.pool }, use.max);
        },
      });
    }
    if (options.exposed) collectDefaultMetrics({ register: this.registry });
  }

  /** The text exposition format, and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer {token}`, compared in constant time: both sides are
 * hashed first, so neither the token's characters nor its length show in the time taken.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}
