import { describe, expect, it } from 'vitest';
import type { BotListQuery } from '../../../shared/schemas/bots';
import type { findBots } from './bots.repo';
import { DIRECTORY_FRESH_MS, DIRECTORY_STALE_MS, DirectoryCache } from './directory-cache';

type Page = Awaited<ReturnType<typeof findBots>>;

const query = (filters: Partial<BotListQuery>): BotListQuery => ({ page: 1, pageSize: 12, ...filters });

function deferred() {
  let resolve!: (page: Page) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Page>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const page = (total: number): Page => ({ rows: [], total });

describe('the directory cache', () => {
  it('reads an expired page once for a hundred requests at the same time', async () => {
    const cache = new DirectoryCache();
    const pending = deferred();
    let reads = 0;
    const load = () => {
      reads += 1;
      return pending.promise;
    };
    const answers = Array.from({ length: 100 }, () => cache.get(query({ term: 'pizza' }), load));
    pending.resolve(page(7));
    expect((await Promise.all(answers)).every((answer) => answer.total === 7)).toBe(true);
    expect(reads).toBe(1);
  });

  it('answers a stale page at once and refreshes it behind, once', async () => {
    let now = 0;
    const cache = new DirectoryCache(() => now);
    await cache.get(query({ term: 'pizza' }), async () => page(1));
    now = DIRECTORY_FRESH_MS + 1;
    const refresh = deferred();
    let reads = 0;
    const load = () => {
      reads += 1;
      return refresh.promise;
    };
    expect((await cache.get(query({ term: 'pizza' }), load)).total).toBe(1);
    expect((await cache.get(query({ term: 'pizza' }), load)).total).toBe(1);
    expect(reads).toBe(1);
    refresh.resolve(page(2));
    await refresh.promise;
    await Promise.resolve();
    expect((await cache.get(query({ term: 'pizza' }), load)).total).toBe(2);
    expect(reads).toBe(1);
  });

  it('keeps the stale page when its refresh fails, and tries again on the next request', async () => {
    let now = 0;
    const cache = new DirectoryCache(() => now);
    await cache.get(query({ term: 'pizza' }), async () => page(1));
    now = DIRECTORY_FRESH_MS + 1;
    expect((await cache.get(query({ term: 'pizza' }), () => Promise.reject(new Error('caída')))).total).toBe(
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get(query({ term: 'pizza' }), async () => page(3))).total).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get(query({ term: 'pizza' }), async () => page(4))).total).toBe(3);
  });

  it('waits for a new reading past the stale time', async () => {
    let now = 0;
    const cache = new DirectoryCache(() => now);
    await cache.get(query({ term: 'pizza' }), async () => page(1));
    now = DIRECTORY_STALE_MS + 1;
    expect((await cache.get(query({ term: 'pizza' }), async () => page(5))).total).toBe(5);
  });

  it('never keeps what a reading begun before a write read', async () => {
    const cache = new DirectoryCache();
    const before = deferred();
    const answer = cache.get(query({ term: 'pizza' }), () => before.promise);
    cache.clear();
    before.resolve(page(1));
    expect((await answer).total).toBe(1);
    expect((await cache.get(query({ term: 'pizza' }), async () => page(2))).total).toBe(2);
  });

  it('keys pages by every filter, the term in any case', async () => {
    const cache = new DirectoryCache();
    await cache.get(query({ term: 'Pizza', country: 'AR' }), async () => page(1));
    expect((await cache.get(query({ country: 'AR', term: 'pizza' }), async () => page(2))).total).toBe(1);
    expect((await cache.get(query({ term: 'pizza', country: 'PE' }), async () => page(3))).total).toBe(3);
  });
});
