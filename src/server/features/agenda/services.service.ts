import { msg } from '../../../shared/messages.es';
import { fromMinorUnits, toMinorUnits, type Currency } from '../../../shared/money';
import type { Service, ServicesData, ServicesResponse, SlotsQuery } from '../../../shared/schemas/booking';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { getPublicBot, requireManagedBot } from '../bots/bots.service';
import * as bots from '../bots/bots.repo';
import { findHours } from '../hours/hours.repo';
import { freeTimes, type BookingRules, type FreeTime } from '../hours/free-times';
import { findHeld } from './appointments.repo';
import { asSlot } from './booking-time';
import * as booking from '../hours/booking.repo';
import * as repo from '../hours/services.repo';

const m = msg.booking;

function presentService(row: repo.ServiceRow): Service {
  const currency = (row.currency as Currency | null) ?? null;
  return {
    _id: row.id,
    name: row.name,
    durationMin: row.durationMin,
    price: row.priceMinor !== null && currency ? fromMinorUnits(row.priceMinor, currency) : null,
    currency,
    description: row.description,
  };
}

async function servicesOf(ctx: AppContext, botId: string): Promise<ServicesResponse> {
  const db = ctx.database.db;
  const [settings, rows] = await Promise.all([booking.findBooking(db, botId), repo.findServices(db, botId)]);
  return { ...booking.settingsOf(settings), services: rows.map(presentService) };
}

/** The bot's services and booking rules: public for a bot the viewer may see (the bot page books from them). */
export async function getServices(ctx: AppContext, viewer: UserRow | null, botRef: string) {
  const { bot } = await getPublicBot(ctx, viewer, botRef);
  return servicesOf(ctx, bot.id);
}

/** Replaces the bot's services and rules in one transaction; the bot's revision moves with them. */
export async function saveServices(ctx: AppContext, actor: UserRow, botRef: string, data: ServicesData) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  await ctx.database.db.transaction(async (tx) => {
    await repo.replaceServices(
      tx,
      bot.id,
      data.services.map((service, position) => ({
        id: service._id,
        name: service.name,
        durationMin: service.durationMin,
        priceMinor: service.price && service.currency ? toMinorUnits(service.price, service.currency) : null,
        currency: service.price && service.currency ? service.currency : null,
        description: service.description,
        position,
      })),
    );
    await booking.saveBooking(tx, bot.id, {
      bookingOn: data.bookingOn,
      leadTimeMin: data.leadTimeMin,
      horizonDays: data.horizonDays,
      capacity: data.capacity,
    });
    await bots.touchBot(tx, bot.id);
  });
  return servicesOf(ctx, bot.id);
}

/**
 * What a booking needs, refused in Spanish when the bot cannot take one: bookings on, hours set, and the
 * service one of the bot's own.
 */
export async function bookingContext(
  db: DbOrTx,
  botId: string,
  serviceId: string,
  settingsRow?: booking.BookingRow | null,
) {
  const [row, hours, service] = await Promise.all([
    settingsRow === undefined ? booking.findBooking(db, botId) : Promise.resolve(settingsRow),
    findHours(db, botId),
    repo.findService(db, botId, serviceId),
  ]);
  const settings = booking.settingsOf(row);
  if (!settings.bookingOn) throw new AppError('conflict', 409, m.bookingOff);
  if (!hours) throw new AppError('conflict', 409, m.noHours);
  if (!service)
    throw new AppError('validation_error', 400, m.serviceNotFound, { serviceId: m.serviceNotFound });
  return {
    service,
    rules: { hours, durationMin: service.durationMin, ...settings },
  };
}

const DAY_MS = 24 * 60 * 60_000;

/** Every free time of a service from now to the horizon, as the bookings stand now (the chat offers them). */
export async function upcomingFreeTimes(
  db: DbOrTx,
  botId: string,
  rules: BookingRules,
  now: Date,
): Promise<FreeTime[]> {
  const held = await findHeld(db, botId, now, new Date(now.getTime() + (rules.horizonDays + 2) * DAY_MS));
  return freeTimes(rules, held, now, undefined, rules.horizonDays + 1);
}

/** GET /bot/{id}/slots: the free times of a service, on the business's clock. */
export async function getSlots(
  ctx: AppContext,
  viewer: UserRow | null,
  botRef: string,
  query: SlotsQuery,
  ip: string,
) {
  await ctx.rateLimiter.consume('slotsIp', ip, m.bookingTooFast);
  const { bot } = await getPublicBot(ctx, viewer, botRef);
  const { rules } = await bookingContext(ctx.database.db, bot.id, query.serviceId);
  const now = new Date();
  const until = new Date(now.getTime() + (rules.horizonDays + 2) * 24 * 60 * 60_000);
  const held = await findHeld(ctx.database.db, bot.id, now, until);
  return {
    slots: freeTimes(rules, held, now, query.from, query.days).map(asSlot),
    timeZone: rules.hours.timeZone,
  };
}
