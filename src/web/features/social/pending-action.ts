/**
 * What a visitor asked for before signing in ("Suscribirme", "Calificar"), so the page finishes it once they
 * come back signed in. Kept in this tab's session storage, not in the address: a shared link such as
 * "/{alias}?subscribe" must never subscribe whoever opens it. It is for one page and goes stale quickly.
 */
export type PendingAction = 'subscribe' | 'rate';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PENDING_ACTION_KEY = 'pendingAction';
/** Long enough to sign in (or reset a forgotten password); a later visit to the page does nothing. */
export const PENDING_ACTION_MAX_AGE_MS = 15 * 60 * 1000;

interface Stored {
  action: PendingAction;
  path: string;
  at: number;
}

function sessionStore(): KeyValueStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingAction(
  action: PendingAction,
  path: string,
  { storage = sessionStore(), now = Date.now() }: { storage?: KeyValueStorage; now?: number } = {},
): void {
  try {
    storage?.setItem(PENDING_ACTION_KEY, JSON.stringify({ action, path, at: now } satisfies Stored));
  } catch {
    // Without storage the visitor comes back and clicks again: nothing is lost.
  }
}

function read(storage: KeyValueStorage | undefined): Stored | null {
  try {
    const value = JSON.parse(storage?.getItem(PENDING_ACTION_KEY) ?? 'null') as Partial<Stored> | null;
    if (!value || typeof value.path !== 'string' || typeof value.at !== 'number') return null;
    if (value.action !== 'subscribe' && value.action !== 'rate') return null;
    return value as Stored;
  } catch {
    return null;
  }
}

/** Whether `action` waits on the page at `path` (without using it up). */
export function hasPendingAction(
  action: PendingAction,
  path: string,
  { storage = sessionStore(), now = Date.now() }: { storage?: KeyValueStorage; now?: number } = {},
): boolean {
  const stored = read(storage);
  return (
    !!stored &&
    stored.action === action &&
    stored.path === path &&
    now - stored.at >= 0 &&
    now - stored.at <= PENDING_ACTION_MAX_AGE_MS
  );
}

/**
 * Uses up `action` for `path`: true once when it was waiting there. A stale entry is dropped; a fresh one
 * for another action or page stays (the subscription toggle and the rating area each take their own).
 */
export function takePendingAction(
  action: PendingAction,
  path: string,
  { storage = sessionStore(), now = Date.now() }: { storage?: KeyValueStorage; now?: number } = {},
): boolean {
  const waiting = hasPendingAction(action, path, { storage, now });
  const stored = read(storage);
  const stale = !stored || now - stored.at < 0 || now - stored.at > PENDING_ACTION_MAX_AGE_MS;
  if (waiting || stale) {
    try {
      storage?.removeItem(PENDING_ACTION_KEY);
    } catch {
      // Nothing to clean.
    }
  }
  return waiting;
}
