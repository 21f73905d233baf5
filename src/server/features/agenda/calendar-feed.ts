import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { newToken } from '../../lib/tokens';
import type { UserRow } from '../../lib/user-row';
import { findBotByRef } from '../bots/bots.repo';
import { requireManagedBot } from '../bots/bots.service';
import * as repo from './appointments.repo';
import * as booking from '../hours/booking.repo';

const DAY_MS = 24 * 60 * 60_000;

/** The feed's address; the key is the only thing that guards it (a calendar app cannot sign in). */
function feedUrl(ctx: AppContext, key: string): string {
  return `${ctx.settings.publicUrl}/api/calendar/${key}.ics`;
}

/** GET /bot/{id}/calendar: the owner's private feed address, its key made on first use. */
export async function calendarOf(ctx: AppContext, actor: UserRow, botRef: string) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  return { icsUrl: feedUrl(ctx, await booking.feedKeyOf(ctx.database.db, bot.id, newToken)) };
}

/** POST /bot/{id}/calendar: a new key; the old address stops working at once. */
export async function regenerateCalendar(ctx: AppContext, actor: UserRow, botRef: string) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  const key = newToken();
  await booking.setFeedKey(ctx.database.db, bot.id, key);
  return { icsUrl: feedUrl(ctx, key) };
}

/**
 * The feed (RFC 5545, written by ical-generator): the bot's bookings from a month ago to a year ahead, each
 * with who booked and how to reach them. Times are instants (UTC): every calendar shows them in its own zone.
 */
export async function calendarFeed(ctx: AppContext, key: string): Promise<string> {
  const db = ctx.database.db;
  const botId = /^[\w-]{20,100}$/.test(key) ? await booking.findBotByFeedKey(db, key) : null;
  const bot = botId ? await findBotByRef(db, botId) : undefined;
  if (!bot) throw new AppError('not_found', 404, msg.booking.appointmentNotFound);
  const now = Date.now();
  const rows = await repo.findBetween(db, bot.id, new Date(now - 31 * DAY_MS), new Date(now + 366 * DAY_MS));
  const calendar = ical({
    name: `${bot.name} · ${msg.booking.cardTitle}`,
    prodId: { company: ctx.settings.appName, product: 'agenda', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    calendar.createEvent({
      id: `${row.id}@${new URL(ctx.settings.publicUrl).hostname}`,
      start: row.startAt,
      end: row.endAt,
      summary: `${row.serviceName} · ${row.name}`,
      description: [row.phone, row.email, row.note].filter(Boolean).join('\n'),
      status: ICalEventStatus.CONFIRMED,
      stamp: row.updatedAt,
    });
  }
  return calendar.toString();
}
