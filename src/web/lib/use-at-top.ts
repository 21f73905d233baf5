import { useSyncExternalStore } from 'react';
import { Layout } from '../../shared/constants';

/** "At top" (spec section 9): the page is scrolled less than 30 px (Layout.atTopPx). */
export function isAtTop(scrollY: number): boolean {
  return scrollY < Layout.atTopPx;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the page is at its top. A scroll only re-renders the caller when the answer changes (crossing
 * 30 px), not on every scrolled pixel.
 */
export function useAtTop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isAtTop(window.scrollY),
    () => true,
  );
}
