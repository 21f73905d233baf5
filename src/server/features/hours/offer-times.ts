import type { FreeTime } from './free-times';
import { DAY_PARTS, type AskedWhen } from './when-asked';

/**
 * The free times the bot offers for what a customer asked (issue 39, item 3): up to `count`, in order of
 * time, near the day, the hour or the part of the day they said; the time itself when it is free. A day
 * with nothing free, or a closed one, gets the nearest free times after it: never a dead end.
 */
export interface Offer {
  /** The time asked, when it is one of the free times. */
  exact: FreeTime | null;
  times: FreeTime[];
}

/** A free time's wall clock on the business's calendar, read from its ISO text (written with its offset). */
const dateOf = (time: FreeTime) => time.startIso.slice(0, 10);
const minuteOf = (time: FreeTime) =>
  Number(time.startIso.slice(11, 13)) * 60 + Number(time.startIso.slice(14, 16));

export function offerTimes(free: readonly FreeTime[], asked: AskedWhen | null, count = 5): Offer {
  if (!asked) return { exact: null, times: free.slice(0, count) };
  const wanted = asked.time ? Number(asked.time.slice(0, 2)) * 60 + Number(asked.time.slice(3, 5)) : null;
  const candidates = wanted === null ? [] : asked.eitherHalf ? [wanted, wanted + 12 * 60] : [wanted];
  const distance = (time: FreeTime) =>
    Math.min(...candidates.map((minute) => Math.abs(minuteOf(time) - minute)));
  const part = asked.part ? DAY_PARTS[asked.part] : null;
  const inPart = (time: FreeTime) => !part || (minuteOf(time) >= part.from && minuteOf(time) < part.to);

  const sameDay = asked.date ? free.filter((time) => dateOf(time) === asked.date) : free;
  // Without a day, the soonest free time at the hour asked.
  const exact =
    wanted !== null ? (sameDay.find((time) => candidates.includes(minuteOf(time))) ?? null) : null;
  let pool = sameDay.filter(inPart);
  if (!pool.length && asked.date) {
    // Nothing that day (or that part of it): the first free times after it, in the part asked if any.
    const after = free.filter((time) => dateOf(time) > asked.date!);
    pool = after.filter(inPart).length ? after.filter(inPart) : after;
  }
  if (!pool.length) pool = [...free];
  const times =
    wanted !== null
      ? [...pool]
          .sort((a, b) => distance(a) - distance(b) || a.start.getTime() - b.start.getTime())
          .slice(0, count)
      : pool.slice(0, count);
  times.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { exact, times };
}
