import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { UNANSWERED_INTENTS } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
import {
  botMessageDays,
  conversationMessages,
  conversations,
  users,
  type CollectedValue,
  type ConversationState,
} from '../../db/schema';
import { everyWordIn } from '../../lib/word-match';

/**
 * The one home of the conversation tables (conversations, their messages and the per-day rollup): the
 * chat, the widget's poll, the owner's hand replies, the inbox, "Sin respuesta" and the stats all read
 * and write them through here.
 */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

// ---------- One conversation ----------

export async function findConversation(
  db: DbOrTx,
  botId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)));
  return row;
}

/** Locks the conversation for the rest of the transaction; undefined when it is not this bot's. */
export async function lockConversation(tx: DbOrTx, botId: string, conversationId: string) {
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)))
    .for('update');
  return row;
}

export async function createConversation(
  tx: DbOrTx,
  values: {
    botId: string;
    userId: string | null;
    state: ConversationState;
    collected: Record<string, CollectedValue>;
    origin: string | null;
    country: string | null;
  },
): Promise<string> {
  const [created] = await tx.insert(conversations).values(values).returning({ id: conversations.id });
  return created!.id;
}

/** What one turn changed: the state, the collected data and the time. */
export async function saveTurnState(
  tx: DbOrTx,
  conversationId: string,
  turn: { state: ConversationState; collected: Record<string, CollectedValue>; at: Date },
): Promise<void> {
  await tx
    .update(conversations)
    .set({ state: turn.state, collected: turn.collected, updatedAt: turn.at })
    .where(eq(conversations.id, conversationId));
}

export async function touchConversation(tx: DbOrTx, conversationId: string, at: Date): Promise<void> {
  await tx.update(conversations).set({ updatedAt: at }).where(eq(conversations.id, conversationId));
}

/** The owner's last reply or keystroke (null lets the bot answer again); the row's new value. */
export async function setOwnerActive(
  tx: DbOrTx,
  botId: string,
  conversationId: string,
  at: Date | null,
  options: { touch?: boolean } = {},
): Promise<Date | null | undefined> {
  const [row] = await tx
    .update(conversations)
    .set({ ownerActiveAt: at, ...(options.touch && at ? { updatedAt: at } : {}) })
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)))
    .returning({ ownerActiveAt: conversations.ownerActiveAt });
  return row?.ownerActiveAt;
}

// ---------- Messages ----------

export async function insertMessages(tx: DbOrTx, rows: Array<typeof conversationMessages.$inferInsert>) {
  if (rows.length) await tx.insert(conversationMessages).values(rows);
}

/** One more visitor message in the analytics rollup (bot, UTC day, matched intent). */
export async function countVisitorMessage(tx: DbOrTx, botId: string, at: Date, intent: string | null) {
  await tx
    .insert(botMessageDays)
    .values({ botId, day: at.toISOString().slice(0, 10), intent: intent ?? '', count: 1 })
    .onConflictDoUpdate({
      target: [botMessageDays.botId, botMessageDays.day, botMessageDays.intent],
      set: { count: sql`${botMessageDays.count} + 1` },
    });
}

export async function messagesOf(db: DbOrTx, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

/** The owner's hand replies after `after`, oldest first (the visitor's open chat polls for them). */
export async function ownerMessagesAfter(
  db: DbOrTx,
  conversationId: string,
  after: Date | undefined,
  limit: number,
) {
  return db
    .select({
      id: conversationMessages.id,
      text: conversationMessages.text,
      at: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.from, 'owner'),
        after ? gt(conversationMessages.createdAt, after) : undefined,
      ),
    )
    .orderBy(asc(conversationMessages.createdAt))
    .limit(limit);
}

/** Visitor messages the bot did not answer ("no sé" or "¿Te refieres a…?"), newest first. */
export async function unansweredMessages(db: DbOrTx, botId: string, since: Date, limit: number) {
  return db
    .select({ text: conversationMessages.text, createdAt: conversationMessages.createdAt })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.botId, botId),
        eq(conversationMessages.from, 'user'),
        inArray(conversationMessages.intent, [...UNANSWERED_INTENTS]),
        gt(conversationMessages.createdAt, since),
      ),
    )
    .orderBy(desc(conversationMessages.createdAt))
    .limit(limit);
}

// ---------- The owner's inbox ----------

const summaryColumns = {
  conversation: conversations,
  visitor: users.name,
  messagesCount: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id})`,
  lastMessage: sql<string>`coalesce((select ${conversationMessages.text} from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} order by ${conversationMessages.createdAt} desc limit 1), '')`,
};

export type SummaryRow = {
  conversation: ConversationRow;
  visitor: string | null;
  messagesCount: number;
  lastMessage: string;
};

/** A page of the bot's conversations, newest first; `term` keeps those whose messages hold every word. */
export async function conversationSummaries(
  db: DbOrTx,
  botId: string,
  query: { page: number; pageSize: number; term?: string | undefined },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const matches = everyWordIn(sql`${conversationMessages.text}`, query.term);
  const where = and(
    eq(conversations.botId, botId),
    matches
      ? sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${matches})`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(conversations)
      .leftJoin(users, eq(users.id, conversations.userId))
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(conversations).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function conversationSummary(
  db: DbOrTx,
  botId: string,
  conversationId: string,
): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)));
  return row;
}

function leadsWhere(
  botId: string,
  range: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  return and(
    eq(conversations.botId, botId),
    sql`${conversations.collected} <> '{}'::jsonb`,
    range.from ? gte(conversations.createdAt, new Date(`${range.from}T00:00:00Z`)) : undefined,
    range.to
      ? lt(conversations.createdAt, new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000))
      : undefined,
  );
}

/** Conversations that collected data, oldest first, after a keyset position (the CSV export's pages). */
export async function leadRows(
  db: DbOrTx,
  botId: string,
  range: { from?: string | undefined; to?: string | undefined },
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<Array<{ conversation: ConversationRow; visitor: string | null }>> {
  return db
    .select({ conversation: conversations, visitor: users.name })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(
      and(
        leadsWhere(botId, range),
        after
          ? or(
              gt(conversations.createdAt, after.createdAt),
              and(eq(conversations.createdAt, after.createdAt), gt(conversations.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(conversations.createdAt), asc(conversations.id))
    .limit(limit);
}

// ---------- Stats ----------

/** Visitor messages per UTC day and matched intent since a day ("YYYY-MM-DD"), from the rollup. */
export async function messageDays(db: DbOrTx, botId: string, fromDay: string) {
  return db
    .select({ date: botMessageDays.day, intent: botMessageDays.intent, count: botMessageDays.count })
    .from(botMessageDays)
    .where(and(eq(botMessageDays.botId, botId), gte(botMessageDays.day, fromDay)));
}

/** Conversations and leads (conversations that collected data) per UTC day since `from`. */
export async function conversationDays(db: DbOrTx, botId: string, from: string): Promise<unknown> {
  const day = sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`);
  return db.execute(sql`
      select ${day} as date, count(*)::int as conversations,
             count(*) filter (where collected <> '{}'::jsonb)::int as leads
      from conversations
      where bot_id = ${botId} and created_at >= ${from}::timestamptz
      group by 1`);
}
