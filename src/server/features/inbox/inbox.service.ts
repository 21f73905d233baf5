import { plainPreview } from '../../../shared/plain-preview';
import type { ConversationSummary, InboxQuery, LeadsQuery } from '../../../shared/schemas/inbox';
import { stagesOf, type ConversationStatusValue, type LeadStage } from '../../../shared/schemas/team';
import { notesOfMany } from '../conversations/lead-notes.repo';
import { findUserContact } from '../accounts/accounts.repo';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { msg } from '../../../shared/messages.es';
import { cappedPageOf } from '../../lib/pages';
import { Paging } from '../../../shared/constants';
import {
  conversationSummaries,
  conversationSummary,
  leadRows,
  leadsHaveNames,
  type SummaryRow,
} from '../conversations/reports.repo';
import { messagesOf } from '../conversations/messages.repo';
import { appointmentsOfConversation } from '../agenda/appointments.service';
import { ordersOfConversation } from '../marketplace/guest-orders.service';
import { botPausedUntil } from '../../lib/handoff-pause';
import { isMessagingChannel } from '../../../shared/channels';
import { deliveriesOf } from '../messaging/channel-queue.repo';
import { handReplyWindow } from '../messaging/window';

const VISITOR = 'Visitante';

function present(row: SummaryRow): ConversationSummary {
  const c = row.conversation;
  const window = isMessagingChannel(c.channel) ? handReplyWindow(c.channel, c.customerMessageAt) : null;
  return {
    _id: row.conversation.id,
    visitor: row.visitor ?? c.visitorName ?? VISITOR,
    country: row.conversation.country,
    origin: row.conversation.origin,
    botPausedUntil: botPausedUntil(row.conversation.ownerActiveAt)?.toISOString() ?? null,
    channel: c.channel,
    phone: c.channel === 'whatsapp' && c.contactId ? `+${c.contactId}` : null,
    replyWindowOpen: window ? window.open : true,
    replyWindowClosesAt: window?.closesAt?.toISOString() ?? null,
    replyHumanAgent: window?.humanAgent ?? false,
    deliveryError:
      c.deliveryError && c.deliveryErrorAt
        ? { message: c.deliveryError, at: c.deliveryErrorAt.toISOString() }
        : null,
    messagesCount: row.messagesCount,
    test: row.test,
    // The list shows it as one line of text: a bot's markdown must not show as raw symbols (issue 18).
    lastMessage: plainPreview(row.lastMessage),
    collected: row.conversation.collected,
    status: c.status,
    assignee: c.assigneeId ? { _id: c.assigneeId, name: row.assigneeName ?? '' } : null,
    leadStage: c.leadStage,
    leadLabels: c.leadLabels,
    createdAt: row.conversation.createdAt.toISOString(),
    updatedAt: row.conversation.updatedAt.toISOString(),
  };
}

/** A page of the inbox, filtered as the caller asked; "Mis conversaciones" (`assignee=me`) is theirs. */
export async function listConversations(ctx: AppContext, botId: string, query: InboxQuery, callerId: string) {
  const filters = { ...query, assignee: query.assignee === 'me' ? callerId : query.assignee };
  const { rows, total } = await conversationSummaries(ctx.database.db, botId, filters);
  // The repository counts up to a bound (or one past this page): enough for the next page.
  return {
    conversations: rows.map(present),
    ...cappedPageOf(total, query.page, query.pageSize, Paging.inboxCountCap),
  };
}

export async function transcript(ctx: AppContext, botId: string, conversationId: string) {
  const db = ctx.database.db;
  const row = await conversationSummary(db, botId, conversationId);
  if (!row) throw new AppError('not_found', 404, msg.api.notFound);
  const [messages, appointments, orders, deliveries] = await Promise.all([
    messagesOf(db, conversationId),
    appointmentsOfConversation(ctx, botId, conversationId),
    ordersOfConversation(ctx, conversationId),
    isMessagingChannel(row.conversation.channel) ? deliveriesOf(db, conversationId) : undefined,
  ]);
  const authorIds = [...new Set(messages.flatMap((m) => (m.authorId ? [m.authorId] : [])))];
  const authors = new Map(
    await Promise.all(
      authorIds.map(async (id) => [id, (await findUserContact(db, id))?.name ?? ''] as const),
    ),
  );
  return {
    ...present(row),
    appointments,
    orders,
    messages: messages.map((m) => ({
      from: m.from,
      text: m.text,
      author: m.authorId ? { _id: m.authorId, name: authors.get(m.authorId) ?? '' } : null,
      intent: m.intent,
      attachment: m.attachment ?? null,
      delivery: m.from === 'user' ? null : (deliveries?.get(m.id) ?? null),
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
  stage: string;
  labels: string[];
  status: ConversationStatusValue;
  notes: Array<{ text: string; author: string | null; createdAt: Date }>;
  assignee: { _id: string; name: string } | null;
}

/**
 * Conversations that collected data, oldest first, a page at a time by keyset: the export never holds
 * more than one page in memory, however many leads a bot has.
 */
export async function* leadPages(
  ctx: AppContext,
  botId: string,
  query: Pick<LeadsQuery, 'from' | 'to'>,
  pageSize = 500,
): AsyncGenerator<Lead[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await leadRows(ctx.database.db, botId, query, after, pageSize);
    if (rows.length === 0) return;
    const notes = await notesOfMany(
      ctx.database.db,
      botId,
      rows.map((row) => row.conversation.id),
    );
    yield rows.map(({ conversation, visitor, assigneeName }) => ({
      conversationId: conversation.id,
      visitor: visitor ?? conversation.visitorName ?? VISITOR,
      createdAt: conversation.createdAt.toISOString(),
      values: Object.fromEntries(Object.entries(conversation.collected).map(([name, v]) => [name, v.value])),
      stage: conversation.leadStage,
      labels: conversation.leadLabels,
      status: conversation.status,
      notes: notes.get(conversation.id) ?? [],
      assignee: conversation.assigneeId ? { _id: conversation.assigneeId, name: assigneeName ?? '' } : null,
    }));
    const last = rows[rows.length - 1]!.conversation;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < pageSize) return;
  }
}

/**
 * A phone number or a plain number ("+54 9 11 5555-0100", "-3"): a spreadsheet may read it as a number, but
 * it cannot call anything, so it needs no guard.
 */
const NUMBER_LIKE = /^[+-]?[\d\s().-]*\d[\d\s().-]*$/;

/**
 * A cell as Excel reads it safely: quoted when needed, and never a formula ("=cmd|…", "@SUM(…)" stay text
 * behind an apostrophe). Phones and numbers are written as they are: an apostrophe would show in the file.
 */
export function csvCell(value: string, separator: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !NUMBER_LIKE.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * "26/11/2026 14:05" in the owner's time zone: what a person reads, and what Excel in Spanish parses. One
 * formatter per export, not per line.
 */
function csvDates(timeZone: string | undefined): (iso: string) => string {
  const format = new Intl.DateTimeFormat('es', {
    timeZone: timeZone ?? 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
  };
}

/**
 * The CSV, as chunks: a UTF-8 BOM (accents right in Excel), the header, then one line per lead. The
 * visitor's column is left out when no lead of the export has a name (it would say "Visitante" on every line).
 */
export async function* leadsCsv(
  ctx: AppContext,
  bot: { id: string; fields: Array<{ name: string; label: string }>; leadStages: LeadStage[] | null },
  query: LeadsQuery,
): AsyncGenerator<string> {
  const stageNames = new Map(stagesOf(bot).map((stage) => [stage.key, stage.name]));
  const { separator, tz } = query;
  const named = await leadsHaveNames(ctx.database.db, bot.id, query);
  const csvDate = csvDates(tz);
  const line = (cells: string[]) => `${cells.map((c) => csvCell(c, separator)).join(separator)}\r\n`;
  const header = [
    'Fecha',
    ...(named ? ['Visitante'] : []),
    ...bot.fields.map((f) => f.label),
    'Etapa',
    'Etiquetas',
    'Notas',
    'Conversación',
  ];
  yield `\uFEFF${line(header)}`;
  for await (const page of leadPages(ctx, bot.id, query)) {
    yield page
      .map((lead) =>
        line([
          csvDate(lead.createdAt),
          ...(named ? [lead.visitor] : []),
          ...bot.fields.map((f) => lead.values[f.name] ?? ''),
          stageNames.get(lead.stage) ?? lead.stage,
          lead.labels.join(', '),
          // Each note with its author and date, in one cell: "Ana (27/11/2026 10:05): llamarla el lunes".
          lead.notes
            .map((note) => `${note.author ?? '—'} (${csvDate(note.createdAt.toISOString())}): ${note.text}`)
            .join(' | '),
          lead.conversationId,
        ]),
      )
      .join('');
  }
}
