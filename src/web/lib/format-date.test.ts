import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes the day, the month name and the year in Spanish', () => {
    expect(formatLongDate('2025-03-05T12:00:00Z')).toBe('5 de marzo de 2025');
  });

  it('answers an empty text for a value that is not a date', () => {
    expect(formatLongDate('no es una fecha')).toBe('');
  });
});
