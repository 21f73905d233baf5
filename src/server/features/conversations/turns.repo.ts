import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { CollectedValue, ConversationState } from '../../../shared/conversation-state';
import type { DbOrTx } from '../../db/client';
import { prebuiltStatement, preparedOnce } from '../../db/prepared';
import type { conversationMessages, conversations } from '../../db/schema';

/**
 * The writer of chat turns: a conversation created or its state saved, its messages and the per-day
 * rollup, in one statement for any number of turns (the conversation store groups them).
 */

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
      select c.id, c.bot_id, c.user_id, c.state, c.collected, c.origin, c.country, c.channel
      from unnest(${value('createdId')}::text[], ${value('createdBot')}::text[],
        ${value('createdBotRevision')}::int[], ${value('createdUser')}::text[], ${value('createdState')}::jsonb[],
        ${value('createdCollected')}::jsonb[], ${value('createdOrigin')}::text[], ${value('createdCountry')}::text[],
        ${value('createdChannel')}::text[])
        as c (id, bot_id, bot_revision, user_id, state, collected, origin, country, channel)
      where ${botUnchanged(checked, sql`c.bot_id`, sql`c.bot_revision`)}
      returning id, revision
    ), changed as (
      update conversations set state = coalesce(${savedValue('changedState', 'jsonb')}, conversations.state),
        collected = coalesce(${savedValue('changedCollected', 'jsonb')}, conversations.collected),
        updated_at = ${savedValue('changedAt', 'timestamptz')}, revision = conversations.revision + 1,
        -- Every turn is the customer writing: a conversation waiting for them or resolved is open again.
        status = 'open'
      where conversations.id = any((select ids from saved)::text[])
        and conversations.revision = coalesce(${savedValue('changedRevision', 'int')}, conversations.revision)
        and ${botUnchanged(checked, sql`conversations.bot_id`, savedValue('changedBotRevision', 'int'))}
      returning conversations.id, conversations.revision
    ), stored as (
      select id, revision from created union all select id, revision from changed
    ), messages as (
      insert into conversation_messages (id, conversation_id, bot_id, "from", text, attachment, intent, score, created_at)
      select * from unnest(${value('messageId')}::text[], ${value('messageConversation')}::text[],
        ${value('messageBot')}::text[], ${value('messageFrom')}::text[], ${value('messageText')}::text[],
        ${value('messageAttachment')}::jsonb[], ${value('messageIntent')}::text[], ${value('messageScore')}::float8[],
        ${value('messageAt')}::timestamptz[])
        as m (id, conversation_id, bot_id, "from", text, attachment, intent, score, created_at)
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
interface Created {
  values: typeof conversations.$inferInsert & { id: string };
  botRevision: number | null;
}
interface Changed {
  write: Exclude<ConversationWrite, { kind: 'create' }>;
  botRevision: number | null;
}

/**
 * The statement's parameters, one array per column (recordTurnsSql unnests them), each named as the
 * statement names it and filled from the rows it describes.
 */
type Columns<Row> = Record<string, (row: Row) => unknown>;

const createdColumns: Columns<Created> = {
  createdId: (c) => c.values.id,
  createdBot: (c) => c.values.botId,
  createdBotRevision: (c) => c.botRevision,
  createdUser: (c) => c.values.userId ?? null,
  createdState: (c) => asJson(c.values.state),
  createdCollected: (c) => asJson(c.values.collected ?? {}),
  createdOrigin: (c) => c.values.origin ?? null,
  createdCountry: (c) => c.values.country ?? null,
  createdChannel: (c) => c.values.channel ?? 'web',
};
const changedColumns: Columns<Changed> = {
  changedId: (c) => c.write.id,
  changedRevision: (c) => c.write.revision,
  changedBotRevision: (c) => c.botRevision,
  changedState: (c) => (c.write.kind === 'save' ? asJson(c.write.state) : null),
  changedCollected: (c) => (c.write.kind === 'save' ? asJson(c.write.collected) : null),
  changedAt: (c) => c.write.at.toISOString(),
};
const messageColumns: Columns<NewMessage> = {
  messageId: (m) => m.id ?? randomUUID(),
  messageConversation: (m) => m.conversationId,
  messageBot: (m) => m.botId,
  messageFrom: (m) => m.from,
  messageText: (m) => m.text,
  messageAttachment: (m) => (m.attachment ? asJson(m.attachment) : null),
  messageIntent: (m) => m.intent ?? null,
  messageScore: (m) => m.score ?? null,
  messageAt: (m) => (m.createdAt ?? new Date()).toISOString(),
};
const countedColumns: Columns<TurnRecord> = {
  countedConversation: (t) => conversationIdOf(t.conversation),
  countedBot: (t) => t.counted.botId,
  countedDay: (t) => t.counted.at.toISOString().slice(0, 10),
  countedIntent: (t) => t.counted.intent ?? '',
};

function columnsOf<Row>(rows: readonly Row[], columns: Columns<Row>): Record<string, unknown[]> {
  const params: Record<string, unknown[]> = {};
  for (const [name, of] of Object.entries(columns)) params[name] = rows.map(of);
  return params;
}

/**
 * Stores chat turns in one statement (recordTurnsSql); per turn, in order, the conversation's new
 * revision, or null when the conversation or the bot moved since the turn was answered and it was not
 * stored. A batch holds at most one turn per conversation (ConversationStore).
 */
export async function recordTurns(db: DbOrTx, turns: readonly TurnRecord[]): Promise<Array<number | null>> {
  if (!turns.length) return [];
  const created: Created[] = [];
  const changed: Changed[] = [];
  for (const { conversation, botRevision } of turns) {
    if (conversation.kind === 'create') created.push({ values: conversation.values, botRevision });
    else changed.push({ write: conversation, botRevision });
  }
  const checkBots = turns.some((turn) => turn.botRevision !== null);
  const statement = checkBots ? recordTurnsChecked(db) : recordTurnsUnchecked(db);
  const result = await statement.execute({
    ...columnsOf(created, createdColumns),
    ...columnsOf(changed, changedColumns),
    ...columnsOf(
      turns.flatMap((turn) => turn.messages),
      messageColumns,
    ),
    ...columnsOf(
      turns.filter((turn) => !turn.counted.test),
      countedColumns,
    ),
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
