import { useSyncExternalStore } from 'react';

/** The bot a chat talks to; no bot means the platform's own assistant. */
export interface ChatBot {
  botId: string;
  alias: string;
  name: string;
  pictureUrl: string | null;
  intents?: readonly { questions: readonly string[] }[];
}

/** The chat's view of a bot as the API describes it. */
export function chatBotOf(bot: {
  _id: string;
  alias: string;
  name: string;
  pictureUrl: string | null;
  intents?: readonly { questions: readonly string[] }[];
}): ChatBot {
  return {
    botId: bot._id,
    alias: bot.alias,
    name: bot.name,
    pictureUrl: bot.pictureUrl,
    intents: bot.intents,
  };
}

/**
 * The global chat dialog and the tip card (spec section 1). This small store lives in the first download;
 * the dialog and the card themselves load on first use.
 */
export interface ChatUiState {
  chatOpen: boolean;
  chatUsed: boolean;
  bot: ChatBot | null;
  /** A tip-card phrase that becomes the conversation's only bot message; `nonce` tells openings apart. */
  seed: { phrase: string; nonce: number } | null;
  tipOpen: boolean;
  tipUsed: boolean;
}

let state: ChatUiState = {
  chatOpen: false,
  chatUsed: false,
  bot: null,
  seed: null,
  tipOpen: false,
  tipUsed: false,
};
const listeners = new Set<() => void>();
let autoShowTimer: ReturnType<typeof setTimeout> | undefined;
let autoShowDecided = false;
let nonce = 0;
const startedAt = Date.now();

function set(patch: Partial<ChatUiState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Opens the global chat with `bot` (the last chosen one, or the platform bot when never chosen). */
export function openChat(bot?: ChatBot | null, seedPhrase?: string): void {
  nonce += 1;
  set({
    chatOpen: true,
    chatUsed: true,
    bot: bot === undefined ? state.bot : bot,
    seed: seedPhrase ? { phrase: seedPhrase, nonce } : null,
  });
}

export function closeChat(): void {
  set({ chatOpen: false, seed: null });
}

function cancelAutoShow() {
  autoShowDecided = true;
  clearTimeout(autoShowTimer);
}

export function toggleTip(): void {
  cancelAutoShow();
  set({ tipOpen: !state.tipOpen, tipUsed: true });
}

export function closeTip(): void {
  cancelAutoShow();
  set({ tipOpen: false });
}

/**
 * The tip card shows by itself 3.5 s after the app loads, once, unless the visitor already used it or the
 * first page was the bot page (whose layout never asks). Returns the cancel for an unmount.
 */
export function scheduleTipAutoShow(delayMs: number): () => void {
  if (autoShowDecided) return () => undefined;
  autoShowDecided = true;
  const sinceLoadMs = Date.now() - startedAt;
  // Only the page the visitor landed on auto-shows the card, not one reached later from the bot page.
  if (sinceLoadMs > delayMs) return () => undefined;
  autoShowTimer = setTimeout(() => set({ tipOpen: true, tipUsed: true }), delayMs - sinceLoadMs);
  return () => {
    clearTimeout(autoShowTimer);
    autoShowDecided = false;
  };
}

export function getChatUiState(): ChatUiState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatUi(): ChatUiState {
  return useSyncExternalStore(subscribe, getChatUiState, getChatUiState);
}
