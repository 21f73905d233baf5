import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

/** Intl separates the symbol with a no-break space; people read any space as a space. */
const read = (amount: string, currency: Parameters<typeof formatMoney>[1]) =>
  formatMoney(amount, currency).replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes each currency the way its own country writes it, with the code where "$" is ambiguous', () => {
    expect(read('16000', 'ARS')).toBe('$ 16.000 ARS');
    expect(read('16000', 'CLP')).toBe('$16.000 CLP');
    expect(read('16000', 'COP')).toBe('$ 16.000 COP');
    expect(read('16000', 'MXN')).toBe('$16,000 MXN');
    expect(read('16000', 'UYU')).toBe('$ 16.000 UYU');
    expect(read('16000', 'PEN')).toBe('S/ 16,000');
    expect(read('16000', 'USD')).toBe('US$ 16.000');
    expect(read('16000', 'BRL')).toBe('R$ 16.000');
    expect(read('16000', 'PYG')).toBe('Gs. 16.000');
  });

  it('keeps the cents of currencies that have them, in the local decimal mark', () => {
    expect(read('4500.50', 'ARS')).toBe('$ 4.500,50 ARS');
    expect(read('4500.5', 'MXN')).toBe('$4,500.50 MXN');
    expect(read('120.50', 'PEN')).toBe('S/ 120.50');
    expect(read('89.90', 'BRL')).toBe('R$ 89,90');
    expect(read('35.05', 'USD')).toBe('US$ 35,05');
    expect(read('4500.50', 'COP')).toBe('$ 4.500,50 COP');
    expect(read('1500,25', 'UYU')).toBe('$ 1.500,25 UYU');
  });

  it('drops the cents of a whole amount and groups four digits too', () => {
    expect(read('1200.00', 'ARS')).toBe('$ 1.200 ARS');
    expect(read('3200', 'CLP')).toBe('$3.200 CLP');
    expect(read('5', 'USD')).toBe('US$ 5');
  });

  it('formats the decimal string exactly, never through a float', () => {
    expect(read('12345678901.05', 'USD')).toBe('US$ 12.345.678.901,05');
    expect(read('9007199254740993', 'CLP')).toBe('$9.007.199.254.740.993 CLP');
  });
});
