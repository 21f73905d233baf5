import { plainPreview } from '../../../shared/plain-preview';
import type { ConversationSummary, LeadsQuery } from '../../../shared/schemas/inbox';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { msg } from '../../../shared/messages.es';
import type { UserRow } from '../../plugins/auth';
import { pageOf } from '../bots/bots.presenter';
import { canManageBot } from '../bots/bots.policy';
import { findBotByRef } from '../bots/bots.repo';
import {
  conversationSummaries,
  conversationSummary,
  leadRows,
  messagesOf,
  type SummaryRow,
} from '../chat/conversations.repo';
import { botPausedUntil } from '../handoff/pause';
import { customerServiceWindow } from '../whatsapp/window';

const VISITOR = 'Visitante';

/** The owner's (or a super user's) bot; anyone else gets the same 404 as for a bot that does not exist. */
export async function inboxBot(ctx: AppContext, actor: UserRow, ref: string) {
  const bot = await findBotByRef(ctx.database.db, ref);
  if (!bot || !canManageBot(actor, bot)) throw new AppError('not_found', 404, msg.api.notFound);
  return bot;
}

function present(row: SummaryRow): ConversationSummary {
  const c = row.conversation;
  const window = c.channel === 'whatsapp' ? customerServiceWindow(c.customerMessageAt) : null;
  return {
    _id: row.conversation.id,
    visitor: row.visitor ?? c.visitorName ?? VISITOR,
    country: row.conversation.country,
    origin: row.conversation.origin,
    botPausedUntil: botPausedUntil(row.conversation.ownerActiveAt)?.toISOString() ?? null,
    channel: c.channel,
    phone: c.channel === 'whatsapp' && c.waId ? `+${c.waId}` : null,
    replyWindowOpen: window ? window.open : true,
    replyWindowClosesAt: window?.closesAt?.toISOString() ?? null,
    deliveryError:
      c.deliveryError && c.deliveryErrorAt
        ? { message: c.deliveryError, at: c.deliveryErrorAt.toISOString() }
        : null,
    messagesCount: row.messagesCount,
    // The list shows it as one line of text: a bot's markdown must not show as raw symbols (issue 18).
    lastMessage: plainPreview(row.lastMessage),
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
  const { rows, total } = await conversationSummaries(db, botId, query);
  return { conversations: rows.map(present), ...pageOf(total, query.page, query.pageSize) };
}

export async function transcript(db: DbOrTx, botId: string, conversationId: string) {
  const row = await conversationSummary(db, botId, conversationId);
  if (!row) throw new AppError('not_found', 404, msg.api.notFound);
  const messages = await messagesOf(db, conversationId);
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
    const rows = await leadRows(db, botId, query, after, pageSize);
    if (rows.length === 0) return;
    yield rows.map(({ conversation, visitor }) => ({
      conversationId: conversation.id,
      visitor: visitor ?? conversation.visitorName ?? VISITOR,
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
