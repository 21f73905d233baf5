import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { channelInbound, channelOutbox, type MessagingChannel } from '../../db/schema';

/**
 * The queues every messaging channel shares (WhatsApp, Messenger, Instagram): received messages and the
 * outbox, each row a job claimed with a lease (decision 054).
 */

export type InboundRow = typeof channelInbound.$inferSelect;
export type OutboxRow = typeof channelOutbox.$inferSelect;

const leaseFor = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

// ---------- Received messages (jobs) ----------

/** Stores the received messages; a message id stored before (a redelivery) is skipped. The ids stored. */
export async function insertInbound(
  db: DbOrTx,
  rows: Array<typeof channelInbound.$inferInsert>,
): Promise<string[]> {
  if (!rows.length) return [];
  const stored = await db
    .insert(channelInbound)
    .values(rows)
    .onConflictDoNothing({ target: [channelInbound.channel, channelInbound.messageId] })
    .returning({ id: channelInbound.id });
  return stored.map((row) => row.id);
}

/**
 * Claims the next burst for `leaseMs`: the oldest waiting message of a customer (never one whose earlier
 * message still waits, so one customer's messages are answered in order, once), with the texts that followed
 * it. A customer still typing is waited for: nothing of theirs is claimed until `burstMs` passed since their
 * newest message, or four times that since their oldest (someone who never stops is still answered). A
 * message that is not plain text (a tap on a choice, a photo) is answered alone, and so is every message
 * when `burstMs` is 0. Rows another worker holds are skipped. The rows, oldest first.
 */
export async function claimInbound(db: DbOrTx, leaseMs: number, burstMs = 0): Promise<InboundRow[]> {
  const burst = sql`${`${Math.round(burstMs)} milliseconds`}::interval`;
  const patience = sql`${`${Math.round(burstMs * 4)} milliseconds`}::interval`;
  const sameSender = (row: string) =>
    sql.raw(`${row}.bot_id = f.bot_id and ${row}.channel = f.channel and ${row}.sender_id = f.sender_id`);
  const rows = await db.execute(sql`
    with f as (
      select f.id, f.bot_id, f.channel, f.sender_id, f.seq, f.type from channel_inbound f
      where f.status = 'pending' and (f.lease_until is null or f.lease_until < now())
        and not exists (
          select 1 from channel_inbound e where ${sameSender('e')} and e.status = 'pending' and e.seq < f.seq)
        and (f.created_at <= now() - ${patience} or not exists (
          select 1 from channel_inbound n
          where ${sameSender('n')} and n.status = 'pending' and n.created_at > now() - ${burst}))
      order by f.seq
      limit 1
      for update skip locked
    ), burst as (
      select i.id from channel_inbound i, f
      where i.id = f.id or (
        f.type = 'text' and i.type = 'text' and ${sameSender('i')} and i.status = 'pending' and i.seq > f.seq
        and (i.lease_until is null or i.lease_until < now())
        and not exists (
          select 1 from channel_inbound m
          where ${sameSender('m')} and m.status = 'pending' and m.seq > f.seq and m.seq < i.seq
            and m.type <> 'text'))
      order by i.seq
      limit ${burstMs > 0 ? MAX_BURST : 1}
      for update of i skip locked
    )
    update channel_inbound set attempts = attempts + 1, lease_until = ${leaseFor(leaseMs)}
    where id in (select id from burst)
    returning id`);
  const ids = idsOf(rows);
  if (!ids.length) return [];
  return db
    .select()
    .from(channelInbound)
    .where(inArray(channelInbound.id, ids))
    .orderBy(asc(channelInbound.seq));
}

/** The most messages answered as one turn. */
const MAX_BURST = 10;

/**
 * When the next customer who is typing will have paused (their newest waiting message plus `burstMs`, or
 * their oldest plus four times it), if that is still ahead; the job worker wakes then.
 */
export async function nextInboundDue(db: DbOrTx, burstMs: number): Promise<Date | undefined> {
  if (burstMs <= 0) return undefined;
  const result = await db.execute(sql`
    select min(least(g.newest + ${`${burstMs} milliseconds`}::interval,
                     g.oldest + ${`${burstMs * 4} milliseconds`}::interval)) as due
    from (
      select max(created_at) as newest, min(created_at) as oldest from channel_inbound
      where status = 'pending' and (lease_until is null or lease_until < now())
      group by bot_id, channel, sender_id
    ) g
    where least(g.newest + ${`${burstMs} milliseconds`}::interval,
                g.oldest + ${`${burstMs * 4} milliseconds`}::interval) > now()`);
  const due = (result as { rows?: Array<{ due?: unknown }> }).rows?.[0]?.due;
  return due ? new Date(due as string | Date) : undefined;
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
    .update(channelInbound)
    .set({ status, error, leaseUntil: null, doneAt: sql`now()` })
    .where(
      and(
        eq(channelInbound.id, id),
        eq(channelInbound.attempts, attempt),
        eq(channelInbound.status, 'pending'),
      ),
    )
    .returning({ id: channelInbound.id });
  return rows.length > 0;
}

// ---------- Outbox (jobs) ----------

export async function insertOutbox(db: DbOrTx, rows: Array<typeof channelOutbox.$inferInsert>) {
  if (rows.length) await db.insert(channelOutbox).values(rows);
}

/**
 * Claims the oldest message due to be sent, for `leaseMs`, skipping rows another worker holds and any
 * message of a conversation whose earlier message is still unsent: a conversation's messages arrive in order.
 */
export async function claimOutbox(db: DbOrTx, leaseMs: number): Promise<OutboxRow | undefined> {
  const rows = await db.execute(sql`
    update channel_outbox set attempts = attempts + 1, lease_until = ${leaseFor(leaseMs)}
    where id in (
      select o.id from channel_outbox o
      where o.status = 'pending' and o.next_attempt_at <= now()
        and (o.lease_until is null or o.lease_until < now())
        and not exists (
          select 1 from channel_outbox e
          where e.conversation_id = o.conversation_id and e.status = 'pending' and e.seq < o.seq)
      order by o.seq
      limit 1
      for update skip locked)
    returning id`);
  const id = firstId(rows);
  if (!id) return undefined;
  const [row] = await db.select().from(channelOutbox).where(eq(channelOutbox.id, id));
  return row;
}

const claimed = (id: string, attempt: number) =>
  and(eq(channelOutbox.id, id), eq(channelOutbox.attempts, attempt), eq(channelOutbox.status, 'pending'));

/** Ends a claimed send; false when the claim was taken over meanwhile. */
export async function finishOutbox(
  db: DbOrTx,
  id: string,
  attempt: number,
  result: { status: 'sent'; messageId: string | null } | { status: 'failed'; error: string },
): Promise<boolean> {
  const rows = await db
    .update(channelOutbox)
    .set(
      result.status === 'sent'
        ? {
            status: 'sent',
            messageId: result.messageId,
            sentAt: sql`now()`,
            leaseUntil: null,
            error: null,
          }
        : { status: 'failed', error: result.error, leaseUntil: null },
    )
    .where(claimed(id, attempt))
    .returning({ id: channelOutbox.id });
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
    .update(channelOutbox)
    .set({ leaseUntil: null, nextAttemptAt: leaseFor(delayMs), error })
    .where(claimed(id, attempt));
}

/** The earliest time a waiting send is due (a retry's backoff), if any waits. */
export async function nextOutboxDue(db: DbOrTx): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: channelOutbox.nextAttemptAt })
    .from(channelOutbox)
    .where(eq(channelOutbox.status, 'pending'))
    .orderBy(asc(channelOutbox.nextAttemptAt))
    .limit(1);
  return row?.at;
}

/** Whether anything waits that is due now (received messages, or sends). */
export async function workWaiting(db: DbOrTx): Promise<boolean> {
  const [inbound] = await db
    .select({ id: channelInbound.id })
    .from(channelInbound)
    .where(
      and(
        eq(channelInbound.status, 'pending'),
        or(isNull(channelInbound.leaseUntil), lt(channelInbound.leaseUntil, sql`now()`)),
      ),
    )
    .limit(1);
  if (inbound) return true;
  const [outbound] = await db
    .select({ id: channelOutbox.id })
    .from(channelOutbox)
    .where(
      and(
        eq(channelOutbox.status, 'pending'),
        lte(channelOutbox.nextAttemptAt, sql`now()`),
        or(isNull(channelOutbox.leaseUntil), lt(channelOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .limit(1);
  return !!outbound;
}

/** The rows' ids of a raw statement's result (both drivers answer `{ rows }`). */
function idsOf(result: unknown): string[] {
  const rows = (result as { rows?: Array<{ id?: unknown }> } | undefined)?.rows;
  return Array.isArray(rows) ? rows.flatMap((row) => (typeof row.id === 'string' ? [row.id] : [])) : [];
}

function firstId(result: unknown): string | undefined {
  return idsOf(result)[0];
}

// ---------- Receipts ----------

/** How far a message got: a receipt never takes it back (Meta may send them out of order). */
const RANK = { delivered: 1, read: 2 } as const;
const movesForward = (delivery: 'delivered' | 'read') =>
  sql`(${channelOutbox.delivery} is null or (${channelOutbox.delivery} <> 'failed' and (case ${channelOutbox.delivery} when 'read' then 2 when 'delivered' then 1 else 0 end) < ${RANK[delivery]}))`;

/**
 * A receipt for one sent message, by the channel's id of it: delivered or read move it forward; failed
 * records why. The conversation of a message that failed, so the inbox can say it.
 */
export async function recordReceipt(
  db: DbOrTx,
  channel: MessagingChannel,
  messageId: string,
  delivery: 'delivered' | 'read' | 'failed',
  error: string | null = null,
): Promise<{ conversationId: string } | undefined> {
  const [row] = await db
    .update(channelOutbox)
    .set({ delivery, deliveryAt: sql`now()`, ...(error ? { error } : {}) })
    .where(
      and(
        eq(channelOutbox.channel, channel),
        eq(channelOutbox.messageId, messageId),
        sql`${channelOutbox.messageId} is not null`,
        delivery === 'failed' ? sql`true` : movesForward(delivery),
      ),
    )
    .returning({ conversationId: channelOutbox.conversationId });
  return row;
}

/**
 * A receipt that covers every message sent to a customer up to a time (Messenger's and Instagram's
 * watermark), or those it names.
 */
export async function recordWatermark(
  db: DbOrTx,
  receipt: {
    channel: MessagingChannel;
    accountId: string;
    senderId: string;
    delivery: 'delivered' | 'read';
    messageIds: string[];
    watermark: Date | null;
  },
): Promise<void> {
  const covered = [
    ...(receipt.messageIds.length ? [inArray(channelOutbox.messageId, receipt.messageIds)] : []),
    ...(receipt.watermark ? [lte(channelOutbox.sentAt, receipt.watermark)] : []),
  ];
  if (!covered.length) return;
  await db
    .update(channelOutbox)
    .set({ delivery: receipt.delivery, deliveryAt: sql`now()` })
    .where(
      and(
        eq(channelOutbox.channel, receipt.channel),
        eq(channelOutbox.accountId, receipt.accountId),
        eq(channelOutbox.status, 'sent'),
        or(...covered),
        movesForward(receipt.delivery),
        sql`${channelOutbox.conversationId} in (select id from conversations where channel = ${receipt.channel} and contact_id = ${receipt.senderId})`,
      ),
    );
}

/** Where each transcript message of a conversation got, from its sends: pending, sent, delivered, read, failed. */
export async function deliveriesOf(
  db: DbOrTx,
  conversationId: string,
): Promise<Map<string, 'pending' | 'sent' | 'delivered' | 'read' | 'failed'>> {
  const rows = await db
    .select({
      messageId: channelOutbox.conversationMessageId,
      status: channelOutbox.status,
      delivery: channelOutbox.delivery,
    })
    .from(channelOutbox)
    .where(
      and(
        eq(channelOutbox.conversationId, conversationId),
        sql`${channelOutbox.conversationMessageId} is not null`,
      ),
    );
  const order = ['pending', 'sent', 'delivered', 'read'] as const;
  const found = new Map<string, 'pending' | 'sent' | 'delivered' | 'read' | 'failed'>();
  for (const row of rows) {
    const state =
      row.status === 'failed' || row.delivery === 'failed'
        ? 'failed'
        : row.status === 'pending'
          ? 'pending'
          : (row.delivery ?? 'sent');
    const before = found.get(row.messageId!);
    // A message is as far as its least advanced send (a photo not yet read keeps the reply unread).
    if (!before) found.set(row.messageId!, state);
    else if (before !== 'failed' && (state === 'failed' || order.indexOf(state) < order.indexOf(before))) {
      found.set(row.messageId!, state);
    }
  }
  return found;
}
