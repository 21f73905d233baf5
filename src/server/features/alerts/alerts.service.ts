import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { msg } from '../../../shared/messages.es';
import {
  ALERT_KINDS,
  type AlertKind,
  type AlertPreferences,
  type PushSubscriptionInput,
} from '../../../shared/schemas/team';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { TaskLog } from '../../lib/background';
import type { Job, JobWorker } from '../../lib/jobs/job-worker';
import type { UserRow } from '../../lib/user-row';
import { findUserContact } from '../accounts/accounts.repo';
import { activeMembers } from '../bots/bot-members.repo';
import type { BotWithCreator } from '../bots/bots.repo';
import { findBotByRef } from '../bots/bots.repo';
import { requireBot } from '../bots/bots.service';
import {
  findConversationAssignee,
  findPreference,
  preferencesOfBot,
  savePreference,
} from './alert-preferences.repo';
import { pushRouteOf } from './push-hosts';
import { sendPush, type PushPayload } from './push-sender';
import {
  deleteGoneSubscription,
  deleteOwnSubscription,
  findSubscription,
  markDelivered,
  pruneSubscriptions,
  subscriptionsOf,
  upsertSubscription,
} from './push-subscriptions.repo';

/**
 * Who of a bot's team hears of what, and how (issue 42): Web Push to each browser a person subscribed, for
 * the kinds they chose per bot, and e-mail to those who want it. Pushes go through the one job worker: an
 * alert is a job that finds its recipients when it runs, and each browser's delivery is a job of its own,
 * retried alone (a phone that is off must not hold back, nor repeat, the others' messages).
 */

/** The bot as an alert needs it. */
export type AlertBot = Pick<BotWithCreator, 'id' | 'name' | 'createdBy' | 'notificationEmails'>;

/** What an alert says and opens. */
export interface AlertMessage {
  title: string;
  body: string;
  /** A path of the app ("/dashboard/bots/…/inbox"). */
  url: string;
  /** For `assigned`: the one person it is for. */
  assigneeId?: string | null;
  /** Notifications sharing a tag replace each other on the device (one per conversation, say). */
  tag?: string;
}

const TEAM_ALERT = 'team-alert';
const PUSH_DELIVERY = 'push-delivery';
/** Browsers kept per person: a phone, a tablet and a few computers; the oldest beyond go. */
const SUBSCRIPTIONS_PER_USER = 10;
/** A customer writing in an assigned conversation: one push per conversation in this period. */
const ASSIGNED_QUIET_MS = 5 * 60_000;
/** An unassigned conversation is looked at again for an assignee after this long, not at every message. */
const ASSIGNEE_RECHECK_MS = 30_000;
/** A notice older than this is no news: the push service drops it for a device that stayed off. */
const PUSH_TTL_S = 12 * 3600;
/** The texts are clipped: a notification shows a few lines, and the payload must stay far under 4 KB. */
const BODY_MAX_CHARS = 160;

/** The defaults of a person without a saved choice: every push; e-mail for the owner only. */
export function preferenceOf(
  bot: Pick<AlertBot, 'createdBy'>,
  userId: string,
  saved: { email: boolean; push: readonly string[] } | undefined,
): AlertPreferences {
  if (saved) return { email: saved.email, push: ALERT_KINDS.filter((kind) => saved.push.includes(kind)) };
  return { email: userId === bot.createdBy, push: [...ALERT_KINDS] };
}

// ---------- A person's choices ----------

/** The caller's own alerts for a bot they run (any role). */
export async function readAlertPreferences(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
): Promise<AlertPreferences> {
  const bot = await requireBot(ctx, actor, botRef, 'inbox');
  return preferenceOf(bot, actor.id, await findPreference(ctx.database.db, bot.id, actor.id));
}

export async function saveAlertPreferences(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
  input: AlertPreferences,
): Promise<AlertPreferences> {
  const bot = await requireBot(ctx, actor, botRef, 'inbox');
  const preference = preferenceOf(bot, actor.id, input);
  await savePreference(ctx.database.db, bot.id, actor.id, preference);
  return preference;
}

// ---------- Browsers ----------

/** Stores the browser's subscription for the caller, once its push service is one we may post to. */
export async function subscribe(
  ctx: AppContext,
  actor: UserRow,
  input: PushSubscriptionInput,
): Promise<void> {
  await ctx.rateLimiter.consume('pushSubscriptionUser', actor.id, msg.alerts.subscribingTooFast);
  if (!pushRouteOf(input.endpoint, ctx.settings.push.allowedHosts)) {
    throw new AppError('bad_request', 400, msg.team.pushHostRefused, { endpoint: msg.team.pushHostRefused });
  }
  const db = ctx.database.db;
  await upsertSubscription(db, actor.id, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
  await pruneSubscriptions(db, actor.id, SUBSCRIPTIONS_PER_USER);
}

/** Forgets the caller's own browser; anyone else's endpoint is left alone (and nothing says whose it is). */
export async function unsubscribe(ctx: AppContext, actor: UserRow, endpoint: string): Promise<void> {
  await deleteOwnSubscription(ctx.database.db, actor.id, endpoint);
}

// ---------- Sending ----------

/** Cut by characters, not UTF-16 units: an emoji cut in half would not encode. */
function clip(text: string): string {
  const chars = [...text];
  if (chars.length <= BODY_MAX_CHARS) return text;
  return `${chars
    .slice(0, BODY_MAX_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Alerts the bot's team of an event: the owner and the active members who chose `kind` (for `assigned`,
 * only the assignee), on every browser they subscribed. Queued as a job (durable, run once across
 * instances); false when `dedupeKey` was taken.
 */
export async function alertTeam(
  ctx: AppContext,
  bot: AlertBot,
  kind: AlertKind,
  message: AlertMessage,
  options: { dedupeKey?: string } = {},
): Promise<boolean> {
  const payload: PushPayload = {
    title: clip(message.title),
    body: clip(message.body),
    url: message.url,
    // Without a tag of its own, each alert stays on the device beside the others (two leads are two).
    tag: message.tag ?? `${kind}-${randomUUID()}`,
  };
  return ctx.jobs.enqueue(TEAM_ALERT, {
    payload: { botId: bot.id, kind, assigneeId: message.assigneeId ?? null, message: { ...payload } },
    ...(options.dedupeKey ? { dedupeKey: `${TEAM_ALERT}:${options.dedupeKey}` } : {}),
  });
}

/** Per app (its job worker): conversations looked at lately, and until when they need no look. */
const assigneeChecks = new WeakMap<JobWorker, LRUCache<string, number>>();

function checksOf(ctx: AppContext): LRUCache<string, number> {
  let checks = assigneeChecks.get(ctx.jobs);
  if (!checks) {
    checks = new LRUCache<string, number>({ max: 10_000 });
    assigneeChecks.set(ctx.jobs, checks);
  }
  return checks;
}

/**
 * A customer wrote in a conversation: its assignee hears of it (`assigned`), at most once per conversation
 * every ASSIGNED_QUIET_MS across instances (the job's dedupe key names the period). Who the assignee is
 * is read after the answer, and this instance skips the read for a conversation it looked at moments ago,
 * so a busy chat costs no query per message.
 */
export function alertAssignee(
  ctx: AppContext,
  bot: AlertBot,
  conversationId: string,
  words: string,
  log: TaskLog,
): void {
  const checks = checksOf(ctx);
  const now = Date.now();
  if ((checks.get(conversationId) ?? 0) > now) return;
  checks.set(conversationId, now + ASSIGNEE_RECHECK_MS);
  ctx.background.run(log, 'assigned conversation alert', async () => {
    const found = await findConversationAssignee(ctx.database.db, bot.id, conversationId);
    // Nobody attends it, or the assignee is the one writing (trying the bot from their own account).
    if (!found?.assigneeId || found.assigneeId === found.userId) return;
    const period = Math.floor(now / ASSIGNED_QUIET_MS);
    await alertTeam(
      ctx,
      bot,
      'assigned',
      {
        title: msg.team.pushAssigned(bot.name),
        body: msg.alerts.assignedBody(words),
        url: `/dashboard/bots/${encodeURIComponent(bot.id)}/inbox?c=${encodeURIComponent(conversationId)}`,
        assigneeId: found.assigneeId,
        tag: `conversation-${conversationId}`,
      },
      { dedupeKey: `assigned:${conversationId}:${period}` },
    );
    checks.set(conversationId, (period + 1) * ASSIGNED_QUIET_MS);
  });
}

/** The people of the bot who chose `kind`, by user id. */
async function recipientsOf(
  ctx: AppContext,
  bot: AlertBot,
  kind: AlertKind,
  assigneeId: string | null,
): Promise<string[]> {
  const db = ctx.database.db;
  const [members, saved] = await Promise.all([activeMembers(db, bot.id), preferencesOfBot(db, bot.id)]);
  const team = [bot.createdBy, ...members.map((member) => member.userId)];
  const people = kind === 'assigned' ? team.filter((id) => id === assigneeId) : team;
  return [...new Set(people)].filter((id) => preferenceOf(bot, id, saved.get(id)).push.includes(kind));
}

/** The alert job: one delivery job per browser of each recipient. */
async function fanOut(ctx: AppContext, job: Job): Promise<void> {
  const { botId, kind, assigneeId, message } = job.payload as {
    botId: string;
    kind: AlertKind;
    assigneeId: string | null;
    message: PushPayload;
  };
  if (!ALERT_KINDS.includes(kind)) return;
  const bot = await findBotByRef(ctx.database.db, botId);
  if (!bot) return;
  const people = await recipientsOf(ctx, bot, kind, assigneeId);
  const browsers = await subscriptionsOf(ctx.database.db, people);
  const urgency = kind === 'handoff' || kind === 'assigned' ? 'high' : 'normal';
  for (const browser of browsers) {
    // Keyed by this alert and browser: a retried fan-out queues nothing twice.
    await ctx.jobs.enqueue(PUSH_DELIVERY, {
      payload: { subscriptionId: browser.id, message, urgency },
      dedupeKey: `${PUSH_DELIVERY}:${job.id}:${browser.id}`,
    });
  }
}

/** One browser's delivery: a subscription gone (404, 410) is deleted; other failures are retried. */
async function deliver(ctx: AppContext, job: Job): Promise<void> {
  const { subscriptionId, message, urgency } = job.payload as {
    subscriptionId: string;
    message: PushPayload;
    urgency: 'normal' | 'high';
  };
  const db = ctx.database.db;
  const subscription = await findSubscription(db, subscriptionId);
  if (!subscription) return;
  const outcome = await sendPush(ctx.settings.push, subscription, message, {
    ttlS: PUSH_TTL_S,
    urgency,
    userAgent: `${ctx.settings.appName} (+${ctx.settings.publicUrl})`,
    signal: job.signal,
  });
  if (outcome === 'gone') await deleteGoneSubscription(db, subscription);
  else await markDelivered(db, subscription.id);
}

export function registerAlertJobs(ctx: AppContext): void {
  ctx.jobs.define(TEAM_ALERT, (job) => fanOut(ctx, job), { timeoutMs: 30_000 });
  // A push that could not be delivered within a few minutes is left: the alert is about now.
  ctx.jobs.define(PUSH_DELIVERY, (job) => deliver(ctx, job), {
    maxAttempts: 4,
    backoffMs: 20_000,
    timeoutMs: 30_000,
    onStop: 'abort',
  });
}

// ---------- E-mail ----------

/** One e-mail of an alert: its addresses and the name its greeting uses. */
export interface AlertLetter {
  to: string[];
  name: string;
}

/**
 * Who gets a bot's alert e-mails: the owner (unless they turned e-mail off) with the bot's copy addresses,
 * greeted by the owner's name, and each active member who turned e-mail on, in a letter of their own (no
 * one sees the others' addresses). `ownerCopies: false` leaves out the owner's letter (the bot's own
 * notifications are off), not the members' choices. An address gets one letter.
 */
export async function emailRecipients(
  ctx: AppContext,
  bot: AlertBot,
  options: { ownerCopies?: boolean } = {},
): Promise<AlertLetter[]> {
  const db = ctx.database.db;
  const [owner, members, saved] = await Promise.all([
    findUserContact(db, bot.createdBy),
    activeMembers(db, bot.id),
    preferencesOfBot(db, bot.id),
  ]);
  const wants = (userId: string) => preferenceOf(bot, userId, saved.get(userId)).email;
  const letters: AlertLetter[] = [];
  const taken = new Set<string>();
  const take = (addresses: string[]) =>
    addresses.filter((address) => {
      const key = address.toLowerCase();
      if (taken.has(key)) return false;
      taken.add(key);
      return true;
    });
  if (options.ownerCopies !== false && owner) {
    const to = take([...(wants(bot.createdBy) ? [owner.email] : []), ...bot.notificationEmails]);
    if (to.length) letters.push({ to, name: owner.name });
  }
  for (const member of members) {
    if (member.userId === bot.createdBy || !wants(member.userId)) continue;
    const to = take([member.email]);
    if (to.length) letters.push({ to, name: member.name });
  }
  return letters;
}
