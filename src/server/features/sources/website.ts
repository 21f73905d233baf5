import robotsParser from 'robots-parser';
import type { PassageDraft } from './passages';
import { ReadLimits } from './read-limits';
import { decodeText } from './source-format';
import { FetchRefused, safeFetch, type FetchLimits } from '../../lib/safe-fetch';
import { ReadFailed, type SourceReader } from './source-reader';

/**
 * A website source: the page given and same-site pages found through its sitemap and its links, read in
 * that order up to the page limit, each reduced to its readable text. robots.txt is honoured for our user
 * agent. Fetching happens here, on the event loop (it only waits); parsing what a site sent happens in the
 * reader's worker thread (decision 036).
 */

export interface WebPage {
  url: string;
  title: string;
  passages: PassageDraft[];
  pairs: Array<{ question: string; answer: string }>;
}

export interface CrawlOptions extends FetchLimits {
  maxPages: number;
  /** The whole crawl ends by then; pages read so far are kept. Each fetch also has `timeoutMs` of its own. */
  deadline: number;
  /** The robots.txt name of our crawler (its product token). */
  robotsAgent: string;
  /** Parses pages and sitemaps off the event loop. */
  reader: SourceReader;
  onProgress?: (done: number, planned: number) => Promise<void> | void;
}

export class CrawlFailed extends Error {
  constructor(
    readonly reason: FetchRefused['reason'] | 'bad_status' | 'not_html' | 'robots_denied' | 'empty',
    readonly status?: number,
  ) {
    super(reason);
    this.name = 'CrawlFailed';
  }
}

/** Pages of the same site: the same host, with or without "www.". */
const siteOf = (url: URL) => url.hostname.replace(/^www\./, '');

/** A page's address without its fragment: "#precios" is the same page. */
function pageKey(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.toString();
}

const SKIPPED_EXTENSIONS =
  /\.(?:jpe?g|png|gif|webp|avif|svg|ico|css|js|json|zip|rar|gz|mp[34]|mov|avi|woff2?|ttf|pdf|docx?|xlsx?|pptx?)$/i;

/** One fetch: the page's own timeout, never past the crawl's deadline. */
const fetchPage = (address: string, options: CrawlOptions) =>
  safeFetch(address, options, Math.min(options.deadline, Date.now() + options.timeoutMs));

/** Page addresses of a sitemap (a sitemap index's first sitemaps are read too, one level deep). */
async function sitemapPages(address: string, options: CrawlOptions, depth = 0): Promise<string[]> {
  let read;
  try {
    const page = await fetchPage(address, options);
    if (page.status !== 200) return [];
    read = await options.reader.readSitemap(page.body);
  } catch {
    return [];
  }
  const pages = read.pages;
  if (depth === 0) {
    for (const nested of read.sitemaps.slice(0, 3))
      pages.push(...(await sitemapPages(nested, options, depth + 1)));
  }
  return pages.slice(0, ReadLimits.sitemapUrls);
}

/** Reads the site from `start`; fails only when the first page cannot be read. */
export async function crawlWebsite(start: string, options: CrawlOptions): Promise<WebPage[]> {
  const origin = new URL(start);
  let robots: ReturnType<typeof robotsParser> | undefined;
  const robotsUrl = new URL('/robots.txt', origin).toString();
  try {
    const page = await fetchPage(robotsUrl, options);
    if (page.status === 200)
      robots = robotsParser(robotsUrl, decodeText(page.body.subarray(0, ReadLimits.robotsBytes)));
  } catch (error) {
    // A refused address is refused for the whole site; a missing robots.txt allows everything.
    if (error instanceof FetchRefused && error.reason === 'private_host')
      throw new CrawlFailed('private_host');
  }
  const allowed = (url: URL) => robots?.isAllowed(url.toString(), options.robotsAgent) !== false;
  if (!allowed(origin)) throw new CrawlFailed('robots_denied');

  const queue: URL[] = [origin];
  const seen = new Set<string>([pageKey(origin)]);
  const enqueue = (url: URL) => {
    const key = pageKey(url);
    if (
      seen.has(key) ||
      siteOf(url) !== siteOf(origin) ||
      SKIPPED_EXTENSIONS.test(url.pathname) ||
      !allowed(url)
    )
      return;
    seen.add(key);
    queue.push(url);
  };
  const sitemaps = robots?.getSitemaps().length
    ? robots.getSitemaps()
    : [new URL('/sitemap.xml', origin).toString()];
  for (const sitemap of sitemaps.slice(0, 3)) {
    for (const address of await sitemapPages(sitemap, options)) {
      try {
        enqueue(new URL(address));
      } catch {
        // A malformed entry of the sitemap: skipped.
      }
    }
  }

  const pages: WebPage[] = [];
  for (let i = 0; i < queue.length && pages.length < options.maxPages && Date.now() < options.deadline; i++) {
    const url = queue[i]!;
    try {
      const page = await fetchPage(url.toString(), options);
      const finalUrl = new URL(page.url);
      if (page.status !== 200) {
        if (i === 0) throw new CrawlFailed('bad_status', page.status);
        continue;
      }
      if (!/html|xml/i.test(page.contentType) && page.contentType) {
        if (i === 0) throw new CrawlFailed('not_html');
        continue;
      }
      // A redirect may leave the site or land on a page robots.txt closes: then it is not read.
      if (siteOf(finalUrl) !== siteOf(origin) || !allowed(finalUrl)) {
        if (i === 0) throw new CrawlFailed(allowed(finalUrl) ? 'unreachable' : 'robots_denied');
        continue;
      }
      const read = await options.reader.readPage(page.body, finalUrl.toString());
      for (const link of read.links) {
        try {
          enqueue(new URL(link));
        } catch {
          // Not an address: nothing to follow.
        }
      }
      if (read.passages.length)
        pages.push({
          url: page.url,
          title: read.title || finalUrl.hostname,
          passages: read.passages,
          pairs: read.pairs,
        });
    } catch (error) {
      // The first page decides the source; a later page that cannot be read is skipped.
      if (i === 0) {
        if (error instanceof CrawlFailed || error instanceof ReadFailed) throw error;
        throw new CrawlFailed(error instanceof FetchRefused ? error.reason : 'unreachable');
      }
    }
    await options.onProgress?.(pages.length, Math.min(queue.length, options.maxPages));
  }
  if (pages.length === 0) throw new CrawlFailed('empty');
  return pages;
}
