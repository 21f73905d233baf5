import { isUnansweredIntent } from '../../../shared/intents';
import type { Stats } from '../../../shared/schemas/inbox';
import type { AppContext } from '../../app-context';
import { bookingDays } from '../agenda/appointments.repo';
import { salesOfBot } from '../marketplace/guest-orders.service';
import { conversationDays, messageDays } from '../conversations/reports.repo';
import { wordedDays } from '../chat/llm/usage.repo';
import { ratingDays } from '../ratings/ratings.repo';
import { listUnanswered } from './unanswered.service';

/** Intents of the owner's training, as the engine labels visitor messages; the rest are not "answered". */
function isAnswered(intent: string): boolean {
  return (
    intent !== '' &&
    !isUnansweredIntent(intent) &&
    !intent.startsWith('smalltalk.') &&
    !intent.startsWith('field.')
  );
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/**
 * A bot's activity per day over the last `days` (UTC days, today included). Visitor messages come from
 * the per-day rollup the chat keeps (bot_message_days: at most days × intents rows); conversations, leads
 * and ratings from range scans on their (bot, created_at) indexes. Each query stays small on purpose:
 * joined to a generated calendar in one statement, the planner overestimated the rows a thousandfold and
 * PostgreSQL spent half a second compiling it (JIT) for a 7-row answer.
 */
export async function botStats(
  ctx: AppContext,
  botId: string,
  days: number,
  now = new Date(),
): Promise<Stats> {
  const db = ctx.database.db;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * 86_400_000);
  const from = since.toISOString();
  const [messages, talks, rated, unanswered, worded, booked, sold] = await Promise.all([
    messageDays(db, botId, from.slice(0, 10)),
    conversationDays(db, botId, from),
    ratingDays(db, botId, from),
    // The top of the list only: the most recent unanswered messages of the period suffice to rank it.
    listUnanswered(ctx, botId, { since, scan: 2000 }),
    wordedDays(db, botId, from.slice(0, 10)),
    bookingDays(db, botId, from),
    salesOfBot(ctx, botId, since),
  ]);
  const bookedOn = new Map(booked.map((row) => [row.date, row]));
  const wordedOn = new Map(worded.map((row) => [row.date, row.worded]));
  const byDate = (result: unknown) => new Map(rowsOf(result).map((row) => [String(row.date), row]));
  const [c, r] = [byDate(talks), byDate(rated)];
  const perDay = new Map<string, { visitorMessages: number; answered: number }>();
  const perIntent = new Map<string, number>();
  for (const row of messages) {
    const day = perDay.get(row.date) ?? { visitorMessages: 0, answered: 0 };
    day.visitorMessages += row.count;
    if (isAnswered(row.intent)) {
      day.answered += row.count;
      perIntent.set(row.intent, (perIntent.get(row.intent) ?? 0) + row.count);
    }
    perDay.set(row.date, day);
  }
  const daysRows = Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      conversations: Number(c.get(date)?.conversations ?? 0),
      visitorMessages: perDay.get(date)?.visitorMessages ?? 0,
      answered: perDay.get(date)?.answered ?? 0,
      leads: Number(c.get(date)?.leads ?? 0),
      ratings: Number(r.get(date)?.ratings ?? 0),
      modelWorded: wordedOn.get(date) ?? 0,
      bookings: bookedOn.get(date)?.bookings ?? 0,
    };
  });
  const sum = (
    key: 'conversations' | 'visitorMessages' | 'answered' | 'leads' | 'ratings' | 'modelWorded' | 'bookings',
  ) => daysRows.reduce((total, day) => total + day[key], 0);
  const share = (part: number, whole: number) =>
    whole ? Math.min(1, Math.round((part / whole) * 1000) / 1000) : 0;
  const visitorMessages = sum('visitorMessages');
  const answered = sum('answered');
  return {
    days: daysRows,
    totals: {
      conversations: sum('conversations'),
      visitorMessages,
      answered,
      answeredShare: visitorMessages ? Math.round((answered / visitorMessages) * 1000) / 1000 : 0,
      leads: sum('leads'),
      ratings: sum('ratings'),
      modelWorded: sum('modelWorded'),
      bookings: sum('bookings'),
      bookedShare: share(
        booked.reduce((total, row) => total + row.conversations, 0),
        sum('conversations'),
      ),
      sales: sold.reduce((total, row) => total + row.sales, 0),
      revenue: sold.map((row) => ({ currency: row.currency, total: row.total })),
    },
    topIntents: [...perIntent]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([intent, count]) => ({ intent, count })),
    topUnanswered: unanswered.slice(0, 5).map((group) => ({ text: group.text, count: group.count })),
  };
}
