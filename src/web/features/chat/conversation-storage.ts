import { ANONYMOUS_USER_ID } from '../../../shared/constants';
import type { ChatResponse, MessageLink } from '../../../shared/schemas/chat';

/** A product of the bot's owner a reply showed as a card (issue 40). */
export type ChatProduct = NonNullable<ChatResponse['products']>[number];

/** One message of a stored conversation (spec section 3, "Conversation"). */
export interface ChatMessage {
  key: string;
  /** "owner": a reply the bot's owner wrote by hand. */
  from: 'user' | 'bot' | 'owner';
  message: string;
  messageFiles: string[];
  messageLinks: MessageLink[];
  /** The owner's products the reply is about, shown as cards; absent in older stored messages. */
  products?: ChatProduct[];
  /** When the owner wrote it (owner replies only): the next poll asks for later ones. */
  at?: string;
}

export interface StoredConversation {
  userId: string;
  botId: string;
  conversation: ChatMessage[];
  conversationId: string | null;
}

export const CONVERSATIONS_KEY = 'userConversations';

/** The part of the Web Storage API used here (tests pass a map). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as Partial<ChatMessage> | null;
  return (
    !!m &&
    typeof m.key === 'string' &&
    (m.from === 'user' || m.from === 'bot' || m.from === 'owner') &&
    typeof m.message === 'string' &&
    Array.isArray(m.messageFiles) &&
    Array.isArray(m.messageLinks)
  );
}

function isEntry(value: unknown): value is StoredConversation {
  const e = value as Partial<StoredConversation> | null;
  return (
    !!e &&
    typeof e.userId === 'string' &&
    typeof e.botId === 'string' &&
    Array.isArray(e.conversation) &&
    e.conversation.every(isMessage)
  );
}

/** Every stored entry; anything unreadable is ignored rather than breaking the chat. */
export function readConversations(storage: KeyValueStorage): StoredConversation[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONVERSATIONS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isEntry).map((e) => ({ ...e, conversationId: e.conversationId ?? null }))
      : [];
  } catch {
    return [];
  }
}

/**
 * The conversation of `userId` with `botId`, or an empty one. Someone who chatted before signing up or in
 * (issue 38) finds the same conversation: this browser's anonymous conversation with the bot, once it
 * reached the server (it has an id), moves to their key, owner's replies included, and replaces the one they
 * had there (the newer of the two: an anonymous one left in storage was had after their last sign-in). The
 * server keeps answering it by its id (anonymous conversations belong to whoever holds the id), and it stays
 * anonymous there: signing in does not put a name on what was asked without one (decision 044).
 */
export function getConversation(storage: KeyValueStorage, userId: string, botId: string): StoredConversation {
  const entries = readConversations(storage);
  const own = entries.find((e) => e.userId === userId && e.botId === botId);
  const anonymous =
    userId === ANONYMOUS_USER_ID
      ? undefined
      : entries.find((e) => e.userId === ANONYMOUS_USER_ID && e.botId === botId && e.conversationId);
  if (anonymous) {
    const adopted = { ...anonymous, userId };
    const without = entries.filter((e) => e !== anonymous && e !== own);
    try {
      storage.setItem(CONVERSATIONS_KEY, JSON.stringify([...without, adopted]));
    } catch {
      // Storage full or blocked: shown all the same, adopted again next time.
    }
    return adopted;
  }
  return own ?? { userId, botId, conversation: [], conversationId: null };
}

/** The entries after saving `entry`: an empty conversation deletes it, else it is replaced or appended. */
export function withConversation(
  entries: StoredConversation[],
  entry: StoredConversation,
): StoredConversation[] {
  const same = (e: StoredConversation) => e.userId === entry.userId && e.botId === entry.botId;
  if (entry.conversation.length === 0) return entries.filter((e) => !same(e));
  const index = entries.findIndex(same);
  if (index < 0) return [...entries, entry];
  return entries.map((e, i) => (i === index ? entry : e));
}

export function saveConversation(storage: KeyValueStorage, entry: StoredConversation): void {
  try {
    storage.setItem(CONVERSATIONS_KEY, JSON.stringify(withConversation(readConversations(storage), entry)));
  } catch {
    // Storage full or blocked: the conversation lives on in memory.
  }
}

/** The browser's storage, or nothing (blocked in some private modes). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

let counter = 0;
export function messageKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

export function botMessage(
  message: string,
  messageFiles: string[] = [],
  messageLinks: MessageLink[] = [],
  products: ChatProduct[] = [],
): ChatMessage {
  return {
    key: messageKey(),
    from: 'bot',
    message,
    messageFiles,
    messageLinks,
    ...(products.length ? { products } : {}),
  };
}

/** The owner's hand replies added once each (a poll may return one the chat already shows). */
export function withOwnerReplies(
  conversation: ChatMessage[],
  replies: ReadonlyArray<{ _id: string; text: string; createdAt: string }>,
): ChatMessage[] {
  const known = new Set(conversation.map((m) => m.key));
  const fresh = replies
    .filter((r) => !known.has(`owner-${r._id}`))
    .map<ChatMessage>((r) => ({
      key: `owner-${r._id}`,
      from: 'owner',
      message: r.text,
      messageFiles: [],
      messageLinks: [],
      at: r.createdAt,
    }));
  return fresh.length ? [...conversation, ...fresh] : conversation;
}

/** The time of the last owner reply the chat has, for the next poll. */
export function lastOwnerReplyAt(conversation: ChatMessage[]): string | undefined {
  for (let i = conversation.length - 1; i >= 0; i--) {
    const at = conversation[i]!.at;
    if (conversation[i]!.from === 'owner' && at) return at;
  }
  return undefined;
}

export function userMessage(message: string): ChatMessage {
  return { key: messageKey(), from: 'user', message, messageFiles: [], messageLinks: [] };
}
