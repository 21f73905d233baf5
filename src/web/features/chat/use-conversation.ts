import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ANONYMOUS_USER_ID, Timing } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { appConfig } from '../../lib/app-config';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { sendChatMessage } from './chat-api';
import type { ChatBot } from './chat-store';
import {
  botMessage,
  browserStorage,
  getConversation,
  lastOwnerReplyAt,
  saveConversation,
  userMessage,
  withOwnerReplies,
  type ChatMessage,
  type StoredConversation,
} from './conversation-storage';
import { chatSuggestions } from './suggestions';
import { useOwnerReplies } from './use-owner-replies';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The owner's name once the server told it, and whether the owner is attending by hand right now. */
export interface ConversationOwner {
  name: string;
  attending: boolean;
}

export interface ConversationOptions {
  /** No bot: the platform's own assistant. */
  bot: ChatBot | null;
  /** A tip-card phrase: the conversation becomes just that bot message (and replaces the stored one). */
  seedPhrase?: string;
  /** The site that embeds the widget, sent with each message; null outside the widget. */
  origin?: string | null;
  /** After each message's round trip (a reply, the owner attending, or a failure), while the chat is shown. */
  onSettled?: () => void;
}

/** One chat's conversation and what it is doing, for the panel to render. */
export interface Conversation {
  /** The messages shown: the visitor's, the bot's and the owner's, oldest first. */
  messages: readonly ChatMessage[];
  conversationId: string | null;
  /** A message is on its way and its reply has not arrived. */
  writing: boolean;
  /** The reply's words while the language model writes them (server-sent `delta` events); null otherwise. */
  streamed: string | null;
  /** The reply's options, else the suggested questions (chosen once per conversation). */
  chips: readonly string[];
  owner: ConversationOwner | null;
  /** The text in the input, emptied when a message goes. */
  draft: string;
  setDraft: (text: string) => void;
  /** Sends `text` (trimmed; nothing when empty or while writing). */
  send: (text: string) => Promise<void>;
  /** A chip's question, sent after the spec's short pause. */
  sendSoon: (question: string) => void;
}

/** The stored conversation the chat starts with: a tip-card phrase, the stored one, or the greeting. */
function initialConversation(userId: string, botId: string, seedPhrase?: string): StoredConversation {
  const storage = browserStorage();
  const stored = storage
    ? getConversation(storage, userId, botId)
    : { userId, botId, conversation: [], conversationId: null };
  if (seedPhrase) return { ...stored, conversation: [botMessage(seedPhrase)], conversationId: null };
  if (stored.conversation.length === 0) return { ...stored, conversation: [botMessage(msg.chat.greeting)] };
  return stored;
}

/**
 * The conversation's one copy in memory: what the chat renders and what an answer arriving after an await
 * builds on. Every change is saved to the browser's storage at once.
 */
function conversationStore(initial: StoredConversation) {
  let current = initial;
  const listeners = new Set<() => void>();
  /** Saves the current conversation as it is (a tip-card phrase replaces the stored one at once). */
  const save = () => {
    const storage = browserStorage();
    if (storage) saveConversation(storage, current);
  };
  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    save,
    commit(next: StoredConversation) {
      current = next;
      save();
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The state of one chat of spec section 2 (the global chat, the bot page's and the widget's): the stored
 * conversation, the message on its way and its streamed words, the chips, the owner's hand replies and the
 * input's text. The panel only renders it. A new bot, person or phrase is a new conversation: mount anew.
 */
export function useConversation({
  bot,
  seedPhrase,
  origin = null,
  onSettled,
}: ConversationOptions): Conversation {
  const session = useSession();
  const userId = session.status === 'anonymous' ? ANONYMOUS_USER_ID : session.session.userId;
  const botId = bot?.botId ?? appConfig().platformBotId;
  const [store] = useState(() => conversationStore(initialConversation(userId, botId, seedPhrase)));
  const entry = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [writing, setWriting] = useState(false);
  const [streamed, setStreamed] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [options, setOptions] = useState<string[]>([]);
  const [questions] = useState(() => chatSuggestions(bot?.intents));
  const [owner, setOwner] = useState<ConversationOwner | null>(null);
  const alive = useRef(true);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    alive.current = true;
    // A tip-card phrase replaces the stored conversation at once.
    if (seedPhrase) store.save();
    return () => {
      alive.current = false;
    };
  }, [seedPhrase, store]);

  useOwnerReplies(
    botId,
    entry.conversationId,
    () => lastOwnerReplyAt(store.get().conversation),
    (updates) => {
      const current = store.get();
      const conversation = withOwnerReplies(current.conversation, updates.messages);
      if (conversation !== current.conversation) store.commit({ ...current, conversation });
      setOwner({ name: updates.ownerName, attending: updates.ownerActive });
    },
  );

  const send = async (raw: string) => {
    const message = raw.trim();
    if (!message || writing) return;
    const withUser = { ...store.get(), conversation: [...store.get().conversation, userMessage(message)] };
    store.commit(withUser);
    setDraft('');
    setOptions([]);
    setWriting(true);
    let streaming = false;
    try {
      const reply = await sendChatMessage(
        bot?.botId ?? null,
        message,
        withUser.conversationId,
        origin,
        (words) => {
          streaming = true;
          if (alive.current) setStreamed((shown) => (shown ?? '') + words);
        },
      );
      if (reply.ownerActive) {
        // The owner is answering by hand: the bot stays quiet and the owner's reply arrives by polling.
        store.commit({ ...store.get(), conversationId: reply.conversationId });
        setOwner((known) => (known ? { ...known, attending: true } : known));
        return;
      }
      // The spec's pause before the bot's reply, unless its words are already showing as they are written.
      if (!streaming) await wait(Timing.botReplyDelayMs);
      const answer = botMessage(
        reply.message || reply.intent || '',
        reply.messageFiles,
        reply.messageLinks,
        reply.products,
      );
      const current = store.get();
      store.commit({
        ...current,
        conversation: [...current.conversation, answer],
        conversationId: reply.conversationId,
      });
      if (alive.current) setOptions(reply.options);
    } catch {
      toast(msg.chat.offline, { color: 'warning' });
    } finally {
      if (alive.current) {
        setStreamed(null);
        setWriting(false);
        settled.current?.();
      }
    }
  };

  const sendSoon = (question: string) => {
    if (writing) return;
    setTimeout(() => void send(question), Timing.suggestedQuestionDelayMs);
  };

  return {
    messages: entry.conversation,
    conversationId: entry.conversationId,
    writing,
    streamed,
    chips: options.length > 0 ? options : questions,
    owner,
    draft,
    setDraft,
    send,
    sendSoon,
  };
}
