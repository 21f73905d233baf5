import { describe, expect, it } from 'vitest';
import { feeNote } from './fee';

describe('feeNote', () => {
  it('says the fee and what the seller receives for a price, as the checkout computes it', () => {
    expect(feeNote('1500', 'ARS', 5)).toBe(
      'Comisión del marketplace (5 %): $\u00a075 ARS. Recibes $\u00a01.425 ARS por cada unidad vendida a este precio.',
    );
    // Rounded half up in the currency's minor unit, like feeOf at checkout: 5 % of 10.01 is 0.5005 → 0.50.
    expect(feeNote('10.01', 'ARS', 5)).toContain('$\u00a00,50 ARS');
    expect(feeNote('2500', 'CLP', 2.5)).toContain('(2,5 %)');
  });

  it('says only the rate while the price is empty or not a price', () => {
    expect(feeNote('', 'ARS', 5)).toBe(
      'El marketplace cobra una comisión del 5 % de cada venta, que se descuenta al cobrar.',
    );
    expect(feeNote('abc', 'ARS', 5)).toContain('comisión del 5 %');
  });

  it('says there is none when the platform takes no fee', () => {
    expect(feeNote('1500', 'ARS', 0)).toBe('El marketplace no cobra comisión por tus ventas.');
  });
});
