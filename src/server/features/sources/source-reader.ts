import { IsolatedWorker, WorkerStopped, WorkerTaskFailed } from '../../lib/isolated/isolated-worker';
import type { PassageDraft } from './passages';
import type { ReadLimit } from './read-limits';
import type { SourceFormat } from './source-format';
import { workerEntry } from '../../lib/server-files';

/**
 * The main thread's side of reading sources (decision 036): each task goes to the reader's worker thread
 * (reader.worker.ts) and comes back as plain data, or as one of the failures below. The thread has a heap
 * ceiling and each task a clock; either overrun stops the thread, never the server.
 */

export type ReaderTask =
  | { kind: 'file'; format: SourceFormat; bytes: Uint8Array; title: string }
  | { kind: 'page'; bytes: Uint8Array; url: string }
  | { kind: 'sitemap'; bytes: Uint8Array };

/** A file read: its passages and its question–answer pairs (the drafts are made from them). */
export interface SourceRead {
  passages: PassageDraft[];
  pairs: Array<{ question: string; answer: string }>;
}

/** A web page read: its title, the addresses it links to, its passages and pairs. */
export interface PageRead extends SourceRead {
  title: string;
  links: string[];
}

export interface SitemapRead {
  pages: string[];
  sitemaps: string[];
}

/** Why reading stopped, as the owner hears it (source-jobs.ts words it). */
export type ReadFailure = 'too_complex' | 'too_much_text' | 'too_slow_to_read' | 'too_heavy' | 'unreadable';

export class ReadFailed extends Error {
  constructor(
    readonly failure: ReadFailure,
    readonly detail = '',
  ) {
    super(`${failure}${detail ? `: ${detail}` : ''}`);
    this.name = 'ReadFailed';
  }
}

/** Heap of the reader's thread: an honest 10 MB PDF reads in well under half of it. */
const READER_MEMORY_MB = 384;
/** Clocks: a whole file, one page of a website, one sitemap. */
export const FILE_READ_MS = 90_000;
export const PAGE_READ_MS = 10_000;
const SITEMAP_READ_MS = 10_000;
/** A reader thread left idle this long stops; the next source starts another. */
const IDLE_MS = 30_000;

const LIMIT_FAILURES: Record<ReadLimit, ReadFailure> = {
  textChars: 'too_much_text',
  htmlChars: 'too_much_text',
  domDepth: 'too_complex',
  domElements: 'too_complex',
  pageLinks: 'too_complex',
  pdfPages: 'too_complex',
  pdfItems: 'too_complex',
  docxXmlBytes: 'too_complex',
  docxParagraphs: 'too_complex',
  csvRows: 'too_complex',
  sitemapUrls: 'too_complex',
  robotsBytes: 'too_complex',
};

function failureOf(error: unknown): unknown {
  if (error instanceof WorkerStopped)
    return new ReadFailed(
      error.reason === 'timeout'
        ? 'too_slow_to_read'
        : error.reason === 'memory'
          ? 'too_heavy'
          : 'unreadable',
      error.reason,
    );
  if (error instanceof WorkerTaskFailed)
    return new ReadFailed(
      error.kind === 'limit' ? (LIMIT_FAILURES[error.detail as ReadLimit] ?? 'too_complex') : 'unreadable',
      error.detail,
    );
  return error;
}

/** One reader thread; a source job holds one for its whole run and closes it when done. */
export class SourceReader {
  private readonly worker = new IsolatedWorker<ReaderTask, unknown>({
    entry: workerEntry('features/sources/reader.worker'),
    maxMemoryMb: READER_MEMORY_MB,
    taskTimeoutMs: FILE_READ_MS,
    idleMs: IDLE_MS,
  });

  private async run<T>(task: ReaderTask, timeoutMs: number): Promise<T> {
    try {
      return (await this.worker.run(task, { timeoutMs })) as T;
    } catch (error) {
      throw failureOf(error);
    }
  }

  readFile(format: SourceFormat, bytes: Buffer, title: string): Promise<SourceRead> {
    return this.run({ kind: 'file', format, bytes, title }, FILE_READ_MS);
  }

  readPage(bytes: Buffer, url: string): Promise<PageRead> {
    return this.run({ kind: 'page', bytes, url }, PAGE_READ_MS);
  }

  readSitemap(bytes: Buffer): Promise<SitemapRead> {
    return this.run({ kind: 'sitemap', bytes }, SITEMAP_READ_MS);
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
