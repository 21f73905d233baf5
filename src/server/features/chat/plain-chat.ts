import { z } from 'zod';
import { msg } from '../../../shared/messages.es';
import {
  PLAIN_CHAT_HISTORY,
  PlainChatField,
  type PlainChatMessage,
  type PlainChatState,
} from '../../../shared/plain-chat';
import { ChatRequestSchema, type ChatResponse } from '../../../shared/schemas/chat';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { findSession } from '../accounts/accounts.repo';
import { getCachedPublicBot } from '../bots/bots.service';
import { recentMessages } from '../conversations/messages.repo';
import { findVisitorConversation } from '../conversations/visitor-conversation';
import { answerMessage, type IncomingMessage } from './answer-message';
import { webVisitorLoader } from './web-visitor';

/**
 * The bot page's plain chat (issue 38): the form the server draws in the page's HTML posts here, and the
 * page comes back with the exchange. It works before the app's code has arrived on a slow phone, and
 * without JavaScript at all. A channel of the conversation core like the JSON chat (chat.routes.ts), with
 * the same rate limits (web-visitor.ts) and the same turn.
 */

/** A post of the form, as the page route read it. */
export interface PlainChatPost {
  /** The bot's alias (the page's path). */
  botRef: string;
  /** The form's fields; null when the body was not a form. */
  fields: Record<string, string> | null;
  /** The request's Origin and Sec-Fetch-Site headers. */
  origin: string | undefined;
  fetchSite: string | undefined;
  /** The origins this server answers as (its public URL, the address the request came to). */
  ownOrigins: readonly string[];
  /** The session cookie the web app keeps beside its stored session, if any. */
  sessionToken: string | undefined;
  ip: string;
  acceptLanguage: string | undefined;
  log: IncomingMessage['log'];
}

/** The page to draw: the bot's and what its chat shows, with the status of the answer. */
export interface PlainChatPage {
  status: number;
  botRef: string;
  chat: PlainChatState;
}

const FormSchema = z.object({
  message: ChatRequestSchema.shape.interaction.shape.message,
  conversationId: z
    .string()
    .max(100)
    .optional()
    .transform((id) => id || null),
});

/**
 * A form is accepted only from the bot's own page: a browser says where a post comes from (Origin, and
 * Sec-Fetch-Site where Origin is absent). Another site's form could otherwise send messages, with the
 * visitor's session cookie, in their name.
 */
function fromOwnPage(post: PlainChatPost): boolean {
  if (post.origin) return post.ownOrigins.includes(post.origin);
  return post.fetchSite === 'same-origin';
}

async function viewerOf(ctx: AppContext, token: string | undefined): Promise<UserRow | null> {
  if (!token || token.length > 128) return null;
  return (await findSession(ctx.database.db, token))?.user ?? null;
}

/** The conversation's latest messages, when the id is the visitor's conversation with this bot. */
async function historyOf(
  ctx: AppContext,
  botId: string,
  conversationId: string | null,
  viewer: UserRow | null,
): Promise<{ conversationId: string | null; messages: PlainChatMessage[] }> {
  const db = ctx.database.db;
  const conversation = await findVisitorConversation(db, botId, conversationId, viewer);
  if (!conversation) return { conversationId: null, messages: [] };
  const rows = await recentMessages(db, conversation.id, PLAIN_CHAT_HISTORY);
  const messages = rows.flatMap((row): PlainChatMessage[] =>
    row.from === 'user' || row.from === 'bot' || row.from === 'owner'
      ? [{ from: row.from, text: row.text }]
      : [],
  );
  return { conversationId: conversation.id, messages };
}

/** The chips of a reply: a select field's options, else the close questions. */
function chipsOf(reply: ChatResponse): string[] {
  return reply.options.length > 0 ? reply.options : reply.suggestions.map((s) => s.text);
}

/**
 * Answers one post of the plain chat: the turn is taken and stored as the JSON chat would, and the page
 * shows the conversation's latest messages. A refused message (another site's form, bad input, too many
 * messages) draws the page again with the reason and the text kept in the input; a bot that is missing
 * or not visible is a 404 (AppError).
 */
export async function answerPlainChat(ctx: AppContext, post: PlainChatPost): Promise<PlainChatPage> {
  const fields = post.fields ?? {};
  const typed = fields[PlainChatField.pick] || fields[PlainChatField.message] || '';
  const draft = typed.slice(0, 2_000);
  const requestedId = (fields[PlainChatField.conversationId] ?? '').slice(0, 100) || null;
  const own = fromOwnPage(post);
  const viewer = own ? await viewerOf(ctx, post.sessionToken) : null;
  // The bot first: a missing or hidden one is the same 404 whatever was posted.
  const { bot } = await getCachedPublicBot(ctx, viewer, post.botRef);
  const refused = async (status: number, notice: string): Promise<PlainChatPage> => {
    const history = own
      ? await historyOf(ctx, bot.id, requestedId, viewer)
      : { conversationId: null, messages: [] };
    return {
      status,
      botRef: bot.alias,
      chat: { botId: bot.id, ...history, chips: [], draft, notice },
    };
  };

  if (!own) return refused(403, msg.plainChat.crossSite);
  const form = FormSchema.safeParse({ message: typed, conversationId: requestedId ?? undefined });
  if (!form.success) return refused(400, form.error.issues[0]?.message ?? msg.api.validation);

  let reply: ChatResponse;
  try {
    const load = await webVisitorLoader(ctx, {
      botRef: bot.id,
      conversationId: form.data.conversationId,
      viewer,
      ip: post.ip,
      acceptLanguage: post.acceptLanguage,
    });
    reply = await answerMessage(ctx, {
      channel: 'web',
      message: form.data.message,
      viewer,
      address: post.ip,
      load,
      log: post.log,
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return refused(error.statusCode, error.message);
    throw error;
  }

  const history = await historyOf(ctx, bot.id, reply.conversationId, viewer);
  const messages = history.messages;
  // The latest reply's pictures and links go with it (the stored messages keep their text only).
  const last = messages.at(-1);
  if (last?.from === 'bot' && !reply.ownerActive) {
    messages[messages.length - 1] = { ...last, files: reply.messageFiles, links: reply.messageLinks };
  }
  return {
    status: 200,
    botRef: bot.alias,
    chat: {
      botId: bot.id,
      conversationId: reply.conversationId,
      messages,
      chips: chipsOf(reply),
      draft: '',
      notice: null,
    },
  };
}
