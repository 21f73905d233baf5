import { DateTime } from 'luxon';
import type { Hours, HoursStatus } from '../../../shared/schemas/agenda';

/** How far ahead the next opening is looked for: past two weeks of closures, "no sabemos" is honest. */
const LOOKAHEAD_DAYS = 14;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Where the business stands at `now`, read on its own wall clock (Luxon does the zone and its
 * daylight-saving rules): open in one of today's ranges, unless today is a closure; otherwise the next range
 * that opens. Back-to-back ranges (9–13, 13–19) count as one: it closes at 19:00.
 */
export function hoursStatus(hours: Hours, now: Date): HoursStatus {
  const local = DateTime.fromJSDate(now, { zone: hours.timeZone });
  const closed = new Set(hours.closures.map((closure) => closure.date));
  const rangesOf = (day: number) =>
    hours.weekly
      .filter((range) => range.day === day)
      .map((range) => ({
        open: minutesOf(range.open),
        close: minutesOf(range.close),
        opensAt: range.open,
        closesAt: range.close,
      }))
      .sort((a, b) => a.open - b.open);
  const minute = local.hour * 60 + local.minute;
  const todayIso = local.toISODate()!;
  const today = closed.has(todayIso) ? [] : rangesOf(local.weekday % 7);

  let current = today.find((range) => range.open <= minute && minute < range.close);
  if (current) {
    // Ranges that follow without a gap keep it open.
    for (const next of today) if (next.open === current.close) current = next;
    return { openNow: true, closesAt: current.closesAt, opensAt: null };
  }
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset++) {
    const date = local.startOf('day').plus({ days: offset });
    const iso = date.toISODate()!;
    if (closed.has(iso)) continue;
    const next = rangesOf(date.weekday % 7).find((range) => offset > 0 || range.open > minute);
    if (next) {
      return {
        openNow: false,
        closesAt: null,
        opensAt: { date: iso, day: date.weekday % 7, time: next.opensAt, inDays: offset },
      };
    }
  }
  return { openNow: false, closesAt: null, opensAt: null };
}

/** The closures from today to `days` ahead on the business's calendar, by date. */
export function upcomingClosures(hours: Hours, now: Date, days = LOOKAHEAD_DAYS): Hours['closures'] {
  const today = DateTime.fromJSDate(now, { zone: hours.timeZone }).startOf('day');
  const first = today.toISODate()!;
  const last = today.plus({ days }).toISODate()!;
  return hours.closures.filter((closure) => closure.date >= first && closure.date <= last);
}
