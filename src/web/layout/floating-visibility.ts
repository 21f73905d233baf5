import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether an error page is showing. The floating buttons are hidden on the bot page only (spec section 2);
 * a bot address that leads nowhere shows the error page instead, and the buttons with it.
 */
let errorPages = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by the error page while it is shown (before the browser paints, so nothing flashes). */
export function useErrorPageShown(): void {
  useLayoutEffect(() => {
    errorPages += 1;
    for (const listener of listeners) listener();
    return () => {
      errorPages -= 1;
      for (const listener of listeners) listener();
    };
  }, []);
}

export function useIsErrorPageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => errorPages > 0,
    () => false,
  );
}
