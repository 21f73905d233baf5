import { createHmac } from 'node:crypto';
import { DateTime } from 'luxon';
import { msg } from '../../../shared/messages.es';
import type { Slot } from '../../../shared/schemas/booking';
import type { AppContext } from '../../app-context';
import { hashToken } from '../../lib/tokens';
import type { FreeTime } from '../hours/free-times';

/** "jueves 4 de diciembre, 15:00" on the business's clock: how e-mails and the agenda name a time. */
export function whenText(start: Date, timeZone: string): string {
  return DateTime.fromJSDate(start, { zone: timeZone }).setLocale('es').toFormat("cccc d 'de' LLLL, HH:mm");
}

/** A chip naming a free time: "jue 4/12 15:00". */
export function slotLabel(start: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(start, { zone: timeZone });
  return msg.booking.slotLabel(local.weekday % 7, local.day, local.month, local.toFormat('HH:mm'));
}

/** ISO 8601 with the business's offset. */
export function isoIn(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISO({ suppressMilliseconds: true })!;
}

export const asSlot = (free: FreeTime): Slot => ({ start: free.startIso, end: free.endIso });

/**
 * The visitor's private token of a booking: an HMAC of its id under the platform's secret key, so the
 * confirmation and every reminder can name the same link while the database keeps only its hash.
 */
export function manageToken(ctx: AppContext, appointmentId: string): string {
  return createHmac('sha256', ctx.settings.secretsKey)
    .update(`appointment:${appointmentId}`)
    .digest('base64url');
}

export const manageTokenHash = (token: string) => hashToken(token);

export function manageUrl(ctx: AppContext, appointmentId: string): string {
  return `${ctx.settings.publicUrl}/turnos/${manageToken(ctx, appointmentId)}`;
}
