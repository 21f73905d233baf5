import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser, SignInResponse } from '../../shared/schemas/accounts';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('./toast', () => ({ toast }));

const NOW = Date.UTC(2025, 2, 5, 12, 0, 0);
const HOUR = 3_600_000;

const user: AccountUser = {
  _id: 'u1',
  id: 'u1',
  hero: 'ana',
  name: 'Ana López',
  pictureUrl: null,
  bio: 'Hola',
  status: 1,
  globalRating: 0,
  ratingsCount: 0,
  createdAt: new Date(NOW).toISOString(),
  email: 'ana@example.com',
  phone: '+54 11 5555 5555',
  isSuperUser: false,
};

/** A minimal document.cookie: assignments set or (Max-Age=0) delete one cookie; reading joins them. */
class CookieJar {
  readonly jar = new Map<string, string>();
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(assignment: string) {
    const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const maxAge = attributes.find((attribute) => attribute.startsWith('Max-Age='));
    if (maxAge && Number(maxAge.slice('Max-Age='.length)) <= 0) this.jar.delete(name);
    else this.jar.set(name, pair.slice(index + 1));
  }
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

interface Call {
  method: string;
  path: string;
  authorization?: string;
}

let cookies: CookieJar;
let storage: MemoryStorage;
let calls: Call[];
/** What the fake API answers to GET /me. */
let meAnswer: { status: number; body: unknown };

function jsonResponse(status: number, body: unknown) {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.resetModules();
  toast.mockReset();
  cookies = new CookieJar();
  storage = new MemoryStorage();
  calls = [];
  meAnswer = { status: 200, body: { user: { ...user, name: 'Ana desde /me' } } };
  vi.stubGlobal('document', cookies);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const path = url.replace(/^\/api/, '');
      calls.push({ method: init.method ?? 'GET', path, authorization: headers.Authorization });
      if (path === '/me') return jsonResponse(meAnswer.status, meAnswer.body);
      if (path === '/signout') return jsonResponse(500, { code: 'internal_error', message: 'x' });
      if (path === '/session/renewal') return jsonResponse(200, { tokenExpiration: Date.now() + HOUR });
      return jsonResponse(404, { code: 'not_found', message: 'x' });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const loadStore = () => import('./session-store');

function signInResponse(tokenExpiration = NOW + 2 * HOUR): SignInResponse {
  return {
    token: 'tok-1',
    user,
    userId: user._id,
    userEmail: user.email,
    userPictureUrl: null,
    tokenExpiration,
  };
}

function storeSession(tokenExpiration: number, withUser = true) {
  storage.setItem(
    'session',
    JSON.stringify({
      token: 'tok-1',
      userId: 'u1',
      userEmail: user.email,
      userPictureUrl: null,
      user: withUser ? user : null,
      tokenExpiration,
    }),
  );
}

describe('startSession', () => {
  it('stores the session for one hour, in storage and in cookies', async () => {
    const store = await loadStore();
    store.startSession(signInResponse());
    const state = store.getSessionState();
    expect(state.status).toBe('authenticated');
    expect(JSON.parse(storage.getItem('session')!).tokenExpiration).toBe(NOW + HOUR);
    expect(cookies.jar.get('token')).toBe('tok-1');
    expect(cookies.jar.get('userEmail')).toBe('ana%40example.com');
    expect(cookies.jar.get('tokenExpiration')).toBe(String(NOW + HOUR));
  });

  it('keeps the server expiry when it comes first', async () => {
    const store = await loadStore();
    store.startSession(signInResponse(NOW + 10_000));
    expect(JSON.parse(storage.getItem('session')!).tokenExpiration).toBe(NOW + 10_000);
  });

  it('signs out by itself at the expiry: revokes the token, then clears everything 999 ms later', async () => {
    const store = await loadStore();
    store.startSession(signInResponse(NOW + 5_000));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ method: 'POST', path: '/signout', authorization: 'Bearer tok-1' }]);
    expect(store.getSessionState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(999);
    expect(store.getSessionState()).toEqual({ status: 'anonymous', ended: 'expired' });
    expect(storage.getItem('session')).toBeNull();
    expect(cookies.cookie).toBe('');
    expect(toast).toHaveBeenCalledWith('Tu sesión expiró. Vuelve a ingresar.', { color: 'warning' });
  });
});

describe('an hour from the last activity', () => {
  it('renews the session silently on activity once ten minutes have gone, and signs out after an idle hour', async () => {
    const store = await loadStore();
    store.startSession(signInResponse());
    // Early in the hour, activity asks nothing.
    await store.noteActivity();
    expect(calls.filter((call) => call.path === '/session/renewal')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(50 * 60_000);
    await store.noteActivity();
    expect(calls.filter((call) => call.path === '/session/renewal')).toEqual([
      { method: 'POST', path: '/session/renewal', authorization: 'Bearer tok-1' },
    ]);
    const renewedUntil = NOW + 50 * 60_000 + HOUR;
    expect(JSON.parse(storage.getItem('session')!).tokenExpiration).toBe(renewedUntil);
    expect(cookies.jar.get('tokenExpiration')).toBe(String(renewedUntil));

    // Past the first hour it is still signed in; an idle hour after the renewal, it is not.
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(store.getSessionState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(30 * 60_000 + 1000);
    expect(store.getSessionState().status).toBe('anonymous');
  });
});

describe('restoreSession ("load-auth")', () => {
  it('restores a stored session before its expiry and reloads the user with GET /me', async () => {
    storeSession(NOW + 60_000);
    const store = await loadStore();
    expect(store.restoreSession().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ method: 'GET', path: '/me', authorization: 'Bearer tok-1' }]);
    const state = store.getSessionState();
    expect(state.status === 'authenticated' && state.session.user.name).toBe('Ana desde /me');
  });

  it('sets the sign-out timer to the remaining time', async () => {
    storeSession(NOW + 60_000);
    const store = await loadStore();
    store.restoreSession();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls.some((call) => call.path === '/signout')).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + 999);
    expect(store.getSessionState()).toEqual({ status: 'anonymous', ended: 'expired' });
  });

  it('does not restore an expired session, and forgets it', async () => {
    storeSession(NOW);
    const store = await loadStore();
    expect(store.restoreSession().status).toBe('anonymous');
    expect(storage.getItem('session')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('restores from the cookies when storage is empty, waiting for the user', async () => {
    for (const assignment of [
      'token=tok-1; Max-Age=60',
      'userId=u1; Max-Age=60',
      'userEmail=ana%40example.com; Max-Age=60',
      `tokenExpiration=${NOW + 60_000}; Max-Age=60`,
    ])
      cookies.cookie = assignment;
    const store = await loadStore();
    expect(store.restoreSession().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSessionState().status).toBe('authenticated');
    expect(JSON.parse(storage.getItem('session')!).user.name).toBe('Ana desde /me');
  });

  it('ends the session on a 401 from GET /me with the red "Necesita autorización" toast', async () => {
    meAnswer = { status: 401, body: { code: 'unauthorized', message: 'Necesita autorización' } };
    storeSession(NOW + 60_000);
    const store = await loadStore();
    store.restoreSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSessionState()).toEqual({ status: 'anonymous', ended: 'unauthorized' });
    expect(storage.getItem('session')).toBeNull();
    expect(toast).toHaveBeenCalledWith('Necesita autorización', { color: 'red', timeout: 4500 });
  });

  it('keeps the session and says so on a 403 or another failure', async () => {
    meAnswer = { status: 403, body: { code: 'forbidden', message: 'x' } };
    storeSession(NOW + 60_000, false);
    const store = await loadStore();
    store.restoreSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSessionState()).toMatchObject({
      status: 'loading',
      error: 'Las credenciales para ver esta información son incorrectas',
    });

    meAnswer = { status: 500, body: { code: 'internal_error', message: 'x' } };
    await store.refreshUser();
    expect(store.getSessionState()).toMatchObject({
      status: 'loading',
      error: 'Ha ocurrido un inconveniente al cargar los datos del usuario',
    });
  });
});

describe('a failed GET /me', () => {
  it('is retried on the next navigation, once at a time', async () => {
    meAnswer = { status: 500, body: { code: 'internal_error', message: 'x' } };
    storeSession(NOW + 60_000, false);
    const store = await loadStore();
    store.restoreSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSessionState()).toMatchObject({ status: 'loading', error: expect.any(String) });

    meAnswer = { status: 200, body: { user } };
    store.restoreSession();
    store.restoreSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.path === '/me')).toHaveLength(2);
    expect(store.getSessionState().status).toBe('authenticated');
  });
});

describe('signOut', () => {
  it('ignores a failing POST /signout and clears state, storage and cookies after 999 ms', async () => {
    const store = await loadStore();
    store.startSession(signInResponse());
    const done = store.signOut();
    await vi.advanceTimersByTimeAsync(998);
    expect(store.getSessionState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toEqual([{ method: 'POST', path: '/signout', authorization: 'Bearer tok-1' }]);
    expect(store.getSessionState()).toEqual({ status: 'anonymous', ended: 'signedOut' });
    expect(storage.getItem('session')).toBeNull();
    expect(cookies.cookie).toBe('');
  });
});
