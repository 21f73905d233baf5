import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate } from './format-date';

/** A moment at local wall-clock time, so the tests hold in any time zone. */
const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min);

describe('formatLongDate', () => {
  it('writes the day, the month name and the year in Spanish', () => {
    expect(formatLongDate('2025-03-05T12:00:00Z')).toBe('5 de marzo de 2025');
  });

  it('answers an empty text for a value that is not a date', () => {
    expect(formatLongDate('no es una fecha')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes "D de MMMM de YYYY, a las HH:mm hs"', () => {
    expect(formatDateTime(local(2025, 3, 5, 9, 7))).toBe('5 de marzo de 2025, a las 09:07 hs');
  });

  it('uses the 24-hour clock, midnight as 00', () => {
    expect(formatDateTime(local(2024, 12, 31, 23, 59))).toBe('31 de diciembre de 2024, a las 23:59 hs');
    expect(formatDateTime(local(2025, 1, 1, 0, 5))).toBe('1 de enero de 2025, a las 00:05 hs');
  });

  it('accepts the API ISO strings and answers empty text for non-dates', () => {
    const value = local(2025, 7, 20, 18, 30);
    expect(formatDateTime(value.toISOString())).toBe('20 de julio de 2025, a las 18:30 hs');
    expect(formatDateTime('')).toBe('');
  });
});
