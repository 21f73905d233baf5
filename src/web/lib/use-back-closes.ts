import { useEffect, useRef, useState } from 'react';

/** The key a dialog's own history entry carries beside the router's state (`usr`, `key`, `idx`). */
const ENTRY_KEY = 'dialogEntry';

type HistoryState = Record<string, unknown> | null;

function currentState(): HistoryState {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

/** The router's entry the dialog's entry was pushed over: the same state without the dialog's key. */
function stateBelow(state: HistoryState): HistoryState {
  if (!state || !(ENTRY_KEY in state)) return state;
  const { [ENTRY_KEY]: _entry, ...rest } = state;
  return rest;
}

function isEntryOf(state: HistoryState, id: string): boolean {
  return state?.[ENTRY_KEY] === id;
}

/** Whether `state` at `href` is the page the dialog covers (the router's key and the same address). */
function isPageBelow(state: HistoryState, below: HistoryState, href: string): boolean {
  return !state?.[ENTRY_KEY] && window.location.href === href && state?.key === below?.key;
}

/**
 * While the calling dialog is mounted, the browser's Back button (or a phone's back gesture) calls `onBack`
 * instead of leaving the page: the dialog pushes a history entry of its own when it opens and takes it
 * away again when it closes by other means, so the history stays as it was.
 *
 * The entry keeps the address and the router's state, so stepping between it and the page below is not a
 * navigation: those `popstate` events are stopped before React Router hears them (a capture listener on
 * the window runs before the router's), or it would run the page's loaders again. After `onBack` the
 * entry is pushed again: a dialog that stays open (a confirmation was asked) is still closed by Back.
 */
export function useBackCloses(onBack: () => void): void {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });
  // Kept across StrictMode's second mount: the entry pushed by the first one is recognised as this dialog's.
  const [id] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const below = stateBelow(currentState());
    const href = window.location.href;
    const push = () => window.history.pushState({ ...below, [ENTRY_KEY]: id }, '');
    if (!isEntryOf(currentState(), id)) push();

    const handlePop = (event: PopStateEvent) => {
      // A jump to another page of the history is the router's: the page changes and the dialog goes with it.
      if (!isPageBelow(currentState(), below, href)) return;
      event.stopImmediatePropagation();
      push();
      onBackRef.current();
    };
    window.addEventListener('popstate', handlePop, { capture: true });

    return () => {
      mounted.current = false;
      window.removeEventListener('popstate', handlePop, { capture: true });
      // Deferred: in development StrictMode mounts the dialog again at once, and that mount keeps the entry.
      setTimeout(() => {
        if (mounted.current || !isEntryOf(currentState(), id)) return;
        const swallow = (event: PopStateEvent) => {
          window.removeEventListener('popstate', swallow, { capture: true });
          if (isPageBelow(currentState(), below, href)) event.stopImmediatePropagation();
        };
        window.addEventListener('popstate', swallow, { capture: true });
        window.history.back();
      });
    };
  }, [id]);
}
