import { DateTime } from 'luxon';
import type { Hours } from '../../../shared/schemas/agenda';

/**
 * The free times of a service (issue 39, decision 050): the opening hours minus closures, minus the
 * bookings already held, minus the notice, within the horizon, read on the business's own clock. Luxon
 * does the zone and its daylight-saving changes: a wall-clock time that does not exist that day (the hour
 * skipped in spring) is no slot, and a slot's end is its start plus the duration in real minutes.
 */

export interface BookingRules {
  hours: Hours;
  durationMin: number;
  leadTimeMin: number;
  horizonDays: number;
  capacity: number;
}

export interface Held {
  start: Date;
  end: Date;
}

export interface FreeTime {
  start: Date;
  end: Date;
  /** ISO 8601 with the business's offset ("2026-12-04T15:00:00-03:00"). */
  startIso: string;
  endIso: string;
}

/** Slots start every `duration` minutes for short services, every half hour for longer ones. */
export function slotStep(durationMin: number): number {
  return Math.min(durationMin, 30);
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const iso = (time: DateTime) => time.toISO({ suppressMilliseconds: true })!;

/**
 * Whether `capacity` people are already held at some time of [start, end). Every booking that overlaps
 * counts, which never lets in more than the capacity (it may refuse a time two bookings that do not meet
 * each other leave free: the safe side).
 */
export function isFull(held: readonly Held[], start: Date, end: Date, capacity: number): boolean {
  let overlapping = 0;
  for (const booking of held) {
    if (booking.start < end && start < booking.end && ++overlapping >= capacity) return true;
  }
  return false;
}

/** The business's calendar date of an instant ("2026-12-04"). */
export function localDate(hours: Hours, at: Date): string {
  return DateTime.fromJSDate(at, { zone: hours.timeZone }).toISODate()!;
}

/**
 * Free times from the business's date `from` (today there when absent or past) for `days` days, in order.
 */
export function freeTimes(
  rules: BookingRules,
  held: readonly Held[],
  now: Date,
  from: string | undefined,
  days: number,
): FreeTime[] {
  const { hours, durationMin } = rules;
  const zone = hours.timeZone;
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const asked = from ? DateTime.fromISO(from, { zone }).startOf('day') : today;
  const first = asked.isValid && asked > today ? asked : today;
  const earliest = now.getTime() + rules.leadTimeMin * 60_000;
  // The horizon counts calendar days there: "30 días" books until the end of the 30th day from today.
  const latest = today.plus({ days: rules.horizonDays + 1 }).toMillis();
  const closed = new Set(hours.closures.map((closure) => closure.date));
  const step = slotStep(durationMin);
  const found: FreeTime[] = [];

  for (let offset = 0; offset < days; offset++) {
    const date = first.plus({ days: offset });
    if (date.toMillis() >= latest) break;
    if (closed.has(date.toISODate()!)) continue;
    const ranges = hours.weekly
      .filter((range) => range.day === date.weekday % 7)
      .sort((a, b) => a.open.localeCompare(b.open));
    for (const range of ranges) {
      const close = minutesOf(range.close);
      for (let minute = minutesOf(range.open); minute + durationMin <= close; minute += step) {
        const start = DateTime.fromObject(
          {
            year: date.year,
            month: date.month,
            day: date.day,
            hour: Math.floor(minute / 60),
            minute: minute % 60,
          },
          { zone },
        );
        // A time skipped by a daylight-saving change comes back moved: it is no slot.
        if (start.hour * 60 + start.minute !== minute || start.day !== date.day) continue;
        const startMs = start.toMillis();
        if (startMs < earliest || startMs >= latest) continue;
        const end = start.plus({ minutes: durationMin });
        if (isFull(held, start.toJSDate(), end.toJSDate(), rules.capacity)) continue;
        found.push({ start: start.toJSDate(), end: end.toJSDate(), startIso: iso(start), endIso: iso(end) });
      }
    }
  }
  return found;
}

/**
 * The free times nearest to `wanted` (before or after it, within the days around it), at most `count`, in
 * order of time: what a refused booking and the chat offer instead.
 */
export function nearestFreeTimes(
  rules: BookingRules,
  held: readonly Held[],
  now: Date,
  wanted: Date,
  count: number,
): FreeTime[] {
  const wantedDay = DateTime.fromJSDate(wanted, { zone: rules.hours.timeZone }).minus({ days: 1 });
  const candidates = freeTimes(rules, held, now, wantedDay.toISODate()!, 9);
  const target = wanted.getTime();
  return candidates
    .filter((slot) => slot.start.getTime() !== target)
    .sort((a, b) => Math.abs(a.start.getTime() - target) - Math.abs(b.start.getTime() - target))
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `start` is one of the free times (the same rules that list them). */
export function isFreeTime(
  rules: BookingRules,
  held: readonly Held[],
  now: Date,
  start: Date,
): FreeTime | null {
  const day = localDate(rules.hours, start);
  return freeTimes(rules, held, now, day, 1).find((slot) => slot.start.getTime() === start.getTime()) ?? null;
}
