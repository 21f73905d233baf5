import { msg } from '../../shared/messages.es';

const LONG_DATE = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function toDate(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "5 de marzo de 2025": a date in the Spanish locale, without the time. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : '';
}

/** The spec's "D de MMMM de YYYY, a las HH:mm hs" (section 9), in the viewer's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? msg.rating.dateTime(LONG_DATE.format(date), TIME.format(date)) : '';
}
