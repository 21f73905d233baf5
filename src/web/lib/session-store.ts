import { useSyncExternalStore } from 'react';
import { Timing } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import type { SignInResponse } from '../../shared/schemas/accounts';
import { api, ApiError, setTokenProvider, setUnauthorizedHandler } from './api-client';
import { toast } from './toast';
import {
  clearedCookieAssignments,
  isRestorable,
  parseCookies,
  parseStoredSession,
  remainingMs,
  sessionCookieAssignments,
  sessionExpiration,
  sessionFromCookies,
  type SessionUser,
  type StoredSession,
} from './session-persistence';

export type { SessionUser, StoredSession } from './session-persistence';

/** Why the last session ended: the layout sends visitors of protected pages to /auth after an expiry. */
export type SessionEnd = 'signedOut' | 'expired' | 'unauthorized';

export type SessionState =
  | { status: 'anonymous'; ended?: SessionEnd }
  /** A token without its user yet (restored from cookies); `error` when GET /me failed. */
  | { status: 'loading'; session: StoredSession; error?: string }
  | { status: 'authenticated'; session: StoredSession & { user: SessionUser } };

const STORAGE_KEY = 'session';
let state: SessionState = { status: 'anonymous' };
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let signingOut = false;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function writeCookies(assignments: string[]) {
  if (typeof document === 'undefined') return;
  for (const assignment of assignments) document.cookie = assignment;
}

function readStorage(): StoredSession | undefined {
  try {
    return parseStoredSession(localStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}

function persist(session: StoredSession, now = Date.now()) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked (private mode): the cookies still carry the session.
  }
  writeCookies(sessionCookieAssignments(session, now, isSecurePage()));
}

function forget() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored if storage is blocked.
  }
  writeCookies(clearedCookieAssignments(isSecurePage()));
}

function scheduleExpiry(session: StoredSession, now = Date.now()) {
  clearTimeout(expiryTimer);
  expiryTimer = setTimeout(() => void expireSession(), remainingMs(session, now));
}

type AuthenticatedState = Extract<SessionState, { status: 'authenticated' }>;

function authenticated(session: StoredSession, user: SessionUser): AuthenticatedState {
  return {
    status: 'authenticated',
    session: { ...session, user, userEmail: user.email, userPictureUrl: user.pictureUrl },
  };
}

/** The message of spec section 8 for a failed GET /me. */
export function loadUserErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return msg.loadingUser.unauthorized;
  if (error instanceof ApiError && error.status === 403) return msg.loadingUser.forbidden;
  return msg.loadingUser.other;
}

/** The current state while it still holds `token`: answers that arrive after a sign-out are dropped. */
function stateWithToken(token: string): Exclude<SessionState, { status: 'anonymous' }> | undefined {
  const current = getSessionState();
  return current.status !== 'anonymous' && current.session.token === token ? current : undefined;
}

let refreshing: Promise<void> | undefined;

/** Reloads the signed-in user with GET /me (one request at a time); a 401 ends the session. */
export function refreshUser(): Promise<void> {
  refreshing ??= loadUser().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function loadUser(): Promise<void> {
  if (state.status === 'anonymous') return;
  const token = state.session.token;
  if (state.status === 'loading' && state.error) setState({ status: 'loading', session: state.session });
  try {
    const { user } = await api<{ user: SessionUser }>('/me');
    const current = stateWithToken(token);
    if (!current) return;
    const next = authenticated(current.session, user);
    persist(next.session);
    setState(next);
  } catch (error) {
    const current = stateWithToken(token);
    // After a 401 the unauthorized handler has already ended the session.
    if (!current) return;
    const message = loadUserErrorMessage(error);
    toast(message, { color: 'red', timeout: Timing.toastAuthErrorMs });
    if (current.status === 'loading')
      setState({ status: 'loading', session: current.session, error: message });
  }
}

/**
 * "load-auth": restores the session from browser storage, else from the cookies, only while its token has
 * not expired; sets the sign-out timer to the remaining time and reloads the user.
 */
export function restoreSession(now = Date.now()): SessionState {
  // "The authenticated user is loaded if it is missing": a failed GET /me is retried on the next navigation.
  if (state.status === 'loading' && state.error) void refreshUser();
  if (state.status !== 'anonymous') return state;
  let cookies: Record<string, string> = {};
  try {
    cookies = typeof document === 'undefined' ? {} : parseCookies(document.cookie);
  } catch {
    // Cookies blocked: storage only.
  }
  const stored = readStorage();
  const candidate = isRestorable(stored, now) ? stored : sessionFromCookies(cookies);
  if (!isRestorable(candidate, now)) {
    if (stored || cookies.token) forget();
    return state;
  }
  scheduleExpiry(candidate, now);
  setState(
    candidate.user ? authenticated(candidate, candidate.user) : { status: 'loading', session: candidate },
  );
  void refreshUser();
  return state;
}

/** Stores a new session (one hour at most) and schedules the automatic sign-out at its expiry. */
export function startSession(response: SignInResponse, now = Date.now()): void {
  const session: StoredSession = {
    token: response.token,
    userId: response.userId,
    userEmail: response.userEmail,
    userPictureUrl: response.userPictureUrl,
    user: response.user,
    tokenExpiration: sessionExpiration(now, response.tokenExpiration),
  };
  signingOut = false;
  persist(session, now);
  scheduleExpiry(session, now);
  setState(authenticated(session, response.user));
}

/** After a profile save: the session carries the fresh user (name and picture in the top bar). */
export function updateSessionUser(user: SessionUser): void {
  if (state.status === 'anonymous' || state.session.userId !== user._id) return;
  const next = authenticated(state.session, user);
  persist(next.session);
  setState(next);
}

/** Clears state, storage and cookies at once. */
export function clearSession(ended?: SessionEnd): void {
  clearTimeout(expiryTimer);
  signingOut = false;
  forget();
  setState({ status: 'anonymous', ended });
}

/** Sign-out clears state, storage and cookies after the spec's 999 ms. */
export function signOutSoon(ended: SessionEnd = 'signedOut'): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      clearSession(ended);
      resolve();
    }, Timing.signOutDelayMs),
  );
}

/**
 * Sign-out (/dashboard/out or expiry): revokes the token with POST /signout, whose failure does not matter
 * (an expired token is already dead), then clears everything after 999 ms.
 */
export function signOut(ended: SessionEnd = 'signedOut'): Promise<void> {
  clearTimeout(expiryTimer);
  if (state.status !== 'anonymous' && !signingOut) {
    signingOut = true;
    // The request reads the token now, before the delayed clear removes it.
    void api('/signout', { method: 'POST' }).catch(() => undefined);
  }
  return signOutSoon(ended);
}

function expireSession(): Promise<void> {
  toast(msg.session.sessionExpired, { color: 'warning' });
  return signOut('expired');
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

/** The signed-in (or restoring) user's id, the viewer part of the query keys; undefined when anonymous. */
export function useViewerId(): string | undefined {
  const session = useSession();
  return session.status === 'anonymous' ? undefined : session.session.userId;
}

/**
 * A session's hour counts from the last activity (issue 38): a tap or a key while signed in renews it once
 * at least RENEW_AFTER_MS of the hour has gone by, silently; an idle session still ends after its hour.
 */
export const RENEW_AFTER_MS = 10 * 60_000;
let renewing = false;

export async function noteActivity(now = Date.now()): Promise<void> {
  if (state.status !== 'authenticated' || renewing || signingOut) return;
  const session = state.session;
  if (session.tokenExpiration - now > Timing.sessionLifetimeMs - RENEW_AFTER_MS) return;
  renewing = true;
  try {
    const { tokenExpiration } = await api<{ tokenExpiration: number }>('/session/renewal', {
      method: 'POST',
    });
    // Signed out or replaced meanwhile: that session's renewal changes nothing.
    if (state.status !== 'authenticated' || state.session.token !== session.token) return;
    const renewed = { ...state.session, tokenExpiration: sessionExpiration(Date.now(), tokenExpiration) };
    persist(renewed);
    scheduleExpiry(renewed);
    setState({ status: 'authenticated', session: renewed });
  } catch {
    // Offline or refused: the session keeps its end; a 401 already ended it through the handler below.
  } finally {
    renewing = false;
  }
}

if (typeof window !== 'undefined') {
  for (const kind of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(kind, () => void noteActivity(), { passive: true, capture: true });
  }
}

setTokenProvider(() => (state.status === 'anonymous' ? undefined : state.session.token));

// A revoked or expired token (another device changed the password, the server restarted its sessions):
// the spec's 401 answer, "Necesita autorización", and the session ends.
setUnauthorizedHandler((token) => {
  if (signingOut || state.status === 'anonymous' || state.session.token !== token) return;
  toast(msg.loadingUser.unauthorized, { color: 'red', timeout: Timing.toastAuthErrorMs });
  clearSession('unauthorized');
});
