import type { QueryClient } from '@tanstack/react-query';
import type { BotDetail } from '../../shared/schemas/bots';

/**
 * The query keys of bots, in one place. A bot is read and written by several features (its form, its
 * training, its widget and WhatsApp cards, the inbox that teaches it, the tip card that opens it), and
 * features never import each other, so its keys and cache updates live here rather than in one of them.
 */
export const botKeys = {
  /** Every bot list shares this prefix: a bot write invalidates them all (the home rows included). */
  lists: () => ['bots'] as const,
  directory: (filters: object) => [...botKeys.lists(), 'directory', filters] as const,
  map: (filters: object) => [...botKeys.lists(), 'map', filters] as const,
  mine: (userId: string) => [...botKeys.lists(), 'mine', userId] as const,
  /** A profile's bots: published ones, or all of them for their owner, so the viewer is part of the key. */
  ofUser: (userRef: string, viewerId: string | undefined) =>
    [...botKeys.lists(), 'user', userRef, viewerId ?? 'anonymous'] as const,
  suggestions: (term: string) => [...botKeys.lists(), 'suggest', term] as const,
  home: (sort: 'recent' | 'rating') => [...botKeys.lists(), 'home', sort] as const,
  /** Every cached bot, by alias or id. */
  details: () => ['bot'] as const,
  /** One bot by alias or id, as the viewer sees it: a signed-out visitor never gets the owner's copy. */
  detail: (ref: string, viewerId: string | undefined) =>
    [...botKeys.details(), ref, viewerId ?? 'anonymous'] as const,
  /** The tip card's phrases: the viewer is in the key, so signing in or out reloads them. */
  phrases: (viewerId: string | undefined) => ['bots-phrases', viewerId ?? 'anonymous'] as const,
};

/** The cached bot's shape: GET /bot/{ref} answers `{bot}`. */
export type CachedBot = { bot: BotDetail };

/** Stores what the server answered for a bot, as its viewer's copy. */
export function setCachedBot(client: QueryClient, bot: BotDetail, viewerId: string | undefined) {
  client.setQueryData<CachedBot>(botKeys.detail(bot._id, viewerId), { bot });
}

/** Merges what a write changed into the viewer's cached copy of a bot, if there is one. */
export function patchCachedBot(
  client: QueryClient,
  id: string,
  viewerId: string | undefined,
  patch: Partial<BotDetail>,
) {
  client.setQueryData<CachedBot>(botKeys.detail(id, viewerId), (old) =>
    old ? { bot: { ...old.bot, ...patch } } : old,
  );
}

/** The viewer's cached copy of a bot, if there is one. */
export function cachedBot(client: QueryClient, id: string, viewerId: string | undefined) {
  return client.getQueryData<CachedBot>(botKeys.detail(id, viewerId))?.bot;
}

/**
 * Drops every other cached bot: the bot page caches a bot by its alias, so after a write it reloads what the
 * editor (which reads by id) just changed.
 */
export function forgetOtherBotCopies(client: QueryClient, id: string) {
  client.removeQueries({ queryKey: botKeys.details(), predicate: (query) => query.queryKey[1] !== id });
}
