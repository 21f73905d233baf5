import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import webPush from 'web-push';
import { z } from 'zod';

/**
 * Every setting of the product, read once from the environment (and an optional `.env`).
 * This is the only module that reads `process.env`; the rest receives a typed `Settings`.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), `must be a URL (${hint})`)
      .optional(),
  );
const booleanString = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

/** Bytes a base64url text decodes to, or -1 when it is not base64url. */
function base64UrlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** Whether the two keys are one P-256 pair: a mismatch would sign pushes no browser accepts. */
function vapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/** `true`, `false`, or a comma-separated list of addresses and CIDR ranges (the *_ALLOW_PRIVATE_HOSTS settings). */
const privateHostsSetting = () =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = (v ?? 'false').trim().toLowerCase();
        if (['true', '1', 'yes'].includes(value)) return true;
        if (['false', '0', 'no'].includes(value)) return false;
        const ranges = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const valid = ranges.every((range) => {
          const [address, prefix] = range.split('/');
          return isIP(address ?? '') !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
        });
        if (!valid) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be true, false or a list of addresses and CIDR ranges',
          });
          return z.NEVER;
        }
        return ranges;
      }),
  );

const SettingsSchema = z
  .object({
    /** HTTP port of the API and the web app. */
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    /** Interface to listen on. */
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    /** All local state: embedded database, uploads, outbox, generated app token. */
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    /** PostgreSQL connection; when unset the embedded PGlite database in DATA_DIR/db is used. */
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/db'),
    /** Public address used in e-mail links and share links. */
    PUBLIC_URL: optionalUrl(/^https?:$/, 'https://example.com'),
    /** Application token for chat and pay calls; generated and kept in DATA_DIR when unset. */
    APP_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** Product name shown in the UI and e-mails. */
    APP_NAME: z.preprocess(emptyAsUndefined, z.string().max(40).default('Vocero')),
    /** First super user; the password is generated and printed once when unset. */
    ADMIN_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.email('must be an e-mail address').default('admin@vocero.local'),
    ),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(6, 'must be 6 to 21 characters').max(21, 'must be 6 to 21 characters').optional(),
    ),
    /** `false` starts with the categories, the super user and the platform bot only. */
    DEMO_CONTENT: booleanString(true),
    /** SMTP server (smtp://user:pass@host:587); when unset, e-mails go to DATA_DIR/outbox as .eml files. */
    SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp://user:password@host:587'),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Support and help address shown to users and receiving the contact form. */
    SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
    /** Redis for shared rate limits and caches when several instances run. */
    REDIS_URL: optionalUrl(/^rediss?:$/, 'redis://host:6379'),
    /** S3-compatible file storage; all four together, or none for files in DATA_DIR/uploads. */
    S3_ENDPOINT: optionalUrl(/^https?:$/, 'https://s3.example.com'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY: optionalString,
    S3_SECRET_KEY: optionalString,
    /** S3 region (most S3-compatible stores ignore it). */
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    /** Public base URL of the bucket's files (a CDN, say); defaults to {S3_ENDPOINT}/{S3_BUCKET}. */
    S3_PUBLIC_URL: optionalUrl(/^https?:$/, 'https://cdn.example.com'),
    /** Optional OpenAI-compatible endpoint that grounds chat replies. */
    /**
     * An OpenAI-compatible transcriber (POST {base}/audio/transcriptions, Whisper-style): customers' voice
     * notes on WhatsApp are heard and answered like text. Unset, the bot asks for text instead.
     */
    TRANSCRIBE_BASE_URL: optionalUrl(/^https?:$/, 'https://whisper.example.com/v1'),
    TRANSCRIBE_MODEL: z.preprocess(emptyAsUndefined, z.string().max(200).default('whisper-1')),
    TRANSCRIBE_API_KEY: optionalString,
    /** Messages of one customer arriving within this many milliseconds are answered together as one turn. */
    WHATSAPP_BURST_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(30_000).default(2500),
    ),
    LLM_BASE_URL: optionalUrl(/^https?:$/, 'https://llm.example.com/v1'),
    LLM_MODEL: optionalString,
    LLM_API_KEY: optionalString,
    /** Who runs the model, named on the privacy page; defaults to LLM_BASE_URL's host name. */
    LLM_PROVIDER_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(60).optional()),
    /** How long a whole reply may take the LLM before the engine's own reply is sent instead. */
    LLM_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(100).max(120_000).default(20_000),
    ),
    /** How long the LLM may take to send its first words (the visitor sees nothing meanwhile). */
    LLM_FIRST_TOKEN_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(100).max(60_000).default(5000),
    ),
    /** Characters of the bot's knowledge the model gets: all of it below this, the most relevant above. */
    LLM_CONTEXT_CHARS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(500).max(400_000).default(16_000),
    ),
    /** Earlier messages of the conversation sent with each request (follow-ups and corrections). */
    LLM_HISTORY_MESSAGES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(50).default(10)),
    /** Replies per bot and UTC day the model may word; then the engine answers alone until the next day. */
    LLM_DAILY_MESSAGES_PER_BOT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(10_000_000).default(500),
    ),
    /** Failed calls in a row after which the model is skipped for LLM_BREAKER_COOLDOWN_MS. */
    LLM_BREAKER_FAILURES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(3)),
    LLM_BREAKER_COOLDOWN_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    ),
    /** Map tiles for Leaflet ({z}/{x}/{y} template); the attribution is shown on every map. */
    MAP_TILE_URL: z.preprocess(
      emptyAsUndefined,
      z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    ),
    MAP_ATTRIBUTION: z.preprocess(emptyAsUndefined, z.string().default('© OpenStreetMap')),
    /**
     * Place search of the location dialog, asked by the server: a Photon (`…/api`) or Nominatim (`…/search`)
     * endpoint; `off` hides the search box.
     */
    MAP_GEOCODER_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('https://photon.komoot.io/api')
        .refine(
          (v) => v === 'off' || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
          'must be a URL (https://photon.komoot.io/api, https://nominatim.openstreetmap.org/search) or off',
        ),
    ),
    /** Session lifetime in seconds (the spec's 1 hour); shorter values serve tests of the expiry. */
    SESSION_TTL_S: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(5).max(86_400).default(3600)),
    /** How long before a booking its reminder e-mail goes out (issue 39); 0 sends none. */
    BOOKING_REMINDER_HOURS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(168).default(24),
    ),
    /** Memory for the bots answering in this instance (half models, half data), in MB; least recently asked leave first. */
    MODEL_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(8).max(65_536).default(256)),
    /** A bot's model and data leave this instance's memory after this many seconds unasked (issue 44). */
    BOT_IDLE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(5).max(86_400).default(30)),
    /** Multiplies every rate limit's allowance (e.g. 5 for an office or school behind one address). */
    RATE_LIMIT_FACTOR: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.1).max(1000).default(1)),
    /** Behind a load balancer: trust X-Forwarded-For for the client IP (rate limits count per IP). */
    TRUST_PROXY: booleanString(false),
    /** Bearer token a Prometheus scraper sends to GET /metrics; with neither it nor METRICS_PORT, /metrics is a 404. */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** A second port that serves GET /metrics only (kept off the public one); METRICS_TOKEN is asked there too. */
    METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
    /** Payments of the marketplace: the built-in offline sandbox, or MercadoPago (needs the three below). */
    PAYMENTS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'mercadopago']).default('sandbox')),
    MERCADOPAGO_CLIENT_ID: optionalString,
    MERCADOPAGO_CLIENT_SECRET: optionalString,
    /** The secret MercadoPago signs webhook notifications with (x-signature). */
    MERCADOPAGO_WEBHOOK_SECRET: optionalString,
    MERCADOPAGO_AUTH_URL: z.preprocess(emptyAsUndefined, z.url().default('https://auth.mercadopago.com')),
    MERCADOPAGO_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.mercadopago.com')),
    /** The marketplace's share of each sale, in percent. */
    MARKETPLACE_FEE_PERCENT: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(50).default(5)),
    /** 32-byte key (64 hex characters) that encrypts sellers' tokens at rest; generated in DATA_DIR when unset. */
    SECRETS_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')
        .optional(),
    ),
    /** The Meta app's secret: every WhatsApp webhook delivery is signed with it (X-Hub-Signature-256). */
    WHATSAPP_APP_SECRET: optionalString,
    /** The token Meta echoes when it verifies the webhook address (GET /api/whatsapp/webhook). */
    WHATSAPP_VERIFY_TOKEN: optionalString,
    /** The Graph API base URL of the WhatsApp Cloud API (a test double, say). */
    WHATSAPP_GRAPH_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be a URL (https://…)')
        .default('https://graph.facebook.com/v21.0'),
    ),
    /** The Meta app's secret for Messenger and Instagram: every delivery to /api/meta/webhook is signed with it. */
    META_APP_SECRET: optionalString,
    /** The token Meta echoes when it verifies the Messenger and Instagram webhook (GET /api/meta/webhook). */
    META_VERIFY_TOKEN: optionalString,
    /** The Graph API base URL for Messenger and Instagram; by default WhatsApp's (a test double, say). */
    META_GRAPH_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be a URL (https://…)')
        .optional(),
    ),
    /** Largest file a bot's source may be (PDF, DOCX, text, CSV), in megabytes. */
    IMPORT_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.01).max(100).default(10)),
    /** Most pages read from one website source (the page given and same-site pages it leads to). */
    IMPORT_MAX_PAGES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(500).default(30)),
    /**
     * `true` lets website sources reach private, loopback and link-local addresses (tests, intranets); a
     * comma-separated list of addresses and CIDR ranges (10.1.0.0/16,192.168.1.5) lets only those.
     */
    IMPORT_ALLOW_PRIVATE_HOSTS: privateHostsSetting(),
    /**
     * Where outgoing webhooks may point besides public addresses (issue 43), with the syntax of
     * IMPORT_ALLOW_PRIVATE_HOSTS; checked when an endpoint is added and again, after DNS, at each delivery.
     */
    WEBHOOK_ALLOW_PRIVATE_HOSTS: privateHostsSetting(),
    /**
     * The VAPID key pair that signs Web Push messages (base64url, as `npx web-push generate-vapid-keys`
     * prints them): both or neither; generated once in DATA_DIR when unset.
     */
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(
          (v) => base64UrlBytes(v) === 65 && v.startsWith('B'),
          'must be a P-256 public key (base64url)',
        )
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => base64UrlBytes(v) === 32, 'must be a P-256 private key (base64url)')
        .optional(),
    ),
    /** Who push services may contact about our messages: a mailto: or https: address. */
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(
          (v) => URL.canParse(v) && ['mailto:', 'https:'].includes(new URL(v).protocol),
          'must be a mailto: or https: address',
        )
        .optional(),
    ),
    /**
     * Push services accepted besides the browsers' own (FCM, Mozilla, Apple, Windows): a comma-separated list
     * of host names (`*.push.example` for its subdomains), addresses and CIDR ranges. They may use http and
     * private addresses (tests, a private deployment's own push service).
     */
    PUSH_ALLOWED_HOSTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          const value = (v ?? '').trim().toLowerCase();
          if (['false', '0', 'no'].includes(value)) return [];
          const hosts = value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean);
          // Unlike IMPORT_ALLOW_PRIVATE_HOSTS, no `true`: any host would let a browser point the server anywhere.
          const valid = hosts.every((host) => {
            if (['true', '1', 'yes'].includes(host)) return false;
            const [address, prefix] = host.split('/');
            if (isIP(address ?? '') !== 0) return prefix === undefined || /^\d{1,3}$/.test(prefix);
            return /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host);
          });
          if (!valid) {
            ctx.addIssue({
              code: 'custom',
              message: 'must be a list of host names, addresses and CIDR ranges',
            });
            return z.NEVER;
          }
          return hosts;
        }),
    ),
    /** Log level: fatal, error, warn, info, debug, trace or silent. */
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** Log lines: `pretty` (readable), `json` (one object a line), or `auto`: pretty when stdout is a terminal. */
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['auto', 'pretty', 'json']).default('auto')),
    /** `false`: a start only checks the database is migrated (`npm run migrate` migrates), decision 058. */
    MIGRATE_ON_START: booleanString(true),
  })
  .superRefine((s, ctx) => {
    const s3 = [s.S3_ENDPOINT, s.S3_BUCKET, s.S3_ACCESS_KEY, s.S3_SECRET_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_* settings must be set all four together',
      });
    }
    if (s.PAYMENTS_PROVIDER === 'mercadopago') {
      for (const key of [
        'MERCADOPAGO_CLIENT_ID',
        'MERCADOPAGO_CLIENT_SECRET',
        'MERCADOPAGO_WEBHOOK_SECRET',
      ] as const) {
        if (!s[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with PAYMENTS_PROVIDER=mercadopago',
          });
      }
    }
    if (!!s.WHATSAPP_APP_SECRET !== !!s.WHATSAPP_VERIFY_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: [s.WHATSAPP_APP_SECRET ? 'WHATSAPP_VERIFY_TOKEN' : 'WHATSAPP_APP_SECRET'],
        message: 'WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set together',
      });
    }
    if (!!s.META_APP_SECRET !== !!s.META_VERIFY_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: [s.META_APP_SECRET ? 'META_VERIFY_TOKEN' : 'META_APP_SECRET'],
        message: 'META_APP_SECRET and META_VERIFY_TOKEN must be set together',
      });
    }
    if (!!s.VAPID_PUBLIC_KEY !== !!s.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [s.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    } else if (
      s.VAPID_PUBLIC_KEY &&
      s.VAPID_PRIVATE_KEY &&
      !vapidPair(s.VAPID_PUBLIC_KEY, s.VAPID_PRIVATE_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'is not the public key of VAPID_PRIVATE_KEY',
      });
    }
    if (s.METRICS_PORT !== undefined && s.METRICS_PORT === s.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (s.LLM_BASE_URL && !s.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
  });

export type RawSettings = z.infer<typeof SettingsSchema>;

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appToken: string;
  appName: string;
  adminEmail: string;
  adminPassword: string | undefined;
  demoContent: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The help address shown to users; null when none is set and PUBLIC_URL has no real domain to derive it from. */
  supportEmail: string | null;
  redisUrl: string | undefined;
  s3:
    | {
        endpoint: string;
        bucket: string;
        accessKey: string;
        secretKey: string;
        region: string;
        publicUrl: string | undefined;
      }
    | undefined;
  llm: LlmSettings | undefined;
  /** The voice notes' transcriber; undefined when none is set. */
  transcriber: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
  /** How long one customer's messages are gathered before they are answered together (ms). */
  burstMs: number;
  trustProxy: boolean;
  /** GET /metrics (issue 43): its bearer token and its own port, each optional; served when either is set. */
  metrics: { token: string | undefined; port: number | undefined };
  rateLimitFactor: number;
  /** MODEL_CACHE_MB in bytes: the bots kept in memory, half their models (chat/model-cache.ts), half their data (bots/bot-cache.ts). */
  modelCacheBytes: number;
  /** BOT_IDLE_SECONDS in ms: how long an unasked bot's model and data stay in memory. */
  botIdleMs: number;
  sessionTtlMs: number;
  /** Hours before a booking that its reminder goes out; 0: none. */
  bookingReminderHours: number;
  /** `geocoderUrl`: the place search's endpoint (Photon or Nominatim); undefined when it is off. */
  maps: { tileUrl: string; attribution: string; geocoderUrl: string | undefined };
  payments: {
    provider: RawSettings['PAYMENTS_PROVIDER'];
    feePercent: number;
    mercadopago:
      | { clientId: string; clientSecret: string; webhookSecret: string; authUrl: string; apiUrl: string }
      | undefined;
  };
  /** AES-256-GCM key for secrets kept in the database. */
  secretsKey: Buffer;
  /** WhatsApp Cloud API: the webhook's secrets and the Graph API address; undefined when not enabled. */
  whatsapp: { appSecret: string; verifyToken: string; graphUrl: string } | undefined;
  /** Messenger and Instagram (Meta's webhook and Send API); undefined when not enabled. */
  meta: { appSecret: string; verifyToken: string; graphUrl: string } | undefined;
  /** Bot sources: the largest file, the most pages of a website, and whether private hosts may be read. */
  imports: {
    maxBytes: number;
    maxPages: number;
    /** All private addresses, none, or only these addresses and CIDR ranges. */
    allowPrivateHosts: boolean | string[];
  };
  /** Web Push (issue 42): the VAPID keys and subject, and the push services accepted besides the browsers'. */
  push: PushSettings;
  /** Outgoing webhooks (issue 43): all private addresses, none, or only these addresses and CIDR ranges. */
  webhooks: { allowPrivateHosts: boolean | string[] };
  logLevel: RawSettings['LOG_LEVEL'];
  /** `auto` is decided by main.ts: pretty when standard output is a terminal. */
  logFormat: RawSettings['LOG_FORMAT'];
  /** Whether a start applies pending migrations (else it refuses to start with any pending). */
  migrateOnStart: boolean;
}

/** See the VAPID_* and PUSH_ALLOWED_HOSTS settings. */
export interface PushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Host names (`*.` for subdomains), addresses and CIDR ranges, lower case. */
  allowedHosts: string[];
}

/** The OpenAI-compatible model that words chat replies (issue 22); see the LLM_* settings above. */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  /** Named on the privacy page: the people whose messages it receives must know who gets them. */
  providerName: string | null;
  apiKey: string | undefined;
  /** The whole reply's deadline. */
  timeoutMs: number;
  /** The first words' deadline. */
  firstTokenMs: number;
  contextChars: number;
  historyMessages: number;
  dailyMessagesPerBot: number;
  breaker: { failures: number; cooldownMs: number };
}

export class SettingsError extends Error {}

/** Reads `.env` (if present) under the real environment, which always wins. */
export function readEnvironment(cwd = process.cwd()): Record<string, string | undefined> {
  const file = path.join(cwd, '.env');
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file)) : {};
  return { ...fromFile, ...process.env };
}

/**
 * With PostgreSQL, several instances may serve one database: a key or token each one generated in its own
 * DATA_DIR would differ between them (a seller connected through one instance could not be paid through
 * another; a chat token of one would be refused by the next; a browser subscribed to one instance's VAPID
 * key refuses the pushes another signs). They must be set, the same for all.
 */
function sharedSecretsMissing(raw: RawSettings): string[] {
  if (!raw.DATABASE_URL) return [];
  const missing: string[] = [];
  if (!raw.SECRETS_KEY) {
    missing.push(
      '  SECRETS_KEY: required with DATABASE_URL, the same on every instance (64 hex characters: openssl rand -hex 32)',
    );
  }
  if (!raw.VAPID_PUBLIC_KEY) {
    missing.push(
      '  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with DATABASE_URL, the same on every instance (npx web-push generate-vapid-keys)',
    );
  }
  if (!raw.APP_TOKEN) {
    missing.push(
      '  APP_TOKEN: required with DATABASE_URL, the same on every instance (16+ characters: openssl rand -hex 16)',
    );
  }
  return missing;
}

/** Validates the environment; throws SettingsError naming every bad setting. */
export function parseSettings(env: Record<string, string | undefined>): RawSettings {
  // Operators read these in English, whatever locale the product's own messages use.
  const result = SettingsSchema.safeParse(env, {
    error: (issue) =>
      'expected' in issue && issue.expected
        ? `invalid value, expected ${String(issue.expected)}`
        : 'invalid value',
  });
  const scaled = result.success ? sharedSecretsMissing(result.data) : [];
  if (scaled.length) throw new SettingsError(`Invalid settings:\n${scaled.join('\n')}`);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'settings'}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The app token lives in DATA_DIR so that it survives restarts when APP_TOKEN is not set. */
function loadOrCreateAppToken(dataDir: string): string {
  const file = path.join(dataDir, 'app-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** Like the app token: a key in DATA_DIR survives restarts, so stored tokens stay readable. */
function loadOrCreateSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  return key;
}

/**
 * Like the secrets key: the VAPID pair in DATA_DIR survives restarts, so the browsers' subscriptions (made
 * for its public key) keep working.
 */
function loadOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof publicKey === 'string' && typeof privateKey === 'string') return { publicKey, privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * soporte@{domain} of PUBLIC_URL, but only for a domain people can write to: a loopback name, a bare name or
 * an IP address ("soporte@127.0.0.1") is no address at all, and then none is shown.
 */
/** A host name a reader could recognise: none for an address, localhost or a name without a dot. */
function publicHostName(host: string): string | null {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) || !bare.includes('.') || bare === 'localhost' || bare.endsWith('.localhost')) return null;
  return bare;
}

function supportAddressOf(host: string): string | null {
  const bare = publicHostName(host);
  return bare ? `soporte@${bare}` : null;
}

/**
 * Who push services write to about our messages: the support address (set, or derived from a PUBLIC_URL on
 * a real domain), else the first super user's address. Never a localhost URL, which Apple refuses.
 */
function vapidSubjectOf(raw: RawSettings, publicUrl: string): string {
  const support = raw.SUPPORT_EMAIL ?? supportAddressOf(new URL(publicUrl).hostname);
  return `mailto:${support ?? raw.ADMIN_EMAIL.toLowerCase()}`;
}

export function resolveSettings(raw: RawSettings): Settings {
  const dataDir = path.resolve(raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  const host = new URL(publicUrl).hostname;
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    appToken: raw.APP_TOKEN ?? loadOrCreateAppToken(dataDir),
    appName: raw.APP_NAME,
    adminEmail: raw.ADMIN_EMAIL.toLowerCase(),
    adminPassword: raw.ADMIN_PASSWORD,
    demoContent: raw.DEMO_CONTENT,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `${raw.APP_NAME} <no-reply@${host}>`,
    supportEmail: raw.SUPPORT_EMAIL ?? supportAddressOf(host),
    redisUrl: raw.REDIS_URL,
    s3:
      raw.S3_ENDPOINT && raw.S3_BUCKET && raw.S3_ACCESS_KEY && raw.S3_SECRET_KEY
        ? {
            endpoint: raw.S3_ENDPOINT,
            bucket: raw.S3_BUCKET,
            accessKey: raw.S3_ACCESS_KEY,
            secretKey: raw.S3_SECRET_KEY,
            region: raw.S3_REGION,
            publicUrl: raw.S3_PUBLIC_URL,
          }
        : undefined,
    transcriber: raw.TRANSCRIBE_BASE_URL
      ? {
          baseUrl: raw.TRANSCRIBE_BASE_URL.replace(/\/+$/, ''),
          model: raw.TRANSCRIBE_MODEL,
          apiKey: raw.TRANSCRIBE_API_KEY,
        }
      : undefined,
    burstMs: raw.WHATSAPP_BURST_MS,
    llm:
      raw.LLM_BASE_URL && raw.LLM_MODEL
        ? {
            baseUrl: raw.LLM_BASE_URL,
            model: raw.LLM_MODEL,
            providerName: raw.LLM_PROVIDER_NAME ?? publicHostName(new URL(raw.LLM_BASE_URL).hostname),
            apiKey: raw.LLM_API_KEY,
            timeoutMs: raw.LLM_TIMEOUT_MS,
            firstTokenMs: raw.LLM_FIRST_TOKEN_MS,
            contextChars: raw.LLM_CONTEXT_CHARS,
            historyMessages: raw.LLM_HISTORY_MESSAGES,
            dailyMessagesPerBot: raw.LLM_DAILY_MESSAGES_PER_BOT,
            breaker: { failures: raw.LLM_BREAKER_FAILURES, cooldownMs: raw.LLM_BREAKER_COOLDOWN_MS },
          }
        : undefined,
    trustProxy: raw.TRUST_PROXY,
    metrics: { token: raw.METRICS_TOKEN, port: raw.METRICS_PORT },
    rateLimitFactor: raw.RATE_LIMIT_FACTOR,
    modelCacheBytes: raw.MODEL_CACHE_MB * 1024 * 1024,
    botIdleMs: raw.BOT_IDLE_SECONDS * 1000,
    sessionTtlMs: raw.SESSION_TTL_S * 1000,
    bookingReminderHours: raw.BOOKING_REMINDER_HOURS,
    maps: {
      tileUrl: raw.MAP_TILE_URL,
      attribution: raw.MAP_ATTRIBUTION,
      geocoderUrl: raw.MAP_GEOCODER_URL === 'off' ? undefined : raw.MAP_GEOCODER_URL,
    },
    payments: {
      provider: raw.PAYMENTS_PROVIDER,
      feePercent: raw.MARKETPLACE_FEE_PERCENT,
      mercadopago:
        raw.MERCADOPAGO_CLIENT_ID && raw.MERCADOPAGO_CLIENT_SECRET && raw.MERCADOPAGO_WEBHOOK_SECRET
          ? {
              clientId: raw.MERCADOPAGO_CLIENT_ID,
              clientSecret: raw.MERCADOPAGO_CLIENT_SECRET,
              webhookSecret: raw.MERCADOPAGO_WEBHOOK_SECRET,
              authUrl: raw.MERCADOPAGO_AUTH_URL.replace(/\/+$/, ''),
              apiUrl: raw.MERCADOPAGO_API_URL.replace(/\/+$/, ''),
            }
          : undefined,
    },
    secretsKey: raw.SECRETS_KEY ? Buffer.from(raw.SECRETS_KEY, 'hex') : loadOrCreateSecretsKey(dataDir),
    whatsapp:
      raw.WHATSAPP_APP_SECRET && raw.WHATSAPP_VERIFY_TOKEN
        ? {
            appSecret: raw.WHATSAPP_APP_SECRET,
            verifyToken: raw.WHATSAPP_VERIFY_TOKEN,
            graphUrl: raw.WHATSAPP_GRAPH_URL.replace(/\/+$/, ''),
          }
        : undefined,
    meta:
      raw.META_APP_SECRET && raw.META_VERIFY_TOKEN
        ? {
            appSecret: raw.META_APP_SECRET,
            verifyToken: raw.META_VERIFY_TOKEN,
            graphUrl: (raw.META_GRAPH_URL ?? raw.WHATSAPP_GRAPH_URL).replace(/\/+$/, ''),
          }
        : undefined,
    imports: {
      maxBytes: Math.round(raw.IMPORT_MAX_MB * 1024 * 1024),
      maxPages: raw.IMPORT_MAX_PAGES,
      allowPrivateHosts: raw.IMPORT_ALLOW_PRIVATE_HOSTS,
    },
    push: {
      ...(raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
        ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
        : loadOrCreateVapidKeys(dataDir)),
      subject: raw.VAPID_SUBJECT ?? vapidSubjectOf(raw, publicUrl),
      allowedHosts: raw.PUSH_ALLOWED_HOSTS,
    },
    webhooks: { allowPrivateHosts: raw.WEBHOOK_ALLOW_PRIVATE_HOSTS },
    logLevel: raw.LOG_LEVEL,
    logFormat: raw.LOG_FORMAT,
    migrateOnStart: raw.MIGRATE_ON_START,
  };
}

export function loadSettings(env = readEnvironment()): Settings {
  return resolveSettings(parseSettings(env));
}
