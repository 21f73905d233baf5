import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { normalizeContactPhone } from '../../../shared/contact';
import { msg } from '../../../shared/messages.es';
import {
  BookingLimits,
  type Appointment,
  type AppointmentInput,
  type AppointmentStatus,
  type OwnerAppointment,
  type Slot,
} from '../../../shared/schemas/booking';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { getPublicBot, requireBot } from '../bots/bots.service';
import type { BotWithCreator } from '../bots/bots.repo';
import { findConversation } from '../conversations/conversations.repo';
import { findHours } from '../hours/hours.repo';
import { isFreeTime, nearestFreeTimes, type BookingRules, type Held } from '../hours/free-times';
import { createNotifications } from '../notifications/notifications.repo';
import * as repo from './appointments.repo';
import { asSlot, isoIn, manageToken, manageTokenHash, manageUrl, whenText } from './booking-time';
import { queueBookingEmail } from './booking-emails';
import { lockBooking } from '../hours/booking.repo';
import { emitWebhookEvent, recordWebhookEvent } from '../webhooks/webhooks.service';
import { bookingContext } from './services.service';

const m = msg.booking;
const DAY_MS = 24 * 60 * 60_000;

/** A refused time, with the nearest free ones (the error format's `alternatives`). */
function slotRefused(message: string, alternatives: Slot[]): AppError {
  const error = new AppError('slot_taken', 409, message);
  error.alternatives = alternatives;
  return error;
}

/** The bookings that hold the agenda around `start` (a day either side covers any duration). */
function heldAround(db: DbOrTx, botId: string, start: Date, except?: string): Promise<Held[]> {
  return repo
    .findHeld(db, botId, new Date(start.getTime() - 9 * DAY_MS), new Date(start.getTime() + 10 * DAY_MS))
    .then((rows) => rows.filter((row) => !except || row.id !== except));
}

/**
 * Refuses a time that is not free: taken (someone holds it up to the capacity) or never free (closed, too
 * soon, too far, not a slot of the service), with the nearest free times either way.
 */
function refuse(rules: BookingRules, held: Held[], now: Date, start: Date): never {
  const taken = isFreeTime(rules, [], now, start) !== null;
  const alternatives = nearestFreeTimes(rules, held, now, start, BookingLimits.alternatives).map(asSlot);
  throw slotRefused(taken ? m.slotTaken : m.slotUnavailable, alternatives);
}

function presentForVisitor(
  ctx: AppContext,
  row: repo.AppointmentRow,
  bot: Pick<BotWithCreator, 'id' | 'alias' | 'name'>,
  timeZone: string,
): Appointment {
  return {
    _id: row.id,
    start: isoIn(row.startAt, timeZone),
    end: isoIn(row.endAt, timeZone),
    status: row.status,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    manageUrl: manageUrl(ctx, row.id),
    bot: { _id: bot.id, alias: bot.alias, name: bot.name },
    timeZone,
  };
}

function presentForOwner(row: repo.AppointmentRow, timeZone: string): OwnerAppointment {
  return {
    _id: row.id,
    start: isoIn(row.startAt, timeZone),
    end: isoIn(row.endAt, timeZone),
    status: row.status,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    name: row.name,
    phone: row.phone,
    email: row.email,
    note: row.note,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface BookingRequest {
  viewer: UserRow | null;
  botRef: string;
  input: AppointmentInput;
  ip: string;
}

/** A booking to hold, as the web form and the chat both make it. */
export interface HoldRequest {
  /** The new booking's id (its private link is made from it). */
  id: string;
  bot: Pick<BotWithCreator, 'id' | 'name' | 'createdBy'>;
  serviceId: string;
  start: Date;
  name: string;
  /** International format, already checked. */
  phone: string | null;
  email: string | null;
  note: string;
  conversationId: string | null;
  now: Date;
}

/**
 * Holds a time in the caller's transaction: the bot's booking row is locked, so the check that the time is
 * free and the insert are one step on every instance (two visitors never hold one time beyond the
 * capacity, and the second hears the nearest free times: AppError `slot_taken` with `alternatives`). The
 * owner's in-app notice is written with it; the e-mails go once it commits (`afterBooked`).
 */
export async function holdAppointment(ctx: AppContext, tx: DbOrTx, request: HoldRequest) {
  const { bot, start, now } = request;
  const locked = await lockBooking(tx, bot.id);
  const { service, rules } = await bookingContext(tx, bot.id, request.serviceId, locked);
  const held = await heldAround(tx, bot.id, start);
  const slot = isFreeTime(rules, held, now, start);
  if (!slot) refuse(rules, held, now, start);
  const conversation = request.conversationId
    ? await findConversation(tx, bot.id, request.conversationId)
    : undefined;
  const row = await repo.insertAppointment(tx, {
    id: request.id,
    botId: bot.id,
    serviceId: service.id,
    serviceName: service.name,
    startAt: slot.start,
    endAt: slot.end,
    name: request.name,
    phone: request.phone,
    email: request.email,
    note: request.note,
    conversationId: conversation?.id ?? null,
    manageTokenHash: manageTokenHash(manageToken(ctx, request.id)),
  });
  await createNotifications(tx, [
    {
      userId: bot.createdBy,
      kind: 'booking',
      title: msg.notification.bookingTitle(bot.name),
      message: msg.notification.bookingMessage(
        request.name,
        service.name,
        whenText(slot.start, rules.hours.timeZone),
      ),
      botId: bot.id,
    },
  ]);
  await recordWebhookEvent(
    ctx,
    tx,
    bot.id,
    'appointment.booked',
    appointmentEvent(row, rules.hours.timeZone),
  );
  return { row, timeZone: rules.hours.timeZone };
}

/** A booking as webhooks send it (issue 43): times in the business's zone, with their offset. */
function appointmentEvent(row: repo.AppointmentRow, timeZone: string) {
  return {
    appointmentId: row.id,
    status: row.status,
    serviceName: row.serviceName,
    start: isoIn(row.startAt, timeZone),
    end: isoIn(row.endAt, timeZone),
    timeZone,
    name: row.name,
    phone: row.phone,
    email: row.email,
    conversationId: row.conversationId,
  };
}

/**
 * What follows a committed booking, through the worker: the visitor's confirmation, and the team's notice
 * (the owner's e-mail with the bot's notifications on, the members' who chose it, and the pushes).
 */
export async function afterBooked(ctx: AppContext, row: repo.AppointmentRow): Promise<void> {
  if (row.email) await queueBookingEmail(ctx, row, 'confirmation');
  // Queuing the owner's e-mail claims every due job, the webhook deliveries recorded with the booking too.
  await queueBookingEmail(ctx, row, 'owner');
}

/** A visitor books a time (POST /bot/{id}/appointments), in its own transaction. */
export async function bookAppointment(ctx: AppContext, request: BookingRequest) {
  const { input } = request;
  await ctx.rateLimiter.consume('bookingIp', request.ip, m.bookingTooFast);
  const { bot } = await getPublicBot(ctx, request.viewer, request.botRef);
  await ctx.rateLimiter.consume('bookingBot', bot.id, m.bookingTooFast);

  const phone = input.phone ? normalizeContactPhone(input.phone, bot.country) : null;
  if (input.phone && !phone)
    throw new AppError('validation_error', 400, m.phoneInvalid, { phone: m.phoneInvalid });
  if (!phone && !input.email)
    throw new AppError('validation_error', 400, m.contactRequired, { phone: m.contactRequired });

  const { row, timeZone } = await ctx.database.db.transaction((tx) =>
    holdAppointment(ctx, tx, {
      id: randomUUID(),
      bot,
      serviceId: input.serviceId,
      start: new Date(input.start),
      name: input.name,
      phone,
      email: input.email ?? null,
      note: input.note ?? '',
      conversationId: input.conversationId ?? null,
      now: new Date(),
    }),
  );
  await afterBooked(ctx, row);
  return { appointment: presentForVisitor(ctx, row, bot, timeZone) };
}

/** The booking behind a visitor's private link; 404 for any other token. */
async function byToken(ctx: AppContext, token: string) {
  const row = await repo.findByTokenHash(ctx.database.db, manageTokenHash(token));
  if (!row) throw new AppError('not_found', 404, m.appointmentNotFound);
  const { bot } = await getPublicBot(ctx, null, row.botId).catch(() => {
    throw new AppError('not_found', 404, m.appointmentNotFound);
  });
  const hours = await findHours(ctx.database.db, row.botId);
  return { row, bot, timeZone: hours?.timeZone ?? 'UTC' };
}

export async function getByToken(ctx: AppContext, token: string) {
  const { row, bot, timeZone } = await byToken(ctx, token);
  return { appointment: presentForVisitor(ctx, row, bot, timeZone) };
}

/** The visitor cancels: the time is free again at once. */
export async function cancelByToken(ctx: AppContext, token: string, ip: string) {
  await ctx.rateLimiter.consume('appointmentLinkIp', ip, m.bookingTooFast);
  const { row, bot, timeZone } = await byToken(ctx, token);
  if (row.status === 'cancelled') throw new AppError('conflict', 409, m.alreadyCancelled);
  if (row.status !== 'booked' || row.startAt <= new Date())
    throw new AppError('conflict', 409, m.alreadyPast);
  const cancelled = (await repo.setStatus(ctx.database.db, row.id, 'cancelled'))!;
  await emitWebhookEvent(ctx, bot.id, 'appointment.cancelled', appointmentEvent(cancelled, timeZone));
  return { appointment: presentForVisitor(ctx, cancelled, bot, timeZone) };
}

/** The visitor moves the booking to another free time of the same service, under the same lock. */
export async function rescheduleByToken(ctx: AppContext, token: string, startText: string, ip: string) {
  await ctx.rateLimiter.consume('appointmentLinkIp', ip, m.bookingTooFast);
  const { row, bot } = await byToken(ctx, token);
  if (row.status !== 'booked' || row.startAt <= new Date())
    throw new AppError('conflict', 409, row.status === 'cancelled' ? m.alreadyCancelled : m.alreadyPast);
  if (!row.serviceId) throw new AppError('conflict', 409, m.serviceNotFound);
  const start = new Date(startText);
  const now = new Date();
  const { moved, timeZone } = await ctx.database.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bot.id);
    const { rules } = await bookingContext(tx, bot.id, row.serviceId!, locked);
    const held = await heldAround(tx, bot.id, start, row.id);
    const slot = isFreeTime(rules, held, now, start);
    if (!slot) refuse(rules, held, now, start);
    return {
      moved: await repo.moveAppointment(tx, row.id, slot.start, slot.end),
      timeZone: rules.hours.timeZone,
    };
  });
  if (moved.email) await queueBookingEmail(ctx, moved, 'confirmation');
  return { appointment: presentForVisitor(ctx, moved, bot, timeZone) };
}

/** The owner's agenda between two of the business's dates (today and the next 7 days by default). */
export async function listForOwner(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const bot = await requireBot(ctx, actor, botRef, 'inbox');
  const hours = await findHours(ctx.database.db, bot.id);
  const timeZone = hours?.timeZone ?? 'UTC';
  const today = DateTime.now().setZone(timeZone).startOf('day');
  const from = range.from ? DateTime.fromISO(range.from, { zone: timeZone }) : today;
  const to = range.to
    ? DateTime.fromISO(range.to, { zone: timeZone }).plus({ days: 1 })
    : from.plus({ days: 7 });
  // At most three months a request.
  const end = DateTime.min(to, from.plus({ days: 92 }));
  const rows = await repo.findBetween(ctx.database.db, bot.id, from.toJSDate(), end.toJSDate());
  return { appointments: rows.map((row) => presentForOwner(row, timeZone)), timeZone };
}

/** The owner marks a booking done, no-show, cancelled or booked again (a cancelled time booked again is checked). */
export async function setStatusForOwner(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
  appointmentId: string,
  status: AppointmentStatus,
) {
  const bot = await requireBot(ctx, actor, botRef, 'inbox');
  const db = ctx.database.db;
  const row = await repo.findAppointment(db, bot.id, appointmentId);
  if (!row) throw new AppError('not_found', 404, m.appointmentNotFound);
  const hours = await findHours(db, bot.id);
  const timeZone = hours?.timeZone ?? 'UTC';
  if (status === 'booked' && row.status !== 'booked') {
    // Booked again: the time must still have room.
    const updated = await db.transaction(async (tx) => {
      const locked = await lockBooking(tx, bot.id);
      const capacity = locked?.capacity ?? 1;
      const held = await heldAround(tx, bot.id, row.startAt);
      const overlapping = held.filter((h) => h.start < row.endAt && row.startAt < h.end).length;
      if (overlapping >= capacity) throw new AppError('conflict', 409, m.slotTaken);
      return repo.setStatus(tx, row.id, status);
    });
    return { appointment: presentForOwner(updated!, timeZone) };
  }
  const updated = await repo.setStatus(db, row.id, status);
  if (status === 'cancelled' && row.status !== 'cancelled')
    await emitWebhookEvent(ctx, bot.id, 'appointment.cancelled', appointmentEvent(updated!, timeZone));
  return { appointment: presentForOwner(updated!, timeZone) };
}

/** The bookings a conversation made, for the owner's inbox (the bot is already the caller's). */
export async function appointmentsOfConversation(ctx: AppContext, botId: string, conversationId: string) {
  const db = ctx.database.db;
  const rows = await repo.findByConversation(db, botId, conversationId);
  if (!rows.length) return [];
  const timeZone = (await findHours(db, botId))?.timeZone ?? 'UTC';
  return rows.map((row) => ({
    _id: row.id,
    start: isoIn(row.startAt, timeZone),
    serviceName: row.serviceName,
    status: row.status,
  }));
}
