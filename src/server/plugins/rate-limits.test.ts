import { describe, expect, it } from 'vitest';
import { createRateLimiter, RATE_POLICIES } from './rate-limits';

describe('rate limiter', () => {
  it('allows each policy its points per key, multiplied by the factor, then answers 429 in Spanish', async () => {
    for (const factor of [1, 2]) {
      const limiter = createRateLimiter(undefined, `test-${factor}`, factor);
      const allowed = RATE_POLICIES.contactIp.points * factor;
      for (let i = 0; i < allowed; i++) await limiter.consume('contactIp', '10.0.0.1');
      await expect(limiter.consume('contactIp', '10.0.0.1')).rejects.toMatchObject({
        statusCode: 429,
        message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
      });
      // Another key has its own allowance.
      await expect(limiter.consume('contactIp', '10.0.0.2')).resolves.toBeUndefined();
      await limiter.close();
    }
  });
});
