import { Timing } from '../../shared/constants';
import type { AccountUser } from '../../shared/schemas/accounts';

/** The signed-in user as the API answers it (spec section 3, User). */
export type SessionUser = AccountUser;

/** Spec section 3, Session. */
export interface StoredSession {
  token: string;
  userId: string;
  userEmail: string;
  userPictureUrl: string | null;
  user: SessionUser | null;
  /** Milliseconds since the epoch. */
  tokenExpiration: number;
}

/** The session cookies: the spec's token, userId and userEmail, plus the expiry that sets the sign-out timer. */
export const SESSION_COOKIES = ['token', 'userId', 'userEmail', 'tokenExpiration'] as const;

/**
 * The session ends one hour after sign-in (spec section 9), or earlier if the server says its token
 * dies sooner: a client timer outliving the token would only produce 401s.
 */
export function sessionExpiration(now: number, serverExpiration: number | undefined): number {
  const local = now + Timing.sessionLifetimeMs;
  return typeof serverExpiration === 'number' && Number.isFinite(serverExpiration)
    ? Math.min(local, serverExpiration)
    : local;
}

/** A stored session is restored only if it has a token and the current time is before its expiry. */
export function isRestorable(session: StoredSession | undefined, now: number): session is StoredSession {
  return !!session?.token && typeof session.tokenExpiration === 'number' && now < session.tokenExpiration;
}

/** Milliseconds until the automatic sign-out. */
export function remainingMs(session: Pick<StoredSession, 'tokenExpiration'>, now: number): number {
  return Math.max(0, session.tokenExpiration - now);
}

function attributes(maxAgeSeconds: number, secure: boolean): string {
  return `; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `document.cookie` assignments that keep the session for exactly its remaining whole seconds. */
export function sessionCookieAssignments(session: StoredSession, now: number, secure: boolean): string[] {
  // Rounded down, so that a cookie never outlives the session it describes.
  const attrs = attributes(Math.floor(remainingMs(session, now) / 1000), secure);
  const values: Record<(typeof SESSION_COOKIES)[number], string> = {
    token: session.token,
    userId: session.userId,
    userEmail: session.userEmail,
    tokenExpiration: String(session.tokenExpiration),
  };
  return SESSION_COOKIES.map((name) => `${name}=${encodeURIComponent(values[name])}${attrs}`);
}

/** `document.cookie` assignments that delete every session cookie. */
export function clearedCookieAssignments(secure: boolean): string[] {
  return SESSION_COOKIES.map((name) => `${name}=${attributes(0, secure)}`);
}

export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A cookie another app wrote with a bad escape is not ours: skip it.
    }
  }
  return cookies;
}

/** A session from the cookies; it needs the token, userId and userEmail cookies (spec section 4). */
export function sessionFromCookies(cookies: Record<string, string>): StoredSession | undefined {
  const { token, userId, userEmail } = cookies;
  const tokenExpiration = Number(cookies.tokenExpiration);
  if (!token || !userId || !userEmail || !Number.isFinite(tokenExpiration)) return undefined;
  return { token, userId, userEmail, userPictureUrl: null, user: null, tokenExpiration };
}

/** A session read back from storage, or undefined when the text is not one. */
export function parseStoredSession(raw: string | null): StoredSession | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!value || typeof value.token !== 'string' || typeof value.tokenExpiration !== 'number')
      return undefined;
    return {
      token: value.token,
      userId: String(value.userId ?? ''),
      userEmail: String(value.userEmail ?? ''),
      userPictureUrl: value.userPictureUrl ?? null,
      user: value.user && typeof value.user === 'object' ? value.user : null,
      tokenExpiration: value.tokenExpiration,
    };
  } catch {
    return undefined;
  }
}
