import { useSyncExternalStore } from 'react';

/**
 * The top bar's cart count. It is part of every first download, so it reads the stored cart directly
 * (no schema, no cart module): a rough but safe sum of the stored quantities.
 */
export const CART_STORAGE_KEY = 'cart';
/** Dispatched on window by cart-store.ts after each write in this tab ("storage" covers other tabs). */
export const CART_CHANGE_EVENT = 'cart-change';

function readCount(): number {
  try {
    const carts: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(carts)) return 0;
    let count = 0;
    for (const cart of carts as Array<{ publications?: Array<{ quantity?: unknown }> }>) {
      for (const line of cart?.publications ?? [])
        count += typeof line?.quantity === 'number' ? line.quantity : 0;
    }
    return count;
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void) {
  window.addEventListener(CART_CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
