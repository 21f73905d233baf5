import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { msg } from '../../shared/messages.es';
import { AppError } from '../lib/app-error';
import { loadIoRedis } from '../lib/optional-packages';

/** Each policy: `points` attempts per `durationS` seconds, counted per key (an IP, an address, a user). */
export const RATE_POLICIES = {
  /** Failed sign-ins from one address, whatever the account (one address guessing many accounts). */
  signInIp: { points: 30, durationS: 15 * 60 },
  /**
   * Failed sign-ins from one address to one account. Counted per address and account, never per account
   * alone: a stranger's wrong guesses must not lock the owner out from an address that has not failed.
   */
  signInIpAccount: { points: 10, durationS: 15 * 60 },
  signUpIp: { points: 10, durationS: 60 * 60 },
  signUpEmail: { points: 5, durationS: 60 * 60 },
  mailIp: { points: 20, durationS: 60 * 60 },
  mailEmail: { points: 5, durationS: 60 * 60 },
  tokenIp: { points: 60, durationS: 15 * 60 },
  passwordUser: { points: 10, durationS: 15 * 60 },
  uploadUser: { points: 60, durationS: 10 * 60 },
  /** What one user creates, each public or stored for good: bots, publications, ratings. */
  botCreateUser: { points: 10, durationS: 60 * 60 },
  publicationCreateUser: { points: 30, durationS: 60 * 60 },
  ratingUser: { points: 30, durationS: 10 * 60 },
  /** Knowledge sources added by one user: each is stored and read (a website costs up to its page limit). */
  sourceUser: { points: 30, durationS: 60 * 60 },
  chatIp: { points: 120, durationS: 60 },
  /** Bookings from one address, and to one bot from anywhere (each holds a time of a real agenda). */
  bookingIp: { points: 10, durationS: 10 * 60 },
  bookingBot: { points: 120, durationS: 60 * 60 },
  /** Free times asked from one address (each reads a bot's hours and bookings). */
  slotsIp: { points: 120, durationS: 60 },
  /**
   * Orders looked up in a conversation ("¿cómo va mi pedido #3F2A?"), per conversation and per address:
   * guessing references or contacts costs as much as the chat allows, and far less.
   */
  orderLookupConversation: { points: 6, durationS: 10 * 60 },
  orderLookupIp: { points: 20, durationS: 10 * 60 },
  /** A visitor's booking link: cancelling and moving. */
  appointmentLinkIp: { points: 30, durationS: 10 * 60 },
  /** One visitor's conversation (a widget on a busy site shares no address with the others). */
  chatVisitor: { points: 20, durationS: 60 },
  /** Conversations started from one address (each is stored for the owner's inbox). */
  chatNewIp: { points: 30, durationS: 10 * 60 },
  /** Open chats asking for the owner's replies (every 1.5 s each). */
  chatPollIp: { points: 600, durationS: 60 },
  /**
   * Open chats connecting to their live stream (once per chat, again after a drop with a backoff of 1 s
   * or more): a script reconnecting in a loop would cost an authorisation read each time.
   */
  chatEventsIp: { points: 120, durationS: 60 },
  /** One WhatsApp customer writing to one business number (the web chat's per-conversation allowance). */
  whatsappSender: { points: 20, durationS: 60 },
  /** WhatsApp connections tried by one user: each asks the Graph API. */
  whatsappConnectUser: { points: 20, durationS: 60 * 60 },
  /** Place searches of one owner in the location dialog (each may ask the public geocoder). */
  placeSearchUser: { points: 60, durationS: 10 * 60 },
  /** The alias check of the bot form, asked as the owner types (debounced). */
  aliasCheckUser: { points: 120, durationS: 10 * 60 },
  /** Session renewals: the web app asks at most every ten minutes of activity; a script may not hammer it. */
  sessionRenewalUser: { points: 30, durationS: 10 * 60 },
  contactIp: { points: 5, durationS: 60 * 60 },
  payUser: { points: 30, durationS: 60 * 60 },
  /**
   * Orders placed in conversations, per conversation and per address: each holds real stock for half an
   * hour, and a guest needs no account, so a script must not empty a shop's shelves.
   */
  chatOrderConversation: { points: 3, durationS: 60 * 60 },
  chatOrderIp: { points: 10, durationS: 60 * 60 },
  /** A conversation's order page read by its key, per address. */
  guestOrderIp: { points: 60, durationS: 10 * 60 },
  /** Invitations to a bot's team, per inviting user: each sends an e-mail to an address they typed. */
  inviteUser: { points: 30, durationS: 60 * 60 },
  /** Push subscriptions stored by one user: each is a browser the server will post to. */
  pushSubscriptionUser: { points: 30, durationS: 60 * 60 },
  /** Webhooks added and "Probar" pressed, per user: each makes the server post to an address they typed. */
  webhookUser: { points: 60, durationS: 60 * 60 },
  /** API keys created per user. */
  apiKeyCreateUser: { points: 20, durationS: 60 * 60 },
  /** Requests made with one API key (issue 43): a script, not a person. */
  apiKeyRequests: { points: 300, durationS: 60 },
} as const;

export type RatePolicy = keyof typeof RATE_POLICIES;

export interface RateLimiter {
  /** Counts one attempt; throws a 429 AppError with a Spanish message once the policy is exhausted. */
  consume(policy: RatePolicy, key: string, message?: string): Promise<void>;
  /** Gives back one attempt counted by `consume` (an attempt that turned out to be legitimate). */
  refund(policy: RatePolicy, key: string): Promise<void>;
  /** Clears the key's count (a correct password ends the streak of failures of that address and account). */
  forget(policy: RatePolicy, key: string): Promise<void>;
  /** Where the counts are kept now: `off` (in process, no Redis set), `up`, or `down` (the stand-in counts). */
  state(): 'off' | 'up' | 'down';
  /** Resolves once Redis is connected, or after `ms` (the first requests then count in memory). */
  ready(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** A connection attempt and a command wait this long at most before the in-memory stand-in answers. */
const REDIS_CONNECT_MS = 1_000;
const REDIS_COMMAND_MS = 500;

/**
 * In process by default; with REDIS_URL the counters are shared by every instance, and an in-memory
 * limiter stands in while Redis is unreachable so a Redis outage never locks everyone out, nor slows anyone
 * down: a command is never queued while the connection is down and never waits more than a moment for an
 * answer, so the stand-in answers at once; the client keeps reconnecting, and counting goes back to Redis
 * as soon as it is there again.
 */
export function createRateLimiter(
  redisUrl: string | undefined,
  prefix = 'vocero',
  /** Multiplies every policy's allowance (RATE_LIMIT_FACTOR): many people behind one address, or a test run. */
  factor = 1,
): RateLimiter {
  const redis = redisUrl
    ? new (loadIoRedis().Redis)(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: REDIS_CONNECT_MS,
        commandTimeout: REDIS_COMMAND_MS,
        // Reconnects for as long as it takes, at most every two seconds.
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      })
    : undefined;
  // A failed connection is reported by state() (GET /api/health), not as an unhandled error.
  redis?.on('error', () => undefined);
  const limiters = new Map<RatePolicy, RateLimiterAbstract>();
  const limiterFor = (policy: RatePolicy) => {
    let limiter = limiters.get(policy);
    if (!limiter) {
      const { durationS } = RATE_POLICIES[policy];
      const points = Math.max(1, Math.round(RATE_POLICIES[policy].points * factor));
      const memory = new RateLimiterMemory({ points, duration: durationS, keyPrefix: `${prefix}:${policy}` });
      limiter = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            points,
            duration: durationS,
            keyPrefix: `${prefix}:${policy}`,
            insuranceLimiter: memory,
            rejectIfRedisNotReady: true,
          })
        : memory;
      limiters.set(policy, limiter);
    }
    return limiter;
  };
  return {
    async consume(policy, key, message = msg.api.rateLimited) {
      try {
        await limiterFor(policy).consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new AppError('rate_limited', 429, message);
        throw error;
      }
    },
    async refund(policy, key) {
      await limiterFor(policy).reward(key.toLowerCase(), 1);
    },
    async forget(policy, key) {
      await limiterFor(policy).delete(key.toLowerCase());
    },
    state() {
      if (!redis) return 'off';
      return redis.status === 'ready' ? 'up' : 'down';
    },
    async ready(ms) {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          redis!.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      });
    },
    async close() {
      redis?.disconnect();
    },
  };
}
