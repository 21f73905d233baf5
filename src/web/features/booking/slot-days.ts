import { msg } from '../../../shared/messages.es';
import type { Slot } from '../../../shared/schemas/booking';

/**
 * Free times as the visitor picks them: by the business's date, each with its wall time. The server writes
 * every time with the business's offset, so its date and "HH:MM" are read from the text as they are: the
 * visitor's own zone never moves a turno.
 */
export interface SlotDay {
  date: string;
  label: string;
  slots: Array<Slot & { time: string }>;
}

/** "2026-12-04" → its weekday (0 = Sunday), read on the calendar, not in any zone. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
}

/** "jue 4/12". */
export function dayLabel(date: string): string {
  return `${msg.booking.daysShort[weekdayOf(date)]} ${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;
}

/** "jue 4/12 15:00": a free time named as the chat's chips name it. */
export function slotText(start: string): string {
  return `${dayLabel(start.slice(0, 10))} ${start.slice(11, 16)}`;
}

export function slotDays(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = slot.start.slice(0, 10);
    let day = days.at(-1);
    if (day?.date !== date) days.push((day = { date, label: dayLabel(date), slots: [] }));
    day.slots.push({ ...slot, time: slot.start.slice(11, 16) });
  }
  return days;
}

/** The date `days` after `date`, on the calendar. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Today on this device's calendar ("2026-12-04"): an owner's or a visitor's, near the business's own. */
export function todayHere(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
