import { describe, expect, it } from 'vitest';
import type { Hours } from '../../../shared/schemas/agenda';
import { freeTimes, isFreeTime, isFull, nearestFreeTimes, slotStep, type BookingRules } from './free-times';

const CORDOBA = 'America/Argentina/Cordoba';
const weekdays = (open: string, close: string) => [1, 2, 3, 4, 5].map((day) => ({ day, open, close }));
const hours = (overrides: Partial<Hours> = {}): Hours => ({
  timeZone: CORDOBA,
  weekly: weekdays('09:00', '12:00'),
  closures: [],
  ...overrides,
});
const rules = (overrides: Partial<BookingRules> = {}): BookingRules => ({
  hours: hours(),
  durationMin: 60,
  leadTimeMin: 0,
  horizonDays: 30,
  capacity: 1,
  ...overrides,
});
// Monday 30 November 2026, 08:00 in Córdoba (UTC−3).
const MONDAY_8 = new Date('2026-11-30T11:00:00Z');
const starts = (list: { startIso: string }[]) => list.map((slot) => slot.startIso);

describe('free times', () => {
  it('start every half hour within each range, ending by its close, with the business’s offset', () => {
    expect(starts(freeTimes(rules(), [], MONDAY_8, undefined, 1))).toEqual([
      '2026-11-30T09:00:00-03:00',
      '2026-11-30T09:30:00-03:00',
      '2026-11-30T10:00:00-03:00',
      '2026-11-30T10:30:00-03:00',
      '2026-11-30T11:00:00-03:00',
    ]);
    expect(freeTimes(rules(), [], MONDAY_8, undefined, 1)[0]!.endIso).toBe('2026-11-30T10:00:00-03:00');
    expect(slotStep(20)).toBe(20);
    expect(slotStep(90)).toBe(30);
  });

  it('leave out closures, days without hours, the notice and what is past the horizon', () => {
    const closedMonday = rules({ hours: hours({ closures: [{ date: '2026-11-30', note: 'Feriado' }] }) });
    expect(freeTimes(closedMonday, [], MONDAY_8, undefined, 1)).toEqual([]);
    // Saturday and Sunday have no hours.
    expect(freeTimes(rules(), [], MONDAY_8, '2026-12-05', 2)).toEqual([]);
    // Two hours of notice at 8:00: the first free time is 10:00.
    expect(starts(freeTimes(rules({ leadTimeMin: 120 }), [], MONDAY_8, undefined, 1))[0]).toBe(
      '2026-11-30T10:00:00-03:00',
    );
    // A horizon of one day: Tuesday (the whole day) yes, Wednesday no.
    const near = freeTimes(rules({ horizonDays: 1 }), [], MONDAY_8, '2026-12-01', 2);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((slot) => slot.startIso.startsWith('2026-12-01T'))).toBe(true);
    // A day asked in the past starts from today.
    expect(starts(freeTimes(rules(), [], MONDAY_8, '2026-11-01', 1))[0]).toBe('2026-11-30T09:00:00-03:00');
  });

  it('leave out times held up to the capacity', () => {
    const held = [{ start: new Date('2026-11-30T13:00:00Z'), end: new Date('2026-11-30T14:00:00Z') }];
    // 10:00–11:00 is held: 9:30 and 10:30 overlap it too.
    expect(starts(freeTimes(rules(), held, MONDAY_8, undefined, 1))).toEqual([
      '2026-11-30T09:00:00-03:00',
      '2026-11-30T11:00:00-03:00',
    ]);
    expect(freeTimes(rules({ capacity: 2 }), held, MONDAY_8, undefined, 1)).toHaveLength(5);
    expect(isFull([...held, ...held], held[0]!.start, held[0]!.end, 2)).toBe(true);
  });

  it('skip the hour a daylight-saving change removes, and end a slot in real minutes across the other', () => {
    const santiago = rules({
      durationMin: 30,
      hours: {
        timeZone: 'America/Santiago',
        weekly: [0, 6].map((day) => ({ day, open: '00:00', close: '02:00' })),
        closures: [],
      },
    });
    // Sunday 6 September 2026: Chile's clocks go from 00:00 to 01:00.
    const before = new Date('2026-09-01T12:00:00Z');
    expect(starts(freeTimes(santiago, [], before, '2026-09-06', 1))).toEqual([
      '2026-09-06T01:00:00-03:00',
      '2026-09-06T01:30:00-03:00',
    ]);
    // Saturday 4 April 2026, 23:30 (−03:00): an hour later the clocks read 23:30 again (−04:00).
    const late = rules({
      hours: {
        timeZone: 'America/Santiago',
        weekly: [{ day: 6, open: '23:30', close: '24:00' }],
        closures: [],
      },
      durationMin: 30,
    });
    const [slot] = freeTimes(late, [], new Date('2026-04-01T12:00:00Z'), '2026-04-04', 1);
    expect(slot!.startIso).toBe('2026-04-04T23:30:00-03:00');
    expect(slot!.end.getTime() - slot!.start.getTime()).toBe(30 * 60_000);
  });

  it('offer the nearest free times to one that is taken, in order', () => {
    const held = [{ start: new Date('2026-11-30T13:00:00Z'), end: new Date('2026-11-30T14:00:00Z') }];
    const wanted = new Date('2026-11-30T13:00:00Z');
    expect(isFreeTime(rules(), held, MONDAY_8, wanted)).toBeNull();
    expect(isFreeTime(rules(), [], MONDAY_8, wanted)?.startIso).toBe('2026-11-30T10:00:00-03:00');
    expect(starts(nearestFreeTimes(rules(), held, MONDAY_8, wanted, 3))).toEqual([
      '2026-11-30T09:00:00-03:00',
      '2026-11-30T11:00:00-03:00',
      '2026-12-01T09:00:00-03:00',
    ]);
  });
});
