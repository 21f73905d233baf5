import { LRUCache } from 'lru-cache';
import type { BotListQuery } from '../../../shared/schemas/bots';
import type { findBots } from './bots.repo';

type Page = Awaited<ReturnType<typeof findBots>>;

/** A page this recent is answered as it is. */
export const DIRECTORY_FRESH_MS = 10_000;
/** Past fresh and up to this age, the kept page is answered at once and read again behind it. */
export const DIRECTORY_STALE_MS = 60_000;

interface Kept {
  page: Page;
  at: number;
}

/**
 * Directory pages are read far more often than bots change, and the same searches repeat (autocomplete
 * prefixes, category chips). Pages are kept briefly per instance and dropped on every bot write here; other
 * instances see a change within the fresh time, or on the second visit after it.
 *
 * One reading per page at a time (single flight): when a popular page expires under a hundred connections,
 * one query reads it and every request waits for that one, instead of a hundred identical queries piling on
 * the database (decision 062). A page past its fresh time but within its stale time is answered at once
 * while one reading refreshes it behind.
 */
export class DirectoryCache {
  private readonly pages = new LRUCache<string, Kept>({ max: 2000, ttl: DIRECTORY_STALE_MS });
  private readonly reading = new Map<string, Promise<Page>>();
  /** Bumped by `clear`: a reading that began before a write does not keep what it read. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async get(query: BotListQuery, load: () => Promise<Page>): Promise<Page> {
    const key = keyOf(query);
    const kept = this.pages.get(key);
    const age = kept ? this.now() - kept.at : Infinity;
    if (kept && age < DIRECTORY_FRESH_MS) return kept.page;
    const reading = this.read(key, load);
    if (kept && age < DIRECTORY_STALE_MS) {
      // Stale: everyone gets the kept page now, and one reading refreshes it. A failed refresh leaves the
      // kept page, and the next request past the fresh time tries again.
      reading.catch(() => undefined);
      return kept.page;
    }
    return reading;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.reading.clear();
  }

  private read(key: string, load: () => Promise<Page>): Promise<Page> {
    const pending = this.reading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const reading = load()
      .then((page) => {
        if (generation === this.generation) this.pages.set(key, { page, at: this.now() });
        return page;
      })
      .finally(() => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      });
    this.reading.set(key, reading);
    return reading;
  }
}

/** Every filter of the query is part of the key, whatever filters are added later; the term in any case. */
function keyOf(query: BotListQuery): string {
  const { term, ...rest } = query;
  return JSON.stringify([
    term?.toLowerCase(),
    ...Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
}
