import { describe, expect, it } from 'vitest';
import { orderReference, paymentReference } from './order-reference';

describe('orderReference', () => {
  it('is the first eight characters of the id, upper case, after a "#"', () => {
    expect(orderReference('3f2a9c1d-77aa-4bbb-8ccc-0123456789ab')).toBe('#3F2A9C1D');
  });
  it('keeps provider numbers and shortens internal ids of payments', () => {
    expect(paymentReference('70000001')).toBe('70000001');
    expect(paymentReference('3f2a9c1d-77aa-4bbb-8ccc-0123456789ab')).toBe('#3F2A9C1D');
  });
});
