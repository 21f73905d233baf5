import { describe, expect, it } from 'vitest';
import {
  clearedCookieAssignments,
  isRestorable,
  parseCookies,
  parseStoredSession,
  sessionCookieAssignments,
  sessionExpiration,
  sessionFromCookies,
  type StoredSession,
} from './session-persistence';

const NOW = Date.UTC(2025, 2, 5, 12, 0, 0);
const HOUR = 3_600_000;

function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'tok-123',
    userId: 'u1',
    userEmail: 'ana@example.com',
    userPictureUrl: null,
    user: null,
    tokenExpiration: NOW + HOUR,
    ...overrides,
  };
}

describe('sessionExpiration', () => {
  it('lasts one hour from sign-in', () => {
    expect(sessionExpiration(NOW, NOW + 2 * HOUR)).toBe(NOW + HOUR);
  });

  it('ends with the server token when that dies first', () => {
    expect(sessionExpiration(NOW, NOW + 60_000)).toBe(NOW + 60_000);
  });

  it('falls back to one hour without a server expiry', () => {
    expect(sessionExpiration(NOW, undefined)).toBe(NOW + HOUR);
    expect(sessionExpiration(NOW, Number.NaN)).toBe(NOW + HOUR);
  });
});

describe('isRestorable', () => {
  it('needs a token and a time before the expiry', () => {
    expect(isRestorable(session(), NOW)).toBe(true);
    expect(isRestorable(session(), NOW + HOUR)).toBe(false);
    expect(isRestorable(session({ token: '' }), NOW)).toBe(false);
    expect(isRestorable(undefined, NOW)).toBe(false);
  });
});

describe('session cookies', () => {
  it('live for the remaining whole seconds, on every path, SameSite=Lax', () => {
    const cookies = sessionCookieAssignments(session({ tokenExpiration: NOW + 90_500 }), NOW, false);
    expect(cookies).toEqual([
      'token=tok-123; Max-Age=90; Path=/; SameSite=Lax',
      'userId=u1; Max-Age=90; Path=/; SameSite=Lax',
      'userEmail=ana%40example.com; Max-Age=90; Path=/; SameSite=Lax',
      `tokenExpiration=${NOW + 90_500}; Max-Age=90; Path=/; SameSite=Lax`,
    ]);
  });

  it('are Secure on https', () => {
    for (const cookie of sessionCookieAssignments(session(), NOW, true)) expect(cookie).toMatch(/; Secure$/);
  });

  it('are deleted with Max-Age=0', () => {
    expect(clearedCookieAssignments(false)).toEqual([
      'token=; Max-Age=0; Path=/; SameSite=Lax',
      'userId=; Max-Age=0; Path=/; SameSite=Lax',
      'userEmail=; Max-Age=0; Path=/; SameSite=Lax',
      'tokenExpiration=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it('read back into a session without its user', () => {
    const header = `theme=dark; token=tok-123; userId=u1; userEmail=ana%40example.com; tokenExpiration=${NOW + HOUR}`;
    expect(sessionFromCookies(parseCookies(header))).toEqual(session());
  });

  it('need the token, userId and userEmail cookies', () => {
    expect(sessionFromCookies(parseCookies(`token=t; userId=u1; tokenExpiration=${NOW}`))).toBeUndefined();
    expect(sessionFromCookies(parseCookies('token=t; userId=u1; userEmail=a%40b.co'))).toBeUndefined();
  });

  it('skip a cookie with a broken escape', () => {
    expect(parseCookies('bad=%E0%A4%A; token=t')).toEqual({ token: 't' });
  });
});

describe('parseStoredSession', () => {
  it('reads what was stored', () => {
    expect(parseStoredSession(JSON.stringify(session()))).toEqual(session());
  });

  it('ignores text that is not a session', () => {
    expect(parseStoredSession(null)).toBeUndefined();
    expect(parseStoredSession('{nope')).toBeUndefined();
    expect(parseStoredSession('{"token":1}')).toBeUndefined();
    expect(parseStoredSession('null')).toBeUndefined();
  });
});
