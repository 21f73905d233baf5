import { useSyncExternalStore } from 'react';
import { parseCart, type Cart } from './cart';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './cart-count';

/** The cart kept in local storage (spec section 3: client-side only), shared by every tab. */
let cachedRaw: string | null | undefined;
let cachedCart: Cart = [];
// When storage is blocked or full (private mode), the cart lives in memory until the page is closed.
let storageBlocked = false;
let memoryRaw: string | null = null;

function readRaw(): string | null {
  if (storageBlocked) return memoryRaw;
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    storageBlocked = true;
    return memoryRaw;
  }
}

function writeRaw(raw: string | null) {
  memoryRaw = raw;
  if (storageBlocked) return;
  try {
    if (raw === null) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    storageBlocked = true;
  }
}

/** The same array while the stored text is unchanged, as useSyncExternalStore needs. */
export function readCart(): Cart {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = parseCart(raw);
  }
  return cachedCart;
}

export function updateCart(change: (cart: Cart) => Cart): Cart {
  const current = readCart();
  const next = change(current);
  if (next === current) return current;
  writeRaw(next.length === 0 ? null : JSON.stringify(next));
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  return next;
}

function subscribe(listener: () => void) {
  window.addEventListener(CART_CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, readCart, () => []);
}
