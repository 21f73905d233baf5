import { useEffect, useState } from 'react';

/** Turns true `delayMs` after `active` becomes true (the create-bot hints of spec section 9). */
export function useDelayedFlag(delayMs: number, active: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setReached(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, active]);
  return active && reached;
}
