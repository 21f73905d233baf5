import { LRUCache } from 'lru-cache';
import { IsolatedWorker } from '../../lib/isolated/isolated-worker';
import { settleWithin } from '../../lifecycle/shutdown';
import type { PassageAnswer, PassageRow } from './passages';
import { workerEntry } from '../../lib/server-files';

/**
 * The chat's way to its bots' passages (decision 036). Each source gets one engine index, built once per
 * source (a source's passages never change: re-reading makes a new source) in the passage worker thread
 * (passage-index.worker.ts) and asked there. A build that fails (its thread ran out of memory or time) is
 * remembered, so a bot with a hostile source is not rebuilt at every message; whatever goes wrong, the
 * chat answers without the passages, never with an error.
 */

export type IndexTask =
  | { kind: 'build'; sourceId: string; passages: PassageRow[] }
  | { kind: 'find'; sourceIds: string[]; message: string }
  | { kind: 'rank'; sourceIds: string[]; message: string; count: number };

export interface PassageHit {
  passageId: string;
  score: number;
  excerpt: string;
}

/** Heap of the index thread: its indexes are bounded by passages held (KEPT_PASSAGES), this is the backstop. */
const INDEX_MEMORY_MB = 1024;
/** One source's index (3,000 passages build in about a second). */
const BUILD_MS = 30_000;
/** How long a message waits for the indexes of its bot being built (the first message after a start). */
const READY_WAIT_MS = 5_000;
/** How long a message waits for the answer of an index (queued behind a build, say). */
const ASK_MS = 1_500;
/** Build outcomes remembered; a failed one for a while (the thread may have died of another build). */
const REMEMBERED = 50_000;
const FAILED_FOR_MS = 10 * 60_000;

interface Grouped {
  bySource: Map<string, PassageRow[]>;
  byId: Map<string, PassageRow>;
}

const groups = new WeakMap<readonly PassageRow[], Grouped>();

/** A bot's passages by source and by id, once per bot-cache entry. */
function groupsOf(passages: readonly PassageRow[]): Grouped {
  let grouped = groups.get(passages);
  if (!grouped) {
    grouped = { bySource: new Map(), byId: new Map() };
    for (const passage of passages) {
      const list = grouped.bySource.get(passage.sourceId);
      if (list) list.push(passage);
      else grouped.bySource.set(passage.sourceId, [passage]);
      grouped.byId.set(passage.id, passage);
    }
    groups.set(passages, grouped);
  }
  return grouped;
}

export class PassageSearch {
  private readonly worker: IsolatedWorker<IndexTask, unknown>;

  constructor(options: { maxMemoryMb?: number } = {}) {
    this.worker = new IsolatedWorker({
      entry: workerEntry('features/sources/passage-index.worker'),
      maxMemoryMb: options.maxMemoryMb ?? INDEX_MEMORY_MB,
      taskTimeoutMs: BUILD_MS,
    });
  }

  /** sourceId → its build: true once its index is in the thread, false when it could not be built. */
  private readonly builds = new LRUCache<string, Promise<boolean>>({ max: REMEMBERED });

  /** Starts the thread ahead of the first message (it takes about a second to load the engine). */
  warm(): void {
    void this.worker.run({ kind: 'find', sourceIds: [], message: '' }).catch(() => undefined);
  }

  /** The passage that answers `message` confidently, if any. */
  async find(passages: readonly PassageRow[], message: string): Promise<PassageAnswer | null> {
    if (!passages.length) return null;
    const grouped = groupsOf(passages);
    const result = await this.ask<{ hit: PassageHit | null }>(grouped, (sourceIds) => ({
      kind: 'find',
      sourceIds,
      message,
    }));
    const hit = result?.hit;
    const passage = hit ? grouped.byId.get(hit.passageId) : undefined;
    return passage && hit ? { passage, score: hit.score, excerpt: hit.excerpt } : null;
  }

  /** The ids of the `count` passages closest to `message`, whatever their confidence (an LLM's grounding). */
  async rank(passages: readonly PassageRow[], message: string, count: number): Promise<string[]> {
    if (!passages.length) return [];
    const result = await this.ask<{ ids: string[] }>(groupsOf(passages), (sourceIds) => ({
      kind: 'rank',
      sourceIds,
      message,
      count,
    }));
    return result?.ids ?? [];
  }

  close(): Promise<void> {
    return this.worker.close();
  }

  /**
   * Asks the thread about the bot's sources whose index is built, building the missing ones first (waiting
   * a bounded time); an index the thread evicted or lost (a restart) is rebuilt and asked again once.
   */
  private async ask<T>(grouped: Grouped, task: (sourceIds: string[]) => IndexTask): Promise<T | undefined> {
    for (let round = 0; round < 2; round++) {
      const ready = await this.ready(grouped);
      if (!ready.length) return undefined;
      let answer: T & { missing: string[] };
      try {
        answer = (await this.worker.run(task(ready), {
          timeoutMs: ASK_MS,
          stopOnTimeout: false,
        })) as T & { missing: string[] };
      } catch {
        return undefined;
      }
      if (!answer.missing.length) return answer;
      for (const id of answer.missing) this.builds.delete(id);
    }
    return undefined;
  }

  /** The sources whose index is in the thread, after starting the builds that are missing. */
  private async ready(grouped: Grouped): Promise<string[]> {
    const ids = [...grouped.bySource.keys()];
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const build = this.build(id, grouped.bySource.get(id)!);
        return (await settleWithin(build, READY_WAIT_MS)) === 'done' && (await build);
      }),
    );
    return ids.filter((_, i) => outcomes[i]);
  }

  private build(sourceId: string, passages: PassageRow[]): Promise<boolean> {
    let build = this.builds.get(sourceId);
    if (!build) {
      // Only what the index needs crosses to the thread.
      const rows = passages.map(({ id, sourceId: source, sourceTitle, heading, text }) => ({
        id,
        sourceId: source,
        sourceTitle,
        heading,
        text,
      }));
      build = this.worker.run({ kind: 'build', sourceId, passages: rows }).then(
        () => true,
        () => {
          this.builds.set(sourceId, Promise.resolve(false), { ttl: FAILED_FOR_MS });
          return false;
        },
      );
      this.builds.set(sourceId, build);
    }
    return build;
  }
}
