import { Readability } from '@mozilla/readability';
import { XMLParser } from 'fast-xml-parser';
import { parseHTML } from 'linkedom';
import { serveTasks, TaskFailure } from '../../lib/isolated/serve';
import { csvPairs, faqPairs } from './drafts';
import { splitIntoPassages } from './passages';
import { ReadLimitExceeded, ReadLimits } from './read-limits';
import { htmlToText, readFile, walkElements } from './readers';
import { decodeText } from './source-format';
import type { PageRead, ReaderTask, SourceRead } from './source-reader';

/**
 * The reader's worker thread (decision 036): everything that parses what an owner gave (files, pages,
 * sitemaps) runs here, under the heap ceiling and clock of lib/isolated, and answers plain data. A limit of
 * ReadLimits reached is reported as `limit`; anything the libraries could not read as `unreadable`.
 */

/** The bytes the main thread posted (a copy made by postMessage), as a Buffer without copying again. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Question–answer pairs sent back at most: drafts become at most the intents' own limit, so a CSV of tens
 * of thousands of rows need not cross to the main thread whole.
 */
const MAX_PAIRS = 2_000;

const xml = new XMLParser({ ignoreAttributes: true, processEntities: true });

/** Same-site page addresses linked from the page, as strings (the main thread decides what to follow). */
function pageLinks(document: ReturnType<typeof parseHTML>['document'], base: URL): string[] {
  const links: string[] = [];
  for (const anchor of document.querySelectorAll('a[href]')) {
    if (links.length >= ReadLimits.pageLinks) break;
    const href = anchor.getAttribute('href') ?? '';
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|whatsapp):/i.test(href)) continue;
    try {
      const url = new URL(href, base);
      if (/^https?:$/.test(url.protocol)) links.push(url.toString());
    } catch {
      // Not an address: nothing to follow.
    }
  }
  return links;
}

/** The page's readable text (Readability), with its headings; the whole body when Readability finds no article. */
function readPage(bytes: Uint8Array, address: string): PageRead {
  const html = decodeText(asBuffer(bytes));
  if (html.length > ReadLimits.htmlChars) throw new ReadLimitExceeded('htmlChars');
  const url = new URL(address);
  const { document } = parseHTML(html);
  // Bounded before any library walks the tree (Readability is quadratic on deep nesting).
  walkElements(document.documentElement);
  const links = pageLinks(document, url);
  const title = (document.querySelector('title')?.textContent ?? '').trim().slice(0, 300);
  let text = '';
  try {
    const article = new Readability(document as unknown as Document, {
      charThreshold: 100,
      maxElemsToParse: ReadLimits.domElements,
    }).parse();
    if (article?.content) text = htmlToText(article.content);
  } catch (error) {
    if (error instanceof ReadLimitExceeded) throw error;
    // Readability gave up on this markup: the body below still has the words.
  }
  if (!text.trim()) {
    const fresh = parseHTML(html).document;
    for (const element of fresh.querySelectorAll('script,style,noscript,nav,footer,header')) element.remove();
    text = htmlToText(fresh.body?.innerHTML ?? '');
  }
  const heading = title || url.hostname;
  return {
    title,
    links,
    passages: splitIntoPassages(text, heading),
    pairs: faqPairs(text).slice(0, MAX_PAIRS),
  };
}

/** Page addresses of a sitemap, and the nested sitemaps of a sitemap index. */
function readSitemap(bytes: Uint8Array): { pages: string[]; sitemaps: string[] } {
  const source = decodeText(asBuffer(bytes));
  if (source.length > ReadLimits.htmlChars) throw new ReadLimitExceeded('htmlChars');
  let parsed: unknown;
  try {
    parsed = xml.parse(source);
  } catch {
    return { pages: [], sitemaps: [] };
  }
  const list = (value: unknown): unknown[] =>
    Array.isArray(value) ? value : value === undefined ? [] : [value];
  const locOf = (entry: unknown) =>
    entry && typeof entry === 'object' && 'loc' in entry
      ? String((entry as { loc: unknown }).loc).trim()
      : '';
  const root = (parsed ?? {}) as { urlset?: { url?: unknown }; sitemapindex?: { sitemap?: unknown } };
  return {
    pages: list(root.urlset?.url).slice(0, ReadLimits.sitemapUrls).map(locOf).filter(Boolean),
    sitemaps: list(root.sitemapindex?.sitemap).slice(0, 10).map(locOf).filter(Boolean),
  };
}

async function readSource(task: Extract<ReaderTask, { kind: 'file' }>): Promise<SourceRead> {
  const content = await readFile(task.format, asBuffer(task.bytes));
  return {
    passages: splitIntoPassages(content.text, task.title),
    pairs: (content.rows ? csvPairs(content.rows) : faqPairs(content.text)).slice(0, MAX_PAIRS),
  };
}

serveTasks<ReaderTask>(async (task) => {
  try {
    switch (task.kind) {
      case 'file':
        return await readSource(task);
      case 'page':
        return readPage(task.bytes, task.url);
      case 'sitemap':
        return readSitemap(task.bytes);
    }
  } catch (error) {
    if (error instanceof ReadLimitExceeded) throw new TaskFailure('limit', error.limit);
    throw new TaskFailure('unreadable', error instanceof Error ? error.message.slice(0, 300) : String(error));
  }
});
