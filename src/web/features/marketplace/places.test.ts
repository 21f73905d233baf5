import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry } from './places';

describe('defaultPhoneCountry', () => {
  it('reads the phone in the country of the order’s currency, else the browser’s region, else Argentina', () => {
    expect(defaultPhoneCountry('CLP', 'es-AR')).toBe('CL');
    expect(defaultPhoneCountry('USD', 'es-EC')).toBe('EC');
    expect(defaultPhoneCountry(undefined, 'es-MX')).toBe('MX');
    expect(defaultPhoneCountry('USD', 'en')).toBe('AR');
  });
});
