import { describe, expect, it } from 'vitest';
import type { Hours } from '../../../shared/schemas/agenda';
import { hoursStatus } from './schedule';

const weekdays = (open: string, close: string) => [1, 2, 3, 4, 5].map((day) => ({ day, open, close }));

const salon: Hours = {
  timeZone: 'America/Argentina/Cordoba',
  weekly: [
    ...weekdays('09:00', '13:00'),
    ...weekdays('16:00', '20:00'),
    { day: 6, open: '09:00', close: '13:00' },
  ],
  closures: [{ date: '2026-12-08', note: 'Feriado' }],
};

describe('hoursStatus', () => {
  it('reads the business’s own clock: open until the end of the range, or the next opening', () => {
    // Thursday 3 December 2026, 10:30 in Córdoba (UTC−3).
    expect(hoursStatus(salon, new Date('2026-12-03T13:30:00Z'))).toEqual({
      openNow: true,
      closesAt: '13:00',
      opensAt: null,
    });
    // 14:00: the afternoon range opens at 16:00 the same day.
    expect(hoursStatus(salon, new Date('2026-12-03T17:00:00Z'))).toEqual({
      openNow: false,
      closesAt: null,
      opensAt: { date: '2026-12-03', day: 4, time: '16:00', inDays: 0 },
    });
    // Saturday 13:30: closed until Monday 9:00.
    expect(hoursStatus(salon, new Date('2026-12-05T16:30:00Z')).opensAt).toEqual({
      date: '2026-12-07',
      day: 1,
      time: '09:00',
      inDays: 2,
    });
  });

  it('skips closures, and joins ranges that follow without a gap', () => {
    // Monday 7 December, 21:00: Tuesday 8 is a holiday, so it opens on Wednesday.
    expect(hoursStatus(salon, new Date('2026-12-08T00:00:00Z')).opensAt).toEqual({
      date: '2026-12-09',
      day: 3,
      time: '09:00',
      inDays: 2,
    });
    // On the holiday itself, at a time it would be open.
    expect(hoursStatus(salon, new Date('2026-12-08T13:00:00Z')).openNow).toBe(false);
    const straight: Hours = {
      ...salon,
      weekly: [...weekdays('09:00', '13:00'), ...weekdays('13:00', '19:00')],
      closures: [],
    };
    expect(hoursStatus(straight, new Date('2026-12-03T13:30:00Z')).closesAt).toBe('19:00');
  });

  it('follows daylight-saving changes of the zone', () => {
    // New York moves to UTC−4 at 2:00 on Sunday 8 March 2026: 13:30 UTC is 9:30 there, not 8:30.
    const sundays: Hours = {
      timeZone: 'America/New_York',
      weekly: [{ day: 0, open: '09:00', close: '17:00' }],
      closures: [],
    };
    expect(hoursStatus(sundays, new Date('2026-03-08T13:30:00Z')).openNow).toBe(true);
    expect(hoursStatus(sundays, new Date('2026-03-01T13:30:00Z')).openNow).toBe(false);
    // Madrid moves to UTC+2 on Sunday 29 March 2026: 8:30 UTC is 10:30 there.
    const madrid: Hours = {
      timeZone: 'Europe/Madrid',
      weekly: [{ day: 0, open: '10:00', close: '14:00' }],
      closures: [],
    };
    expect(hoursStatus(madrid, new Date('2026-03-29T08:30:00Z')).openNow).toBe(true);
    expect(hoursStatus(madrid, new Date('2026-03-22T08:30:00Z')).openNow).toBe(false);
  });

  it('says nothing opens when every day ahead is closed or empty', () => {
    expect(hoursStatus({ ...salon, weekly: [] }, new Date('2026-12-03T13:30:00Z'))).toEqual({
      openNow: false,
      closesAt: null,
      opensAt: null,
    });
  });
});
