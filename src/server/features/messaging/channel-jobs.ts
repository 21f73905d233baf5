import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { MessagingChannel } from '../../db/schema';
import type { CollectedValue } from '../../../shared/conversation-state';
import { AppError } from '../../lib/app-error';
import type { TaskLog } from '../../lib/background';
import { open } from '../../lib/secret-box';
import { canSeeBot } from '../bots/bots.policy';
import type { BotWithCreator } from '../bots/bots.repo';
import { answerMessage } from '../chat/answer-message';
import {
  findChannelConversation,
  insertChannelConversation,
  recordCustomerMessage,
  setDeliveryError,
  type ConversationRow,
} from '../conversations/conversations.repo';
import { insertMessages } from '../conversations/messages.repo';
import { alertsOf, noticesOf, sendAlerts } from '../chat/owner-notices';
import { alertAssignee } from '../alerts/alerts.service';
import { publishLive } from '../live/live.service';
import { NEW_STATE } from '../chat/turn';
import { botPausedUntil } from '../../lib/handoff-pause';
import { createNotifications } from '../notifications/notifications.repo';
import type { MessageAttachment } from '../../../shared/schemas/attachments';
import type { ChannelAdapter, Incoming, OutgoingBody } from './channel-adapter';
import { CUSTOMER_MEDIA_MAX_BYTES, keepMedia } from './customer-media';
import {
  claimInbound,
  claimOutbox,
  finishInbound,
  finishOutbox,
  insertOutbox,
  nextInboundDue,
  nextOutboxDue,
  retryOutboxLater,
  type InboundRow,
  type OutboxRow,
} from './channel-queue.repo';
import { GraphError } from './graph-client';
import { instagramChannel, messengerChannel } from './meta-channel';
import { transcribe } from './transcriber';
import { recordWebhookEvent, sendQueuedEvents } from '../webhooks/webhooks.service';
import { whatsappChannel } from './whatsapp-channel';

const ADAPTERS: Record<MessagingChannel, ChannelAdapter> = {
  whatsapp: whatsappChannel,
  messenger: messengerChannel,
  instagram: instagramChannel,
};

/** The adapter of a messaging channel. */
export const adapterOf = (channel: MessagingChannel): ChannelAdapter => ADAPTERS[channel];

/**
 * The messaging channels' work outside the webhook request (WhatsApp, Messenger, Instagram), as durable jobs
 * in the database (the sources' pattern, decision 021): a received message is a row claimed with FOR UPDATE
 * SKIP LOCKED and a lease, answered through the same conversation turn as the web chat, and its reply is
 * written to the outbox in the transaction that stores the turn; the outbox is sent by the same kind of
 * worker, in order per conversation. What differs between channels is the adapter's (decision 054). Rows survive restarts; an instance that dies leaves its lease to expire and another (or
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

/** The job worker's name for the channels' work. */
const MESSAGING = 'messaging';

/**
 * The rows above are the queue; the job worker (lib/jobs) runs the work as a drain: one run at a time in this
 * instance, a sweep every SWEEP_MS once WhatsApp is configured (a stopped instance's work, a retry that came
 * due), and a wake-up when a send's backoff ends before the next sweep. On stop, the message or send in hand
 * is finished and nothing more is claimed.
 */
export function registerChannelJobs(ctx: AppContext): void {
  const enabled = Object.values(ADAPTERS).some((adapter) => adapter.enabled(ctx));
  ctx.jobs.drain(MESSAGING, (signal) => answerAndSend(ctx, ctx.jobs.log, signal), {
    slots: 1,
    // Without any channel's settings no message arrives: no sweep (a kick still runs, as it always did).
    sweepMs: enabled ? SWEEP_MS : Number.POSITIVE_INFINITY,
    onStop: 'abort',
  });
}

/**
 * Answers the waiting messages and sends the outbox in this instance, until nothing is due; a call while it
 * works makes it look again when done instead of starting a second run. Tracked by `ctx.background`, so
 * shutdown and tests can wait for it.
 */
export function kickChannels(ctx: AppContext, log: TaskLog): void {
  ctx.background.run(log, 'messaging jobs', () => ctx.jobs.kick(MESSAGING));
}

/** One run of the drain; returns when a send waiting for its backoff comes due, so the worker wakes then. */
async function answerAndSend(ctx: AppContext, log: TaskLog, signal: AbortSignal): Promise<Date | undefined> {
  await answerWaiting(ctx, log, signal);
  await sendWaiting(ctx, log, signal);
  // A send's backoff, or a customer still typing: the worker wakes at the earlier. When this fails, the
  // sweep looks again.
  const [send, burst] = await Promise.all([
    nextOutboxDue(ctx.database.db).catch(() => undefined),
    nextInboundDue(ctx.database.db, ctx.settings.burstMs).catch(() => undefined),
  ]);
  return send && burst ? (send < burst ? send : burst) : (send ?? burst);
}

// ---------- Received messages ----------

async function answerWaiting(ctx: AppContext, log: TaskLog, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const rows = await claimInbound(ctx.database.db, LEASE_MS, ctx.settings.burstMs);
    const row = rows.at(-1);
    if (!row) return;
    try {
      await answerInbound(ctx, rows, log);
    } catch (error) {
      if (error instanceof ClaimLost) continue;
      // The lease runs out and a later claim tries again, up to MAX_INBOUND_ATTEMPTS.
      log.error({ err: error, channel: row.channel, message: row.messageId }, 'channel message failed');
    }
  }
}

/** Ends every message of a burst; false when any claim was taken over meanwhile (nothing is written then). */
async function finishBurst(
  db: DbOrTx,
  rows: InboundRow[],
  status: 'done' | 'ignored' | 'failed',
  error: string | null = null,
): Promise<boolean> {
  for (const row of rows) {
    if (!(await finishInbound(db, row.id, row.attempts, status, error))) return false;
  }
  return true;
}

/**
 * Answers a burst: one customer's messages that arrived within WHATSAPP_BURST_MS of each other, as one turn
 * (their texts one under the other, as they read in the customer's chat); a single message is a burst of
 * one. The newest message stands for the burst: its time opens the reply window, and reading it reads the
 * rest.
 */
async function answerInbound(ctx: AppContext, rows: InboundRow[], log: TaskLog) {
  const db = ctx.database.db;
  const row = rows.at(-1)!;
  const adapter = adapterOf(row.channel);
  if (rows.some((claimed) => claimed.attempts > MAX_INBOUND_ATTEMPTS)) {
    await finishBurst(db, rows, 'failed', 'too many attempts');
    return;
  }
  const connection = await adapter.connectionOf(db, row.botId);
  const cached = connection?.accountId === row.accountId ? await ctx.botCache.find(row.botId) : undefined;
  if (!cached || !connection) {
    // Disconnected (or connected to another account) since it arrived: nobody to answer as.
    await finishBurst(db, rows, 'ignored', 'not connected');
    return;
  }
  const { bot } = cached;
  const incoming = readBurst(adapter, rows);
  if (incoming.kind === 'ignore') {
    await finishBurst(db, rows, 'ignored', `type ${row.type}`);
    return;
  }
  const token = tokenOf(ctx, connection);
  const conversation = await conversationOf(ctx, adapter, bot, rows[0]!, token, log);
  // Paused and unpublished bots say nothing; what the customer wrote still reaches the owner's inbox.
  const answering = canSeeBot(null, bot);
  const owner = !!botPausedUntil(conversation.ownerActiveAt);
  // Read at once, and "escribiendo…" while the bot prepares an answer to words (not while the owner attends).
  if (token) {
    const words =
      incoming.kind === 'text' ||
      !!incoming.caption ||
      (incoming.file?.kind === 'audio' && !!ctx.settings.transcriber);
    await adapter
      .acknowledge(ctx, row.accountId, token, row, words && answering && !owner)
      .catch((error: unknown) => log.error({ err: error, inbound: row.id }, 'read receipt failed'));
  }
  const to = row.senderId;
  if (await overSenderLimit(ctx, row)) {
    // Every message reaches the owner's inbox; past the allowance the bot only stops answering (and no
    // file is fetched or heard), and the message counts as unanswered, so the owner sees it waiting.
    await db.transaction(async (tx) => {
      if (!(await finishBurst(tx, rows, 'done', 'rate limited'))) throw new ClaimLost();
      await insertMessages(tx, [
        {
          conversationId: conversation.id,
          botId: bot.id,
          from: 'user',
          text: incoming.kind === 'media' ? incoming.shown : incoming.text,
          attachment: incoming.kind === 'media' ? incoming.attachment : null,
          intent: 'fallback',
          createdAt: new Date(),
        },
      ]);
      await recordCustomerMessage(tx, conversation.id, row.sentAt, row.profileName);
    });
    publishLive(ctx, { botId: bot.id, conversationId: conversation.id, kind: 'message', from: 'user' });
    alertAssignee(ctx, bot, conversation.id, incoming.kind === 'media' ? incoming.shown : incoming.text, log);
    return;
  }
  // A voice note heard, a photo's caption: words to answer; the file itself is kept for the inbox.
  const media =
    incoming.kind === 'media'
      ? await mediaOf(
          ctx,
          adapter,
          token,
          incoming,
          { row, botId: bot.id, conversationId: conversation.id },
          log,
        )
      : null;
  const words = incoming.kind === 'text' ? incoming.text : media!.words;
  const attachment = media?.attachment ?? null;
  const shown = words || (incoming.kind === 'media' ? incoming.shown : '');
  if (!words || !answering) {
    const decline = incoming.kind === 'media' && answering && !owner ? incoming.decline : null;
    // A voice note nobody could hear waits for the owner: it counts as unanswered.
    const unheard =
      attachment?.kind === 'audio' || (incoming.kind === 'media' && incoming.file?.kind === 'audio');
    await db.transaction(async (tx) => {
      if (!(await finishBurst(tx, rows, 'done'))) throw new ClaimLost();
      const now = new Date();
      const declineId = randomUUID();
      await insertMessages(tx, [
        {
          conversationId: conversation.id,
          botId: bot.id,
          from: 'user',
          text: shown,
          attachment,
          intent: unheard && answering ? 'fallback' : null,
          createdAt: now,
        },
        ...(decline
          ? [
              {
                id: declineId,
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
      if (decline) await queue(tx, conversation, row, 'bot', [adapter.textMessage(to, decline)], declineId);
    });
    // Answered by nobody but the team: the conversation's assignee hears of it (answered turns: answerMessage).
    publishLive(ctx, { botId: bot.id, conversationId: conversation.id, kind: 'message', from: 'user' });
    alertAssignee(ctx, bot, conversation.id, shown, log);
    return;
  }

  // The same turn as the web chat; its reply is queued in the transaction that stores it.
  const alongside = async (
    tx: DbOrTx,
    reply: Parameters<ChannelAdapter['replyMessages']>[0] & { ownerActive: boolean },
    stored: { messageId: string | null },
  ) => {
    if (!(await finishBurst(tx, rows, 'done'))) throw new ClaimLost();
    await recordCustomerMessage(tx, conversation.id, row.sentAt, row.profileName);
    if (!reply.ownerActive) {
      const bodies = adapter.replyMessages(reply, to, ctx.settings.publicUrl);
      await queue(tx, conversation, row, 'bot', bodies, stored.messageId);
    }
  };
  // A channel of the conversation core: the conversation by the customer's id there, read again (with the
  // bot) when a turn was refused because something moved.
  await answerMessage(ctx, {
    channel: row.channel,
    message: words,
    attachment,
    viewer: null,
    phone: adapter.phoneOf(row.senderId),
    load: async ({ fresh }) => {
      const current = fresh
        ? ((await findChannelConversation(db, bot.id, row.channel, row.senderId)) ?? conversation)
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
 * A burst as the conversation reads it: a single message as the channel reads it; several texts (only
 * texts are gathered, claimInbound) as one, each on its own line.
 */
function readBurst(adapter: ChannelAdapter, rows: InboundRow[]): Incoming {
  if (rows.length === 1) return adapter.read(rows[0]!.payload);
  const texts = rows.flatMap((claimed) => {
    const read = adapter.read(claimed.payload);
    return read.kind === 'text' ? [read.text] : [];
  });
  return texts.length ? { kind: 'text', text: texts.join('\n') } : { kind: 'ignore' };
}

/**
 * What a customer's media says and keeps: the file fetched from the channel, judged and kept in the private
 * store under the received message's id (a retried job writes the same file again), and a voice note heard
 * when a transcriber is set. A failure to fetch that may pass (Meta unavailable) is thrown, so the job is
 * tried again; any other keeps the message without its file.
 */
async function mediaOf(
  ctx: AppContext,
  adapter: ChannelAdapter,
  token: string | null,
  incoming: Extract<Incoming, { kind: 'media' }>,
  where: { row: InboundRow; botId: string; conversationId: string },
  log: TaskLog,
): Promise<{ attachment: MessageAttachment | null; words: string }> {
  const { file } = incoming;
  if (!file || !token || !adapter.fetchMedia)
    return { attachment: incoming.attachment, words: incoming.caption };
  let bytes: Buffer;
  try {
    bytes = await adapter.fetchMedia(ctx, token, file.id, CUSTOMER_MEDIA_MAX_BYTES);
  } catch (error) {
    if (error instanceof GraphError && error.transient) throw error;
    log.error({ err: error, inbound: where.row.id }, 'customer media not fetched');
    return { attachment: null, words: incoming.caption };
  }
  const kept = await keepMedia(
    ctx,
    { botId: where.botId, conversationId: where.conversationId, attachmentId: where.row.id },
    { kind: file.kind, bytes, fileName: file.fileName },
  );
  const transcriber = ctx.settings.transcriber;
  if (!kept || kept.kind !== 'audio' || !transcriber) return { attachment: kept, words: incoming.caption };
  try {
    const heard = await transcribe(transcriber, bytes, kept.mimeType);
    return { attachment: { ...kept, transcript: heard || null }, words: heard || incoming.caption };
  } catch (error) {
    log.error({ err: error, inbound: where.row.id }, 'voice note not transcribed');
    return { attachment: kept, words: incoming.caption };
  }
}

/** The connection's token, or null when it was sealed under another SECRETS_KEY (sends then fail). */
function tokenOf(ctx: AppContext, connection: { accessTokenSealed: string }): string | null {
  try {
    return open(ctx.settings.secretsKey, connection.accessTokenSealed);
  } catch {
    return null;
  }
}

/** Per sender, like the web chat's per-conversation limit: one customer cannot make the bot answer a flood. */
async function overSenderLimit(ctx: AppContext, row: InboundRow): Promise<boolean> {
  try {
    await ctx.rateLimiter.consume('whatsappSender', `${row.channel}:${row.accountId}:${row.senderId}`);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return true;
    throw error;
  }
}

/** The customer's conversation with the bot, created with their first message. */
async function conversationOf(
  ctx: AppContext,
  adapter: ChannelAdapter,
  bot: BotWithCreator,
  row: InboundRow,
  token: string | null,
  log: TaskLog,
): Promise<ConversationRow> {
  const db = ctx.database.db;
  const existing = await findChannelConversation(db, bot.id, row.channel, row.senderId);
  if (existing) return existing;
  // A number the channel proves (WhatsApp's) is the lead's phone from the first message: never asked for.
  const phone = adapter.phoneOf(row.senderId);
  const at = new Date().toISOString();
  const phoneFields = phone ? bot.fields.filter((field) => field.active && field.type === 'phone') : [];
  const collected: Record<string, CollectedValue> = Object.fromEntries(
    phoneFields.map((field) => [field.name, { value: phone!, label: field.label, at }]),
  );
  const alerts = phoneFields.length ? alertsOf(bot, { lead: collected }) : [];
  // Messenger and Instagram do not send the customer's name with the message: asked once, never in the way.
  const visitorName =
    row.profileName ??
    (token
      ? await adapter.profileOf(ctx, row.accountId, token, row.senderId).catch((error: unknown) => {
          log.error({ err: error, inbound: row.id }, 'channel profile failed');
          return null;
        })
      : null);
  let queued = 0;
  const conversationId = randomUUID();
  const created = await db.transaction(async (tx) => {
    const inserted = await insertChannelConversation(tx, {
      id: conversationId,
      botId: bot.id,
      channel: row.channel,
      state: { ...NEW_STATE, leadAnnounced: alerts.length > 0 },
      collected,
      contactId: row.senderId,
      visitorName,
      country: phone ? (parsePhoneNumberFromString(phone)?.country ?? null) : null,
      customerMessageAt: row.sentAt,
    });
    // The owner hears about the new contact once, as when a web visitor leaves a phone.
    if (inserted && alerts.length) {
      await createNotifications(tx, noticesOf(bot, alerts));
      queued = await recordWebhookEvent(ctx, tx, bot.id, 'lead.created', {
        leadId: conversationId,
        conversationId,
        channel: row.channel,
        message: null,
        collected: Object.fromEntries(
          Object.entries(collected).map(([key, value]) => [key, { label: value.label, value: value.value }]),
        ),
      });
    }
    return inserted;
  });
  if (created) sendAlerts(ctx, bot, alerts, log);
  sendQueuedEvents(ctx, queued);
  const found = await findChannelConversation(db, bot.id, row.channel, row.senderId);
  if (!found) throw new Error('channel conversation not stored');
  return found;
}

async function queue(
  tx: DbOrTx,
  conversation: { id: string; botId: string },
  row: { channel: MessagingChannel; accountId: string },
  author: 'bot' | 'owner',
  messages: OutgoingBody[],
  /** The transcript's message they carry: its receipts show on it. */
  conversationMessageId: string | null,
): Promise<void> {
  await insertOutbox(
    tx,
    messages.map((body) => ({
      channel: row.channel,
      botId: conversation.botId,
      conversationId: conversation.id,
      accountId: row.accountId,
      body,
      author,
      conversationMessageId,
    })),
  );
}

/** Queues the owner's hand reply (bodies the channel's service wrote) in the transaction that stores it. */
export async function queueHandReply(
  tx: DbOrTx,
  conversation: { id: string; botId: string },
  route: { channel: MessagingChannel; accountId: string },
  body: OutgoingBody,
  conversationMessageId: string,
): Promise<void> {
  await queue(tx, conversation, route, 'owner', [body], conversationMessageId);
}

// ---------- Sending ----------

async function sendWaiting(ctx: AppContext, log: TaskLog, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const row = await claimOutbox(ctx.database.db, LEASE_MS);
    if (!row) return;
    try {
      await sendOne(ctx, row, log);
    } catch (error) {
      log.error({ err: error, outbox: row.id }, 'channel send failed');
    }
  }
}

async function sendOne(ctx: AppContext, row: OutboxRow, log: TaskLog): Promise<void> {
  const db = ctx.database.db;
  const adapter = adapterOf(row.channel);
  const connection = adapter.enabled(ctx) ? await adapter.connectionOf(db, row.botId) : undefined;
  if (!connection || connection.accountId !== row.accountId) {
    await fail(ctx, adapter, row, adapter.disconnected, { notify: false });
    return;
  }
  const token = tokenOf(ctx, connection);
  if (!token) {
    // Sealed under another SECRETS_KEY: as good as an expired token, the owner connects again.
    await fail(ctx, adapter, row, adapter.tokenExpired, { notify: true });
    return;
  }
  try {
    const messageId = await adapter.send(ctx, row.accountId, token, row.body);
    if (await finishOutbox(db, row.id, row.attempts, { status: 'sent', messageId })) {
      await adapter.clearError(db, row.botId);
      await setDeliveryError(db, row.conversationId, null);
    }
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    log.error({ err: error, outbox: row.id }, 'channel send refused');
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
    const { reason, notify } = adapter.refusal(error);
    await fail(ctx, adapter, row, reason, { notify });
  }
}

/**
 * A send that will not happen: recorded on the message, the conversation (the inbox shows it) and the
 * connection, and the owner is notified once per streak of failures.
 */
async function fail(
  ctx: AppContext,
  adapter: ChannelAdapter,
  row: OutboxRow,
  reason: string,
  options: { notify: boolean },
) {
  const bot = await ctx.botCache.find(row.botId);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await finishOutbox(tx, row.id, row.attempts, { status: 'failed', error: reason }))) return;
    await setDeliveryError(tx, row.conversationId, reason);
    if (!options.notify || !bot) return;
    if (await adapter.recordError(tx, row.botId, reason)) {
      await createNotifications(tx, [
        { userId: bot.bot.createdBy, botId: row.botId, ...adapter.failedNotice(bot.bot.name, reason) },
      ]);
    }
  });
}

/** Queues a message the bot sends on its own (a booking reminder's template) in the caller's transaction. */
export async function queueTemplate(
  tx: DbOrTx,
  conversation: { id: string; botId: string },
  phoneNumberId: string,
  body: OutgoingBody,
  conversationMessageId: string,
): Promise<void> {
  await queue(
    tx,
    conversation,
    { channel: 'whatsapp', accountId: phoneNumberId },
    'bot',
    [body],
    conversationMessageId,
  );
}
