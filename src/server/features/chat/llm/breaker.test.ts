import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './breaker';

describe('CircuitBreaker', () => {
  it('opens after the failures in a row, lets one trial through after the cooldown, and closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 1000, () => now);
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.allow()).toBe(true);
    expect(breaker.failure()).toBe(true);
    expect(breaker.state).toBe('open');
    expect(breaker.allow()).toBe(false);
    now = 1000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.allow()).toBe(true);
    // Only one trial at a time.
    expect(breaker.allow()).toBe(false);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });
  it('opens again at once when the trial fails, and a released trial lets the next one try', () => {
    let now = 0;
    const breaker = new CircuitBreaker(1, 500, () => now);
    breaker.failure();
    now = 600;
    expect(breaker.allow()).toBe(true);
    breaker.release();
    expect(breaker.allow()).toBe(true);
    expect(breaker.failure()).toBe(true);
    expect(breaker.allow()).toBe(false);
    now = 1100;
    expect(breaker.allow()).toBe(true);
  });
});
