import { Readability } from '@mozilla/readability';
import { XMLParser } from 'fast-xml-parser';
import { parseHTML } from 'linkedom';
import robotsParser from 'robots-parser';
import { decodeText, htmlToText } from './readers';
import { FetchRefused, safeFetch, type FetchLimits } from './safe-fetch';

/**
 * A website source: the page given and same-site pages found through its sitemap and its links, read in
 * that order up to the page limit, each reduced to its readable text. robots.txt is honoured for our user
 * agent.
 */

export interface WebPage {
  url: string;
  title: string;
  text: string;
}

export interface CrawlOptions extends FetchLimits {
  maxPages: number;
  /** The whole crawl ends by then; pages read so far are kept. */
  deadline: number;
  /** The robots.txt name of our crawler (its product token). */
  robotsAgent: string;
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

function sameSiteLinks(document: ReturnType<typeof parseHTML>['document'], base: URL): URL[] {
  const links: URL[] = [];
  for (const anchor of document.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|whatsapp):/i.test(href)) continue;
    try {
      const url = new URL(href, base);
      if (
        /^https?:$/.test(url.protocol) &&
        siteOf(url) === siteOf(base) &&
        !SKIPPED_EXTENSIONS.test(url.pathname)
      )
        links.push(url);
    } catch {
      // Not an address: nothing to follow.
    }
  }
  return links;
}

const xml = new XMLParser({ ignoreAttributes: true, processEntities: true });

/** Page addresses of a sitemap (a sitemap index's first sitemaps are read too, one level deep). */
async function sitemapPages(address: string, options: CrawlOptions, depth = 0): Promise<string[]> {
  let page;
  try {
    page = await safeFetch(address, options, options.deadline);
  } catch {
    return [];
  }
  if (page.status !== 200) return [];
  let parsed: unknown;
  try {
    parsed = xml.parse(decodeText(page.body));
  } catch {
    return [];
  }
  const list = (value: unknown): unknown[] =>
    Array.isArray(value) ? value : value === undefined ? [] : [value];
  const locOf = (entry: unknown) =>
    entry && typeof entry === 'object' && 'loc' in entry
      ? String((entry as { loc: unknown }).loc).trim()
      : '';
  const root = (parsed ?? {}) as { urlset?: { url?: unknown }; sitemapindex?: { sitemap?: unknown } };
  const pages = list(root.urlset?.url).map(locOf).filter(Boolean);
  if (depth === 0) {
    for (const nested of list(root.sitemapindex?.sitemap).map(locOf).filter(Boolean).slice(0, 3))
      pages.push(...(await sitemapPages(nested, options, depth + 1)));
  }
  return pages;
}

/** The page's readable text (Readability), with its headings; the whole body when Readability finds no article. */
function readablePage(html: string, url: URL): { title: string; text: string; links: URL[] } {
  const { document } = parseHTML(html);
  const links = sameSiteLinks(document, url);
  const title = (document.querySelector('title')?.textContent ?? '').trim();
  let text = '';
  try {
    const article = new Readability(document as unknown as Document, { charThreshold: 100 }).parse();
    if (article?.content) text = htmlToText(article.content);
  } catch {
    // Readability gave up on this markup: the body below still has the words.
  }
  if (!text.trim()) {
    const fresh = parseHTML(html).document;
    for (const element of fresh.querySelectorAll('script,style,noscript,nav,footer,header')) element.remove();
    text = htmlToText(fresh.body?.innerHTML ?? '');
  }
  return { title, text, links };
}

/** Reads the site from `start`; fails only when the first page cannot be read. */
export async function crawlWebsite(start: string, options: CrawlOptions): Promise<WebPage[]> {
  const origin = new URL(start);
  let robots: ReturnType<typeof robotsParser> | undefined;
  const robotsUrl = new URL('/robots.txt', origin).toString();
  try {
    const page = await safeFetch(robotsUrl, options, options.deadline);
    if (page.status === 200) robots = robotsParser(robotsUrl, decodeText(page.body));
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
    if (seen.has(key) || siteOf(url) !== siteOf(origin) || !allowed(url)) return;
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
    let text = '';
    try {
      const page = await safeFetch(url.toString(), options, options.deadline);
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
      const read = readablePage(decodeText(page.body), finalUrl);
      for (const link of read.links) enqueue(link);
      text = read.text;
      if (text.trim()) pages.push({ url: page.url, title: read.title || finalUrl.hostname, text });
    } catch (error) {
      if (i === 0) {
        if (error instanceof CrawlFailed) throw error;
        throw new CrawlFailed(error instanceof FetchRefused ? error.reason : 'unreachable');
      }
    }
    await options.onProgress?.(pages.length, Math.min(queue.length, options.maxPages));
  }
  if (pages.length === 0) throw new CrawlFailed('empty');
  return pages;
}
