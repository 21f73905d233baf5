import { useSyncExternalStore } from 'react';
import { countryCode } from '../../../shared/countries';
import type { ContactContext } from '../../lib/contact-links';

/** The tip card's width on screens wider than it. */
export const TIP_CARD_WIDTH_PX = 340;

/** The bot a chat talks to; no bot means the platform's own assistant. */
export interface ChatBot {
  botId: string;
  alias: string;
  name: string;
  pictureUrl: string | null;
  intents?: readonly { questions: readonly string[] }[];
  /** Where the bot is, for its replies' contacts: its country reads local phone numbers, its address a map. */
  contacts?: ContactContext;
}

/** The chat's view of a bot as the API describes it. */
export function chatBotOf(bot: {
  _id: string;
  alias: string;
  name: string;
  pictureUrl: string | null;
  intents?: readonly { questions: readonly string[] }[];
  locationAddress?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
}): ChatBot {
  const address = bot.locationAddress?.trim() || null;
  return {
    botId: bot._id,
    alias: bot.alias,
    name: bot.name,
    pictureUrl: bot.pictureUrl,
    intents: bot.intents,
    contacts: {
      country: countryCode(bot.country),
      address,
      // The map searches the address with its city and country, unless the address already names them.
      mapQuery: address
        ? [
            address,
            ...[bot.city, bot.province, bot.country].filter(
              (part): part is string => !!part && !address.toLowerCase().includes(part.toLowerCase()),
            ),
          ].join(', ')
        : null,
    },
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
  /** The panel is open and waits for the bot a tip-card phrase chose ("Cargando bot..." inside it). */
  loadingBot: boolean;
  tipOpen: boolean;
  tipUsed: boolean;
}

let state: ChatUiState = {
  chatOpen: false,
  chatUsed: false,
  bot: null,
  seed: null,
  loadingBot: false,
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

/**
 * Opens the global chat with `bot`: without one, the bot the visitor last chose in this visit (a tip-card
 * phrase), else the platform's assistant; `null` is the assistant. The panel offers the way back to it.
 */
export function openChat(bot?: ChatBot | null, seedPhrase?: string): void {
  nonce += 1;
  set({
    chatOpen: true,
    chatUsed: true,
    loadingBot: false,
    bot: bot === undefined ? state.bot : bot,
    seed: seedPhrase ? { phrase: seedPhrase, nonce } : null,
  });
}

/** Opens the panel at once with its waiting state while a chosen bot loads (then openChat). */
export function openChatLoading(): void {
  set({ chatOpen: true, chatUsed: true, loadingBot: true, seed: null });
}

export function closeChat(): void {
  set({ chatOpen: false, loadingBot: false, seed: null });
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
 * The tip card shows by itself 3.5 s after the app loads (spec section 4), once, on phones and wide screens
 * alike, unless the visitor already used it, the first page was the bot page (no floating buttons), or
 * `fits()` says no when the time comes (the visitor is typing, or it would cover a control). Returns the
 * cancel.
 */
export function scheduleTipAutoShow(delayMs: number, fits: () => boolean): () => void {
  if (autoShowDecided) return () => undefined;
  autoShowDecided = true;
  const sinceLoadMs = Date.now() - startedAt;
  // Only the page the visitor landed on auto-shows the card, not one reached later from the bot page.
  if (sinceLoadMs > delayMs) return () => undefined;
  autoShowTimer = setTimeout(() => {
    if (fits()) set({ tipOpen: true, tipUsed: true });
  }, delayMs - sinceLoadMs);
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
