import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createScratchDatabase } from '../../db/scratch-database';
import { jobs } from '../../db/schema';
import { JobWorker, periodOf, retryDelay, type JobWorkerOptions } from './job-worker';
import { claimJobs, completeJob } from './jobs.repo';

const quiet = { error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined), within `timeoutMs`. */
async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('retryDelay', () => {
  it('doubles from the first backoff and stops at the cap', () => {
    const options = { backoffMs: 1_000, maxBackoffMs: 5_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, options))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });

  it('names a recurring job period by its UTC start', () => {
    const at = Date.parse('2026-03-04T09:59:59Z');
    expect(periodOf('digest', 8 * 3_600_000, at)).toEqual({
      key: 'digest@2026-03-04T08:00:00.000Z',
      start: new Date('2026-03-04T08:00:00Z'),
    });
  });
});

/** Two instances over one database: PGlite shares one engine, PostgreSQL gets two connection pools. */
const engines: Array<[string, string | undefined]> = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) engines.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(engines)('the job worker on %s', (_engine, adminUrl) => {
  let first: Database;
  let second: Database;
  let drop: (() => Promise<void>) | undefined;
  const workers: JobWorker[] = [];

  beforeAll(async () => {
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, 'vocero_test');
      drop = scratch.drop;
      first = await openDatabase({ databaseUrl: scratch.url });
      second = await openDatabase({ databaseUrl: scratch.url });
    } else {
      first = await openDatabase({});
      second = first;
    }
    await first.migrate();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop({ graceMs: 0 })));
    await first.close();
    if (second !== first) await second.close();
    await drop?.();
  });
  beforeEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ graceMs: 0 })));
    await first.db.delete(jobs);
  });

  const workerOn = (database: Database, options: JobWorkerOptions = {}) => {
    const worker = new JobWorker(database.db, { log: quiet, ...options });
    workers.push(worker);
    return worker;
  };
  const rowOf = async (id: string) => (await first.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const rowsOf = (kind: string) => first.db.select().from(jobs).where(eq(jobs.kind, kind));

  it('runs each queued job once although two workers claim at the same time', async () => {
    const ran: string[] = [];
    const [a, b] = [workerOn(first, { concurrency: 4 }), workerOn(second, { concurrency: 4 })];
    for (const worker of [a, b])
      worker.define('count', async (job) => {
        ran.push(`${job.payload.n}`);
        await sleep(5);
      });
    // Queued without claiming: both workers then race for the same rows.
    await first.db
      .insert(jobs)
      .values(Array.from({ length: 30 }, (_, n) => ({ kind: 'count', payload: { n }, maxAttempts: 3 })));
    await Promise.all([a.kick(), b.kick(), a.kick(), b.kick()]);
    await until(async () =>
      (await rowsOf('count')).every((row) => row.status === 'done') ? true : undefined,
    );
    expect(ran.toSorted()).toEqual(Array.from({ length: 30 }, (_, n) => `${n}`).toSorted());
    expect((await rowsOf('count')).every((row) => row.attempts === 1)).toBe(true);
  });

  it('claims a job queued while every slot is busy as soon as one frees (a full worker must not stall)', async () => {
    const worker = workerOn(first, { concurrency: 1 });
    const ran: string[] = [];
    worker.define('fan', async (job) => {
      // Queued from a running job, with the only slot taken: claimed once this one ends.
      if (job.payload.n === 0) await worker.enqueue('fan', { payload: { n: 1 } });
      ran.push(`${job.payload.n}`);
    });
    await worker.enqueue('fan', { payload: { n: 0 } });
    await until(async () => (ran.length === 2 ? true : undefined), 3_000);
    await worker.enqueue('fan', { payload: { n: 2 } });
    await until(async () => (ran.length === 3 ? true : undefined), 3_000);
    expect(ran).toEqual(['0', '1', '2']);
  });

  it('takes over a job whose instance died once its lease ran out; the dead claim can no longer finish it', async () => {
    const worker = workerOn(second);
    const attempts: number[] = [];
    worker.define('mail', async (job) => void attempts.push(job.attempt));
    await first.db.insert(jobs).values({ kind: 'mail', maxAttempts: 3 });
    // Another instance claims it for 100 ms, then dies.
    const [dead] = await claimJobs(first.db, ['mail'], 1, 100, 'dead-instance');
    await worker.kick();
    expect(attempts).toEqual([]);
    await sleep(150);
    await worker.kick();
    expect(attempts).toEqual([2]);
    expect(await rowOf(dead!.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await completeJob(first.db, dead!.id, 1)).toBe(false);
  });

  it('keeps the lease of a long job while it runs, so nobody else takes it', async () => {
    const runs: string[] = [];
    const slow = workerOn(first, { leaseMs: 300 });
    const other = workerOn(second, { leaseMs: 300 });
    slow.define('long', async () => {
      runs.push('slow');
      await sleep(1_000);
    });
    other.define('long', async () => void runs.push('other'));
    await first.db.insert(jobs).values({ kind: 'long', maxAttempts: 3 });
    const running = slow.kick();
    for (let i = 0; i < 8; i++) {
      await sleep(100);
      await other.kick();
    }
    await running;
    expect(runs).toEqual(['slow']);
    expect((await rowsOf('long'))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives up a job whose instance died on its last attempt, without running it again', async () => {
    const worker = workerOn(first);
    let ran = false;
    worker.define('doomed', async () => void (ran = true));
    const [row] = await first.db
      .insert(jobs)
      .values({ kind: 'doomed', maxAttempts: 2, attempts: 2, status: 'running', lastError: 'boom' })
      .returning();
    await first.db.update(jobs).set({ leaseUntil: sql`now() - interval '1 second'` });
    await worker.kick();
    expect(ran).toBe(false);
    expect(await rowOf(row!.id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom' });
  });

  it('retries a failing job with exponential backoff, then fails it for good after its last attempt', async () => {
    const worker = workerOn(first);
    const tried: number[] = [];
    worker.define(
      'flaky',
      async () => {
        tried.push(Date.now());
        throw new Error('SMTP no contesta');
      },
      { maxAttempts: 3, backoffMs: 150 },
    );
    await worker.enqueue('flaky');
    const row = await until(async () => {
      const [job] = await rowsOf('flaky');
      return job?.status === 'failed' ? job : undefined;
    });
    expect(row).toMatchObject({ attempts: 3, lastError: 'Error: SMTP no contesta' });
    expect(tried).toHaveLength(3);
    // 150 ms after the first failure, 300 ms after the second (timers fire a little late, never early).
    expect(tried[1]! - tried[0]!).toBeGreaterThanOrEqual(140);
    expect(tried[2]! - tried[1]!).toBeGreaterThanOrEqual(290);
    expect(tried[2]! - tried[1]!).toBeLessThan(2_000);
  });

  it('finishes a job that succeeds on a retry', async () => {
    const worker = workerOn(first);
    let calls = 0;
    worker.define(
      'second-time',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('once');
      },
      { backoffMs: 50 },
    );
    await worker.enqueue('second-time');
    const row = await until(async () => {
      const [job] = await rowsOf('second-time');
      return job?.status === 'done' ? job : undefined;
    });
    expect(row).toMatchObject({ attempts: 2, lastError: 'Error: once' });
  });

  it('aborts a job that outlasts its time and retries it later', async () => {
    const worker = workerOn(first);
    worker.define(
      'slow-smtp',
      (job) =>
        new Promise((_, reject) =>
          job.signal.addEventListener('abort', () => reject(new Error('cut by its time'))),
        ),
      { timeoutMs: 100, backoffMs: 60_000 },
    );
    await worker.enqueue('slow-smtp');
    const row = await until(async () => {
      const [job] = await rowsOf('slow-smtp');
      return job?.status === 'queued' && job.attempts === 1 ? job : undefined;
    });
    expect(row.lastError).toBe('Error: cut by its time');
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('queues a job once per dedupe key', async () => {
    const worker = workerOn(first);
    worker.define('welcome', async () => undefined);
    const later = new Date(Date.now() + 3_600_000);
    expect(await worker.enqueue('welcome', { dedupeKey: 'welcome:ana', runAt: later })).toBe(true);
    expect(await worker.enqueue('welcome', { dedupeKey: 'welcome:ana', runAt: later })).toBe(false);
    expect(await rowsOf('welcome')).toHaveLength(1);
  });

  it('runs a recurring job once per period across instances, and again in the next period', async () => {
    const periods: string[] = [];
    let now = Date.parse('2026-03-04T08:00:05Z');
    const options = { now: () => now, sweepMs: 60_000 };
    const [a, b] = [workerOn(first, options), workerOn(second, options)];
    for (const worker of [a, b])
      worker.define('digest', async (job) => void periods.push(job.runAt.toISOString()), {
        everyMs: 8 * 3_600_000,
      });
    a.start();
    b.start();
    const done = (count: number) =>
      until(async () => {
        const rows = await rowsOf('digest');
        return rows.length === count && rows.every((row) => row.status === 'done') ? rows : undefined;
      });
    await done(1);
    // A restarted instance in the same period finds the run done.
    const restarted = workerOn(second, options);
    restarted.define('digest', async (job) => void periods.push(job.runAt.toISOString()), {
      everyMs: 8 * 3_600_000,
    });
    restarted.start();
    await sleep(300);
    expect(periods).toEqual(['2026-03-04T08:00:00.000Z']);

    now = Date.parse('2026-03-04T16:00:01Z');
    const next = workerOn(first, options);
    next.define('digest', async (job) => void periods.push(job.runAt.toISOString()), {
      everyMs: 8 * 3_600_000,
    });
    next.start();
    await done(2);
    expect(periods).toEqual(['2026-03-04T08:00:00.000Z', '2026-03-04T16:00:00.000Z']);
  });

  it('on stop claims nothing more and waits for a running job to finish', async () => {
    const worker = workerOn(first);
    let finished = false;
    let aborted = false;
    worker.define('send', async (job) => {
      await sleep(300);
      aborted = job.signal.aborted;
      finished = true;
    });
    const [row] = await first.db.insert(jobs).values({ kind: 'send', maxAttempts: 3 }).returning();
    void worker.kick();
    await until(async () => ((await rowOf(row!.id)).status === 'running' ? true : undefined));
    await worker.stop({ graceMs: 2_000 });
    expect({ finished, aborted }).toEqual({ finished: true, aborted: false });
    expect(await rowOf(row!.id)).toMatchObject({ status: 'done' });

    // Stopped: a job queued now waits for the next instance.
    worker.define('later', async () => undefined);
    expect(await worker.enqueue('later')).toBe(true);
    await worker.kick();
    expect((await rowsOf('later'))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('aborts a job that outlasts the grace period and gives it back uncounted', async () => {
    const worker = workerOn(first);
    worker.define('stuck', (job) => new Promise((_, reject) => job.signal.addEventListener('abort', reject)));
    const [row] = await first.db.insert(jobs).values({ kind: 'stuck', maxAttempts: 3 }).returning();
    void worker.kick();
    await until(async () => ((await rowOf(row!.id)).status === 'running' ? true : undefined));
    const began = Date.now();
    await worker.stop({ graceMs: 200 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(190);
    expect(Date.now() - began).toBeLessThan(2_000);
    // Due again at once for the next instance, its cut attempt not counted.
    expect(await rowOf(row!.id)).toMatchObject({ status: 'queued', attempts: 0, leaseUntil: null });
  });

  it("aborts 'abort' work as soon as the stop begins", async () => {
    const worker = workerOn(first);
    let seen = false;
    worker.drain(
      'read',
      (signal) =>
        new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => {
            seen = true;
            resolve();
          }),
        ),
      { onStop: 'abort' },
    );
    void worker.kick('read');
    const began = Date.now();
    await worker.stop({ graceMs: 5_000 });
    expect(seen).toBe(true);
    expect(Date.now() - began).toBeLessThan(1_000);
  });

  it('runs a drain in at most its slots; a kick while they are busy makes one go again', async () => {
    const worker = workerOn(first);
    let active = 0;
    let most = 0;
    let runs = 0;
    worker.drain(
      'sources',
      async () => {
        runs += 1;
        active += 1;
        most = Math.max(most, active);
        await sleep(50);
        active -= 1;
      },
      { slots: 2 },
    );
    await Promise.all(Array.from({ length: 5 }, () => worker.kick('sources')));
    expect(most).toBe(2);
    // Two runs for the first two kicks, then one more for the kicks that found both slots busy.
    expect(runs).toBe(3);
  });

  it('wakes a drain when the work it reported comes due', async () => {
    const worker = workerOn(first);
    const ranAt: number[] = [];
    worker.drain(
      'outbox',
      async () => {
        ranAt.push(Date.now());
        return ranAt.length === 1 ? new Date(Date.now() + 200) : undefined;
      },
      { sweepMs: 60_000 },
    );
    await worker.kick('outbox');
    await until(async () => (ranAt.length === 2 ? true : undefined));
    expect(ranAt[1]! - ranAt[0]!).toBeGreaterThanOrEqual(200);
  });
});
