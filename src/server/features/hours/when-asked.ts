import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { fold } from '../../lib/nlu/normalize';

/**
 * When a customer asks for a turno ("mañana a la tarde", "el jueves", "pasado mañana temprano", "el 12 a las
 * 5"), read on the business's calendar (issue 39, item 3). chrono-node reads the dates and hours, taught two
 * ways the region says them that its Spanish misses ("pasado mañana", a bare "el 12"); the part of the day is
 * read here, since "mañana" alone is a day and "a la mañana" a part of it.
 */

export type DayPart = 'morning' | 'noon' | 'afternoon' | 'evening';

export interface AskedWhen {
  /** The business's date ("2026-12-04"), or null when only an hour or a part of the day was said. */
  date: string | null;
  /** "17:00" when an hour was said. */
  time: string | null;
  /** An hour said without "de la tarde" or "pm" ("a las 5"): it may be 5:00 or 17:00. */
  eitherHalf: boolean;
  part: DayPart | null;
}

/** The hours of each part of the day, in minutes: what "a la tarde" lets a free time be. */
export const DAY_PARTS: Record<DayPart, { from: number; to: number }> = {
  morning: { from: 6 * 60, to: 12 * 60 },
  noon: { from: 12 * 60, to: 14 * 60 + 30 },
  afternoon: { from: 13 * 60, to: 20 * 60 },
  evening: { from: 19 * 60, to: 24 * 60 },
};

const PARTS: Array<[DayPart, RegExp]> = [
  ['morning', /\b(?:(?:por|a|en|de) la manana|temprano|tempranito)\b/],
  ['noon', /\b(?:al )?mediodia\b/],
  ['afternoon', /\b(?:(?:por|a|en|de) la tarde|tardecita|siesta)\b/],
  ['evening', /\b(?:(?:por|a|en|de) la noche|nochecita)\b/],
];

/** chrono's casual Spanish, plus a bare day of the month ("para el 12", not "el 12 de enero" nor "el 12:30"). */
const parser = (() => {
  const custom = chrono.es.casual.clone();
  custom.parsers.push({
    pattern: () => /\bel\s+(\d{1,2})(?=\s|$|[?!.,;])(?!\s*(?:de\b|del\b|\/|:|hs?\b|horas?\b))/i,
    extract: (_context, match) => {
      const day = Number(match[1]);
      return day >= 1 && day <= 31 ? { day } : null;
    },
  });
  return custom;
})();

export function whenAsked(text: string, now: Date, timeZone: string): AskedWhen | null {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  const folded = fold(text);
  const part = PARTS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
  // "pasado mañana" is said as the date it is, which chrono reads.
  const later = local.plus({ days: 2 });
  const written = text.replace(/pasado\s+ma[nñ]ana/gi, `el ${later.day}/${later.month}/${later.year}`);
  const results = parser.parse(written, { instant: now, timezone: local.offset }, { forwardDate: true });

  let date: string | null = null;
  let time: string | null = null;
  let eitherHalf = false;
  for (const result of results) {
    const start = result.start;
    const saysDay = start.isCertain('day') || start.isCertain('weekday');
    if (!date && saysDay) {
      let day = DateTime.fromObject(
        {
          year: start.get('year') ?? local.year,
          month: start.get('month') ?? local.month,
          day: start.get('day') ?? local.day,
        },
        { zone: timeZone },
      );
      // A bare day of the month already past is next month's ("el 12" on the 30th).
      if (!start.isCertain('month') && day < local.startOf('day')) day = day.plus({ months: 1 });
      if (day.isValid) date = day.toISODate();
    }
    if (!time && start.isCertain('hour')) {
      let hour = start.get('hour') ?? 0;
      const minute = start.get('minute') ?? 0;
      const halfUnsaid = !start.isCertain('meridiem') && hour >= 1 && hour <= 11;
      // "a las 5 de la tarde": the part of the day says which half.
      if (halfUnsaid && (part === 'afternoon' || part === 'evening')) hour += 12;
      eitherHalf = halfUnsaid && part === null;
      time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    }
  }
  if (!date && !time && !part) return null;
  return { date, time, eitherHalf, part };
}
