import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('formats the decimal string exactly, with the currency code and thousands separators', () => {
    expect(formatMoney('4500.50', 'ARS').replace(/\s/g, ' ')).toBe('4.500,50 ARS');
    expect(formatMoney('12345678901.05', 'USD')).toContain('12.345.678.901,05');
  });

  it('keeps the cents of currencies that have them and drops a whole amount’s ",00"', () => {
    expect(formatMoney('4500.50', 'COP')).toContain('4.500,50');
    expect(formatMoney('1200', 'ARS')).toMatch(/^1\.200\sARS$/);
    expect(formatMoney('1200.00', 'ARS')).toMatch(/^1\.200\sARS$/);
    expect(formatMoney('3200', 'CLP')).toMatch(/^3\.200\sCLP$/);
  });
});
