import { z } from 'zod';

export const DatabaseModeSchema = z.enum(['pglite', 'postgres']);

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    mode: DatabaseModeSchema,
    state: z.enum(['up', 'down']),
    latencyMs: z.number(),
  }),
  /**
   * The shared counters and caches: `off` without REDIS_URL (kept in process), `down` while Redis is
   * unreachable (each instance counts in memory meanwhile; the service still answers).
   */
  redis: z.object({ state: z.enum(['off', 'up', 'down']) }),
  uptimeS: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/**
 * GET /api/health/ready: whether this instance should be sent traffic now (a load balancer's or
 * orchestrator's readiness probe; 200 when `ready`, else 503). `/api/health` stays the liveness answer.
 */
export const ReadinessSchema = z.object({
  ready: z.boolean(),
  /** `down`: the database did not answer `select 1` within 2 seconds. */
  database: z.enum(['up', 'down']),
  /**
   * `applied`: the database has every migration of this version (or newer ones); `pending`: run
   * `npm run migrate`; `unknown`: the database is down.
   */
  migrations: z.enum(['applied', 'pending', 'unknown']),
  /** The instance received a stop and finishes what it has: send new requests elsewhere. */
  shuttingDown: z.boolean(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** Run-time values the web app receives from the server instead of from the build. */
export const AppConfigSchema = z.object({
  appName: z.string(),
  appToken: z.string(),
  publicUrl: z.string(),
  /** The help address; null when the platform has none to show. */
  supportEmail: z.string().nullable(),
  platformBotId: z.string(),
  /** `sandbox`: the built-in test provider takes the payments and no real money moves. */
  paymentsMode: z.enum(['sandbox', 'live']),
  /** The marketplace's share of each sale (MARKETPLACE_FEE_PERCENT), shown to sellers before they publish. */
  marketplaceFeePercent: z.number(),
  /** The platform set WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN: bots can connect a WhatsApp number. */
  whatsappEnabled: z.boolean(),
  /** The platform set META_APP_SECRET and META_VERIFY_TOKEN: bots can connect Messenger and Instagram. */
  metaEnabled: z.boolean(),
  /** `placeSearch`: the location dialog may search places (GET /api/places/search answers). */
  maps: z.object({ tileUrl: z.string(), attribution: z.string(), placeSearch: z.boolean() }),
  /** The platform set LLM_BASE_URL: owners may let the language model word their bots' replies. */
  llmEnabled: z.boolean(),
  /** Who runs that model (LLM_PROVIDER_NAME or its host), for the privacy page; null when unnamed or off. */
  llmProvider: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
