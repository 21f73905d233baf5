import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { whatsappConnections, whatsappInbound, whatsappOutbox } from '../../db/schema';

/** The WhatsApp tables: connections, received messages (jobs) and the outbox (jobs). */

export type ConnectionRow = typeof whatsappConnections.$inferSelect;
export type InboundRow = typeof whatsappInbound.$inferSelect;
export type OutboxRow = typeof whatsappOutbox.$inferSelect;

const leaseFor = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

// ---------- Connections ----------

export async function findConnectionOfBot(db: DbOrTx, botId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(whatsappConnections).where(eq(whatsappConnections.botId, botId));
  return row;
}

/** The bot a phone number id belongs to, per id; ids no bot has are absent. */
export async function botsOfPhoneNumbers(db: DbOrTx, phoneNumberIds: string[]): Promise<Map<string, string>> {
  if (!phoneNumberIds.length) return new Map();
  const rows = await db
    .select({ phoneNumberId: whatsappConnections.phoneNumberId, botId: whatsappConnections.botId })
    .from(whatsappConnections)
    .where(inArray(whatsappConnections.phoneNumberId, [...new Set(phoneNumberIds)]));
  return new Map(rows.map((row) => [row.phoneNumberId, row.botId]));
}

/** Whether another bot has this phone number id. */
export async function numberTakenByAnotherBot(db: DbOrTx, phoneNumberId: string, botId: string) {
  const [row] = await db
    .select({ botId: whatsappConnections.botId })
    .from(whatsappConnections)
    .where(and(eq(whatsappConnections.phoneNumberId, phoneNumberId), ne(whatsappConnections.botId, botId)));
  return !!row;
}

/** Connects the bot (or replaces its connection); a connection starts with no error on record. */
export async function saveConnection(
  db: DbOrTx,
  values: Omit<typeof whatsappConnections.$inferInsert, 'createdAt' | 'updatedAt'>,
): Promise<ConnectionRow> {
  const now = new Date();
  const fresh = {
    phoneNumberId: values.phoneNumberId,
    displayPhoneNumber: values.displayPhoneNumber,
    verifiedName: values.verifiedName ?? null,
    accessTokenSealed: values.accessTokenSealed,
    connectedBy: values.connectedBy ?? null,
    lastError: null,
    lastErrorAt: null,
    errorNotifiedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(whatsappConnections)
    .values({ botId: values.botId, ...fresh })
    .onConflictDoUpdate({ target: whatsappConnections.botId, set: fresh })
    .returning();
  return row!;
}

export async function deleteConnection(db: DbOrTx, botId: string): Promise<void> {
  await db.delete(whatsappConnections).where(eq(whatsappConnections.botId, botId));
}

/**
 * Records a failed send on the connection; true when the owner has not been told since sends last worked
 * (the caller notifies them, in the same transaction, once per streak of failures).
 */
export async function recordConnectionError(db: DbOrTx, botId: string, message: string): Promise<boolean> {
  // now() is the transaction's start: equal to the notice time only when this statement set it.
  const [row] = await db
    .update(whatsappConnections)
    .set({
      lastError: message,
      lastErrorAt: sql`now()`,
      errorNotifiedAt: sql`coalesce(${whatsappConnections.errorNotifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(whatsappConnections.botId, botId))
    .returning({ fresh: sql<boolean>`${whatsappConnections.errorNotifiedAt} = now()` });
  return !!row?.fresh;
}

/** A send worked: the connection's error (and the notice streak) is over. */
export async function clearConnectionError(db: DbOrTx, botId: string): Promise<void> {
  await db
    .update(whatsappConnections)
    .set({ lastError: null, lastErrorAt: null, errorNotifiedAt: null })
    .where(
      and(
        eq(whatsappConnections.botId, botId),
        or(
          sql`${whatsappConnections.lastError} is not null`,
          sql`${whatsappConnections.errorNotifiedAt} is not null`,
        ),
      ),
    );
}

// ---------- Received messages (jobs) ----------

/** Stores the received messages; a message id stored before (a redelivery) is skipped. The ids stored. */
export async function insertInbound(
  db: DbOrTx,
  rows: Array<typeof whatsappInbound.$inferInsert>,
): Promise<string[]> {
  if (!rows.length) return [];
  const stored = await db
    .insert(whatsappInbound)
    .values(rows)
    .onConflictDoNothing({ target: whatsappInbound.waMessageId })
    .returning({ id: whatsappInbound.id });
  return stored.map((row) => row.id);
}

/**
 * Claims the oldest waiting message for `leaseMs`, skipping rows another worker holds, and any message of a
 * customer whose earlier message still waits: one customer's messages are answered in order, once.
 */
export async function claimInbound(db: DbOrTx, leaseMs: number): Promise<InboundRow | undefined> {
  const rows = await db.execute(sql`
    update whatsapp_inbound set attempts = attempts + 1, lease_until = ${leaseFor(leaseMs)}
    where id in (
      select i.id from whatsapp_inbound i
      where i.status = 'pending' and (i.lease_until is null or i.lease_until < now())
        and not exists (
          select 1 from whatsapp_inbound e
          where e.bot_id = i.bot_id and e.wa_id = i.wa_id and e.status = 'pending' and e.seq < i.seq)
      order by i.seq
      limit 1
      for update skip locked)
    returning id`);
  const id = firstId(rows);
  if (!id) return undefined;
  const [row] = await db.select().from(whatsappInbound).where(eq(whatsappInbound.id, id));
  return row;
}

/** Ends a claimed message; false when the claim was taken over meanwhile (nothing is written then). */
export async function finishInbound(
  db: DbOrTx,
  id: string,
  attempt: number,
  status: 'done' | 'ignored' | 'failed',
  error: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(whatsappInbound)
    .set({ status, error, leaseUntil: null, doneAt: sql`now()` })
    .where(
      and(
        eq(whatsappInbound.id, id),
        eq(whatsappInbound.attempts, attempt),
        eq(whatsappInbound.status, 'pending'),
      ),
    )
    .returning({ id: whatsappInbound.id });
  return rows.length > 0;
}

// ---------- Outbox (jobs) ----------

export async function insertOutbox(db: DbOrTx, rows: Array<typeof whatsappOutbox.$inferInsert>) {
  if (rows.length) await db.insert(whatsappOutbox).values(rows);
}

/**
 * Claims the oldest message due to be sent, for `leaseMs`, skipping rows another worker holds and any
 * message of a conversation whose earlier message is still unsent: a conversation's messages arrive in order.
 */
export async function claimOutbox(db: DbOrTx, leaseMs: number): Promise<OutboxRow | undefined> {
  const rows = await db.execute(sql`
    update whatsapp_outbox set attempts = attempts + 1, lease_until = ${leaseFor(leaseMs)}
    where id in (
      select o.id from whatsapp_outbox o
      where o.status = 'pending' and o.next_attempt_at <= now()
        and (o.lease_until is null or o.lease_until < now())
        and not exists (
          select 1 from whatsapp_outbox e
          where e.conversation_id = o.conversation_id and e.status = 'pending' and e.seq < o.seq)
      order by o.seq
      limit 1
      for update skip locked)
    returning id`);
  const id = firstId(rows);
  if (!id) return undefined;
  const [row] = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, id));
  return row;
}

const claimed = (id: string, attempt: number) =>
  and(eq(whatsappOutbox.id, id), eq(whatsappOutbox.attempts, attempt), eq(whatsappOutbox.status, 'pending'));

/** Ends a claimed send; false when the claim was taken over meanwhile. */
export async function finishOutbox(
  db: DbOrTx,
  id: string,
  attempt: number,
  result: { status: 'sent'; waMessageId: string | null } | { status: 'failed'; error: string },
): Promise<boolean> {
  const rows = await db
    .update(whatsappOutbox)
    .set(
      result.status === 'sent'
        ? {
            status: 'sent',
            waMessageId: result.waMessageId,
            sentAt: sql`now()`,
            leaseUntil: null,
            error: null,
          }
        : { status: 'failed', error: result.error, leaseUntil: null },
    )
    .where(claimed(id, attempt))
    .returning({ id: whatsappOutbox.id });
  return rows.length > 0;
}

/** A transient failure: the send waits `delayMs` and is claimed again. */
export async function retryOutboxLater(
  db: DbOrTx,
  id: string,
  attempt: number,
  delayMs: number,
  error: string,
) {
  await db
    .update(whatsappOutbox)
    .set({ leaseUntil: null, nextAttemptAt: leaseFor(delayMs), error })
    .where(claimed(id, attempt));
}

/** The earliest time a waiting send is due (a retry's backoff), if any waits. */
export async function nextOutboxDue(db: DbOrTx): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: whatsappOutbox.nextAttemptAt })
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.status, 'pending'))
    .orderBy(asc(whatsappOutbox.nextAttemptAt))
    .limit(1);
  return row?.at;
}

/** Whether anything waits that is due now (received messages, or sends). */
export async function workWaiting(db: DbOrTx): Promise<boolean> {
  const [inbound] = await db
    .select({ id: whatsappInbound.id })
    .from(whatsappInbound)
    .where(
      and(
        eq(whatsappInbound.status, 'pending'),
        or(isNull(whatsappInbound.leaseUntil), lt(whatsappInbound.leaseUntil, sql`now()`)),
      ),
    )
    .limit(1);
  if (inbound) return true;
  const [outbound] = await db
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(
      and(
        eq(whatsappOutbox.status, 'pending'),
        lte(whatsappOutbox.nextAttemptAt, sql`now()`),
        or(isNull(whatsappOutbox.leaseUntil), lt(whatsappOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .limit(1);
  return !!outbound;
}

/** The first row's id of a raw statement's result (both drivers answer `{ rows }`). */
function firstId(result: unknown): string | undefined {
  const rows = (result as { rows?: Array<{ id?: unknown }> } | undefined)?.rows;
  const id = Array.isArray(rows) ? rows[0]?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}
