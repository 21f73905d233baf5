import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { sources, type StoredDraftIntent } from '../../db/schema';

export type SourceRow = typeof sources.$inferSelect;
export type NewSource = typeof sources.$inferInsert;

/** What lists and presents a source: everything but the pending upload. */
const listed = {
  id: sources.id,
  botId: sources.botId,
  kind: sources.kind,
  format: sources.format,
  title: sources.title,
  url: sources.url,
  status: sources.status,
  error: sources.error,
  progress: sources.progress,
  passageCount: sources.passageCount,
  drafts: sources.drafts,
  createdAt: sources.createdAt,
};
export type ListedSource = Pick<SourceRow, keyof typeof listed>;

export async function insertSource(db: DbOrTx, values: NewSource): Promise<ListedSource> {
  const [row] = await db.insert(sources).values(values).returning(listed);
  return row!;
}

export function findSourcesOf(db: DbOrTx, botId: string): Promise<ListedSource[]> {
  return db.select(listed).from(sources).where(eq(sources.botId, botId)).orderBy(asc(sources.createdAt));
}

export async function countSourcesOf(db: DbOrTx, botId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sources)
    .where(eq(sources.botId, botId));
  return row?.count ?? 0;
}

export async function findSourceOf(db: DbOrTx, botId: string, id: string): Promise<ListedSource | undefined> {
  const [row] = await db
    .select(listed)
    .from(sources)
    .where(and(eq(sources.botId, botId), eq(sources.id, id)));
  return row;
}

/**
 * Deletes the source; its passages go with it (cascade), which bumps the bot's revision (migration 0017).
 * Answers the upload still waiting in the file store, if any, for the caller to remove.
 */
export async function deleteSource(
  db: DbOrTx,
  botId: string,
  id: string,
): Promise<{ contentKey: string | null } | undefined> {
  const [deleted] = await db
    .delete(sources)
    .where(and(eq(sources.botId, botId), eq(sources.id, id)))
    .returning({ contentKey: sources.contentKey });
  return deleted;
}

/**
 * Claims the oldest source waiting to be processed whose claim is free or expired, for `leaseMs`, taking
 * first the sources of owners who have none being read now: one owner's ten websites never make another
 * owner's pasted text wait behind them. Rows locked by a concurrent claim are skipped, so two instances
 * never claim the same source at once; an instance that died leaves its lease to expire and the next claim
 * takes over.
 */
export async function claimPendingSource(db: DbOrTx, leaseMs: number): Promise<SourceRow | undefined> {
  const busy = alias(sources, 'busy');
  const ownerBusy = sql`exists (${db
    .select({ one: sql`1` })
    .from(busy)
    .where(
      and(
        eq(busy.createdBy, sources.createdBy),
        eq(busy.status, 'processing'),
        gt(busy.leaseUntil, sql`now()`),
      ),
    )})`;
  const next = db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.status, 'processing'),
        or(isNull(sources.leaseUntil), lt(sources.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(ownerBusy, asc(sources.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(sources)
    .set({
      attempts: sql`${sources.attempts} + 1`,
      leaseUntil: sql`now() + ${`${Math.round(leaseMs)} milliseconds`}::interval`,
    })
    .where(inArray(sources.id, next))
    .returning();
  return row;
}

/** Progress of a claimed job, renewing its lease; ignored when the claim is no longer this one's. */
export async function recordProgress(
  db: DbOrTx,
  id: string,
  attempt: number,
  progress: number,
  leaseMs: number,
) {
  await db
    .update(sources)
    .set({
      progress,
      leaseUntil: sql`now() + ${`${Math.round(leaseMs)} milliseconds`}::interval`,
      updatedAt: new Date(),
    })
    .where(and(eq(sources.id, id), eq(sources.attempts, attempt), eq(sources.status, 'processing')));
}

/** Gives a claim back (the instance stops mid-way): the next claim, here or elsewhere, takes it at once. */
export async function releaseSource(db: DbOrTx, id: string, attempt: number) {
  await db
    .update(sources)
    .set({ leaseUntil: null })
    .where(and(eq(sources.id, id), eq(sources.attempts, attempt), eq(sources.status, 'processing')));
}

/**
 * Ends a claimed job; false when the claim was taken over meanwhile (or the source deleted), in which case
 * nothing is written: only the latest claim's result counts, so a job's effect happens once.
 */
export async function finishSource(
  db: DbOrTx,
  id: string,
  attempt: number,
  result:
    | { status: 'ready'; passageCount: number; drafts: StoredDraftIntent[]; title?: string }
    | { status: 'failed'; error: string },
): Promise<boolean> {
  const done = await db
    .update(sources)
    .set({
      ...result,
      progress: 100,
      content: null,
      contentKey: null,
      leaseUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(sources.id, id), eq(sources.attempts, attempt), eq(sources.status, 'processing')))
    .returning({ id: sources.id });
  return done.length > 0;
}
