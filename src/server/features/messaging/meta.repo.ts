import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { metaConnections } from '../../db/schema';
import type { MetaPlatform } from '../../../shared/schemas/meta';

/** A bot's Facebook page (Messenger) and Instagram account: one row per platform (issue 41). */

export type MetaConnectionRow = typeof metaConnections.$inferSelect;

const ofBot = (botId: string, platform: MetaPlatform) =>
  and(eq(metaConnections.botId, botId), eq(metaConnections.platform, platform));

export async function findMetaConnection(
  db: DbOrTx,
  botId: string,
  platform: MetaPlatform,
): Promise<MetaConnectionRow | undefined> {
  const [row] = await db.select().from(metaConnections).where(ofBot(botId, platform));
  return row;
}

/** The bot each account id belongs to on the platform; ids no bot has are absent. */
export async function botsOfMetaAccounts(
  db: DbOrTx,
  platform: MetaPlatform,
  accountIds: string[],
): Promise<Map<string, string>> {
  if (!accountIds.length) return new Map();
  const rows = await db
    .select({ accountId: metaConnections.accountId, botId: metaConnections.botId })
    .from(metaConnections)
    .where(
      and(
        eq(metaConnections.platform, platform),
        inArray(metaConnections.accountId, [...new Set(accountIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.accountId, row.botId]));
}

/** Whether another bot has this page or account. */
export async function metaAccountTaken(db: DbOrTx, platform: MetaPlatform, accountId: string, botId: string) {
  const [row] = await db
    .select({ botId: metaConnections.botId })
    .from(metaConnections)
    .where(
      and(
        eq(metaConnections.platform, platform),
        eq(metaConnections.accountId, accountId),
        ne(metaConnections.botId, botId),
      ),
    );
  return !!row;
}

/** Connects the bot (or replaces its connection on the platform); a connection starts with no error. */
export async function saveMetaConnection(
  db: DbOrTx,
  values: Omit<typeof metaConnections.$inferInsert, 'createdAt' | 'updatedAt'>,
): Promise<MetaConnectionRow> {
  const now = new Date();
  const fresh = {
    accountId: values.accountId,
    name: values.name,
    accessTokenSealed: values.accessTokenSealed,
    connectedBy: values.connectedBy ?? null,
    lastError: null,
    lastErrorAt: null,
    errorNotifiedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(metaConnections)
    .values({ botId: values.botId, platform: values.platform, ...fresh })
    .onConflictDoUpdate({ target: [metaConnections.botId, metaConnections.platform], set: fresh })
    .returning();
  return row!;
}

export async function deleteMetaConnection(db: DbOrTx, botId: string, platform: MetaPlatform) {
  await db.delete(metaConnections).where(ofBot(botId, platform));
}

/**
 * Records a failed send on the connection; true when the owner has not been told since sends last worked
 * (the caller notifies them, in the same transaction, once per streak of failures).
 */
export async function recordMetaError(
  db: DbOrTx,
  botId: string,
  platform: MetaPlatform,
  message: string,
): Promise<boolean> {
  // now() is the transaction's start: equal to the notice time only when this statement set it.
  const [row] = await db
    .update(metaConnections)
    .set({
      lastError: message,
      lastErrorAt: sql`now()`,
      errorNotifiedAt: sql`coalesce(${metaConnections.errorNotifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(ofBot(botId, platform))
    .returning({ fresh: sql<boolean>`${metaConnections.errorNotifiedAt} = now()` });
  return !!row?.fresh;
}

export async function clearMetaError(db: DbOrTx, botId: string, platform: MetaPlatform): Promise<void> {
  await db
    .update(metaConnections)
    .set({ lastError: null, lastErrorAt: null, errorNotifiedAt: null })
    .where(
      and(
        ofBot(botId, platform),
        or(
          sql`${metaConnections.lastError} is not null`,
          sql`${metaConnections.errorNotifiedAt} is not null`,
        ),
      ),
    );
}
