import { useSyncExternalStore } from 'react';
import { Timing } from '../../../shared/constants';
import { setTokenProvider } from '../../lib/api-client';

/** The signed-in user as the shell needs it (spec section 3, User). */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  hero?: string | null;
  pictureUrl?: string | null;
  isSuperUser: boolean;
}

/** Spec section 3, Session. */
export interface StoredSession {
  token: string;
  userId: string;
  userEmail: string;
  userPictureUrl: string | null;
  user: SessionUser | null;
  tokenExpiration: number;
}

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading'; session: StoredSession }
  | { status: 'authenticated'; session: StoredSession & { user: SessionUser } };

const STORAGE_KEY = 'session';
let state: SessionState = { status: 'anonymous' };
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function scheduleExpiry(tokenExpiration: number) {
  clearTimeout(expiryTimer);
  expiryTimer = setTimeout(() => clearSession(), Math.max(0, tokenExpiration - Date.now()));
}

function readStored(): StoredSession | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : undefined;
  } catch {
    return undefined;
  }
}

/** "load-auth": restores a stored session only while its token has not expired. */
export function restoreSession(now = Date.now()): SessionState {
  if (state.status !== 'anonymous') return state;
  const stored = readStored();
  if (!stored?.token || !(now < stored.tokenExpiration)) {
    if (stored) localStorage.removeItem(STORAGE_KEY);
    return state;
  }
  scheduleExpiry(stored.tokenExpiration);
  setState(
    stored.user
      ? { status: 'authenticated', session: { ...stored, user: stored.user } }
      : { status: 'loading', session: stored },
  );
  return state;
}

/** Stores a new session valid for one hour and schedules the automatic sign-out. */
export function startSession(
  input: Omit<StoredSession, 'tokenExpiration'> & { user: SessionUser },
  now = Date.now(),
) {
  const session = { ...input, tokenExpiration: now + Timing.sessionLifetimeMs };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  scheduleExpiry(session.tokenExpiration);
  setState({ status: 'authenticated', session });
}

export function clearSession() {
  clearTimeout(expiryTimer);
  localStorage.removeItem(STORAGE_KEY);
  setState({ status: 'anonymous' });
}

/** Sign-out clears state and storage after the spec's 999 ms. */
export function signOutSoon(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      clearSession();
      resolve();
    }, Timing.signOutDelayMs),
  );
}

export function getSessionState(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

setTokenProvider(() => (state.status === 'anonymous' ? undefined : state.session.token));
