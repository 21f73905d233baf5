import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { TaskLog } from '../../lib/background';
import { CHANNEL_REMINDER_JOB } from '../agenda/booking-emails';
import { findAppointment } from '../agenda/appointments.repo';
import { whenText } from '../agenda/booking-time';
import { findConversationChannel } from '../conversations/conversations.repo';
import { insertMessages } from '../conversations/messages.repo';
import { publishLive } from '../live/live.service';
import { findHours } from '../hours/hours.repo';
import { kickChannels, queueTemplate } from './channel-jobs';
import { fillTemplate, templateMessage, templatesOf } from './whatsapp-templates';
import { findConnectionOfBot } from './whatsapp.repo';

/**
 * Booking reminders on WhatsApp (issue 41): a customer who booked in a WhatsApp conversation gets the
 * reminder there too, by the approved template the owner chose (24 hours after their last message a
 * free-form text would not reach them). Its placeholders get the customer's name, the time and the
 * service, in that order. The agenda's reminder sweep enqueues this job once per booking and time.
 */
export async function remindOnWhatsApp(ctx: AppContext, appointmentId: string, log: TaskLog): Promise<void> {
  const db = ctx.database.db;
  const appointment = await findAppointment(db, undefined, appointmentId);
  if (!appointment || appointment.status !== 'booked' || !appointment.conversationId) return;
  const conversation = await findConversationChannel(db, appointment.botId, appointment.conversationId);
  if (conversation?.channel !== 'whatsapp' || !conversation.contactId) return;
  const connection = ctx.settings.whatsapp ? await findConnectionOfBot(db, appointment.botId) : undefined;
  const chosen = connection?.reminderTemplate;
  if (!connection || !chosen) return;
  let template;
  try {
    template = (await templatesOf(ctx, connection)).find(
      (candidate) => candidate.name === chosen.name && candidate.language === chosen.language,
    );
  } catch (error) {
    // Meta unavailable: the job is tried again. Anything else (no account, a revoked token) will not pass.
    if (error instanceof AppError && error.statusCode === 502) throw error;
    log.error({ err: error, appointment: appointmentId }, 'whatsapp reminder not sent');
    return;
  }
  if (!template) {
    log.error(
      { appointment: appointmentId, template: chosen },
      'whatsapp reminder template no longer approved',
    );
    return;
  }
  const hours = await findHours(db, appointment.botId);
  const values = [
    appointment.name,
    whenText(appointment.startAt, hours?.timeZone ?? 'UTC'),
    appointment.serviceName,
  ].slice(0, template.parameters.length);
  const messageId = randomUUID();
  await db.transaction(async (tx) => {
    await insertMessages(tx, [
      {
        id: messageId,
        conversationId: conversation.id,
        botId: appointment.botId,
        from: 'bot',
        text: fillTemplate(template.body, template.parameters, values),
        intent: 'booking.reminder',
        createdAt: new Date(),
      },
    ]);
    await queueTemplate(
      tx,
      { id: conversation.id, botId: appointment.botId },
      connection.phoneNumberId,
      templateMessage(conversation.contactId!, template, values),
      messageId,
    );
  });
  publishLive(ctx, {
    botId: appointment.botId,
    conversationId: conversation.id,
    kind: 'message',
    from: 'bot',
  });
  kickChannels(ctx, log);
}

export function registerWhatsAppReminders(ctx: AppContext): void {
  ctx.jobs.define(
    CHANNEL_REMINDER_JOB,
    async (job) => remindOnWhatsApp(ctx, String(job.payload.appointmentId), ctx.jobs.log),
    { timeoutMs: 60_000 },
  );
}
