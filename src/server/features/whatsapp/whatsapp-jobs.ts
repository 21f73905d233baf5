import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { CollectedValue } from '../../../shared/conversation-state';
import { AppError } from '../../lib/app-error';
import type { TaskLog } from '../../lib/background';
import { open } from '../../lib/secret-box';
import { canSeeBot } from '../bots/bots.policy';
import type { BotWithCreator } from '../bots/bots.repo';
import { answerMessage } from '../chat/answer-message';
import {
  findWhatsAppConversation,
  insertWhatsAppConversation,
  recordCustomerMessage,
  setDeliveryError,
  type ConversationRow,
} from '../conversations/conversations.repo';
import { insertMessages } from '../conversations/messages.repo';
import { alertsOf, emailAlerts, noticesOf } from '../chat/owner-notices';
import { NEW_STATE } from '../chat/turn';
import { botPausedUntil } from '../../lib/handoff-pause';
import { createNotifications } from '../notifications/notifications.repo';
import { GraphError, markRead, sendMessage } from './graph-client';
import { outgoingMessages, readIncoming, textMessage, type OutgoingMessage } from './whatsapp-format';
import {
  claimInbound,
  claimOutbox,
  clearConnectionError,
  findConnectionOfBot,
  finishInbound,
  finishOutbox,
  insertOutbox,
  nextOutboxDue,
  recordConnectionError,
  retryOutboxLater,
  type InboundRow,
  type OutboxRow,
} from './whatsapp.repo';

/**
 * WhatsApp's work outside the webhook request, as durable jobs in the database (the sources' pattern,
 * decision 021): a received message is a row claimed with FOR UPDATE SKIP LOCKED and a lease, answered
 * through the same conversation turn as the web chat, and its reply is written to the outbox in the
 * transaction that stores the turn; the outbox is sent by the same kind of worker, in order per
 * conversation. Rows survive restarts; an instance that dies leaves its lease to expire and another (or
 * this one, after the restart) takes over; a claim taken over can no longer finish its row.
 */

/** How long a claim holds (a turn, or one Graph call with its retries, is far shorter). */
export const LEASE_MS = 60_000;
/** Claims of one received message before it is given up (a message that crashes the turn every time). */
const MAX_INBOUND_ATTEMPTS = 3;
/** Tries of one send across claims (5xx, 429, no answer), with backoff between them. */
const MAX_SEND_ATTEMPTS = 6;
const SEND_BACKOFF_MS = 15_000;
/** How often an instance looks for work nobody is doing (a stopped instance's, a retry that came due). */
const SWEEP_MS = 15_000;

/** The claim was taken over by another worker: this one's turn is taken back. */
class ClaimLost extends Error {}

/** The job worker's name for WhatsApp's work. */
const WHATSAPP = 'whatsapp';

/**
 * The rows above are the queue; the job worker (lib/jobs) runs the work as a drain: one run at a time in this
 * instance, a sweep every SWEEP_MS once WhatsApp is configured (a stopped instance's work, a retry that came
 * due), and a wake-up when a send's backoff ends before the next sweep. On stop, the message or send in hand
 * is finished and nothing more is claimed.
 */
export function registerWhatsAppJobs(ctx: AppContext): void {
  ctx.jobs.drain(WHATSAPP, (signal) => answerAndSend(ctx, ctx.jobs.log, signal), {
    slots: 1,
    // Without WhatsApp settings no message arrives: no sweep (a kick still runs, as it always did).
    sweepMs: ctx.settings.whatsapp ? SWEEP_MS : Number.POSITIVE_INFINITY,
    onStop: 'abort',
  });
}

/**
 * Answers the waiting messages and sends the outbox in this instance, until nothing is due; a call while it
 * works makes it look again when done instead of starting a second run. Tracked by `ctx.background`, so
 * shutdown and tests can wait for it.
 */
export function kickWhatsApp(ctx: AppContext, log: TaskLog): void {
  ctx.background.run(log, 'whatsapp jobs', () => ctx.jobs.kick(WHATSAPP));
}

/** One run of the drain; returns when a send waiting for its backoff comes due, so the worker wakes then. */
async function answerAndSend(ctx: AppContext, log: TaskLog, signal: AbortSignal): Promise<Date | undefined> {
  await answerWaiting(ctx, log, signal);
  await sendWaiting(ctx, log, signal);
  // When this fails, the sweep looks again.
  return nextOutboxDue(ctx.database.db).catch(() => undefined);
}

// ---------- Received messages ----------

async function answerWaiting(ctx: AppContext, log: TaskLog, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const row = await claimInbound(ctx.database.db, LEASE_MS);
    if (!row) return;
    try {
      await answerInbound(ctx, row, log);
    } catch (error) {
      if (error instanceof ClaimLost) continue;
      // The lease runs out and a later claim tries again, up to MAX_INBOUND_ATTEMPTS.
      log.error({ err: error, whatsappMessage: row.waMessageId }, 'whatsapp message failed');
    }
  }
}

/** The customer's number in international format, as a lead's phone is stored ("+5491122334455"). */
export function phoneOfWaId(waId: string): string {
  return parsePhoneNumberFromString(`+${waId}`)?.number ?? `+${waId}`;
}

async function answerInbound(ctx: AppContext, row: InboundRow, log: TaskLog) {
  const db = ctx.database.db;
  const attempt = row.attempts;
  if (attempt > MAX_INBOUND_ATTEMPTS) {
    await finishInbound(db, row.id, attempt, 'failed', 'too many attempts');
    return;
  }
  const connection = await findConnectionOfBot(db, row.botId);
  const cached =
    connection?.phoneNumberId === row.phoneNumberId ? await ctx.botCache.find(row.botId) : undefined;
  if (!cached || !connection) {
    // Disconnected (or connected to another number) since it arrived: nobody to answer as.
    await finishInbound(db, row.id, attempt, 'ignored', 'not connected');
    return;
  }
  const { bot } = cached;
  const incoming = readIncoming(row.payload);
  if (incoming.kind === 'ignore') {
    await finishInbound(db, row.id, attempt, 'ignored', `type ${row.type}`);
    return;
  }
  const conversation = await conversationOf(ctx, bot, row, log);
  // Read at once, and "escribiendo…" while the bot prepares a text's answer (not while the owner attends).
  await acknowledge(ctx, connection, row, log, {
    typing: incoming.kind === 'text' && canSeeBot(null, bot) && !botPausedUntil(conversation.ownerActiveAt),
  });
  if (await overSenderLimit(ctx, row)) {
    // Every message reaches the owner's inbox; past the allowance the bot only stops answering, and the
    // message counts as unanswered, so the owner sees it waiting for them.
    await db.transaction(async (tx) => {
      if (!(await finishInbound(tx, row.id, attempt, 'done', 'rate limited'))) throw new ClaimLost();
      await insertMessages(tx, [
        {
          conversationId: conversation.id,
          botId: bot.id,
          from: 'user',
          text: incoming.kind === 'media' ? incoming.shown : incoming.text,
          intent: 'fallback',
          createdAt: new Date(),
        },
      ]);
      await recordCustomerMessage(tx, conversation.id, row.sentAt, row.profileName);
    });
    return;
  }
  // Paused and unpublished bots say nothing; what the customer wrote still reaches the owner's inbox.
  const answering = canSeeBot(null, bot);
  const owner = !!botPausedUntil(conversation.ownerActiveAt);
  if (incoming.kind === 'media' || !answering) {
    const text = incoming.kind === 'media' ? incoming.shown : incoming.text;
    const decline = incoming.kind === 'media' && answering && !owner ? incoming.decline : null;
    await db.transaction(async (tx) => {
      if (!(await finishInbound(tx, row.id, attempt, 'done'))) throw new ClaimLost();
      const now = new Date();
      await insertMessages(tx, [
        { conversationId: conversation.id, botId: bot.id, from: 'user', text, intent: null, createdAt: now },
        ...(decline
          ? [
              {
                conversationId: conversation.id,
                botId: bot.id,
                from: 'bot' as const,
                text: decline,
                intent: 'whatsapp.unsupported',
                createdAt: new Date(now.getTime() + 1),
              },
            ]
          : []),
      ]);
      await recordCustomerMessage(tx, conversation.id, row.sentAt, row.profileName);
      if (decline) await queue(tx, conversation, row, 'bot', [textMessage(row.waId, decline)]);
    });
    return;
  }

  // The same turn as the web chat; its reply is queued in the transaction that stores it.
  const alongside = async (
    tx: DbOrTx,
    reply: Parameters<typeof outgoingMessages>[0] & { ownerActive: boolean },
  ) => {
    if (!(await finishInbound(tx, row.id, attempt, 'done'))) throw new ClaimLost();
    await recordCustomerMessage(tx, conversation.id, row.sentAt, row.profileName);
    if (!reply.ownerActive) {
      await queue(tx, conversation, row, 'bot', outgoingMessages(reply, row.waId, ctx.settings.publicUrl));
    }
  };
  // WhatsApp as a channel of the conversation core: the conversation by the customer's number, read again
  // (with the bot) when a turn was refused because something moved.
  await answerMessage(ctx, {
    channel: 'whatsapp',
    message: incoming.text,
    viewer: null,
    phone: phoneOfWaId(row.waId),
    load: async ({ fresh }) => {
      const current = fresh
        ? ((await findWhatsAppConversation(db, bot.id, row.waId)) ?? conversation)
        : conversation;
      const loaded = fresh ? await ctx.botCache.find(bot.id) : cached;
      if (!loaded) throw new Error('bot vanished');
      return { ...loaded, conversation: current, origin: null, country: current.country };
    },
    alongside,
    log,
  });
}

/**
 * The customer's message marked read, with the typing indicator while an answer comes. A courtesy: whatever
 * the Graph API says is logged and the answer goes on.
 */
async function acknowledge(
  ctx: AppContext,
  connection: { accessTokenSealed: string },
  row: InboundRow,
  log: TaskLog,
  options: { typing: boolean },
): Promise<void> {
  const settings = ctx.settings.whatsapp;
  if (!settings) return;
  try {
    const token = open(ctx.settings.secretsKey, connection.accessTokenSealed);
    await markRead(
      { graphUrl: settings.graphUrl },
      row.phoneNumberId,
      token,
      row.waMessageId,
      options.typing,
    );
  } catch (error) {
    log.error({ err: error, inbound: row.id }, 'whatsapp read receipt failed');
  }
}

/** Per number, like the web chat's per-conversation limit: one customer cannot make the bot answer a flood. */
async function overSenderLimit(ctx: AppContext, row: InboundRow): Promise<boolean> {
  try {
    await ctx.rateLimiter.consume('whatsappSender', `${row.phoneNumberId}:${row.waId}`);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return true;
    throw error;
  }
}

/** The customer's conversation with the bot, created with their first message. */
async function conversationOf(
  ctx: AppContext,
  bot: BotWithCreator,
  row: InboundRow,
  log: TaskLog,
): Promise<ConversationRow> {
  const db = ctx.database.db;
  const existing = await findWhatsAppConversation(db, bot.id, row.waId);
  if (existing) return existing;
  // Their number is the lead's phone from the first message: never asked for.
  const phone = phoneOfWaId(row.waId);
  const at = new Date().toISOString();
  const phoneFields = bot.fields.filter((field) => field.active && field.type === 'phone');
  const collected: Record<string, CollectedValue> = Object.fromEntries(
    phoneFields.map((field) => [field.name, { value: phone, label: field.label, at }]),
  );
  const alerts = phoneFields.length ? alertsOf(bot, { lead: collected }) : [];
  const created = await db.transaction(async (tx) => {
    const inserted = await insertWhatsAppConversation(tx, {
      id: randomUUID(),
      botId: bot.id,
      state: { ...NEW_STATE, leadAnnounced: alerts.length > 0 },
      collected,
      waId: row.waId,
      visitorName: row.profileName,
      country: parsePhoneNumberFromString(phone)?.country ?? null,
      customerMessageAt: row.sentAt,
    });
    // The owner hears about the new contact once, as when a web visitor leaves a phone.
    if (inserted && alerts.length) await createNotifications(tx, noticesOf(bot, alerts));
    return inserted;
  });
  if (created) emailAlerts(ctx, bot, alerts, log);
  const found = await findWhatsAppConversation(db, bot.id, row.waId);
  if (!found) throw new Error('whatsapp conversation not stored');
  return found;
}

async function queue(
  tx: DbOrTx,
  conversation: { id: string; botId: string },
  row: { phoneNumberId: string },
  author: 'bot' | 'owner',
  messages: OutgoingMessage[],
): Promise<void> {
  await insertOutbox(
    tx,
    messages.map((body) => ({
      botId: conversation.botId,
      conversationId: conversation.id,
      phoneNumberId: row.phoneNumberId,
      body,
      author,
    })),
  );
}

/** Queues the owner's hand reply in the transaction that stores it. */
export async function queueHandReply(
  tx: DbOrTx,
  conversation: { id: string; botId: string; waId: string },
  phoneNumberId: string,
  text: string,
): Promise<void> {
  await queue(tx, conversation, { phoneNumberId }, 'owner', [textMessage(conversation.waId, text)]);
}

// ---------- Sending ----------

async function sendWaiting(ctx: AppContext, log: TaskLog, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const row = await claimOutbox(ctx.database.db, LEASE_MS);
    if (!row) return;
    try {
      await sendOne(ctx, row, log);
    } catch (error) {
      log.error({ err: error, outbox: row.id }, 'whatsapp send failed');
    }
  }
}

async function sendOne(ctx: AppContext, row: OutboxRow, log: TaskLog): Promise<void> {
  const db = ctx.database.db;
  const settings = ctx.settings.whatsapp;
  const connection = await findConnectionOfBot(db, row.botId);
  if (!settings || !connection || connection.phoneNumberId !== row.phoneNumberId) {
    await fail(ctx, row, msg.whatsapp.disconnected, { notify: false });
    return;
  }
  let token: string;
  try {
    token = open(ctx.settings.secretsKey, connection.accessTokenSealed);
  } catch {
    // Sealed under another SECRETS_KEY: as good as an expired token, the owner connects again.
    await fail(ctx, row, msg.whatsapp.tokenExpired, { notify: true });
    return;
  }
  try {
    const waMessageId = await sendMessage(
      { graphUrl: settings.graphUrl },
      row.phoneNumberId,
      token,
      row.body,
    );
    if (await finishOutbox(db, row.id, row.attempts, { status: 'sent', waMessageId })) {
      await clearConnectionError(db, row.botId);
      await setDeliveryError(db, row.conversationId, null);
    }
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    log.error({ err: error, outbox: row.id }, 'whatsapp send refused');
    if (error.transient && row.attempts < MAX_SEND_ATTEMPTS) {
      await retryOutboxLater(
        db,
        row.id,
        row.attempts,
        SEND_BACKOFF_MS * 2 ** (row.attempts - 1),
        error.message,
      );
      return;
    }
    const reason = error.tokenInvalid
      ? msg.whatsapp.tokenExpired
      : error.outsideWindow
        ? msg.whatsapp.windowExpired
        : msg.whatsapp.sendFailed;
    await fail(ctx, row, reason, { notify: !error.outsideWindow });
  }
}

/**
 * A send that will not happen: recorded on the message, the conversation (the inbox shows it) and the
 * connection, and the owner is notified once per streak of failures.
 */
async function fail(ctx: AppContext, row: OutboxRow, reason: string, options: { notify: boolean }) {
  const bot = await ctx.botCache.find(row.botId);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await finishOutbox(tx, row.id, row.attempts, { status: 'failed', error: reason }))) return;
    await setDeliveryError(tx, row.conversationId, reason);
    if (!options.notify || !bot) return;
    if (await recordConnectionError(tx, row.botId, reason)) {
      await createNotifications(tx, [
        {
          userId: bot.bot.createdBy,
          kind: 'whatsapp_failed',
          title: msg.whatsapp.failedTitle(bot.bot.name),
          message: msg.whatsapp.failedMessage(reason),
          botId: row.botId,
        },
      ]);
    }
  });
}
