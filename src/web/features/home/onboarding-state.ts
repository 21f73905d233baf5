/** Where the browser remembers that this visitor already went through (or closed) the onboarding stepper. */
export const ONBOARDING_KEY = 'onboardingSeen';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's local storage, or none where it is blocked (private modes, disabled site data). */
function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether the stepper was already shown to completion or closed. Without storage it counts as seen: a guide
 * that could never be dismissed for good would come back on every visit.
 */
export function hasSeenOnboarding(storage: KeyValueStorage | undefined = browserStorage()): boolean {
  if (!storage) return true;
  try {
    return storage.getItem(ONBOARDING_KEY) !== null;
  } catch {
    return true;
  }
}

/** Closing the stepper finishes it (spec section 2): it is not shown again in this browser. */
export function markOnboardingSeen(storage: KeyValueStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(ONBOARDING_KEY, new Date().toISOString());
  } catch {
    // A full or blocked storage only means the guide may show once more; nothing to tell the visitor.
  }
}
