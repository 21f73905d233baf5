import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

/** The job worker's queries (lib/jobs/job-worker.ts): the `jobs` table is its own. */

export type JobRow = typeof jobs.$inferSelect;

const inMs = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

/**
 * Queues a job; false when a job with the same dedupe key exists already (queued, running or finished and
 * not yet cleaned up), so every instance may try to queue a period's job and one row results.
 */
export async function insertJob(
  db: DbOrTx,
  job: {
    kind: string;
    payload?: Record<string, unknown>;
    runAt?: Date;
    dedupeKey?: string;
    maxAttempts: number;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Claims up to `limit` jobs of the given kinds: due queued ones, and running ones whose lease ran out (their
 * instance stopped or died). Rows another instance is claiming at this moment are skipped, not waited for,
 * so two instances never claim the same row and never block each other. Each claim counts an attempt.
 */
export async function claimJobs(
  db: DbOrTx,
  kinds: string[],
  limit: number,
  leaseMs: number,
  lockedBy: string,
): Promise<JobRow[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: inMs(leaseMs),
      lockedBy,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** The claim of this attempt, still running: the only one allowed to renew, finish or retry the job. */
const claimed = (id: string, attempt: number) =>
  and(eq(jobs.id, id), eq(jobs.attempts, attempt), eq(jobs.status, 'running'));

/** Extends the lease of a running claim; false when the job was taken over (or deleted) meanwhile. */
export async function renewJobLease(db: DbOrTx, id: string, attempt: number, leaseMs: number) {
  const renewed = await db
    .update(jobs)
    .set({ leaseUntil: inMs(leaseMs) })
    .where(claimed(id, attempt))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/** Marks the claim's job done; false when it was taken over meanwhile. */
export async function completeJob(db: DbOrTx, id: string, attempt: number) {
  const done = await db
    .update(jobs)
    .set({ status: 'done', leaseUntil: null, finishedAt: sql`now()` })
    .where(claimed(id, attempt))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/** Queues the claim's job again after `delayMs` (its backoff), keeping the error for people to read. */
export async function retryJob(db: DbOrTx, id: string, attempt: number, delayMs: number, error: string) {
  const retried = await db
    .update(jobs)
    .set({ status: 'queued', runAt: inMs(delayMs), leaseUntil: null, lockedBy: null, lastError: error })
    .where(claimed(id, attempt))
    .returning({ id: jobs.id });
  return retried.length > 0;
}

/** Gives up the claim's job for good. */
export async function failJob(db: DbOrTx, id: string, attempt: number, error: string) {
  const failed = await db
    .update(jobs)
    .set({ status: 'failed', leaseUntil: null, finishedAt: sql`now()`, lastError: error })
    .where(claimed(id, attempt))
    .returning({ id: jobs.id });
  return failed.length > 0;
}

/**
 * Gives a claim back uncounted (the instance stops): the job is due again at once, for any instance or this
 * one after its restart, and the cut attempt does not bring it closer to its last.
 */
export async function releaseJob(db: DbOrTx, id: string, attempt: number) {
  await db
    .update(jobs)
    .set({ status: 'queued', attempts: attempt - 1, leaseUntil: null, lockedBy: null })
    .where(claimed(id, attempt));
}

/** When the earliest queued job of these kinds comes due (now or later), if any is queued. */
export async function nextJobDue(db: DbOrTx, kinds: string[]): Promise<Date | undefined> {
  if (kinds.length === 0) return undefined;
  const [row] = await db
    .select({ runAt: sql<Date | string | null>`min(${jobs.runAt})` })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), eq(jobs.status, 'queued')));
  return row?.runAt ? new Date(row.runAt) : undefined;
}

/** Deletes jobs finished (done or failed) more than `ageMs` ago; the number deleted. */
export async function deleteFinishedJobs(db: DbOrTx, ageMs: number): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'failed']),
        lt(jobs.finishedAt, sql`now() - ${`${Math.round(ageMs)} milliseconds`}::interval`),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/** Jobs not yet finished, by kind: due now, due later (a backoff, a period to come), or claimed. */
export interface PendingJobs {
  kind: string;
  state: 'due' | 'scheduled' | 'running';
  count: number;
}

/** The queue's depth across instances (GET /metrics, at scrape time); the claim index covers these rows. */
export async function countPendingJobs(db: DbOrTx): Promise<PendingJobs[]> {
  const state = sql<PendingJobs['state']>`case when ${jobs.status} = 'running' then 'running'
    when ${jobs.runAt} <= now() then 'due' else 'scheduled' end`;
  return db
    .select({ kind: jobs.kind, state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']))
    .groupBy(jobs.kind, state);
}
