import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { StoredDraftIntent } from '../../db/schema';
import type { TaskLog } from '../../lib/background';
import { csvPairs, draftsFrom, faqPairs } from './drafts';
import { splitIntoPassages, type PassageDraft } from './passages';
import { insertPassages } from './passages.repo';
import { readFile, type SourceFormat } from './readers';
import { FetchRefused } from './safe-fetch';
import { claimPendingSource, finishSource, recordProgress, type SourceRow } from './sources.repo';
import { CrawlFailed, crawlWebsite } from './website';

/**
 * Sources are processed outside the request, as durable jobs: the source row is the job. Like the digest
 * (features/digest), the database decides who runs it, so it runs once across instances: a claim takes
 * the row for a lease, renewed as work progresses; an instance that dies mid-way leaves the lease to
 * expire and the next claim (any instance, or this one after a restart) starts the source over. Only the
 * latest claim may finish it, so the passages are written once.
 */

/** How long a claim holds without progress; each page read or step done renews it. */
export const LEASE_MS = 2 * 60_000;
/** Claims of one source before it is marked failed (a file that crashes the reader every time). */
const MAX_ATTEMPTS = 3;
/** One page of a website, and the whole website. */
const PAGE_TIMEOUT_MS = 15_000;
const CRAWL_TIMEOUT_MS = 3 * 60_000;
/** Passages kept from one source: a bot answers from a few hundred pages' worth at most. */
const MAX_PASSAGES = 3000;
/** How often an instance looks for sources nobody is processing (a claim whose instance stopped). */
const SWEEP_MS = 60_000;

/** What robots.txt rules name our crawler by, and the user agent that names the product. */
function crawlerNames(ctx: AppContext) {
  const token = `${ctx.settings.appName.replace(/[^A-Za-z0-9]/g, '') || 'Vocero'}Bot`;
  return {
    robotsAgent: token,
    userAgent: `Mozilla/5.0 (compatible; ${token}/1.0; +${ctx.settings.publicUrl})`,
  };
}

interface Processed {
  passages: PassageDraft[];
  drafts: StoredDraftIntent[];
  title?: string | undefined;
}

/** The Spanish reason shown beside a source that could not be read. */
function failureMessage(error: unknown): string {
  const m = msg.sources;
  if (error instanceof CrawlFailed || error instanceof FetchRefused) {
    switch (error.reason) {
      case 'private_host':
        return m.privateHost;
      case 'too_slow':
        return m.tooSlow;
      case 'too_big':
        return m.tooBig;
      case 'too_many_redirects':
        return m.tooManyRedirects;
      case 'bad_status':
        return m.badStatus(error instanceof CrawlFailed ? (error.status ?? 0) : 0);
      case 'not_html':
        return m.notHtml;
      case 'robots_denied':
        return m.robotsDenied;
      case 'empty':
        return m.empty;
      case 'bad_url':
      case 'unreachable':
        return m.unreachable;
    }
  }
  if (error instanceof EmptySource) return m.empty;
  return m.unreadable;
}

/** The content could not be read (a damaged or protected file), or held no text. */
class SourceUnreadable extends Error {}
class EmptySource extends SourceUnreadable {}

async function processContent(
  ctx: AppContext,
  row: SourceRow,
  renew: (progress: number) => Promise<void>,
): Promise<Processed> {
  if (row.kind === 'url') {
    const { userAgent, robotsAgent } = crawlerNames(ctx);
    const { maxPages, maxBytes, allowPrivateHosts } = ctx.settings.imports;
    const pages = await crawlWebsite(row.url!, {
      maxPages,
      maxBytes,
      allowPrivateHosts,
      userAgent,
      robotsAgent,
      timeoutMs: PAGE_TIMEOUT_MS,
      maxRedirects: 5,
      deadline: Date.now() + CRAWL_TIMEOUT_MS,
      onProgress: (done, planned) => renew(Math.min(90, Math.round((done / Math.max(planned, 1)) * 90))),
    });
    return {
      // The site's own title, unless the owner named the source.
      title: row.title === new URL(row.url!).hostname ? pages[0]!.title : undefined,
      passages: pages.flatMap((page) => splitIntoPassages(page.text, page.title)),
      drafts: draftsFrom(pages.flatMap((page) => faqPairs(page.text))),
    };
  }
  const content = await readFile(row.format as SourceFormat, row.content ?? Buffer.alloc(0)).catch(
    (error: unknown) => {
      throw new SourceUnreadable(String(error));
    },
  );
  await renew(60);
  const pairs = content.rows ? csvPairs(content.rows) : faqPairs(content.text);
  return { passages: splitIntoPassages(content.text, row.title), drafts: draftsFrom(pairs) };
}

/** Processes one claimed source to ready or failed; a no-op when the claim was taken over meanwhile. */
async function processClaimed(ctx: AppContext, row: SourceRow): Promise<void> {
  const db = ctx.database.db;
  const attempt = row.attempts;
  if (attempt > MAX_ATTEMPTS) {
    await finishSource(db, row.id, attempt, { status: 'failed', error: msg.sources.failed });
    return;
  }
  const renew = (progress: number) => recordProgress(db, row.id, attempt, progress, LEASE_MS);
  let processed: Processed;
  try {
    processed = await processContent(ctx, row, renew);
    if (processed.passages.length === 0) throw new EmptySource();
  } catch (error) {
    // What the owner gave cannot be read: they hear why. Anything else (the database, a bug) leaves the
    // source waiting: its lease runs out and a later claim tries again, up to MAX_ATTEMPTS.
    if (!(error instanceof CrawlFailed || error instanceof FetchRefused || error instanceof SourceUnreadable))
      throw error;
    await finishSource(db, row.id, attempt, { status: 'failed', error: failureMessage(error) });
    return;
  }
  const passages = processed.passages.slice(0, MAX_PASSAGES);
  await db.transaction(async (tx) => {
    const finished = await finishSource(tx, row.id, attempt, {
      status: 'ready',
      passageCount: passages.length,
      drafts: processed.drafts,
      ...(processed.title ? { title: processed.title.slice(0, 120) } : {}),
    });
    // Taken over by a later claim (or deleted): its result is the one that counts.
    if (finished) await insertPassages(tx, row.botId, row.id, passages);
  });
}

/** Claims and processes sources until none is waiting; the number processed. */
export async function processPendingSources(ctx: AppContext, log?: TaskLog): Promise<number> {
  let count = 0;
  for (;;) {
    const row = await claimPendingSource(ctx.database.db, LEASE_MS);
    if (!row) return count;
    count += 1;
    try {
      await processClaimed(ctx, row);
    } catch (error) {
      log?.error({ err: error, sourceId: row.id }, 'source processing failed');
    }
  }
}

const workers = new WeakMap<AppContext, { running?: Promise<void>; again: boolean }>();

/**
 * Processes waiting sources in this instance, one at a time; a call while it is working makes it look
 * again when done instead of starting a second worker.
 */
export function kickSourceJobs(ctx: AppContext, log?: TaskLog): Promise<void> {
  let state = workers.get(ctx);
  if (!state) workers.set(ctx, (state = { again: false }));
  const worker = state;
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = (async () => {
    do {
      worker.again = false;
      await processPendingSources(ctx, log);
    } while (worker.again);
  })().finally(() => (worker.running = undefined));
  return worker.running;
}

/**
 * Looks for waiting sources at start and every minute: those of a stopped instance, or added while this one
 * was busy. The returned stop clears the timer and waits for the source in progress.
 */
export function startSourceJobs(ctx: AppContext, log: TaskLog): () => Promise<void> {
  const tick = () =>
    void kickSourceJobs(ctx, log).catch((error: unknown) => log.error({ err: error }, 'source jobs failed'));
  const timer = setInterval(tick, SWEEP_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await workers.get(ctx)?.running;
  };
}
