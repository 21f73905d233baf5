import { LRUCache } from 'lru-cache';
import type { BotListQuery } from '../../../shared/schemas/bots';
import type { findBots } from './bots.repo';

type Page = Awaited<ReturnType<typeof findBots>>;

/**
 * Directory pages are read far more often than bots change, and the same searches repeat (autocomplete
 * prefixes, category chips). Pages are kept briefly per instance and dropped on every bot write here;
 * other instances see a change within the TTL.
 */
export class DirectoryCache {
  private readonly pages = new LRUCache<string, Page>({ max: 2000, ttl: 10_000 });

  async get(query: BotListQuery, load: () => Promise<Page>): Promise<Page> {
    // Every filter of the query is part of the key, whatever filters are added later; the term in any case.
    const { term, ...rest } = query;
    const key = JSON.stringify([
      term?.toLowerCase(),
      ...Object.entries(rest)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    ]);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const page = await load();
    this.pages.set(key, page);
    return page;
  }

  clear(): void {
    this.pages.clear();
  }
}
