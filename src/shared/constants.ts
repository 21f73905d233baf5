/** Timings of spec section 9, in milliseconds. */
export const Timing = {
  sessionLifetimeMs: 3_600_000,
  signOutDelayMs: 999,
  toastDefaultMs: 3003,
  toastFormErrorMs: 1999,
  toastAuthErrorMs: 4500,
  toastUploadOkMs: 639,
  toastInvalidFileMs: 4500,
  deleteHintMs: 1359,
  tipCardAutoShowMs: 3500,
  tipCardRotateMs: 10_000,
  botReplyDelayMs: 999 + 666,
  suggestedQuestionDelayMs: 333,
  ratingFormHideMs: 333,
  searchDebounceMs: 500,
  searchMinChars: 3,
  hintAliasMs: 4500,
  hintNameMs: 5400,
  hintDescriptionMs: 9000,
  phrasesFallbackToastMs: 2000,
  chunkReloadMinIntervalMs: 60_000,
  ownerDigestIntervalMs: 8 * 3_600_000,
  /** After the owner's last reply or keystroke in a conversation, the bot stays quiet this long. */
  handoffSilenceMs: 10 * 60_000,
  /**
   * An open chat hears of the team's hand replies by server-sent events (issue 42); only while its stream
   * cannot connect does it ask this often instead.
   */
  ownerReplyPollMs: 5_000,
  /**
   * The inbox's list and open transcript update by server-sent events (issue 42); this is only a safety
   * refresh, for an event lost while the stream was reconnecting.
   */
  transcriptPollMs: 60_000,
  inboxListPollMs: 60_000,
} as const;

export const Paging = {
  defaultPage: 1,
  botsPageSize: 4,
  publicationsPageSize: 6,
  notificationsPageSize: 6,
  autocompletePageSize: 10,
  phrasesLimit: 10,
  maxPageSize: 50,
  /** The directory counts its matches up to this many; past it the answer says there are more (decision 062). */
  directoryCountCap: 1_000,
  /** The inbox counts the conversations a search or filter finds up to this many ("más de 1.000"). */
  inboxCountCap: 1_000,
} as const;

export const Layout = {
  mobileMaxWidthPx: 630,
  atTopPx: 30,
  gridOneColumnMaxPx: 768,
  cardHeightPx: 320,
  cardHeightSmallPx: 290,
  cardSmallMaxPx: 480,
  gridGapPx: 20,
  gridGapMobilePx: 16,
  sliderStepPx: 260,
  logoSmallPx: 145,
  logoPx: 189,
  heroMinHeightPx: 500,
  chatListMaxHeightPx: 460,
  mapHeightPx: 450,
} as const;

export const Truncation = {
  tipPhrase: 70,
  cardDescription: 75,
  notificationTitle: 33,
  carouselUserName: 10,
  cardTags: 2,
} as const;

/** Chat identities of spec section 9: the spelling "anonimous" is part of the contract. */
export const ANONYMOUS_USER_ID = 'anonimous';
export const PLATFORM_BOT_ID = '00000000-0000-4000-8000-000000000001';
export const PLATFORM_BOT_ALIAS = 'vocero';

export const BotStatus = { unpublished: 0, published: 1 } as const;
export const UserStatus = { unpublished: 0, published: 1 } as const;

export const DATA_FIELD_TYPES = ['text', 'email', 'phone', 'number', 'date', 'select'] as const;
export const COLLECT_MOMENTS = ['any', 'start', 'end', 'specific'] as const;

/** Cuts a text to `max` characters, adding "..." when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
