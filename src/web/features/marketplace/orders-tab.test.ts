import { describe, expect, it } from 'vitest';
import { defaultOrdersTab, tabOfAddress } from './orders-tab';

describe('the tab /orders opens on', () => {
  it('is the one the address names', () => {
    expect(tabOfAddress('sales')).toBe('sale');
    expect(tabOfAddress('purchases')).toBe('purchase');
    expect(tabOfAddress(null)).toBeNull();
    expect(tabOfAddress('other')).toBeNull();
  });

  it('is "Ventas" for a seller: someone with a sale or a publication', () => {
    expect(defaultOrdersTab(2, 0)).toBe('sale');
    expect(defaultOrdersTab(0, 1)).toBe('sale');
  });

  it('is "Compras" for everyone else', () => {
    expect(defaultOrdersTab(0, 0)).toBe('purchase');
  });
});
