import { describe, expect, it } from 'vitest';
import { hasSeenOnboarding, markOnboardingSeen, ONBOARDING_KEY } from './onboarding-state';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('onboarding state', () => {
  it('is not seen by a new visitor', () => {
    expect(hasSeenOnboarding(memoryStorage())).toBe(false);
  });

  it('is seen once marked, under its key', () => {
    const storage = memoryStorage();
    markOnboardingSeen(storage);
    expect(hasSeenOnboarding(storage)).toBe(true);
    expect(storage.getItem(ONBOARDING_KEY)).not.toBeNull();
  });

  it('counts as seen when there is no storage or it throws', () => {
    expect(hasSeenOnboarding(undefined)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(hasSeenOnboarding(broken)).toBe(true);
    expect(() => markOnboardingSeen(broken)).not.toThrow();
  });
});
