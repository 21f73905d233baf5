import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the element comes within `marginPx` below the screen (IntersectionObserver), and
 * again whenever `key` changes while it is still there: a short page of results can leave the end of a
 * list in view, and the visitor must not have to scroll away and back. Nothing happens without `enabled`
 * or without IntersectionObserver (the button beside it still works).
 */
export function useNearScreen<T extends Element>(
  onNear: () => void,
  { enabled, key, marginPx = 240 }: { enabled: boolean; key: unknown; marginPx?: number },
) {
  const ref = useRef<T>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports the element's state at once: that is the "still in view" check after a page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, key, marginPx]);
  return ref;
}
