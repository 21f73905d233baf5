import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationSummary, LeadsQuery } from '../../../shared/schemas/inbox';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { conversationMessages, conversations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { everyWordIn } from '../../lib/word-match';
import { msg } from '../../../shared/messages.es';
import type { UserRow } from '../../plugins/auth';
import { pageOf } from '../bots/bots.presenter';
import { canManageBot } from '../bots/bots.policy';
import { findBotByRef } from '../bots/bots.repo';
import { botPausedUntil } from '../handoff/pause';

const VISITOR = 'Visitante';

/** The owner's (or a super user's) bot; anyone else gets the same 404 as for a bot that does not exist. */
export async function inboxBot(ctx: AppContext, actor: UserRow, ref: string) {
  const bot = await findBotByRef(ctx.database.db, ref);
  if (!bot || !canManageBot(actor, bot)) throw new AppError('not_found', 404, msg.api.notFound);
  return bot;
}

const summaryColumns = {
  conversation: conversations,
  visitor: users.name,
  messagesCount: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id})`,
  lastMessage: sql<string>`coalesce((select ${conversationMessages.text} from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} order by ${conversationMessages.createdAt} desc limit 1), '')`,
};

type SummaryRow = {
  conversation: typeof conversations.$inferSelect;
  visitor: string | null;
  messagesCount: number;
  lastMessage: string;
};

function present(row: SummaryRow): ConversationSummary {
  return {
    _id: row.conversation.id,
    visitor: row.visitor ?? VISITOR,
    country: row.conversation.country,
    origin: row.conversation.origin,
    botPausedUntil: botPausedUntil(row.conversation.ownerActiveAt)?.toISOString() ?? null,
    messagesCount: row.messagesCount,
    lastMessage: row.lastMessage,
    collected: row.conversation.collected,
    createdAt: row.conversation.createdAt.toISOString(),
    updatedAt: row.conversation.updatedAt.toISOString(),
  };
}

export async function listConversations(
  db: DbOrTx,
  botId: string,
  query: { page: number; pageSize: number; term?: string | undefined },
) {
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
  return { conversations: rows.map(present), ...pageOf(counted?.total ?? 0, query.page, query.pageSize) };
}

export async function transcript(db: DbOrTx, botId: string, conversationId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)));
  if (!row) throw new AppError('not_found', 404, msg.api.notFound);
  const messages = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return {
    ...present(row),
    messages: messages.map((m) => ({
      from: m.from,
      text: m.text,
      intent: m.intent,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

// ---------- Leads ----------

export interface Lead {
  conversationId: string;
  visitor: string;
  createdAt: string;
  values: Record<string, string>;
}

function leadsWhere(botId: string, query: Pick<LeadsQuery, 'from' | 'to'>): SQL | undefined {
  return and(
    eq(conversations.botId, botId),
    sql`${conversations.collected} <> '{}'::jsonb`,
    query.from ? gte(conversations.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(conversations.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000))
      : undefined,
  );
}

/**
 * Conversations that collected data, oldest first, a page at a time by keyset: the export never holds
 * more than one page in memory, however many leads a bot has.
 */
export async function* leadPages(
  db: DbOrTx,
  botId: string,
  query: Pick<LeadsQuery, 'from' | 'to'>,
  pageSize = 500,
): AsyncGenerator<Lead[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: Array<{ conversation: typeof conversations.$inferSelect; visitor: string | null }> = await db
      .select({ conversation: conversations, visitor: users.name })
      .from(conversations)
      .leftJoin(users, eq(users.id, conversations.userId))
      .where(
        and(
          leadsWhere(botId, query),
          after
            ? or(
                gt(conversations.createdAt, after.createdAt),
                and(eq(conversations.createdAt, after.createdAt), gt(conversations.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(conversations.createdAt), asc(conversations.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map(({ conversation, visitor }) => ({
      conversationId: conversation.id,
      visitor: visitor ?? VISITOR,
      createdAt: conversation.createdAt.toISOString(),
      values: Object.fromEntries(Object.entries(conversation.collected).map(([name, v]) => [name, v.value])),
    }));
    const last = rows[rows.length - 1]!.conversation;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < pageSize) return;
  }
}

/** A cell as Excel reads it safely: quoted when needed, and never a formula ("=cmd|…" stays text). */
export function csvCell(value: string, separator: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV, as chunks: a UTF-8 BOM (accents right in Excel), the header, then one line per lead. */
export async function* leadsCsv(
  db: DbOrTx,
  bot: { id: string; fields: Array<{ name: string; label: string }> },
  query: LeadsQuery,
): AsyncGenerator<string> {
  const { separator } = query;
  const line = (cells: string[]) => `${cells.map((c) => csvCell(c, separator)).join(separator)}\r\n`;
  yield `\uFEFF${line(['Fecha', 'Visitante', ...bot.fields.map((f) => f.label), 'Conversación'])}`;
  for await (const page of leadPages(db, bot.id, query)) {
    yield page
      .map((lead) =>
        line([
          lead.createdAt,
          lead.visitor,
          ...bot.fields.map((f) => lead.values[f.name] ?? ''),
          lead.conversationId,
        ]),
      )
      .join('');
  }
}
