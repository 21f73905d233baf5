import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = () => Promise<void>;

let collector: Collect | undefined;

/**
 * V8's full collection, as `--expose-gc` offers it, obtained without starting Node with that flag (as Jest
 * does for `--logHeapUsage`): the flag set at run time exposes `gc` to contexts created after it. Run
 * incrementally (`execution: 'async'`), so the server keeps answering while it marks.
 */
function v8Collector(): Collect {
  if (!collector) {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'async' }) => Promise<void>;
    collector = () => gc({ type: 'major', execution: 'async' });
  }
  return collector;
}

/**
 * Gives memory back after the bot caches let go of a lot of it (decision 066). V8 collects when a program
 * allocates, and its memory reducer runs a few seconds after a burst of work; the caches' idle entries
 * expire later still (BOT_IDLE_SECONDS after their last message), when the server is quiet and nothing
 * allocates, so without a prompt the memory of every bot a burst loaded stayed in the heap for good:
 * measured by `bench:scale`, RSS 428 MB 60 s after a burst against 209 MB idle, of which a heap snapshot
 * found 65 MB alive. While bots are loaded the heap grows the same way, by the bots pushed out to make room
 * (743 MB of heap for about 180 MB of bots alive).
 * The caches report what leaves them. Past the threshold, one full collection runs `delayMs` later (what
 * leaves together is collected together), never more often than every `minIntervalMs`; what is left under
 * the threshold is collected once nothing more has left for `quietMs`.
 * The threshold is `thresholdBytes`, or `heapShare` of what the heap held after the last collection when
 * that is more: a full collection costs in proportion to what is alive (about 100 ms of marking for a heap
 * of 270 MB of bots), so a cache that keeps loading bots over a full heap paid a whole collection for every
 * 25 bots that left with a fixed 32 MB, several milliseconds of each cold bot's first message. Like V8's
 * own growing factor, but at 1.25 instead of up to 4, so memory stays near the caches' budget.
 */
export interface MemoryReleaseOptions {
  thresholdBytes: number;
  heapShare: number;
  delayMs: number;
  minIntervalMs: number;
  quietMs: number;
  /** The collection; V8's own by default. */
  collect?: Collect;
  /** What the heap holds now; V8's figure by default. */
  heapUsed?: () => number;
}

const DEFAULTS: MemoryReleaseOptions = {
  thresholdBytes: 32 * 1024 * 1024,
  heapShare: 0.25,
  delayMs: 100,
  minIntervalMs: 1_000,
  quietMs: 2_000,
};

export class MemoryRelease {
  private released = 0;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  private lastAt = 0;
  /** What the heap held after the last collection (0 before the first). */
  private liveBytes = 0;
  private readonly options: MemoryReleaseOptions;
  private readonly collect: Collect;
  private readonly heapUsed: () => number;

  constructor(options: Partial<MemoryReleaseOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    // Obtained at the first collection, not at start: most instances never need one.
    this.collect = options.collect ?? (() => v8Collector()());
    this.heapUsed = options.heapUsed ?? (() => getHeapStatistics().used_heap_size);
  }

  /** The memory that must have left before a collection runs soon. */
  get threshold(): number {
    return Math.max(this.options.thresholdBytes, this.options.heapShare * this.liveBytes);
  }

  /** A cache let go of entries holding about `bytes` (pushed out, idle, or replaced). */
  left(bytes: number): void {
    this.released += bytes;
    const { delayMs, minIntervalMs, quietMs } = this.options;
    const enough = this.released >= this.threshold;
    const now = Date.now();
    const at = enough
      ? Math.max(now + delayMs, this.lastAt + minIntervalMs)
      : Math.max(now + quietMs, this.lastAt + minIntervalMs);
    // A collection already due sooner stays; a quiet one moves with each release.
    if (this.timer && this.timerAt <= at && enough) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.run(), at - now);
    this.timer.unref();
  }

  private run(): void {
    this.timer = undefined;
    this.released = 0;
    this.lastAt = Date.now();
    this.collect()
      .then(() => {
        this.liveBytes = this.heapUsed();
      })
      .catch(() => undefined);
  }
}
