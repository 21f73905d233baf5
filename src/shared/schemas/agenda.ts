import { z } from 'zod';
import { isTimeZone } from '../agenda/time-zones';
import { msg } from '../messages.es';

const m = msg.agenda;

export const AgendaLimits = { rangesPerDay: 6, closuresMax: 120, noteMax: 120 } as const;

/** A wall-clock time, "09:00"; "24:00" closes at midnight. Compared as text: the format keeps the order. */
const ClockSchema = z
  .string({ error: m.timeFormat })
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, m.timeFormat);

export const HoursRangeSchema = z.object({
  /** 0 = Sunday, as JavaScript and PostgreSQL count. */
  day: z.number({ error: m.dayInvalid }).int(m.dayInvalid).min(0, m.dayInvalid).max(6, m.dayInvalid),
  open: ClockSchema,
  close: ClockSchema,
});
export type HoursRange = z.infer<typeof HoursRangeSchema>;

/** "2026-02-30" is not a day: the date must read back the same (a calendar check, no time zone in it). */
function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year!, month! - 1, day!));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month! - 1 && utc.getUTCDate() === day;
}

export const ClosureSchema = z.object({
  date: z
    .string({ error: m.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
    .refine(isCalendarDate, m.dateInvalid),
  note: z.string().trim().max(AgendaLimits.noteMax, m.noteLong).default(''),
});
export type Closure = z.infer<typeof ClosureSchema>;

/**
 * PUT /bot/{id}/hours: the weekly schedule (several ranges a day, none across midnight), the days it is
 * closed with a note, and the IANA zone its clock is read in.
 */
export const HoursInputSchema = z
  .object({
    timeZone: z
      .string({ error: m.timeZoneUnknown })
      .trim()
      .max(64, m.timeZoneUnknown)
      .refine(isTimeZone, m.timeZoneUnknown),
    weekly: z.array(HoursRangeSchema).max(7 * AgendaLimits.rangesPerDay, m.rangesMany),
    closures: z.array(ClosureSchema).max(AgendaLimits.closuresMax, m.closuresMany).default([]),
  })
  .superRefine((hours, ctx) => {
    hours.weekly.forEach((range, index) => {
      if (range.close <= range.open)
        ctx.addIssue({ code: 'custom', path: ['weekly', index, 'close'], message: m.closeBeforeOpen });
    });
    for (let day = 0; day < 7; day++) {
      const ranges = hours.weekly
        .map((range, index) => ({ ...range, index }))
        .filter((range) => range.day === day && range.close > range.open)
        .sort((a, b) => a.open.localeCompare(b.open));
      if (ranges.length > AgendaLimits.rangesPerDay)
        ctx.addIssue({ code: 'custom', path: ['weekly', ranges[0]!.index], message: m.rangesMany });
      for (let i = 1; i < ranges.length; i++) {
        if (ranges[i]!.open < ranges[i - 1]!.close)
          ctx.addIssue({
            code: 'custom',
            path: ['weekly', ranges[i]!.index, 'open'],
            message: m.overlap(day),
          });
      }
    }
    const seen = new Set<string>();
    hours.closures.forEach((closure, index) => {
      if (seen.has(closure.date))
        ctx.addIssue({ code: 'custom', path: ['closures', index, 'date'], message: m.closureDuplicate });
      seen.add(closure.date);
    });
  });
export type HoursInput = z.input<typeof HoursInputSchema>;
export type HoursData = z.output<typeof HoursInputSchema>;

export const HoursSchema = z
  .object({
    timeZone: z.string(),
    /** By day, then by opening time. */
    weekly: z.array(HoursRangeSchema),
    /** By date. */
    closures: z.array(z.object({ date: z.string(), note: z.string() })),
  })
  .meta({ id: 'Hours' });
export type Hours = z.infer<typeof HoursSchema>;

/**
 * Where the business stands now, read in its zone: open until `closesAt` (its local "HH:MM"), or closed
 * until `opensAt` (its local date, weekday and "HH:MM"; null when nothing opens in the next two weeks).
 */
export const HoursStatusSchema = z
  .object({
    openNow: z.boolean(),
    closesAt: z.string().nullable(),
    /** `inDays`: 0 today, 1 tomorrow… on the business's calendar. */
    opensAt: z
      .object({ date: z.string(), day: z.number().int(), time: z.string(), inDays: z.number().int() })
      .nullable(),
  })
  .meta({ id: 'HoursStatus' });
export type HoursStatus = z.infer<typeof HoursStatusSchema>;

export const HoursResponseSchema = z.object({
  /** Null until the owner sets them; then `suggestedTimeZone` is what the form starts from. */
  hours: HoursSchema.nullable(),
  status: HoursStatusSchema.nullable(),
  suggestedTimeZone: z.string().nullable(),
});
