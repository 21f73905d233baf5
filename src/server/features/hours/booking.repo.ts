import { eq, sql } from 'drizzle-orm';
import { BookingDefaults } from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { botBooking } from '../../db/schema';

export type BookingRow = typeof botBooking.$inferSelect;

export interface BookingSettings {
  bookingOn: boolean;
  leadTimeMin: number;
  horizonDays: number;
  capacity: number;
}

// Read with every cold bot (the bot cache): built once and named.
const bookingStatement = preparedOnce((db) =>
  db
    .select()
    .from(botBooking)
    .where(eq(botBooking.botId, sql.placeholder('botId')))
    .prepare('find_booking'),
);

/** The bot's booking rules; the defaults (bookings off) when it never saved them. */
export async function findBooking(db: DbOrTx, botId: string): Promise<BookingRow | null> {
  const [row] = await bookingStatement(db).execute({ botId });
  return row ?? null;
}

export function settingsOf(row: BookingRow | null): BookingSettings {
  return row
    ? {
        bookingOn: row.bookingOn,
        leadTimeMin: row.leadTimeMin,
        horizonDays: row.horizonDays,
        capacity: row.capacity,
      }
    : { bookingOn: false, ...BookingDefaults };
}

export async function saveBooking(db: DbOrTx, botId: string, settings: BookingSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(botBooking)
    .values({ botId, ...values })
    .onConflictDoUpdate({ target: botBooking.botId, set: values });
}

/**
 * Locks the bot's booking row for the rest of the transaction: bookings of one bot are checked and written
 * one after the other, whichever instance takes them (decision 050). Null when the bot never saved rules.
 */
export async function lockBooking(tx: DbOrTx, botId: string): Promise<BookingRow | null> {
  const [row] = await tx.select().from(botBooking).where(eq(botBooking.botId, botId)).for('update');
  return row ?? null;
}

/** The calendar feed's key, created on first use. */
export async function feedKeyOf(db: DbOrTx, botId: string, fresh: () => string): Promise<string> {
  const existing = await findBooking(db, botId);
  if (existing?.feedKey) return existing.feedKey;
  const key = fresh();
  await db
    .insert(botBooking)
    .values({ botId, feedKey: key })
    .onConflictDoUpdate({ target: botBooking.botId, set: { feedKey: key } });
  return key;
}

export async function setFeedKey(db: DbOrTx, botId: string, key: string): Promise<void> {
  await db
    .insert(botBooking)
    .values({ botId, feedKey: key })
    .onConflictDoUpdate({ target: botBooking.botId, set: { feedKey: key } });
}

export async function findBotByFeedKey(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .select({ botId: botBooking.botId })
    .from(botBooking)
    .where(eq(botBooking.feedKey, key));
  return row?.botId ?? null;
}
