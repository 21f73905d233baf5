import type { MessageLink } from './schemas/chat';

/**
 * The bot page's plain chat (issue 38): a form in the HTML the server sends, which works before the app's
 * code arrives, or without it. The server draws it (features/seo/first-view.ts) and answers its posts
 * (features/chat/plain-chat.ts); the web app takes the conversation over when it starts
 * (src/web/features/chat/plain-chat-handover.ts), from the state the page carries in `data-chat`.
 */

/** Messages of the conversation the plain chat shows (the latest ones, oldest first). */
export const PLAIN_CHAT_HISTORY = 30;

/** The fields of the form (`application/x-www-form-urlencoded`). */
export const PlainChatField = {
  message: 'message',
  /** A chip: a submit button whose value is its question (sent instead of the typed message). */
  pick: 'pick',
  conversationId: 'conversationId',
} as const;

export interface PlainChatMessage {
  from: 'user' | 'bot' | 'owner';
  text: string;
  /** The latest reply's pictures and links (older messages are stored as text only). */
  files?: string[];
  links?: MessageLink[];
}

/** What the bot page's plain chat shows, and what the app takes over. */
export interface PlainChatState {
  botId: string;
  conversationId: string | null;
  messages: PlainChatMessage[];
  /** The latest reply's options or close questions, as buttons that send them. */
  chips: string[];
  /** The text the visitor sent when it was refused (kept in the input); empty otherwise. */
  draft: string;
  /** Why the last message was refused (rate limit, bad input), in Spanish; null otherwise. */
  notice: string | null;
}

/** The state of a page that has not chatted yet. */
export function emptyPlainChat(botId: string): PlainChatState {
  return { botId, conversationId: null, messages: [], chips: [], draft: '', notice: null };
}

function isMessage(value: unknown): value is PlainChatMessage {
  const m = value as Partial<PlainChatMessage> | null;
  return (
    !!m &&
    (m.from === 'user' || m.from === 'bot' || m.from === 'owner') &&
    typeof m.text === 'string' &&
    (m.files === undefined || (Array.isArray(m.files) && m.files.every((f) => typeof f === 'string'))) &&
    (m.links === undefined || Array.isArray(m.links))
  );
}

/** The state read back from the page (`data-chat`), or null when it is not one. */
export function parsePlainChat(json: string | null | undefined): PlainChatState | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<PlainChatState> | null;
    if (
      !value ||
      typeof value.botId !== 'string' ||
      !(value.conversationId === null || typeof value.conversationId === 'string') ||
      !Array.isArray(value.messages) ||
      !value.messages.every(isMessage)
    ) {
      return null;
    }
    return {
      botId: value.botId,
      conversationId: value.conversationId,
      messages: value.messages,
      chips: Array.isArray(value.chips) ? value.chips.filter((c) => typeof c === 'string') : [],
      draft: typeof value.draft === 'string' ? value.draft : '',
      notice: typeof value.notice === 'string' ? value.notice : null,
    };
  } catch {
    return null;
  }
}
