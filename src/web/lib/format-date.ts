import { msg } from '../../shared/messages.es';

/**
 * A formatter made on its first use. The page's first Intl formatter loads the locale's data (tens of
 * milliseconds on a slow phone), and most pages that load this module, a bot page among them, show no date
 * until later, if at all: made when the module loaded, it lengthened the task that evaluated it.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('es', options));
}

const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const time = dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function toDate(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "5 de marzo de 2025": a date in the Spanish locale, without the time. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return date ? longDate().format(date) : '';
}

/** The spec's "D de MMMM de YYYY, a las HH:mm hs" (section 9), in the viewer's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? msg.rating.dateTime(longDate().format(date), time().format(date)) : '';
}
