import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, DbOrTx } from '../../db/client';
import { consoleLog } from '../../lifecycle/shutdown';
import type { TaskLog } from '../background';
import {
  claimJobs,
  completeJob,
  deleteFinishedJobs,
  failJob,
  insertJob,
  nextJobDue,
  releaseJob,
  renewJobLease,
  retryJob,
  type JobRow,
} from './jobs.repo';

/**
 * The one worker for background work (architecture §9, decision 037). Every instance runs one; the database
 * decides who does what, so each piece of work runs once across instances:
 *
 * - **Queued jobs** live in the `jobs` table. A claim takes due rows with FOR UPDATE SKIP LOCKED for a lease
 *   that the worker renews while the handler runs; a job whose instance died is taken over when its lease
 *   runs out. A handler that throws is retried with exponential backoff up to the job's `maxAttempts`; a
 *   dedupe key (unique) makes "queue it" idempotent. Recurring jobs (`everyMs`) are queued by every instance
 *   with a key naming their period, so a period's run happens once.
 * - **Drains** are work whose rows another feature owns and claims itself, with its own leases and order
 *   (sources read fairly per owner, WhatsApp messages in order per conversation): the worker only decides
 *   when a drain runs (a kick, the sweep, a wake-up it asked for), how many run at once in this instance,
 *   and stops them.
 *
 * Features register their handlers here (lib imports no feature). `stop()` stops claiming and waits for the
 * running handlers; their AbortSignal tells them to give their work back.
 */

/** A claimed job as its handler sees it. */
export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first claim; a taken-over or retried job counts on. */
  attempt: number;
  /** When it came due: a recurring job's period start. */
  runAt: Date;
  /**
   * Aborted when the worker stops (see `onStop`), when the job's time is up, or when its claim was lost
   * (another instance took it over): the handler should give up soon, leaving nothing half-written.
   */
  signal: AbortSignal;
}

export type JobHandler = (job: Job) => Promise<void>;

/** What a stop does to running work: let it finish within the grace period, or abort it at once. */
export type OnStop = 'finish' | 'abort';

export interface JobOptions {
  /** Claims before the job is given up for good (a lease run out counts as one). */
  maxAttempts?: number;
  /** Wait before the first retry; each further retry waits twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** After this long the handler's signal aborts (a stuck SMTP server, say). */
  timeoutMs?: number;
  onStop?: OnStop;
  /**
   * A recurring job: every instance queues the current period's run (periods start at multiples of
   * `everyMs` since the epoch, UTC) with a dedupe key naming the period, so it runs once per period.
   */
  everyMs?: number;
}

export interface DrainOptions {
  /** Runs at once in this instance. */
  slots?: number;
  /** How often the sweep runs it (work of a stopped instance, work added while this one was busy). */
  sweepMs?: number;
  onStop?: OnStop;
}

/**
 * Claims and does the feature's own work until none is due; returns when more will come due (a send
 * waiting for its backoff), so the worker wakes it then instead of waiting for the next sweep.
 */
export type Drain = (signal: AbortSignal) => Promise<Date | undefined | void>;

export interface JobWorkerOptions {
  /** Queued jobs run at once in this instance (drains have their own slots). */
  concurrency?: number;
  /** How long a claim holds without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** The sweep: recurring jobs queued, due jobs claimed, drains run when their own interval came. */
  sweepMs?: number;
  /** Finished jobs are kept this long (a recurring job's row is its "already ran" mark), then deleted. */
  retentionMs?: number;
  log?: TaskLog;
  /** Told of each failure, for GET /metrics: a job retried later or given up, or a drain's run that threw. */
  onFailure?: (kind: string, outcome: JobFailure) => void;
  /** The clock recurring periods are cut from (tests). */
  now?: () => number;
}

/** A job that threw: queued again after its backoff, given up for good, or a drain's run that failed. */
export type JobFailure = 'retried' | 'given_up' | 'drain_error';

export const JobDefaults = {
  concurrency: 3,
  leaseMs: 60_000,
  sweepMs: 15_000,
  retentionMs: 7 * 24 * 3_600_000,
  maxAttempts: 5,
  backoffMs: 10_000,
  maxBackoffMs: 3_600_000,
  drainSweepMs: 60_000,
  graceMs: 3_000,
};

/** How long a job waits after its `attempt`-th claim failed: backoff, doubling, capped. */
export function retryDelay(attempt: number, options: Pick<JobOptions, 'backoffMs' | 'maxBackoffMs'> = {}) {
  const base = options.backoffMs ?? JobDefaults.backoffMs;
  return Math.min(base * 2 ** Math.max(0, attempt - 1), options.maxBackoffMs ?? JobDefaults.maxBackoffMs);
}

/** The dedupe key of a recurring job's run in the period that contains `at`, and that period's start. */
export function periodOf(kind: string, everyMs: number, at: number): { key: string; start: Date } {
  const start = new Date(Math.floor(at / everyMs) * everyMs);
  return { key: `${kind}@${start.toISOString()}`, start };
}

interface Definition {
  handler: JobHandler;
  options: JobOptions;
}

interface DrainState {
  drain: Drain;
  slots: number;
  sweepMs: number;
  onStop: OnStop;
  runs: Set<Promise<void>>;
  again: boolean;
  lastSweep: number;
  wake?: NodeJS.Timeout | undefined;
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

export class JobWorker {
  /** Where failures are logged; main.ts points it at the app's logger. */
  log: TaskLog;
  /** Names this instance in `jobs.locked_by`. */
  readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  private readonly definitions = new Map<string, Definition>();
  private readonly drains = new Map<string, DrainState>();
  /** Every handler and drain run in progress: stop waits for them. */
  private readonly running = new Set<Promise<void>>();
  /** Aborted when the stop begins ('abort' work) and when its grace is over ('finish' work). */
  private readonly stopNow = new AbortController();
  private readonly stopLater = new AbortController();
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly sweepMs: number;
  private readonly retentionMs: number;
  private readonly now: () => number;
  private readonly onFailure: NonNullable<JobWorkerOptions['onFailure']>;
  private active = 0;
  private claimRound: Promise<Promise<void>[]> | undefined;
  private claimAgain = false;
  private sweeping: Promise<void> | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private queueWake: NodeJS.Timeout | undefined;
  private queueWakeAt = 0;
  private lastCleanup = 0;
  /** The period each recurring job was last queued for here: queued once, not at every sweep. */
  private readonly queuedPeriods = new Map<string, string>();
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    options: JobWorkerOptions = {},
  ) {
    this.log = options.log ?? consoleLog;
    this.concurrency = options.concurrency ?? JobDefaults.concurrency;
    this.leaseMs = options.leaseMs ?? JobDefaults.leaseMs;
    this.sweepMs = options.sweepMs ?? JobDefaults.sweepMs;
    this.retentionMs = options.retentionMs ?? JobDefaults.retentionMs;
    this.now = options.now ?? Date.now;
    this.onFailure = options.onFailure ?? (() => undefined);
  }

  /** Registers the handler of a kind of queued job (recurring with `everyMs`). */
  define(kind: string, handler: JobHandler, options: JobOptions = {}): void {
    if (this.definitions.has(kind) || this.drains.has(kind)) throw new Error(`job "${kind}" defined twice`);
    this.definitions.set(kind, { handler, options });
  }

  /** Registers work whose rows a feature claims itself; see `Drain`. */
  drain(kind: string, drain: Drain, options: DrainOptions = {}): void {
    if (this.definitions.has(kind) || this.drains.has(kind)) throw new Error(`job "${kind}" defined twice`);
    this.drains.set(kind, {
      drain,
      slots: options.slots ?? 1,
      sweepMs: options.sweepMs ?? JobDefaults.drainSweepMs,
      onStop: options.onStop ?? 'finish',
      runs: new Set(),
      again: false,
      lastSweep: 0,
    });
  }

  get stopped(): boolean {
    return this.stopping !== undefined;
  }

  /**
   * Queues a job (durable: it runs even if this instance stops first); false when its dedupe key is taken.
   * A job due now is claimed at once, here or by another instance.
   */
  async enqueue(
    kind: string,
    job: { payload?: Record<string, unknown>; runAt?: Date; dedupeKey?: string } = {},
  ): Promise<boolean> {
    const definition = this.definitions.get(kind);
    if (!definition) throw new Error(`job "${kind}" is not defined`);
    const inserted = await insertJob(this.db, {
      kind,
      ...job,
      maxAttempts: definition.options.maxAttempts ?? JobDefaults.maxAttempts,
    });
    if (inserted) {
      if (!job.runAt || job.runAt.getTime() <= Date.now()) void this.claimQueued();
      else this.wakeQueueAt(job.runAt);
    }
    return inserted;
  }

  /**
   * Queues a job inside the caller's transaction, so that it exists exactly when the write that asked for it
   * committed; call `kick()` after the commit (the sweep finds it otherwise).
   */
  async enqueueIn(
    tx: DbOrTx,
    kind: string,
    job: { payload?: Record<string, unknown>; runAt?: Date; dedupeKey?: string } = {},
  ): Promise<boolean> {
    const definition = this.definitions.get(kind);
    if (!definition) throw new Error(`job "${kind}" is not defined`);
    return insertJob(tx, {
      kind,
      ...job,
      maxAttempts: definition.options.maxAttempts ?? JobDefaults.maxAttempts,
    });
  }

  /**
   * Immediate work in this instance: runs the named drain, or claims the due queued jobs. Resolves when the
   * work it started (or joined) is done; nothing happens once the worker stops.
   */
  kick(kind?: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const drain = kind === undefined ? undefined : this.drains.get(kind);
    if (drain) return this.runDrain(kind!, drain);
    return this.claimQueued().then((started) => Promise.allSettled(started).then(() => undefined));
  }

  /** Starts the sweep: at once, then every `sweepMs`. Kicks work before it too (tests never start it). */
  start(): void {
    if (this.sweepTimer || this.stopped) return;
    this.sweepTimer = setInterval(() => void this.sweep(), this.sweepMs);
    this.sweepTimer.unref();
    void this.sweep();
  }

  /**
   * Stops claiming (sweep, kicks and wake-ups end; a row claimed meanwhile is given back), aborts 'abort'
   * work at once and 'finish' work after `graceMs`, and resolves when every handler has returned. A handler
   * that ignores its signal keeps it pending: the caller bounds the wait (main.ts, JOBS_TIMEOUT_MS).
   */
  stop(options: { graceMs?: number } = {}): Promise<void> {
    this.stopping ??= (async () => {
      clearInterval(this.sweepTimer);
      clearTimeout(this.queueWake);
      for (const state of this.drains.values()) clearTimeout(state.wake);
      this.stopNow.abort(new Error('the job worker is stopping'));
      const grace = setTimeout(
        () => this.stopLater.abort(new Error('the job worker stopped')),
        options.graceMs ?? JobDefaults.graceMs,
      );
      try {
        await Promise.all([this.sweeping, this.claimRound]);
        while (this.running.size > 0) await Promise.allSettled([...this.running]);
      } finally {
        clearTimeout(grace);
      }
    })();
    return this.stopping;
  }

  // ---------- The sweep ----------

  private sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((error: unknown) => this.log.error({ err: error }, 'job sweep failed'))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const now = this.now();
    for (const [kind, { options }] of this.definitions) {
      if (!options.everyMs || this.stopped) continue;
      const { key, start } = periodOf(kind, options.everyMs, now);
      if (this.queuedPeriods.get(kind) === key) continue;
      await insertJob(this.db, {
        kind,
        runAt: start,
        dedupeKey: key,
        maxAttempts: options.maxAttempts ?? JobDefaults.maxAttempts,
      });
      this.queuedPeriods.set(kind, key);
    }
    if (this.stopped) return;
    void this.claimQueued();
    for (const [kind, state] of this.drains) {
      // Half a sweep of slack: a drain swept as often as the worker must not skip a round to timer drift.
      if (now - state.lastSweep < state.sweepMs - this.sweepMs / 2) continue;
      state.lastSweep = now;
      void this.runDrain(kind, state);
    }
    if (now - this.lastCleanup >= 3_600_000) {
      this.lastCleanup = now;
      await deleteFinishedJobs(this.db, this.retentionMs);
    }
  }

  // ---------- Queued jobs ----------

  /** One claim round at a time; a call during it makes it claim again. Resolves with the runs it started. */
  private claimQueued(): Promise<Promise<void>[]> {
    if (this.claimRound) {
      this.claimAgain = true;
      return this.claimRound;
    }
    // No free slot: nothing to claim now (a slot that frees claims again). Starting a round here would end
    // it before its first await, before `claimRound` is set below, which would then stay set for good and
    // stall every later claim of this instance.
    if (this.stopped || this.active >= this.concurrency) return Promise.resolve([]);
    const round = (async () => {
      const started: Promise<void>[] = [];
      try {
        do {
          this.claimAgain = false;
          const free = this.concurrency - this.active;
          if (this.stopped || free <= 0) break;
          const rows = await claimJobs(
            this.db,
            [...this.definitions.keys()],
            free,
            this.leaseMs,
            this.instance,
          );
          for (const row of rows) started.push(this.runJob(row));
          // A full claim may have left more due rows behind.
          if (rows.length === free) this.claimAgain = true;
        } while (this.claimAgain);
      } catch (error) {
        this.log.error({ err: error }, 'job claim failed');
      } finally {
        this.claimRound = undefined;
      }
      if (!this.stopped && this.active < this.concurrency) await this.scheduleQueueWake();
      return started;
    })();
    this.claimRound = round;
    return round;
  }

  /** A job coming due before the next sweep (a retry's backoff) is claimed then. */
  private async scheduleQueueWake(): Promise<void> {
    try {
      const due = await nextJobDue(this.db, [...this.definitions.keys()]);
      if (due && due.getTime() > Date.now()) this.wakeQueueAt(due);
    } catch {
      // The sweep looks again.
    }
  }

  private wakeQueueAt(due: Date): void {
    const wait = Math.max(0, due.getTime() - Date.now()) + 20;
    if (this.stopped || wait > this.sweepMs) return;
    // A wake-up already set for sooner stays: the claim it makes finds this job too, or sets the next.
    const at = Date.now() + wait;
    if (this.queueWake && this.queueWakeAt <= at) return;
    clearTimeout(this.queueWake);
    this.queueWakeAt = at;
    this.queueWake = setTimeout(() => {
      this.queueWake = undefined;
      void this.claimQueued();
    }, wait);
    this.queueWake.unref();
  }

  private runJob(row: JobRow): Promise<void> {
    const definition = this.definitions.get(row.kind)!;
    const { options } = definition;
    const attempt = row.attempts;
    this.active += 1;
    const run = (async () => {
      // Claimed while the stop began: given back untouched.
      if (this.stopped) return releaseJob(this.db, row.id, attempt);
      // Its instance died on the last attempt (the lease ran out): not run again.
      if (attempt > row.maxAttempts) {
        this.onFailure(row.kind, 'given_up');
        await failJob(this.db, row.id, attempt, row.lastError ?? 'the lease ran out on the last attempt');
        this.log.error({ job: row.kind, jobId: row.id, attempts: attempt }, 'job given up');
        return;
      }
      const lost = new AbortController();
      const signals = [
        options.onStop === 'abort' ? this.stopNow.signal : this.stopLater.signal,
        lost.signal,
        ...(options.timeoutMs ? [AbortSignal.timeout(options.timeoutMs)] : []),
      ];
      const signal = AbortSignal.any(signals);
      const heartbeat = setInterval(() => {
        renewJobLease(this.db, row.id, attempt, this.leaseMs).then(
          (held) => held || lost.abort(new Error('the job was taken over')),
          () => undefined,
        );
      }, this.leaseMs / 3);
      heartbeat.unref();
      try {
        await definition.handler({
          id: row.id,
          kind: row.kind,
          payload: row.payload,
          attempt,
          runAt: row.runAt,
          signal,
        });
      } catch (error) {
        // Taken over: the new claim's outcome is the one that counts.
        if (lost.signal.aborted) return;
        // Cut by the stop: due again at once for the next claim, here after a restart or elsewhere.
        if (this.stopped && signal.aborted) return releaseJob(this.db, row.id, attempt);
        if (attempt >= row.maxAttempts) {
          this.onFailure(row.kind, 'given_up');
          await failJob(this.db, row.id, attempt, messageOf(error));
          this.log.error(
            { err: error, job: row.kind, jobId: row.id, attempts: attempt },
            'job failed for good',
          );
        } else {
          const delayMs = retryDelay(attempt, options);
          this.onFailure(row.kind, 'retried');
          await retryJob(this.db, row.id, attempt, delayMs, messageOf(error));
          this.log.error(
            { err: error, job: row.kind, jobId: row.id, attempt, delayMs },
            'job failed; retried later',
          );
          this.wakeQueueAt(new Date(Date.now() + delayMs));
        }
        return;
      } finally {
        clearInterval(heartbeat);
      }
      await completeJob(this.db, row.id, attempt);
    })()
      .catch((error: unknown) =>
        this.log.error({ err: error, job: row.kind, jobId: row.id }, 'job bookkeeping failed'),
      )
      .finally(() => {
        this.active -= 1;
        this.running.delete(run);
        // A slot came free: take the next due job, if any.
        if (!this.stopped) void this.claimQueued();
      });
    this.running.add(run);
    return run;
  }

  // ---------- Drains ----------

  /** Starts a run when a slot is free; otherwise the first run to finish goes once more. */
  private runDrain(kind: string, state: DrainState): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (state.runs.size >= state.slots) {
      state.again = true;
      return Promise.allSettled([...state.runs]).then(() => undefined);
    }
    const signal = state.onStop === 'abort' ? this.stopNow.signal : this.stopLater.signal;
    const run: Promise<void> = (async () => {
      let next: Date | undefined | void;
      do {
        state.again = false;
        next = await state.drain(signal);
      } while (state.again && !this.stopped);
      if (next) this.wakeDrainAt(kind, state, next);
    })()
      .catch((error: unknown) => {
        this.onFailure(kind, 'drain_error');
        this.log.error({ err: error, job: kind }, 'job failed');
      })
      .finally(() => {
        state.runs.delete(run);
        this.running.delete(run);
      });
    state.runs.add(run);
    this.running.add(run);
    return run;
  }

  private wakeDrainAt(kind: string, state: DrainState, due: Date): void {
    const wait = Math.max(0, due.getTime() - Date.now()) + 50;
    if (this.stopped || wait > state.sweepMs) return;
    clearTimeout(state.wake);
    state.wake = setTimeout(() => void this.runDrain(kind, state), wait);
    state.wake.unref();
  }
}
