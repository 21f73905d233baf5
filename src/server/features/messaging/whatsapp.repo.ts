import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { whatsappConnections } from '../../db/schema';

/** A bot's WhatsApp number (the queues of every channel are in channel-queue.repo). */

export type ConnectionRow = typeof whatsappConnections.$inferSelect;

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
    businessAccountId: values.businessAccountId ?? null,
    // A reminder template lives in the business account: without one, none can be chosen.
    ...(values.businessAccountId ? {} : { reminderTemplate: null }),
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

/** The template booking reminders go by (null: e-mail only); the row as it now is. */
export async function setReminderTemplate(
  db: DbOrTx,
  botId: string,
  template: { name: string; language: string } | null,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .update(whatsappConnections)
    .set({ reminderTemplate: template, updatedAt: new Date() })
    .where(eq(whatsappConnections.botId, botId))
    .returning();
  return row;
}
