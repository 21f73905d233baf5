import { describe, expect, it } from 'vitest';
import { feeOf, fromMinorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('reads decimal strings into integer minor units per currency', () => {
    expect(toMinorUnits('1234.5', 'ARS')).toBe(123450);
    expect(toMinorUnits('1234,50', 'ARS')).toBe(123450);
    expect(toMinorUnits('0.1', 'USD')).toBe(10);
    expect(toMinorUnits('15000', 'CLP')).toBe(15000);
  });

  it('refuses what the currency cannot hold or is not an amount', () => {
    expect(toMinorUnits('10.5', 'CLP')).toBeNull();
    expect(toMinorUnits('1.005', 'USD')).toBeNull();
    expect(toMinorUnits('-3', 'USD')).toBeNull();
    expect(toMinorUnits('1e5', 'USD')).toBeNull();
    expect(toMinorUnits('99999999999999', 'USD')).toBeNull();
  });

  it('writes minor units back without float drift', () => {
    expect(fromMinorUnits(123450, 'ARS')).toBe('1234.50');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(15000, 'PYG')).toBe('15000');
    expect(fromMinorUnits(toMinorUnits('0.3', 'USD')! - toMinorUnits('0.1', 'USD')!, 'USD')).toBe('0.20');
  });

  it('computes the marketplace fee rounded to the minor unit', () => {
    expect(feeOf(10000, 5)).toBe(500);
    expect(feeOf(333, 5)).toBe(17);
    expect(feeOf(1999, 2.5)).toBe(50);
  });
});
