import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ConversationChannel } from '../../../shared/channels';
import type { ConversationStatusValue } from '../../../shared/schemas/team';
import { Paging } from '../../../shared/constants';
import { UNANSWERED_INTENTS } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
import { botMessageDays, conversationMessages, conversations, users } from '../../db/schema';
import { executeRows } from '../../db/execute-rows';
import { everyWordIn } from '../../db/word-match';
import type { ConversationRow } from './conversations.repo';

/** The owner's read model of the conversations: the inbox's pages, the leads export, "Sin respuesta", the stats. */

// ---------- The owner's inbox ----------

const summaryColumns = {
  conversation: conversations,
  visitor: users.name,
  messagesCount: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id})`,
  lastMessage: sql<string>`coalesce((select ${conversationMessages.text} from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} order by ${conversationMessages.createdAt} desc limit 1), '')`,
  /** The owner trying their own bot ("PROBAR"): shown as a test, left out of the stats. */
  test: sql<boolean>`coalesce(${conversations.userId} = (select created_by from bots where bots.id = ${conversations.botId}), false)`,
  assigneeName: sql<string | null>`(select a.name from users a where a.id = ${conversations.assigneeId})`,
};

export type SummaryRow = {
  conversation: ConversationRow;
  visitor: string | null;
  messagesCount: number;
  lastMessage: string;
  test: boolean;
  assigneeName: string | null;
};

/** The inbox's filters (issue 42), with `me` already read as the caller's id. */
export interface InboxFilters {
  term?: string | undefined;
  status?: ConversationStatusValue | undefined;
  /** A user's id, or `none` for nobody's. */
  assignee?: string | undefined;
  channel?: ConversationChannel | undefined;
  label?: string | undefined;
}

/**
 * How many of the newest conversations a search walks, checking each one's messages for the words, before
 * it turns to the trigram index of every message instead (decision 065).
 */
const SEARCH_WALK = 5_000;

/**
 * A page of the bot's conversations, newest first; `term` keeps those whose messages hold every word.
 * `total` is exact up to Paging.inboxCountCap (or one past this page); more reads as "more than that".
 */
export async function conversationSummaries(
  db: DbOrTx,
  botId: string,
  query: InboxFilters & { page: number; pageSize: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const filters = filtersWhere(botId, query);
  const reach = Math.max(Paging.inboxCountCap, query.page * query.pageSize);
  const matches = everyWordIn(sql`${conversationMessages.text}`, query.term);
  if (matches) {
    const walked = await walkNewest(db, filters, matches, reach + 1);
    if (walked) {
      const ids = walked.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      return { rows: await summariesOf(db, ids), total: walked.length };
    }
  }
  // Without a term, or a term too rare for the walk: the bot's messages that hold every word are found
  // through the trigram index of their folded text (migration 0040), not by reading each conversation's.
  const where = and(
    filters,
    matches
      ? sql`${conversations.id} in (select ${conversationMessages.conversationId} from ${conversationMessages} where ${conversationMessages.botId} = ${botId} and ${matches})`
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(conversations)
      .leftJoin(users, eq(users.id, conversations.userId))
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, where, reach + 1),
  ]);
  return { rows, total };
}

function filtersWhere(botId: string, query: InboxFilters): SQL | undefined {
  return and(
    eq(conversations.botId, botId),
    query.status ? eq(conversations.status, query.status) : undefined,
    query.assignee === 'none'
      ? isNull(conversations.assigneeId)
      : query.assignee
        ? eq(conversations.assigneeId, query.assignee)
        : undefined,
    query.channel ? eq(conversations.channel, query.channel) : undefined,
    query.label ? sql`${query.label} = any(${conversations.leadLabels})` : undefined,
  );
}

/** How many conversations match, counted up to `limit` and no further. */
async function cappedCount(db: DbOrTx, where: SQL | undefined, limit: number): Promise<number> {
  const inner = db.select({ id: conversations.id }).from(conversations).where(where).limit(limit);
  const [row] = await db.select({ total: count() }).from(inner.as('counted'));
  return row?.total ?? 0;
}

/**
 * The newest conversations whose messages hold the words, in order, up to `limit`: a walk down the bot's
 * conversations by date that checks each one's messages through their own index. A common word fills
 * `limit` within the first few thousand; a walk that reads every conversation finds every match. Undefined
 * when the walk read SEARCH_WALK conversations and found fewer (a rarer word: the caller asks the index).
 * The SEARCH_WALK-th conversation comes back matching or not, as the sign the walk went that far.
 */
async function walkNewest(
  db: DbOrTx,
  filters: SQL | undefined,
  matches: SQL,
  limit: number,
): Promise<string[] | undefined> {
  const order = [desc(conversations.updatedAt), desc(conversations.id)];
  // Each conversation's messages are read once, as the walk reaches it: the outer query stops the walk.
  // The walked conversation is named in full: in a one-table select drizzle writes its columns bare, and a
  // bare "id" inside the subquery would be the message's.
  const walkedId = sql`${sql.identifier('conversations')}.${sql.identifier('id')}`;
  const newest = db
    .select({
      id: conversations.id,
      n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n'),
      held: sql<boolean>`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${walkedId} and ${matches})`.as(
        'held',
      ),
    })
    .from(conversations)
    .where(filters)
    .orderBy(...order)
    .limit(SEARCH_WALK);
  // row_number() comes as a number or as a numeric string, depending on the driver.
  const rows = (
    await executeRows<{ id: string; n: number | string; held: boolean }>(
      db,
      sql`select "walked"."id", "walked"."n", "walked"."held" from (${newest}) as "walked"
        where "walked"."held" or "walked"."n" = ${SEARCH_WALK} limit ${limit}`,
    )
  )
    .map((row) => ({ ...row, n: Number(row.n) }))
    .sort((a, b) => a.n - b.n);
  const found = rows.filter((row) => row.held).map((row) => row.id);
  const wentFar = rows.some((row) => row.n === SEARCH_WALK);
  return found.length >= limit || !wentFar ? found : undefined;
}

/** The summaries of these conversations, newest first. */
async function summariesOf(db: DbOrTx, ids: string[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(inArray(conversations.id, ids))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
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

/** Whether any lead in the range has a name (a signed-in visitor's, or a WhatsApp profile's). */
export async function leadsHaveNames(
  db: DbOrTx,
  botId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        leadsWhere(botId, range),
        or(isNotNull(conversations.userId), isNotNull(conversations.visitorName)),
      ),
    )
    .limit(1);
  return !!row;
}

/** Conversations that collected data, oldest first, after a keyset position (the CSV export's pages). */
export async function leadRows(
  db: DbOrTx,
  botId: string,
  range: { from?: string | undefined; to?: string | undefined },
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<Array<{ conversation: ConversationRow; visitor: string | null; assigneeName: string | null }>> {
  return db
    .select({ conversation: conversations, visitor: users.name, assigneeName: summaryColumns.assigneeName })
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

// ---------- Unanswered messages ----------

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
        -- The owner's own tries are tests, not visitors.
        and user_id is distinct from (select created_by from bots where id = ${botId})
      group by 1`);
}
