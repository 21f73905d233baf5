import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Webhook,
  WebhookBody,
  WebhookDelivery,
  WebhookEventType,
  WebhookInput,
  WEBHOOK_EVENTS,
} from '../../../shared/schemas/integrations';
import { WebhookLimits } from '../../../shared/schemas/integrations';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { retryDelay, type Job } from '../../lib/jobs/job-worker';
import { checkPublicAddress, FetchRefused, safeFetch } from '../../lib/safe-fetch';
import { open, seal } from '../../lib/secret-box';
import type { UserRow } from '../../lib/user-row';
import { findUserContact } from '../accounts/accounts.repo';
import { findBotByRef } from '../bots/bots.repo';
import { requireManagedBot } from '../bots/bots.service';
import { webhookPausedEmail } from '../mail/templates';
import { createNotifications } from '../notifications/notifications.repo';
import * as repo from './webhooks.repo';
import { SIGNATURE_HEADER, signatureOf } from './webhook-signature';

/**
 * Outgoing webhooks (issue 43, decision 056). An event is written with the change that caused it (a row per
 * subscribed endpoint and a job for each, in the caller's transaction), then the job worker posts it, signed,
 * retrying with exponential backoff for a day: at least once, with the same event id every time.
 */

export const DELIVERY_JOB = 'webhook-delivery';
/** 30 s, 1, 2, 4… minutes, then hourly: about 30 attempts in the day a delivery is retried. */
const RETRY = { backoffMs: 30_000, maxBackoffMs: 3_600_000 };
const RETRY_FOR_MS = 24 * 3_600_000;
/** An endpoint whose deliveries have all failed for this long is paused and its owner told. */
const PAUSE_AFTER_MS = 24 * 3_600_000;
const MAX_ATTEMPTS = 40;
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The receiver's answer is read only to end the request; a large one is cut. */
const ANSWER_MAX_BYTES = 64 * 1024;
const LOG_SIZE = 50;
const LOG_KEPT_MS = 30 * 24 * 3_600_000;
const PAUSED_ERROR = 'El webhook quedó en pausa.';

// ---------- The owner's endpoints ----------

function present(row: repo.WebhookEndpointRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as Webhook['events'],
    status: row.status,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentDelivery(row: repo.WebhookDeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

/** A refused address in the owner's words. */
async function checkAddress(ctx: AppContext, url: string): Promise<void> {
  try {
    await checkPublicAddress(url, ctx.settings.webhooks.allowPrivateHosts);
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    const message =
      error.reason === 'private_host'
        ? msg.integrations.privateHost
        : error.reason === 'bad_url'
          ? msg.integrations.badUrl
          : msg.integrations.unreachableHost;
    throw new AppError('validation_error', 400, message);
  }
}

export async function listWebhooks(ctx: AppContext, actor: UserRow, botRef: string) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  return (await repo.listEndpoints(ctx.database.db, bot.id)).map(present);
}

export async function createWebhook(ctx: AppContext, actor: UserRow, botRef: string, input: WebhookInput) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  await ctx.rateLimiter.consume('webhookUser', actor.id);
  if ((await repo.countEndpoints(ctx.database.db, bot.id)) >= WebhookLimits.perBot)
    throw new AppError('conflict', 409, msg.integrations.tooManyWebhooks);
  await checkAddress(ctx, input.url);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await repo.insertEndpoint(ctx.database.db, {
    botId: bot.id,
    url: input.url,
    events: input.events,
    secretSealed: seal(ctx.settings.secretsKey, secret),
    createdBy: actor.id,
  });
  return { ...present(row), secret };
}

async function requireEndpoint(ctx: AppContext, actor: UserRow, botRef: string, webhookId: string) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  const endpoint = await repo.findEndpoint(ctx.database.db, bot.id, webhookId);
  if (!endpoint) throw new AppError('not_found', 404, msg.integrations.webhookNotFound);
  return { bot, endpoint };
}

/** Pauses or reactivates an endpoint, or changes its events; reactivating starts a new streak. */
export async function updateWebhook(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
  webhookId: string,
  patch: { active?: boolean | undefined; events?: (typeof WEBHOOK_EVENTS)[number][] | undefined },
) {
  const { endpoint } = await requireEndpoint(ctx, actor, botRef, webhookId);
  const row = await ctx.database.db.transaction(async (tx) => {
    if (patch.active === false) await repo.failPending(tx, endpoint.id, PAUSED_ERROR);
    return repo.updateEndpoint(tx, endpoint.id, {
      ...(patch.events ? { events: patch.events } : {}),
      ...(patch.active !== undefined
        ? { status: patch.active ? 'active' : 'paused', failingSince: null }
        : {}),
    });
  });
  return present(row ?? endpoint);
}

export async function deleteWebhook(ctx: AppContext, actor: UserRow, botRef: string, webhookId: string) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  if (!(await repo.deleteEndpoint(ctx.database.db, bot.id, webhookId)))
    throw new AppError('not_found', 404, msg.integrations.webhookNotFound);
}

export async function listDeliveries(ctx: AppContext, actor: UserRow, botRef: string, webhookId: string) {
  const { endpoint } = await requireEndpoint(ctx, actor, botRef, webhookId);
  return (await repo.listDeliveries(ctx.database.db, endpoint.id, LOG_SIZE)).map(presentDelivery);
}

/** Sends a delivery's event again, as a new delivery with the same event id (the receiver may dedupe). */
export async function resendDelivery(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
  webhookId: string,
  deliveryId: string,
) {
  const { endpoint } = await requireEndpoint(ctx, actor, botRef, webhookId);
  const original = await repo.findDelivery(ctx.database.db, endpoint.id, deliveryId);
  if (!original) throw new AppError('not_found', 404, msg.integrations.deliveryNotFound);
  if (endpoint.status !== 'active') throw new AppError('conflict', 409, msg.integrations.webhookPaused);
  await ctx.rateLimiter.consume('webhookUser', actor.id, msg.integrations.tooFast);
  const row = await ctx.database.db.transaction(async (tx) => {
    const copy = await repo.insertDelivery(tx, {
      endpointId: endpoint.id,
      eventId: original.eventId,
      type: original.type,
      body: original.body,
      nextAttemptAt: new Date(),
    });
    await ctx.jobs.enqueueIn(tx, DELIVERY_JOB, { payload: { deliveryId: copy.id } });
    return copy;
  });
  void ctx.jobs.kick();
  return presentDelivery(row);
}

/** "Probar": a `ping` posted at once, its outcome answered (and kept in the log), never retried. */
export async function pingWebhook(ctx: AppContext, actor: UserRow, botRef: string, webhookId: string) {
  const { bot, endpoint } = await requireEndpoint(ctx, actor, botRef, webhookId);
  await ctx.rateLimiter.consume('webhookUser', actor.id, msg.integrations.tooFast);
  const body = bodyOf(bot.id, 'ping', { message: 'Hola desde Vocero', webhookId: endpoint.id });
  const delivery = await repo.insertDelivery(ctx.database.db, {
    endpointId: endpoint.id,
    eventId: body.id,
    type: 'ping',
    body: JSON.stringify(body),
  });
  const outcome = await attempt(ctx, endpoint, delivery);
  await repo.recordAttempt(ctx.database.db, delivery.id, {
    status: outcome.ok ? 'delivered' : 'failed',
    responseCode: outcome.responseCode,
    error: outcome.error,
    nextAttemptAt: null,
  });
  return presentDelivery((await repo.findDeliveryById(ctx.database.db, delivery.id))!);
}

// ---------- Events ----------

function bodyOf(botId: string, type: WebhookEventType, data: Record<string, unknown>): WebhookBody {
  return { id: randomUUID(), type, createdAt: new Date().toISOString(), botId, data };
}

/**
 * Records an event for every active endpoint of the bot that chose it, in `db` (pass the transaction of the
 * change that caused it: both or neither). Returns how many deliveries were queued; when any, call
 * `sendQueuedEvents` once the transaction committed.
 */
export async function recordWebhookEvent(
  ctx: AppContext,
  db: DbOrTx,
  botId: string,
  type: (typeof WEBHOOK_EVENTS)[number],
  data: Record<string, unknown>,
): Promise<number> {
  const endpoints = await repo.subscribedEndpoints(db, botId, type);
  if (!endpoints.length) return 0;
  const body = bodyOf(botId, type, data);
  const json = JSON.stringify(body);
  for (const endpoint of endpoints) {
    const delivery = await repo.insertDelivery(db, {
      endpointId: endpoint.id,
      eventId: body.id,
      type,
      body: json,
      nextAttemptAt: new Date(),
    });
    await ctx.jobs.enqueueIn(db, DELIVERY_JOB, { payload: { deliveryId: delivery.id } });
  }
  return endpoints.length;
}

/** Posts the deliveries just recorded now rather than at the next sweep. */
export function sendQueuedEvents(ctx: AppContext, queued: number): void {
  if (queued > 0) void ctx.jobs.kick();
}

/** Records an event in its own transaction and sends it: for events that follow a committed change. */
export async function emitWebhookEvent(
  ctx: AppContext,
  botId: string,
  type: (typeof WEBHOOK_EVENTS)[number],
  data: Record<string, unknown>,
): Promise<void> {
  // Most bots have no webhook: one indexed read, and no transaction, tells.
  if (!(await repo.subscribedEndpoints(ctx.database.db, botId, type)).length) return;
  const queued = await ctx.database.db.transaction((tx) => recordWebhookEvent(ctx, tx, botId, type, data));
  sendQueuedEvents(ctx, queued);
}

// ---------- Delivery ----------

interface Outcome {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
}

const REFUSALS: Record<FetchRefused['reason'], string> = {
  private_host: 'La dirección lleva a una red privada.',
  unreachable: 'No se pudo conectar.',
  too_slow: 'No respondió en 10 segundos.',
  too_big: 'La respuesta fue demasiado grande.',
  too_many_redirects: 'Redirigió demasiadas veces.',
  bad_url: 'La dirección no es válida.',
};

/** One POST of a delivery's body, signed now; any 2xx is a success, anything else a failure. */
async function attempt(
  ctx: AppContext,
  endpoint: repo.WebhookEndpointRow,
  delivery: repo.WebhookDeliveryRow,
  signal?: AbortSignal,
): Promise<Outcome> {
  const secret = open(ctx.settings.secretsKey, endpoint.secretSealed);
  const body = Buffer.from(delivery.body);
  try {
    const answer = await safeFetch(
      endpoint.url,
      {
        maxBytes: ANSWER_MAX_BYTES,
        timeoutMs: ATTEMPT_TIMEOUT_MS,
        maxRedirects: 0,
        allowPrivateHosts: ctx.settings.webhooks.allowPrivateHosts,
        userAgent: `${ctx.settings.appName}-Webhooks/1.0`,
        signal,
      },
      undefined,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureOf(secret, delivery.body),
          'x-vocero-event': delivery.type,
          'x-vocero-delivery': delivery.id,
        },
        body,
      },
    );
    const ok = answer.status >= 200 && answer.status < 300;
    return { ok, responseCode: answer.status, error: ok ? null : `Respondió ${answer.status}.` };
  } catch (error) {
    if (error instanceof FetchRefused)
      return { ok: false, responseCode: null, error: REFUSALS[error.reason] };
    return { ok: false, responseCode: null, error: 'No se pudo conectar.' };
  }
}

/** Pauses an endpoint that failed for a day, gives up its pending deliveries and tells its owner. */
async function pauseFailing(ctx: AppContext, endpoint: repo.WebhookEndpointRow): Promise<void> {
  const db = ctx.database.db;
  const bot = await db.transaction(async (tx) => {
    if (!(await repo.pauseEndpoint(tx, endpoint.id))) return undefined;
    await repo.failPending(tx, endpoint.id, PAUSED_ERROR);
    const found = await findBotByRef(tx, endpoint.botId);
    if (found)
      await createNotifications(tx, [
        {
          userId: found.createdBy,
          kind: 'webhook',
          title: msg.integrations.pausedTitle(found.name),
          message: msg.integrations.pausedMessage(endpoint.url),
          botId: found.id,
        },
      ]);
    return found;
  });
  // Paused by another attempt or the owner meanwhile, or the bot is gone: nobody to tell now.
  const owner = bot ? await findUserContact(db, bot.createdBy) : undefined;
  if (!bot || !owner) return;
  const { appName, publicUrl, supportEmail } = ctx.settings;
  await ctx.mailer.send({
    to: owner.email,
    ...webhookPausedEmail({
      appName,
      name: owner.name,
      botName: bot.name,
      url: endpoint.url,
      link: `${publicUrl}/dashboard/bots/${encodeURIComponent(bot.id)}/integrations`,
      supportEmail,
    }),
  });
}

class DeliveryFailed extends Error {
  constructor(readonly outcome: Outcome) {
    super(outcome.error ?? 'delivery failed');
    this.name = 'DeliveryFailed';
  }
}

/**
 * The job: one attempt. A failure within the day throws, so the worker retries it after the same backoff
 * recorded as `nextAttemptAt`; after the day, or once the endpoint is paused, the delivery fails for good.
 */
async function deliverJob(ctx: AppContext, job: Job): Promise<void> {
  const db = ctx.database.db;
  const deliveryId = typeof job.payload.deliveryId === 'string' ? job.payload.deliveryId : '';
  const delivery = await repo.findDeliveryById(db, deliveryId);
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = await repo.findEndpointById(db, delivery.endpointId);
  if (!endpoint) return;
  if (endpoint.status !== 'active') {
    await repo.failPending(db, endpoint.id, PAUSED_ERROR);
    return;
  }
  const outcome = await attempt(ctx, endpoint, delivery, job.signal);
  ctx.metrics.webhookDeliveries.inc({ event: delivery.type, outcome: outcome.ok ? 'delivered' : 'failed' });
  if (outcome.ok) {
    await repo.recordAttempt(db, delivery.id, { ...outcome, status: 'delivered', nextAttemptAt: null });
    await repo.clearFailing(db, endpoint.id);
    return;
  }
  const failingSince = await repo.markFailing(db, endpoint.id);
  if (failingSince && Date.now() - failingSince.getTime() >= PAUSE_AFTER_MS) {
    await repo.recordAttempt(db, delivery.id, { ...outcome, status: 'failed', nextAttemptAt: null });
    ctx.metrics.webhookDeliveries.inc({ event: delivery.type, outcome: 'paused' });
    await pauseFailing(ctx, endpoint);
    return;
  }
  const expired = Date.now() - delivery.createdAt.getTime() >= RETRY_FOR_MS;
  if (expired || job.attempt >= MAX_ATTEMPTS) {
    await repo.recordAttempt(db, delivery.id, { ...outcome, status: 'failed', nextAttemptAt: null });
    return;
  }
  const next = new Date(Date.now() + retryDelay(job.attempt, RETRY));
  await repo.recordAttempt(db, delivery.id, { ...outcome, status: 'pending', nextAttemptAt: next });
  throw new DeliveryFailed(outcome);
}

export function registerWebhookJobs(ctx: AppContext): void {
  ctx.jobs.define(DELIVERY_JOB, (job) => deliverJob(ctx, job), {
    ...RETRY,
    maxAttempts: MAX_ATTEMPTS,
    timeoutMs: ATTEMPT_TIMEOUT_MS * 2,
  });
  // The log keeps 30 days.
  ctx.jobs.define(
    'webhook-log-cleanup',
    async () => {
      await repo.deleteOldDeliveries(ctx.database.db, new Date(Date.now() - LOG_KEPT_MS));
    },
    { everyMs: 24 * 3_600_000 },
  );
}
