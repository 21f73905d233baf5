import { and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, type AppointmentStatusValue } from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** The bot's booked times that end after `from` and start before `to`: what holds the agenda. */
export function findHeld(db: DbOrTx, botId: string, from: Date, to: Date) {
  return db
    .select({ id: appointments.id, start: appointments.startAt, end: appointments.endAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.botId, botId),
        eq(appointments.status, 'booked'),
        gt(appointments.endAt, from),
        lt(appointments.startAt, to),
      ),
    );
}

export async function insertAppointment(db: DbOrTx, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  return row!;
}

export async function findByTokenHash(db: DbOrTx, hash: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.manageTokenHash, hash));
  return row ?? null;
}

/** One appointment by id, within `botId` when given (an owner's route checks it is their bot's). */
export async function findAppointment(
  db: DbOrTx,
  botId: string | undefined,
  id: string,
): Promise<AppointmentRow | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(botId ? eq(appointments.botId, botId) : undefined, eq(appointments.id, id)));
  return row ?? null;
}

/** The bot's appointments starting in [from, to), by time. */
export function findBetween(db: DbOrTx, botId: string, from: Date, to: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.botId, botId), gte(appointments.startAt, from), lt(appointments.startAt, to)))
    .orderBy(asc(appointments.startAt), asc(appointments.createdAt));
}

/** The bookings a conversation made, oldest first (the inbox shows them with it). */
export function findByConversation(
  db: DbOrTx,
  botId: string,
  conversationId: string,
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.botId, botId), eq(appointments.conversationId, conversationId)))
    .orderBy(asc(appointments.createdAt));
}

export async function setStatus(
  db: DbOrTx,
  id: string,
  status: AppointmentStatusValue,
): Promise<AppointmentRow | null> {
  const [row] = await db
    .update(appointments)
    .set({ status, updatedAt: new Date() })
    .where(eq(appointments.id, id))
    .returning();
  return row ?? null;
}

/** Moves a booking; its reminder is due again for the new time. */
export async function moveAppointment(
  db: DbOrTx,
  id: string,
  start: Date,
  end: Date,
): Promise<AppointmentRow> {
  const [row] = await db
    .update(appointments)
    .set({ startAt: start, endAt: end, reminderSentAt: null, updatedAt: new Date() })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

/**
 * Booked appointments starting within `withinMs` whose reminder is not out, with an e-mail, booked before
 * the reminder's time (one booked for tomorrow an hour ago just read its confirmation).
 */
export function findDueReminders(db: DbOrTx, now: Date, withinMs: number, limit = 200) {
  const until = new Date(now.getTime() + withinMs);
  return db
    .select({
      id: appointments.id,
      startAt: appointments.startAt,
      conversationId: appointments.conversationId,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'booked'),
        isNull(appointments.reminderSentAt),
        gt(appointments.startAt, now),
        lt(appointments.startAt, until),
        // Reached by e-mail, or in the conversation it was booked in (WhatsApp, by template).
        sql`(${appointments.email} is not null or ${appointments.conversationId} is not null)`,
        sql`${appointments.createdAt} < ${appointments.startAt} - ${`${withinMs} milliseconds`}::interval`,
      ),
    )
    .limit(limit);
}

/**
 * Bookings made per UTC day since `from` (the stats' days), and how many distinct conversations made them.
 */
export async function bookingDays(
  db: DbOrTx,
  botId: string,
  from: string,
): Promise<Array<{ date: string; bookings: number; conversations: number }>> {
  const result = await db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as bookings,
             count(distinct conversation_id)::int as conversations
      from appointments
      where bot_id = ${botId} and created_at >= ${from}::timestamptz
      group by 1`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows as Array<{ date: string; bookings: number; conversations: number }>;
}

/** Marks the reminder sent; false when another run already did (it goes out once). */
export async function claimReminder(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ reminderSentAt: at })
    .where(
      and(eq(appointments.id, id), isNull(appointments.reminderSentAt), eq(appointments.status, 'booked')),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Gives the reminder back when its e-mail failed, so that a retry sends it. */
export async function releaseReminder(db: DbOrTx, id: string): Promise<void> {
  await db.update(appointments).set({ reminderSentAt: null }).where(eq(appointments.id, id));
}
