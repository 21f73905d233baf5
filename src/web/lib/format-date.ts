const LONG_DATE = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });

/** "5 de marzo de 2025": a date in the Spanish locale, without the time. */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}
