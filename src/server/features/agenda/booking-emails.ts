import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { alertTeam, emailRecipients } from '../alerts/alerts.service';
import { findBotByRef } from '../bots/bots.repo';
import { findHours } from '../hours/hours.repo';
import { bookingConfirmationEmail, bookingReminderEmail, ownerBookingEmail } from '../mail/templates';
import * as repo from './appointments.repo';
import { manageUrl, whenText } from './booking-time';

/**
 * A booking's e-mails through the job worker (decision 050): the visitor's confirmation (again when moved),
 * the team's notice (e-mails and pushes), and the reminder BOOKING_REMINDER_HOURS before. The private link
 * is derived from the booking's id (booking-time.ts), so no job carries a secret.
 */
export const BOOKING_EMAIL = 'booking-email';
/**
 * A booking's reminder on the messaging channel it was made on (WhatsApp, by template): the job is defined
 * by the messaging feature (messaging/whatsapp-reminders.ts), queued here with the e-mail's.
 */
export const CHANNEL_REMINDER_JOB = 'booking-channel-reminder';
const BOOKING_REMINDERS = 'booking-reminders';
/** How often due reminders are looked for: a reminder goes out at most this late. */
const REMINDER_SWEEP_MS = 5 * 60_000;

type BookingEmailKind = 'confirmation' | 'reminder' | 'owner';

export async function queueBookingEmail(
  ctx: AppContext,
  appointment: { id: string; startAt: Date },
  kind: BookingEmailKind,
) {
  // One per booking and time: a moved booking is confirmed (and reminded) again for its new time.
  await ctx.jobs.enqueue(BOOKING_EMAIL, {
    payload: { appointmentId: appointment.id, kind },
    dedupeKey: `${BOOKING_EMAIL}:${kind}:${appointment.id}:${appointment.startAt.getTime()}`,
  });
}

async function sendBookingEmail(ctx: AppContext, appointmentId: string, kind: BookingEmailKind) {
  const db = ctx.database.db;
  const row = await repo.findAppointment(db, undefined, appointmentId);
  if (!row || row.status !== 'booked') return;
  const bot = await findBotByRef(db, row.botId);
  if (!bot) return;
  const hours = await findHours(db, bot.id);
  const { appName, publicUrl, supportEmail } = ctx.settings;
  const base = {
    appName,
    botName: bot.name,
    serviceName: row.serviceName,
    when: whenText(row.startAt, hours?.timeZone ?? 'UTC'),
    supportEmail,
  };
  if (kind === 'owner') {
    // The push first, queued once per booking and time: a retry after a failed e-mail queues it no more.
    await alertTeam(
      ctx,
      bot,
      'booking',
      {
        title: msg.team.pushBooking(bot.name),
        body: msg.alerts.bookingBody(row.name, row.serviceName, base.when),
        url: `/dashboard/bots/${encodeURIComponent(bot.id)}`,
      },
      { dedupeKey: `booking:${row.id}:${row.startAt.getTime()}` },
    );
    // The owner's copy follows the bot's notifications switch; a member's, their own choice.
    for (const letter of await emailRecipients(ctx, bot, { ownerCopies: bot.notificationOn })) {
      await ctx.mailer.send({
        to: letter.to.join(', '),
        ...ownerBookingEmail({
          ...base,
          name: letter.name,
          visitor: row.name,
          link: `${publicUrl}/dashboard/bots/${bot.id}`,
        }),
      });
    }
    return;
  }
  if (!row.email) return;
  const content = { ...base, name: row.name, link: manageUrl(ctx, row.id) };
  await ctx.mailer.send({
    to: row.email,
    ...(kind === 'reminder' ? bookingReminderEmail(content) : bookingConfirmationEmail(content)),
  });
}

/**
 * Queues the reminders that came due. Each booking is claimed (reminder_sent_at set where it was null)
 * before its e-mail is queued, so of all the instances sweeping at once one queues it; a moved booking is
 * due again.
 */
export async function queueDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const hours = ctx.settings.bookingReminderHours;
  if (hours <= 0) return 0;
  const db = ctx.database.db;
  let queued = 0;
  for (const due of await repo.findDueReminders(db, now, hours * 3_600_000)) {
    const { id } = due;
    if (!(await repo.claimReminder(db, id, now))) continue;
    try {
      await queueBookingEmail(ctx, due, 'reminder');
      if (due.conversationId) {
        await ctx.jobs.enqueue(CHANNEL_REMINDER_JOB, {
          payload: { appointmentId: id },
          dedupeKey: `${CHANNEL_REMINDER_JOB}:${id}:${due.startAt.getTime()}`,
        });
      }
      queued++;
    } catch (error) {
      // Not queued: the next sweep tries again.
      await repo.releaseReminder(db, id);
      throw error;
    }
  }
  return queued;
}

export function registerBookingJobs(ctx: AppContext): void {
  ctx.jobs.define(
    BOOKING_EMAIL,
    async (job) => {
      const kind = job.payload.kind;
      if (kind !== 'confirmation' && kind !== 'reminder' && kind !== 'owner') return;
      await sendBookingEmail(ctx, String(job.payload.appointmentId), kind);
    },
    { timeoutMs: 60_000 },
  );
  ctx.jobs.define(
    BOOKING_REMINDERS,
    async () => {
      await queueDueReminders(ctx);
    },
    { everyMs: REMINDER_SWEEP_MS },
  );
}
