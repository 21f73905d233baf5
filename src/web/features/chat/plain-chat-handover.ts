import { ANONYMOUS_USER_ID } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { parsePlainChat, type PlainChatMessage, type PlainChatState } from '../../../shared/plain-chat';
import {
  botMessage,
  browserStorage,
  getConversation,
  messageKey,
  saveConversation,
  userMessage,
  type ChatMessage,
  type KeyValueStorage,
  type StoredConversation,
} from './conversation-storage';

/**
 * The hand-over from the bot page's plain chat (the form in the server's first view, issue 38) to the
 * app's chat: the conversation the visitor had there becomes the stored one the app's chat opens with
 * (use-conversation.ts reads it when it mounts), with the same id, so the server goes on with it.
 */

/** Attributes the page's inline script (src/server/features/seo/plain-chat-script.ts) sets and sends. */
const BUSY_ATTRIBUTE = 'data-plain-chat-busy';
const SETTLED_EVENT = 'plain-chat-settled';

function chatMessageOf(message: PlainChatMessage): ChatMessage {
  if (message.from === 'user') return userMessage(message.text);
  if (message.from === 'owner') {
    return { key: messageKey(), from: 'owner', message: message.text, messageFiles: [], messageLinks: [] };
  }
  return botMessage(message.text, message.files ?? [], message.links ?? []);
}

/**
 * The conversation the app's chat opens with after the plain chat: unchanged when nothing was said there;
 * otherwise the greeting and what the plain chat showed (the server's record of it), under its id. The
 * plain chat starts its own conversation, which replaces the one stored for this bot.
 */
export function conversationAfterPlainChat(
  state: PlainChatState,
  stored: StoredConversation,
): StoredConversation {
  if (!state.conversationId || state.messages.length === 0) return stored;
  return {
    ...stored,
    conversationId: state.conversationId,
    conversation: [botMessage(msg.chat.greeting), ...state.messages.map(chatMessageOf)],
  };
}

/** Saves the plain chat's conversation for `userId` (the signed-in user's id, or the anonymous one). */
export function takeOverPlainChat(
  state: PlainChatState,
  userId: string | undefined,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  if (!storage) return;
  const stored = getConversation(storage, userId ?? ANONYMOUS_USER_ID, state.botId);
  const next = conversationAfterPlainChat(state, stored);
  if (next !== stored) saveConversation(storage, next);
}

/** The plain chat's state in the page, if the page has one. */
export function plainChatOnPage(doc: Document = document): PlainChatState | null {
  return parsePlainChat(doc.querySelector<HTMLElement>('[data-chat]')?.dataset.chat);
}

/**
 * Whether the visitor is using the plain chat: a message on its way, words in its box, or the box focused
 * (on a phone, its keyboard open). The page's script (plain-chat-script.ts) asks the same before starting
 * the app.
 */
function plainChatInUse(doc: Document): boolean {
  if (doc.documentElement.hasAttribute(BUSY_ATTRIBUTE)) return true;
  const input = doc.querySelector<HTMLInputElement>('[data-plain-chat] input[name="message"]');
  return !!input && (doc.activeElement === input || !!input.value.trim());
}

/**
 * Resolves once the plain chat is not in use: the app does not replace it while a message is on its way
 * (its reply would land nowhere), while the visitor has words in its box (they would be lost) or is in it
 * (the keyboard would close under their fingers). The form keeps working meanwhile.
 */
export function plainChatSettled(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    if (!plainChatInUse(doc)) return resolve();
    const events = [SETTLED_EVENT, 'input', 'focusout'];
    const check = () => {
      // focusout comes before the focus has moved: look once it has.
      setTimeout(() => {
        if (plainChatInUse(doc)) return;
        for (const type of events) doc.removeEventListener(type, check);
        resolve();
      });
    };
    for (const type of events) doc.addEventListener(type, check);
  });
}
