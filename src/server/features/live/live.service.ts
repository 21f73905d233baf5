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

/** Open streams one person (or one address, for visitors) may hold on one instance: tabs, not a flood. */
const MAX_STREAMS_PER_KEY = 10;
/** What a reconnection replays at most; more than this and the screen reloads its lists anyway. */
const REPLAY_LIMIT = 200;
/**
 * A reconnection replays from a little before its last event: an event's id is when it was published,
 * just after its message was stored, so a message stored a moment earlier by another request may have
 * been published a moment later. A screen that hears of a message twice only reloads twice.
 */
const REPLAY_MARGIN_MS = 5_000;

/** The streams open on this instance, counted per key and ended together when the instance stops. */
export class OpenStreams {
  private readonly counts = new Map<string, number>();
  private readonly streams = new Set<LiveStream>();

  /** Takes a slot for `key`, or refuses with 429 when it holds too many. */
  admit(key: string): void {
    const count = this.counts.get(key) ?? 0;
    if (count >= MAX_STREAMS_PER_KEY) throw new AppError('rate_limited', 429, msg.live.tooManyStreams);
    this.counts.set(key, count + 1);
  }

  track(key: string, stream: LiveStream): void {
    this.streams.add(stream);
    stream.onClose(() => {
      this.streams.delete(stream);
      const count = (this.counts.get(key) ?? 1) - 1;
      if (count > 0) this.counts.set(key, count);
      else this.counts.delete(key);
    });
  }

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
  const missed = since ? await messagesOfBotSince(ctx.database.db, bot.id, since, REPLAY_LIMIT) : [];
  const open = stream();
  // Listening starts before the replay is written: nothing published meanwhile is lost (at worst twice).
  const stop = ctx.live.subscribe(bot.id, (event) => {
    const data =
      event.kind === 'message'
        ? { conversationId: event.conversationId, from: event.from ?? null, at: event.at }
        : { conversationId: event.conversationId, at: event.at };
    open.send(event.kind, data, eventId(event));
  });
  open.onClose(stop);
  for (const message of missed) {
    const at = message.at.toISOString();
    open.send('message', { conversationId: message.conversationId, from: message.from, at }, eventId({ at }));
  }
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
