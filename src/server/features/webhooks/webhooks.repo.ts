import { and, arrayContains, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** The webhooks feature's queries: `webhook_endpoints` and `webhook_deliveries` are its own (decision 056). */

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export function listEndpoints(db: DbOrTx, botId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.botId, botId))
    .orderBy(asc(webhookEndpoints.createdAt));
}

export async function countEndpoints(db: DbOrTx, botId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.botId, botId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: DbOrTx, botId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.botId, botId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function findEndpointById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** The active endpoints of a bot that chose this event. */
export function subscribedEndpoints(db: DbOrTx, botId: string, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.botId, botId),
        eq(webhookEndpoints.status, 'active'),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<WebhookEndpointRow, 'status' | 'events' | 'failingSince'>>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

/** Marks the first failure of a streak (kept when one is already running); returns the streak's start. */
export async function markFailing(db: DbOrTx, id: string): Promise<Date | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, id))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? null;
}

/** Pauses an endpoint once (false when it was paused already, by another attempt or the owner). */
export async function pauseEndpoint(db: DbOrTx, id: string): Promise<boolean> {
  const paused = await db
    .update(webhookEndpoints)
    .set({ status: 'paused', updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.status, 'active')))
    .returning({ id: webhookEndpoints.id });
  return paused.length > 0;
}

export async function clearFailing(db: DbOrTx, id: string) {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.failingSince} is not null`));
}

export async function deleteEndpoint(db: DbOrTx, botId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.botId, botId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

export async function insertDelivery(db: DbOrTx, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

export async function findDelivery(db: DbOrTx, endpointId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
  return row;
}

export async function findDeliveryById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

/** The newest deliveries of an endpoint: its log. */
export function listDeliveries(db: DbOrTx, endpointId: string, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** What one attempt found; only a pending delivery changes (a delivered one stays delivered). */
export async function recordAttempt(
  db: DbOrTx,
  id: string,
  outcome: Pick<WebhookDeliveryRow, 'status' | 'responseCode' | 'error' | 'nextAttemptAt'>,
) {
  await db
    .update(webhookDeliveries)
    .set({
      ...outcome,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/** Gives up the pending deliveries of a paused endpoint (their jobs find them failed and stop). */
export async function failPending(db: DbOrTx, endpointId: string, error: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', error, nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

/** Old log rows go: an endpoint's log keeps 30 days. */
export async function deleteOldDeliveries(db: DbOrTx, before: Date) {
  await db
    .delete(webhookDeliveries)
    .where(and(lte(webhookDeliveries.createdAt, before), isNull(webhookDeliveries.nextAttemptAt)));
}
