import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, slotDays, slotText } from './slot-days';

describe('free times by day', () => {
  it('groups by the business’s date and keeps its wall time, whatever the visitor’s zone', () => {
    const days = slotDays([
      { start: '2026-12-03T23:30:00-03:00', end: '2026-12-04T00:30:00-03:00' },
      { start: '2026-12-04T09:00:00-03:00', end: '2026-12-04T10:00:00-03:00' },
      { start: '2026-12-04T09:30:00-03:00', end: '2026-12-04T10:30:00-03:00' },
    ]);
    expect(days.map((day) => [day.date, day.label, day.slots.map((slot) => slot.time)])).toEqual([
      ['2026-12-03', 'jue 3/12', ['23:30']],
      ['2026-12-04', 'vie 4/12', ['09:00', '09:30']],
    ]);
    expect(slotText('2026-12-04T15:00:00-03:00')).toBe('vie 4/12 15:00');
    expect(dayLabel('2027-01-01')).toBe('vie 1/1');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
  });
});
