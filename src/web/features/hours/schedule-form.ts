import type { Hours, HoursInput } from '../../../shared/schemas/agenda';

/** The week as people read it in the region: Monday first. Days are 0 = Sunday, as the API counts. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export interface RangeForm {
  open: string;
  close: string;
}
export interface DayForm {
  day: number;
  ranges: RangeForm[];
}
export interface ClosureForm {
  date: string;
  note: string;
}
export interface ScheduleForm {
  timeZone: string;
  days: DayForm[];
  closures: ClosureForm[];
}

/** A first schedule to adjust: weekdays 9 to 18 and Saturday morning, the common small-business week. */
const STARTER: Record<number, RangeForm[]> = {
  1: [{ open: '09:00', close: '18:00' }],
  2: [{ open: '09:00', close: '18:00' }],
  3: [{ open: '09:00', close: '18:00' }],
  4: [{ open: '09:00', close: '18:00' }],
  5: [{ open: '09:00', close: '18:00' }],
  6: [{ open: '09:00', close: '13:00' }],
  0: [],
};

/**
 * The form for stored hours, or the starter week in the suggested zone (from the bot's place), else the
 * zone of the owner's device: most owners set up their bot where their business is.
 */
export function scheduleFormOf(
  hours: Hours | null,
  suggestedTimeZone: string | null,
  deviceTimeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): ScheduleForm {
  return {
    timeZone: hours?.timeZone ?? suggestedTimeZone ?? deviceTimeZone ?? '',
    days: WEEK_ORDER.map((day) => ({
      day,
      ranges: hours
        ? hours.weekly.filter((range) => range.day === day).map(({ open, close }) => ({ open, close }))
        : STARTER[day]!.map((range) => ({ ...range })),
    })),
    closures: hours?.closures.map((closure) => ({ ...closure })) ?? [],
  };
}

/** Where each range of the body sits in the form, to put the server's message beside it. */
export type RangeAt = { dayIndex: number; rangeIndex: number };

/** The body of PUT /bot/{id}/hours, and where each of its ranges came from. */
export function hoursInputOf(form: ScheduleForm): { input: HoursInput; rangeAt: RangeAt[] } {
  const rangeAt: RangeAt[] = [];
  const weekly = form.days.flatMap((day, dayIndex) =>
    day.ranges.map((range, rangeIndex) => {
      rangeAt.push({ dayIndex, rangeIndex });
      return { day: day.day, open: range.open, close: range.close };
    }),
  );
  return {
    input: {
      timeZone: form.timeZone,
      weekly,
      closures: form.closures.filter((closure) => closure.date).map((closure) => ({ ...closure })),
    },
    rangeAt,
  };
}

/** The server's field messages ("weekly.3.close") as messages per day and range ("2.0"). */
export function rangeErrorsOf(
  fields: Record<string, string> | undefined,
  rangeAt: readonly RangeAt[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^weekly\.(\d+)/.exec(path);
    const at = match ? rangeAt[Number(match[1])] : undefined;
    if (at) errors[`${at.dayIndex}.${at.rangeIndex}`] ??= message;
  }
  return errors;
}

/** The zones a business of the region keeps, for the zone picker (the stored one always among them). */
export function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone').filter(
          (zone) =>
            zone.startsWith('America/') ||
            ['Europe/Madrid', 'Atlantic/Canary', 'Pacific/Galapagos', 'Pacific/Easter'].includes(zone),
        )
      : [];
  return [...new Set([...(current ? [current] : []), ...known])].sort();
}
