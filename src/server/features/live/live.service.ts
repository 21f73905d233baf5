import type { FastifyRequest } from 'fastify';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { findBotByRef } from '../bots/bots.repo';
import { requireBot } from '../bots/bots.service';
import { messagesOfBotSince } from '../conversations/messages.repo';
import { findVisitorConversation } from '../conversations/visitor-conversation';
import type { LiveEvent } from './live-bus';
import type { LiveStream } from './live-stream';

/**
 * Open streams one key may hold on one instance, so no client can exhaust memory: a person's tabs, and a
 * looser bound for an address, which many visitors may share (an office, a carrier's NAT). Past it, 429.
 */
const MAX_STREAMS = { user: 10, ip: 30 } as const;
/** What a reconnection replays at most; more than this and the screen reloads its lists anyway. */
const REPLAY_LIMIT = 200;
/**
 * A reconnection replays from a little before its last event: an event's id is when it was published,
 * just after its message was stored, so a message stored a moment earlier by another request may have
 * been published a moment later. A screen that hears of a message twice only reloads twice.
 */
const REPLAY_MARGIN_MS = 5_000;
/**
 * A team member's stream ends after this long (plus up to a fifth more, so that the streams opened together
 * after a deploy do not all come back at once), and the browser reconnects with Last-Event-ID: access is
 * checked again, so a member removed from the team or a session that ended stops hearing within minutes.
 */
export const BOT_STREAM_LIFETIME_MS = 10 * 60_000;

/** The streams open on this instance, counted per key and ended together when the instance stops. */
export class OpenStreams {
  private readonly counts = new Map<string, number>();
  private readonly streams = new Set<LiveStream>();

  /** Takes a slot for `key` (`user:…` or `ip:…`), or refuses with 429 when it holds too many. */
  admit(key: string): void {
    const count = this.counts.get(key) ?? 0;
    const max = key.startsWith('user:') ? MAX_STREAMS.user : MAX_STREAMS.ip;
    if (count >= max) throw new AppError('rate_limited', 429, msg.live.tooManyStreams);
    this.counts.set(key, count + 1);
  }

  track(key: string, stream: LiveStream): void {
    this.streams.add(stream);
    stream.onClose(() => {
      this.streams.delete(stream);
      this.release(key);
    });
  }

  /** Gives `key`'s slot back (a stream ended, or it was refused before it opened). */
  release(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }

  endAll(): void {
    for (const stream of [...this.streams]) stream.end();
  }
}

/** The id a browser sends back as Last-Event-ID: the event's time in milliseconds. */
export const eventId = (event: Pick<LiveEvent, 'at'>) => String(Date.parse(event.at));

/** The time a Last-Event-ID names, or undefined when it names none. */
export function resumeFrom(request: FastifyRequest): Date | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const ms = Number(value);
  // A date in the future or years back is no resumption: the screen reloads its lists on connecting.
  if (ms > Date.now() + 60_000 || ms < Date.now() - 7 * 86_400_000) return undefined;
  return new Date(ms - REPLAY_MARGIN_MS);
}

/** What a team member's stream sends of an event: only ids and times, the rest is read through the API. */
function sendBotEvent(open: LiveStream, event: LiveEvent): void {
  const data =
    event.kind === 'message'
      ? { conversationId: event.conversationId, from: event.from ?? null, at: event.at }
      : { conversationId: event.conversationId, at: event.at };
  open.send(event.kind, data, eventId(event));
}

/**
 * The owner's stream of a bot: `message` for every new message of its conversations and `conversation`
 * for a change of assignment, status or lead; after a reconnection, first the messages it missed.
 */
export async function openBotStream(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
  since: Date | undefined,
  stream: () => LiveStream,
) {
  const bot = await requireBot(ctx, actor, botRef, 'inbox');
  // Listening starts before the replay is read, and what arrives meanwhile waits for the replay: a message
  // stored between the read and the subscription is never lost.
  const waiting: LiveEvent[] = [];
  let deliver: (event: LiveEvent) => void = (event) => waiting.push(event);
  const stop = ctx.live.subscribe(bot.id, (event) => deliver(event));
  let missed: Awaited<ReturnType<typeof messagesOfBotSince>>;
  let open: LiveStream;
  try {
    missed = since ? await messagesOfBotSince(ctx.database.db, bot.id, since, REPLAY_LIMIT) : [];
    open = stream();
  } catch (error) {
    stop();
    throw error;
  }
  open.onClose(stop);
  const replayed = new Set<string>();
  for (const message of missed) {
    const at = message.at.toISOString();
    replayed.add(message.conversationId);
    open.send('message', { conversationId: message.conversationId, from: message.from, at }, eventId({ at }));
  }
  // A waiting message of a conversation the replay named is a duplicate for the screen: it was published
  // (so stored) before the replay was written, and the screen reloads that conversation on the replay's.
  for (const event of waiting) {
    if (event.kind !== 'message' || !replayed.has(event.conversationId)) sendBotEvent(open, event);
  }
  deliver = (event) => sendBotEvent(open, event);
  const lifetime = setTimeout(() => open.end(), BOT_STREAM_LIFETIME_MS * (1 + Math.random() / 5));
  lifetime.unref();
  open.onClose(() => clearTimeout(lifetime));
  return open;
}

/**
 * A visitor's open chat: `reply` when someone of the team answers by hand in this conversation, which the
 * chat then fetches with the poll's own call. Authorised as that call is: the visitor's own conversation.
 */
export async function openVisitorStream(
  ctx: AppContext,
  viewer: UserRow | null,
  botRef: string,
  conversationId: string,
  stream: () => LiveStream,
) {
  const bot = await findBotByRef(ctx.database.db, botRef);
  if (!bot) throw new AppError('not_found', 404, msg.api.notFound);
  const conversation = await findVisitorConversation(ctx.database.db, bot.id, conversationId, viewer);
  if (!conversation) throw new AppError('not_found', 404, msg.api.notFound);
  const open = stream();
  const stop = ctx.live.subscribe(bot.id, (event) => {
    if (event.conversationId === conversation.id && event.kind === 'message' && event.from === 'owner') {
      open.send('reply', { at: event.at }, eventId(event));
    }
  });
  open.onClose(stop);
  return open;
}

/** Tells the bot's open screens that something happened, once it is stored (never fails the caller). */
export function publishLive(ctx: Pick<AppContext, 'live'>, event: Omit<LiveEvent, 'at'> & { at?: Date }) {
  ctx.live.publish({ ...event, at: (event.at ?? new Date()).toISOString() });
}
