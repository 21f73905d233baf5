import type { ConversationChannel } from '../../../shared/channels';
import type { MessageAttachment } from '../../../shared/schemas/attachments';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../lib/user-row';
import type { BotWithCreator, IntentRow } from '../bots/bots.repo';
import type { ChatConversation } from '../conversations/conversations.repo';
import type { PassageRow } from '../sources/passages';
import type { Hours } from '../../../shared/schemas/agenda';
import type { CachedBooking } from '../bots/bot-cache';
import { alertAssignee } from '../alerts/alerts.service';
import { publishLive } from '../live/live.service';
import { converse } from './chat.service';
import { turnOutcomeOf } from './turn-outcome';
import type { LlmLog, WordingSession } from './llm/word-reply';

/**
 * The one way a customer's message is answered, whatever the channel (decision 037): the web chat and the
 * widget (chat.routes), WhatsApp (whatsapp-jobs), and the next ones. A channel is a small adapter that
 * says how to find its bot and conversation and what to write with the turn; this module owns the rest:
 * the trained engine (ctx.models), the pure turn, the model's wording, storing (ctx.conversations), the
 * retry when the conversation or the bot moved meanwhile, and the owner's notices and the assignee's alert.
 */

/** Where a message came from; a conversation created by a turn is stored with it. */
export type MessageChannel = ConversationChannel;

/** The bot and the conversation a message is answered with. */
export interface MessageContext {
  bot: BotWithCreator;
  /** The bot's intents as the bot cache holds them (the engine is trained from them when it must be). */
  intents: readonly IntentRow[];
  /** The passages of the bot's sources as the bot cache holds them. */
  passages: readonly PassageRow[];
  /** Its opening hours as the bot cache holds them (null without). */
  hours: Hours | null;
  /** Its services and booking rules as the bot cache holds them, when it takes bookings (null otherwise). */
  booking: CachedBooking | null;
  /** The customer's conversation, or none: the turn starts one. */
  conversation: ChatConversation | undefined;
  /** The site that embeds the widget, already checked against the bot's list; null elsewhere. */
  origin: string | null;
  /** The customer's country when known (their language, their phone number). */
  country: string | null;
}

export interface IncomingMessage {
  channel: MessageChannel;
  message: string;
  /** The signed-in user writing, if any (the web chat only). */
  viewer: UserRow | null;
  /** The client's address where the channel has one (the web chat): lookups of orders are limited by it. */
  address?: string | null;
  /**
   * The customer's own number as the channel verified it (WhatsApp's sender, E.164): an order placed in the
   * conversation needs no phone asked, and it proves the orders bought with it.
   */
  phone?: string | null;
  /** What the customer sent besides words (a voice note whose transcript is `message`, a captioned photo). */
  attachment?: MessageAttachment | null;
  /**
   * The bot and the conversation. The first try may take them from this instance's copies; when its turn
   * was refused because something moved, `fresh` asks for them again from the database. `first` lets the
   * channel admit the message once (rate limits).
   */
  load: (attempt: { first: boolean; fresh: boolean }) => Promise<MessageContext>;
  /**
   * More to write in the transaction that stores the turn, knowing the reply (WhatsApp queues the reply
   * and marks the customer's message answered); throwing takes the turn back.
   */
  alongside?: (tx: DbOrTx, reply: ChatResponse, stored: { messageId: string | null }) => Promise<void>;
  /** Where a failed e-mail to the owner and the language model's outcomes are reported. */
  log: LlmLog;
  /** The request's link to the language model's words (streaming, the visitor leaving). */
  session?: WordingSession | undefined;
}

/** Tries whose turn is stored only if nothing moved meanwhile; the next one stores it regardless. */
const CHECKED_ATTEMPTS = 3;

/** Answers one customer message and stores the turn; the reply as every channel shows it. */
export async function answerMessage(ctx: AppContext, incoming: IncomingMessage): Promise<ChatResponse> {
  for (let attempt = 0; ; attempt += 1) {
    // First from this instance's copies (most messages then cost one statement, the write); when the write
    // refuses the turn because the conversation or the bot moved, again from a fresh read; the last try
    // stores whatever happened meanwhile, as a message racing another of the same conversation always did.
    const loaded = await incoming.load({ first: attempt === 0, fresh: attempt > 0 });
    const reply = await converse(ctx, {
      ...loaded,
      channel: incoming.channel,
      viewer: incoming.viewer,
      address: incoming.address ?? null,
      phone: incoming.phone ?? null,
      attachment: incoming.attachment ?? null,
      checked: attempt < CHECKED_ATTEMPTS,
      message: incoming.message,
      log: incoming.log,
      wording: incoming.session,
      alongside: incoming.alongside,
    });
    if (!reply) continue;
    // Counted for GET /metrics once the turn is stored, whatever the channel.
    ctx.metrics.chatTurns.inc({ channel: incoming.channel, outcome: turnOutcomeOf(reply) });
    // The team's open screens hear of the customer's message and the bot's answer (issue 42).
    publishLive(ctx, {
      botId: loaded.bot.id,
      conversationId: reply.conversationId,
      kind: 'message',
      from: 'user',
    });
    // A customer writing in a conversation someone attends: the assignee hears of it on the phone.
    if (loaded.conversation) {
      alertAssignee(ctx, loaded.bot, loaded.conversation.id, incoming.message, incoming.log);
    }
    return reply;
  }
}
