import { useSyncExternalStore } from 'react';

/** What the sharer dialog shares: a page of the app and the name it speaks of. */
export interface ShareTarget {
  /** The alias or _id: the link is {publicUrl}/{ref}. */
  ref: string;
  name: string;
  /** A bot's alias: the dialog also offers the code that embeds the bot's chat in another site. */
  embedAlias?: string;
}

let target: ShareTarget | null = null;
const listeners = new Set<() => void>();

function publish(next: ShareTarget | null) {
  target = next;
  for (const listener of listeners) listener();
}

export function openSharer(next: ShareTarget): void {
  publish(next);
}

/** Sharing closes on every route change (spec section 2). */
export function closeSharer(): void {
  if (target) publish(null);
}

export function useShareTarget(): ShareTarget | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => target,
  );
}
