import type { OrderSide } from './api/marketplace';

/** The tab an address names: `?tab=sales` or `?tab=purchases`; anything else names none. */
export function tabOfAddress(tab: string | null): OrderSide | null {
  return tab === 'sales' ? 'sale' : tab === 'purchases' ? 'purchase' : null;
}

/**
 * Whose side /orders opens on when the address names none (issue 38): a seller (someone with a sale or a
 * publication) lands on "Ventas", where their work is; everyone else on "Compras".
 */
export function defaultOrdersTab(sales: number, publications: number): OrderSide {
  return sales > 0 || publications > 0 ? 'sale' : 'purchase';
}
