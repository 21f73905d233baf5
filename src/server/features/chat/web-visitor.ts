import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { getCachedPublicBot, getPublicBot } from '../bots/bots.service';
import { httpOrigin, originAllowed } from '../widget/embed-policy';
import type { IncomingMessage, MessageContext } from './answer-message';
import { countryOfLanguage } from './visitor-country';

/** A message from a browser: the web chat, the widget (with `origin`) or the bot page's plain form. */
export interface WebVisitorMessage {
  /** The bot's id or alias. */
  botRef: string;
  conversationId: string | null | undefined;
  viewer: UserRow | null;
  ip: string;
  acceptLanguage: string | undefined;
  /** The site that embeds the widget, as the widget sent it; null or absent elsewhere. */
  origin?: string | null | undefined;
}

/**
 * How a browser's message finds its bot and conversation (answer-message.ts `load`), with the chat's rate
 * limits: per address first, then per conversation or per new conversation. The JSON chat
 * (chat.routes.ts) and the bot page's plain form (plain-chat.ts) admit a message by the same rules.
 */
export async function webVisitorLoader(
  ctx: AppContext,
  message: WebVisitorMessage,
): Promise<IncomingMessage['load']> {
  const limits = ctx.rateLimiter;
  await limits.consume('chatIp', message.ip, msg.handoff.chatRateLimited);
  const { botRef, viewer } = message;
  return async ({ first, fresh }): Promise<MessageContext> => {
    const found = await ctx.conversations.findForVisitor(message.conversationId, viewer, { fresh });
    // Unpublished bots answer only whoever manages them ("PROBAR"); others get the same 404 as a missing
    // bot. A fresh read brought the bot's revision along: the bot cache checks it instead of asking.
    const named = found && (found.bot.id === botRef || found.bot.alias === botRef.toLowerCase());
    const { bot, intents, passages, hours, booking } = fresh
      ? await getPublicBot(ctx, viewer, botRef, named ? found.bot : undefined)
      : await getCachedPublicBot(ctx, viewer, botRef);
    // An id the server never issued, another visitor's or another bot's is no conversation: this message
    // starts a new one, counted under the address's allowance of new conversations (made-up ids cannot
    // dodge it).
    const conversation = found?.conversation.botId === bot.id ? found.conversation : undefined;
    if (first) {
      // Per visitor too: an embedded bot on a busy site must not let one visitor flood the server.
      if (conversation) await limits.consume('chatVisitor', conversation.id, msg.handoff.chatRateLimited);
      else await limits.consume('chatNewIp', message.ip, msg.handoff.chatRateLimited);
    }
    let origin: string | null = null;
    if (message.origin) {
      if (!originAllowed(message.origin, bot.embedDomains)) {
        throw new AppError('embed_forbidden', 403, msg.handoff.embedForbidden);
      }
      origin = httpOrigin(message.origin)!.origin;
    }
    return {
      bot,
      intents,
      passages,
      hours,
      booking,
      conversation,
      origin,
      country: countryOfLanguage(message.acceptLanguage),
    };
  };
}
