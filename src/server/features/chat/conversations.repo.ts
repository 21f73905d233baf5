import { randomUUID } from 'node:crypto';
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
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { UNANSWERED_INTENTS } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
import { prebuiltStatement, preparedOnce } from '../../db/prepared';
import {
  botMessageDays,
  bots,
  conversationMessages,
  conversations,
  users,
} from '../../db/schema';
import type { CollectedValue, ConversationState } from '../../../shared/conversation-state';
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

/** A conversation as the chat needs it to answer its next message. */
export type ChatConversation = Pick<
  ConversationRow,
  'id' | 'botId' | 'userId' | 'state' | 'collected' | 'ownerActiveAt' | 'revision'
>;

export interface ConversationWithBot {
  conversation: ChatConversation;
  bot: { id: string; alias: string; revision: number };
}

/**
 * Conversations by id, each with its bot's id, alias and revision (the bot cache's stamp), in one statement
 * whatever their number; in the order asked, undefined where there is none.
 */
export async function findConversationsWithBot(
  db: DbOrTx,
  conversationIds: readonly string[],
): Promise<Array<ConversationWithBot | undefined>> {
  const rows = await db
    .select({
      conversation: {
        id: conversations.id,
        botId: conversations.botId,
        userId: conversations.userId,
        state: conversations.state,
        collected: conversations.collected,
        ownerActiveAt: conversations.ownerActiveAt,
        revision: conversations.revision,
      },
      bot: { id: bots.id, alias: bots.alias, revision: bots.revision },
    })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    // A WhatsApp conversation answers only on WhatsApp: its id, seen in the inbox, opens no web chat.
    .where(
      and(inArray(conversations.id, [...new Set(conversationIds)]), ne(conversations.channel, 'whatsapp')),
    );
  const byId = new Map(rows.map((row) => [row.conversation.id, row]));
  return conversationIds.map((id) => byId.get(id));
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

// ---------- Chat turns ----------

export type NewMessage = typeof conversationMessages.$inferInsert;

/**
 * What a turn does to its conversation row. `revision` is the row's revision the turn was answered from:
 * the turn is stored only if the row is still there (null: stored whatever happened meanwhile).
 */
export type ConversationWrite =
  | { kind: 'create'; values: typeof conversations.$inferInsert & { id: string } }
  | {
      kind: 'save';
      id: string;
      revision: number | null;
      state: ConversationState;
      collected: Record<string, CollectedValue>;
      at: Date;
    }
  /** Only the time: the owner attends by hand and the conversation's state does not move. */
  | { kind: 'touch'; id: string; revision: number | null; at: Date };

/** Everything one chat turn stores. */
export interface TurnRecord {
  conversation: ConversationWrite;
  /** The bot's revision the turn was answered from: stored only if the bot is still there (null: unchecked). */
  botRevision: number | null;
  messages: NewMessage[];
  /**
   * The visitor's message, counted in the analytics rollup under its matched intent; `test` (the owner
   * trying their own bot) keeps it out of the rollup.
   */
  counted: { botId: string; at: Date; intent: string | null; test?: boolean };
}

/** A JSON value as jsonb text, or SQL null. */
const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const value = (name: string) => sql.placeholder(name);
/**
 * The bot is still at the revision the turn was answered from. The batch's bots are read once (a hashed
 * subplan), not once per turn: a third of the statement's time otherwise. A batch where no turn asks for
 * the check uses the statement without it (its planning costs a third more on PGlite).
 */
const botUnchanged = (checked: boolean, botId: SQL, revision: SQL) =>
  checked
    ? sql`(${revision} is null or (${botId}, ${revision}) in (select id, revision from bots where id = any(${value('botIds')}::text[])))`
    : sql`true`;

/**
 * A saved conversation's value in one of the `changed…` arrays, found by the position of its id in
 * `changedId` (the `saved` CTE). The update names its rows by key only (`id = any(…)`) rather than joining
 * the arrays: a join lets the planner scan the whole table, and the plan this statement keeps
 * (Database.chatTurns) is made once, maybe while the table is tiny.
 */
const savedValue = (column: string, type: string) =>
  sql`(${value(column)}::${sql.raw(type)}[])[array_position((select ids from saved), conversations.id)]`;

/**
 * Chat turns as one statement (one transaction, one round trip) however many they are: conversations
 * created or their state saved, the messages, and the rollup counts, each turn only if its conversation
 * and its bot are still at the revisions it was answered from. The rows travel as one array per column
 * (unnest), so the text is the same for any batch: built once, and on PostgreSQL parsed once per
 * connection. Every statement inside WITH sees the same snapshot, so the messages and counts follow
 * the conversations actually written (RETURNING); their foreign keys are checked when the statement ends.
 * Under READ COMMITTED a row changed by a concurrent commit is re-checked against the revision, so a turn
 * is never stored over a change it did not see. Rollup rows are locked in one order (no deadlocks between
 * instances).
 */
const recordTurnsSql = (checked: boolean) =>
  sql`with saved as (
      select ${value('changedId')}::text[] as ids
    ), created as (
      insert into conversations (id, bot_id, user_id, state, collected, origin, country, channel)
      select c.id, c.bot_id, c.user_id, c.state, c.collected, c.origin, c.country,
        case when c.origin is null then 'web' else 'widget' end
      from unnest(${value('createdId')}::text[], ${value('createdBot')}::text[],
        ${value('createdBotRevision')}::int[], ${value('createdUser')}::text[], ${value('createdState')}::jsonb[],
        ${value('createdCollected')}::jsonb[], ${value('createdOrigin')}::text[], ${value('createdCountry')}::text[])
        as c (id, bot_id, bot_revision, user_id, state, collected, origin, country)
      where ${botUnchanged(checked, sql`c.bot_id`, sql`c.bot_revision`)}
      returning id, revision
    ), changed as (
      update conversations set state = coalesce(${savedValue('changedState', 'jsonb')}, conversations.state),
        collected = coalesce(${savedValue('changedCollected', 'jsonb')}, conversations.collected),
        updated_at = ${savedValue('changedAt', 'timestamptz')}, revision = conversations.revision + 1
      where conversations.id = any((select ids from saved)::text[])
        and conversations.revision = coalesce(${savedValue('changedRevision', 'int')}, conversations.revision)
        and ${botUnchanged(checked, sql`conversations.bot_id`, savedValue('changedBotRevision', 'int'))}
      returning conversations.id, conversations.revision
    ), stored as (
      select id, revision from created union all select id, revision from changed
    ), messages as (
      insert into conversation_messages (id, conversation_id, bot_id, "from", text, intent, score, created_at)
      select * from unnest(${value('messageId')}::text[], ${value('messageConversation')}::text[],
        ${value('messageBot')}::text[], ${value('messageFrom')}::text[], ${value('messageText')}::text[],
        ${value('messageIntent')}::text[], ${value('messageScore')}::float8[], ${value('messageAt')}::timestamptz[])
        as m (id, conversation_id, bot_id, "from", text, intent, score, created_at)
      where m.conversation_id in (select id from stored)
    ), counted as (
      insert into bot_message_days (bot_id, day, intent, count)
      select t.bot_id, t.day, t.intent, count(*)::int
      from unnest(${value('countedConversation')}::text[], ${value('countedBot')}::text[],
        ${value('countedDay')}::text[], ${value('countedIntent')}::text[]) as t (conversation_id, bot_id, day, intent)
      where t.conversation_id in (select id from stored)
      group by t.bot_id, t.day, t.intent
      order by t.bot_id, t.day, t.intent
      on conflict (bot_id, day, intent) do update set count = bot_message_days.count + excluded.count
    )
    select id, revision from stored`;
const recordTurnsChecked = preparedOnce((db) =>
  prebuiltStatement(db, 'record_turns_checked', recordTurnsSql(true)),
);
const recordTurnsUnchecked = preparedOnce((db) =>
  prebuiltStatement(db, 'record_turns', recordTurnsSql(false)),
);

/**
 * Stores chat turns in one statement (recordTurnsSql); per turn, in order, the conversation's new
 * revision, or null when the conversation or the bot moved since the turn was answered and it was not
 * stored. A batch holds at most one turn per conversation (ConversationStore).
 */
export async function recordTurns(db: DbOrTx, turns: readonly TurnRecord[]): Promise<Array<number | null>> {
  if (!turns.length) return [];
  const created: Array<{
    values: typeof conversations.$inferInsert & { id: string };
    botRevision: number | null;
  }> = [];
  const changed: Array<{
    write: Exclude<ConversationWrite, { kind: 'create' }>;
    botRevision: number | null;
  }> = [];
  for (const { conversation, botRevision } of turns) {
    if (conversation.kind === 'create') created.push({ values: conversation.values, botRevision });
    else changed.push({ write: conversation, botRevision });
  }
  const messages = turns.flatMap((turn) => turn.messages);
  const counted = turns.filter((turn) => !turn.counted.test);
  const checkBots = turns.some((turn) => turn.botRevision !== null);
  const statement = checkBots ? recordTurnsChecked(db) : recordTurnsUnchecked(db);
  const result = await statement.execute({
    createdId: created.map((c) => c.values.id),
    createdBot: created.map((c) => c.values.botId),
    createdBotRevision: created.map((c) => c.botRevision),
    createdUser: created.map((c) => c.values.userId ?? null),
    createdState: created.map((c) => asJson(c.values.state)),
    createdCollected: created.map((c) => asJson(c.values.collected ?? {})),
    createdOrigin: created.map((c) => c.values.origin ?? null),
    createdCountry: created.map((c) => c.values.country ?? null),
    changedId: changed.map((c) => c.write.id),
    changedRevision: changed.map((c) => c.write.revision),
    changedBotRevision: changed.map((c) => c.botRevision),
    changedState: changed.map((c) => (c.write.kind === 'save' ? asJson(c.write.state) : null)),
    changedCollected: changed.map((c) => (c.write.kind === 'save' ? asJson(c.write.collected) : null)),
    changedAt: changed.map((c) => c.write.at.toISOString()),
    messageId: messages.map((m) => m.id ?? randomUUID()),
    messageConversation: messages.map((m) => m.conversationId),
    messageBot: messages.map((m) => m.botId),
    messageFrom: messages.map((m) => m.from),
    messageText: messages.map((m) => m.text),
    messageIntent: messages.map((m) => m.intent ?? null),
    messageScore: messages.map((m) => m.score ?? null),
    messageAt: messages.map((m) => (m.createdAt ?? new Date()).toISOString()),
    countedConversation: counted.map((t) => conversationIdOf(t.conversation)),
    countedBot: counted.map((t) => t.counted.botId),
    countedDay: counted.map((t) => t.counted.at.toISOString().slice(0, 10)),
    countedIntent: counted.map((t) => t.counted.intent ?? ''),
    ...(checkBots ? { botIds: [...new Set(turns.map((t) => t.counted.botId))] } : {}),
  });
  const stored = new Map(storedRows(result).map((row) => [row.id, Number(row.revision)]));
  return turns.map((turn) => stored.get(conversationIdOf(turn.conversation)) ?? null);
}

/** The rows of the raw statement's result (both drivers answer `{ rows }`). */
function storedRows(result: unknown): Array<{ id: string; revision: number }> {
  const rows = (result as { rows?: unknown } | undefined)?.rows;
  if (!Array.isArray(rows)) throw new Error('record_turns answered without rows');
  return rows as Array<{ id: string; revision: number }>;
}

function conversationIdOf(write: ConversationWrite): string {
  return write.kind === 'create' ? write.values.id : write.id;
}

// ---------- Messages ----------

export async function insertMessages(tx: DbOrTx, rows: Array<typeof conversationMessages.$inferInsert>) {
  if (rows.length) await tx.insert(conversationMessages).values(rows);
}

export async function messagesOf(db: DbOrTx, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

/** The conversation's last `limit` messages, oldest first (the language model's view of the talk so far). */
export async function recentMessages(
  db: DbOrTx,
  conversationId: string,
  limit: number,
): Promise<Array<{ from: string; text: string }>> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ from: conversationMessages.from, text: conversationMessages.text })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(limit);
  return rows.reverse();
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
  /** The owner trying their own bot ("PROBAR"): shown as a test, left out of the stats. */
  test: sql<boolean>`coalesce(${conversations.userId} = (select created_by from bots where bots.id = ${conversations.botId}), false)`,
};

export type SummaryRow = {
  conversation: ConversationRow;
  visitor: string | null;
  messagesCount: number;
  lastMessage: string;
  test: boolean;
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
        -- The owner's own tries are tests, not visitors.
        and user_id is distinct from (select created_by from bots where id = ${botId})
      group by 1`);
}

// ---------- Conversations on WhatsApp ----------

export async function findWhatsAppConversation(
  db: DbOrTx,
  botId: string,
  waId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.botId, botId), eq(conversations.waId, waId)));
  return row;
}

/** Creates the customer's conversation unless it exists already (two messages racing); true when created. */
export async function insertWhatsAppConversation(
  db: DbOrTx,
  values: typeof conversations.$inferInsert & { id: string },
): Promise<boolean> {
  const rows = await db
    .insert(conversations)
    .values({ ...values, channel: 'whatsapp' })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** The customer wrote at `at` (Meta's time): the 24-hour window runs from their latest message. */
export async function recordCustomerMessage(
  db: DbOrTx,
  conversationId: string,
  at: Date,
  profileName: string | null,
): Promise<void> {
  await db
    .update(conversations)
    .set({
      customerMessageAt: sql`greatest(${conversations.customerMessageAt}, ${at.toISOString()}::timestamptz)`,
      // The inbox lists the conversations that moved last first (a declined image moves it too).
      updatedAt: sql`greatest(${conversations.updatedAt}, now())`,
      ...(profileName ? { visitorName: profileName } : {}),
    })
    .where(eq(conversations.id, conversationId));
}

export async function setDeliveryError(db: DbOrTx, conversationId: string, message: string | null) {
  await db
    .update(conversations)
    .set(
      message
        ? { deliveryError: message, deliveryErrorAt: sql`now()` }
        : { deliveryError: null, deliveryErrorAt: null },
    )
    .where(
      message
        ? eq(conversations.id, conversationId)
        : and(eq(conversations.id, conversationId), sql`${conversations.deliveryError} is not null`),
    );
}

export async function findConversationChannel(db: DbOrTx, botId: string, conversationId: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      channel: conversations.channel,
      waId: conversations.waId,
      customerMessageAt: conversations.customerMessageAt,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)));
  return row;
}
