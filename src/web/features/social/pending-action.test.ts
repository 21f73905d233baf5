import { describe, expect, it } from 'vitest';
import {
  hasPendingAction,
  PENDING_ACTION_KEY,
  PENDING_ACTION_MAX_AGE_MS,
  rememberPendingAction,
  takePendingAction,
} from './pending-action';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('pending actions', () => {
  it('finishes the action once, on the page it was asked on', () => {
    const storage = memoryStorage();
    rememberPendingAction('subscribe', '/clinica', { storage, now: 1000 });
    expect(hasPendingAction('subscribe', '/clinica', { storage, now: 2000 })).toBe(true);
    expect(takePendingAction('subscribe', '/otra', { storage, now: 2000 })).toBe(false);
    expect(takePendingAction('rate', '/clinica', { storage, now: 2000 })).toBe(false);
    // The other widgets of the page leave it alone.
    expect(takePendingAction('subscribe', '/clinica', { storage, now: 2000 })).toBe(true);
    expect(takePendingAction('subscribe', '/clinica', { storage, now: 2000 })).toBe(false);
    expect(storage.values.has(PENDING_ACTION_KEY)).toBe(false);
  });

  it('forgets an action that waited too long', () => {
    const storage = memoryStorage();
    rememberPendingAction('rate', '/a/ana', { storage, now: 0 });
    expect(takePendingAction('rate', '/a/ana', { storage, now: PENDING_ACTION_MAX_AGE_MS + 1 })).toBe(false);
    expect(storage.values.has(PENDING_ACTION_KEY)).toBe(false);
  });

  it('ignores what it cannot read, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_ACTION_KEY, '{"action":"delete","path":"/x","at":1}');
    expect(takePendingAction('subscribe', '/x', { storage, now: 2 })).toBe(false);
    storage.setItem(PENDING_ACTION_KEY, 'not json');
    expect(takePendingAction('subscribe', '/x', { storage, now: 2 })).toBe(false);
    expect(() => rememberPendingAction('rate', '/x', { storage: undefined })).not.toThrow();
  });
});
