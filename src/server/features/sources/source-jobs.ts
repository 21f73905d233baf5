import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { StoredDraftIntent } from '../../db/schema';
import type { TaskLog } from '../../lib/background';
import { draftsFrom } from './drafts';
import type { PassageDraft } from './passages';
import { countBotPassages, insertPassages } from './passages.repo';
import type { SourceFormat } from './source-format';
import { FetchRefused } from '../../lib/safe-fetch';
import { ReadFailed, SourceReader } from './source-reader';
import {
  claimPendingSource,
  finishSource,
  recordProgress,
  releaseSource,
  type SourceRow,
} from './sources.repo';
import { CrawlFailed, crawlWebsite } from './website';

/**
 * Sources are processed outside the request, as durable jobs: the source row is the job. Like the digest
 * (features/digest), the database decides who runs it, so it runs once across instances: a claim takes
 * the row for a lease, renewed as work progresses; an instance that dies mid-way leaves the lease to
 * expire and the next claim (any instance, or this one after a restart) starts the source over. Only the
 * latest claim may finish it, so the passages are written once.
 *
 * Reading is untrusted work (decision 036): every parse runs in a reader thread with a heap ceiling and a
 * clock, and a source that overruns them, or the limits of read-limits.ts, ends `failed` at once, with its
 * reason, instead of being retried. A few sources are read at once per instance, and a claim prefers an
 * owner who has nothing being read, so one owner's slow website never holds another's pasted text.
 */

/** How long a claim holds without progress; each page read or step done renews it. */
export const LEASE_MS = 2 * 60_000;
/** Claims of one source before it is marked failed (an instance dying every time it reads it). */
const MAX_ATTEMPTS = 3;
/** One page of a website (each fetch), and the whole website. */
const PAGE_TIMEOUT_MS = 15_000;
const CRAWL_TIMEOUT_MS = 3 * 60_000;
/** Passages kept from one source: a bot answers from a few hundred pages' worth at most. */
export const MAX_PASSAGES = 3000;
/**
 * Passages of one bot across its sources: the chat holds them all (in the bot cache and the passage
 * index), so the bot's whole knowledge stays a few megabytes.
 */
export const MAX_BOT_PASSAGES = 10_000;
/** Sources read at once by one instance. */
export const SOURCE_SLOTS = 3;
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

/** The content could not be read: it is missing, or held no text. */
class SourceUnreadable extends Error {}
class EmptySource extends SourceUnreadable {}
/** The bot already holds MAX_BOT_PASSAGES. */
class BotFull extends Error {}

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
  if (error instanceof ReadFailed) {
    switch (error.failure) {
      case 'too_complex':
        return m.tooComplex;
      case 'too_much_text':
        return m.tooMuchText;
      case 'too_slow_to_read':
        return m.tooSlowToRead;
      case 'too_heavy':
        return m.tooHeavy;
      case 'unreadable':
        return m.unreadable;
    }
  }
  if (error instanceof BotFull) return m.botFull(MAX_BOT_PASSAGES);
  if (error instanceof EmptySource) return m.empty;
  return m.unreadable;
}

/** What the owner gave cannot be read (or may not be): a final failure, never retried. */
const isFinal = (error: unknown) =>
  error instanceof CrawlFailed ||
  error instanceof FetchRefused ||
  error instanceof ReadFailed ||
  error instanceof SourceUnreadable ||
  error instanceof BotFull;

async function processContent(
  ctx: AppContext,
  row: SourceRow,
  reader: SourceReader,
  run: JobRun,
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
      reader,
      signal: run.signal,
      timeoutMs: PAGE_TIMEOUT_MS,
      maxRedirects: 5,
      deadline: Date.now() + CRAWL_TIMEOUT_MS,
      onProgress: (done, planned) => renew(Math.min(90, Math.round((done / Math.max(planned, 1)) * 90))),
    });
    return {
      // The site's own title, unless the owner named the source.
      title: row.title === new URL(row.url!).hostname ? pages[0]!.title : undefined,
      passages: pages.flatMap((page) => page.passages),
      drafts: draftsFrom(pages.flatMap((page) => page.pairs)),
    };
  }
  const bytes = row.contentKey ? await ctx.storage.readPrivate(row.contentKey) : row.content;
  if (!bytes) throw new SourceUnreadable('the upload is gone');
  const read = await reader.readFile(row.format as SourceFormat, bytes, row.title);
  await renew(60);
  return { passages: read.passages, drafts: draftsFrom(read.pairs) };
}

interface JobRun {
  /** Set when the instance stops: a read cut by the stop is left for the next claim, not failed. */
  stopping: boolean;
  /** Cuts the fetches in flight when the instance stops. */
  signal?: AbortSignal;
}

/** Processes one claimed source to ready or failed; a no-op when the claim was taken over meanwhile. */
async function processClaimed(
  ctx: AppContext,
  row: SourceRow,
  reader: SourceReader,
  run: JobRun,
): Promise<void> {
  const db = ctx.database.db;
  const attempt = row.attempts;
  const finish = async (result: Parameters<typeof finishSource>[3]) => {
    if ((await finishSource(db, row.id, attempt, result)) && row.contentKey)
      await ctx.storage.removePrivate(row.contentKey).catch(() => undefined);
  };
  if (attempt > MAX_ATTEMPTS) {
    await finish({ status: 'failed', error: msg.sources.failed });
    return;
  }
  const renew = (progress: number) => recordProgress(db, row.id, attempt, progress, LEASE_MS);
  let processed: Processed;
  try {
    processed = await processContent(ctx, row, reader, run, renew);
    if (processed.passages.length === 0) throw new EmptySource();
  } catch (error) {
    // Stopped by the shutdown: the next claim (this instance after its restart, or another) reads it again.
    if (run.stopping) {
      await releaseSource(db, row.id, attempt);
      return;
    }
    // What the owner gave cannot be read: they hear why. Anything else (the database, a bug) leaves the
    // source waiting: its lease runs out and a later claim tries again, up to MAX_ATTEMPTS.
    if (!isFinal(error)) throw error;
    await finish({ status: 'failed', error: failureMessage(error) });
    return;
  }
  const passages = processed.passages.slice(0, MAX_PASSAGES);
  let full = false;
  let finished = false;
  await db.transaction(async (tx) => {
    full = (await countBotPassages(tx, row.botId)) + passages.length > MAX_BOT_PASSAGES;
    finished = await finishSource(
      tx,
      row.id,
      attempt,
      full
        ? { status: 'failed', error: failureMessage(new BotFull()) }
        : {
            status: 'ready',
            passageCount: passages.length,
            drafts: processed.drafts,
            ...(processed.title ? { title: processed.title.slice(0, 120) } : {}),
          },
    );
    // Taken over by a later claim (or deleted): its result is the one that counts.
    if (finished && !full) await insertPassages(tx, row.botId, row.id, passages);
  });
  if (finished && row.contentKey) await ctx.storage.removePrivate(row.contentKey).catch(() => undefined);
}

/** Claims and processes sources until none is waiting; the number processed. */
export async function processPendingSources(
  ctx: AppContext,
  log?: TaskLog,
  run: JobRun = { stopping: false },
  reader?: SourceReader,
): Promise<number> {
  const own = reader ?? new SourceReader();
  let count = 0;
  try {
    while (!run.stopping) {
      const row = await claimPendingSource(ctx.database.db, LEASE_MS);
      if (!row) return count;
      count += 1;
      try {
        await processClaimed(ctx, row, own, run);
      } catch (error) {
        log?.error({ err: error, sourceId: row.id }, 'source processing failed');
      }
    }
    return count;
  } finally {
    if (!reader) await own.close();
  }
}

/** The job worker's name for reading sources. */
const READ_SOURCES = 'read-sources';

/**
 * Reading runs on the job worker (lib/jobs) as a drain: the source rows stay the queue (their leases, attempts
 * and the per-owner fair order of claimPendingSource), and the worker runs up to SOURCE_SLOTS reads at once in
 * this instance, sweeps every minute for sources nobody is reading (a stopped instance's, or added while every
 * slot was busy), and on stop aborts the reads at once: each gives its source back, so the next start takes it
 * without waiting for the lease.
 */
export function registerSourceJobs(ctx: AppContext): void {
  ctx.jobs.drain(READ_SOURCES, (signal) => readSources(ctx, signal), {
    slots: SOURCE_SLOTS,
    sweepMs: SWEEP_MS,
    onStop: 'abort',
  });
}

/**
 * Reads the waiting sources in this instance now; a call while every slot is busy makes the first to finish
 * look again. Resolves when the read it started (or joined) is done.
 */
export function kickSourceJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.kick(READ_SOURCES);
}

/** One slot: reads until no source waits, in its own reader thread, closed at once when the worker stops. */
async function readSources(ctx: AppContext, signal: AbortSignal): Promise<void> {
  const reader = new SourceReader();
  const close = () => void reader.close();
  signal.addEventListener('abort', close, { once: true });
  const run: JobRun = {
    get stopping() {
      return signal.aborted;
    },
    signal,
  };
  try {
    await processPendingSources(ctx, ctx.jobs.log, run, reader);
  } finally {
    signal.removeEventListener('abort', close);
    await reader.close();
  }
}
