/**
 * A circuit breaker in front of the model: after `failures` failed calls in a row it opens and the model is
 * skipped (the engine answers at once) for `cooldownMs`; then one call is let through, and its outcome
 * closes the breaker or opens it again. Per process on purpose: it protects this instance's visitors from
 * waiting for timeouts, and each instance finds out for itself that the model is back.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private failuresInRow = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly failures: number,
    private readonly cooldownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.cooldownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go to the model now; a true in half-open state is the one trial call. */
  allow(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failuresInRow = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** A failed call; returns true when it opened the breaker. */
  failure(): boolean {
    const wasTrial = this.trialInFlight;
    this.trialInFlight = false;
    this.failuresInRow += 1;
    if (wasTrial || (this.openedAt === null && this.failuresInRow >= this.failures)) {
      this.openedAt = this.now();
      return true;
    }
    return false;
  }

  /** A call allowed but never made or ended by the visitor: it tells nothing about the model. */
  release(): void {
    this.trialInFlight = false;
  }
}
