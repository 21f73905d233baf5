import { describe, expect, it } from 'vitest';
import { freeTimes, type BookingRules } from './free-times';
import { offerTimes } from './offer-times';
import { whenAsked } from './when-asked';

const ZONE = 'America/Argentina/Cordoba';
// Monday 30 November 2026, 8:00 in Córdoba; open weekdays 9–13 and 16–20, hour-long services.
const NOW = new Date('2026-11-30T11:00:00Z');
const rules: BookingRules = {
  hours: {
    timeZone: ZONE,
    weekly: [1, 2, 3, 4, 5].flatMap((day) => [
      { day, open: '09:00', close: '13:00' },
      { day, open: '16:00', close: '20:00' },
    ]),
    closures: [{ date: '2026-12-08', note: 'Feriado' }],
  },
  durationMin: 60,
  leadTimeMin: 0,
  horizonDays: 30,
  capacity: 1,
};
const free = freeTimes(rules, [], NOW, undefined, 14);
const offer = (text: string) => {
  const result = offerTimes(free, whenAsked(text, NOW, ZONE));
  return {
    exact: result.exact?.startIso ?? null,
    times: result.times.map((time) => time.startIso.slice(5, 16)),
  };
};

describe('the free times offered for what was asked', () => {
  it('keeps to the day and the part of the day', () => {
    expect(offer('¿tenés turno mañana a la tarde?').times).toEqual([
      '12-01T16:00',
      '12-01T16:30',
      '12-01T17:00',
      '12-01T17:30',
      '12-01T18:00',
    ]);
    expect(offer('el jueves temprano').times[0]).toBe('12-03T09:00');
  });

  it('gives the time asked when it is free, and the nearest around it', () => {
    const asked = offer('el 2 a las 5');
    // "a las 5" at a salon open 16–20 is 17:00.
    expect(asked.exact).toBe('2026-12-02T17:00:00-03:00');
    expect(asked.times).toEqual(['12-02T16:00', '12-02T16:30', '12-02T17:00', '12-02T17:30', '12-02T18:00']);
  });

  it('offers the next free times after a closed day, never nothing', () => {
    expect(offer('el 8 de diciembre').times[0]).toBe('12-09T09:00');
    expect(offer('el sábado').times[0]).toBe('12-07T09:00');
    expect(offer('quiero un turno').times).toHaveLength(5);
  });
});
