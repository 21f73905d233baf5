import { describe, expect, it } from 'vitest';
import { hoursInputOf, rangeErrorsOf, scheduleFormOf, timeZoneChoices } from './schedule-form';

describe('the schedule form', () => {
  it('starts from a common week in the suggested zone, Monday first', () => {
    const form = scheduleFormOf(null, 'America/Argentina/Cordoba');
    expect(form.timeZone).toBe('America/Argentina/Cordoba');
    expect(form.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(form.days[0]!.ranges).toEqual([{ open: '09:00', close: '18:00' }]);
    expect(form.days[6]!.ranges).toEqual([]);
    // Without a place, the zone of the owner's device.
    expect(scheduleFormOf(null, null, 'America/Bogota').timeZone).toBe('America/Bogota');
  });

  it('sends the ranges in order and puts the server’s messages back beside their range', () => {
    const form = scheduleFormOf(
      {
        timeZone: 'America/Lima',
        weekly: [
          { day: 0, open: '10:00', close: '13:00' },
          { day: 1, open: '09:00', close: '13:00' },
          { day: 1, open: '16:00', close: '20:00' },
        ],
        closures: [{ date: '2026-12-25', note: 'Navidad' }],
      },
      null,
    );
    form.closures.push({ date: '', note: 'sin fecha' });
    const { input, rangeAt } = hoursInputOf(form);
    expect(input.weekly).toEqual([
      { day: 1, open: '09:00', close: '13:00' },
      { day: 1, open: '16:00', close: '20:00' },
      { day: 0, open: '10:00', close: '13:00' },
    ]);
    expect(input.closures).toEqual([{ date: '2026-12-25', note: 'Navidad' }]);
    expect(
      rangeErrorsOf(
        { 'weekly.1.open': 'Se superponen', 'weekly.2.close': 'Cierra antes', timeZone: 'x' },
        rangeAt,
      ),
    ).toEqual({
      '0.1': 'Se superponen',
      '6.0': 'Cierra antes',
    });
  });

  it('offers the region’s zones, the stored one included', () => {
    const zones = timeZoneChoices('Europe/Lisbon');
    expect(zones).toContain('Europe/Lisbon');
    expect(zones).toContain('America/Lima');
    expect(zones).not.toContain('Asia/Tokyo');
  });
});
