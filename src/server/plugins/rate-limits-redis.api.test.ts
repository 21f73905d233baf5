import { afterEach, describe, expect, it } from 'vitest';
import { reachable, tcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createRateLimiter, type RateLimiter } from './rate-limits';

/**
 * Issue 35, item 3: with Redis down, at start or while serving, a count answers at once from the in-memory
 * stand-in, and goes back to Redis when it returns. Redis is reached through a proxy the test opens and cuts;
 * a "silent" Redis accepts connections and never answers.
 */

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const redisProxy = () => tcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
const redisAvailable = () => reachable(REDIS.hostname, Number(REDIS.port || 6379));

const timed = async (work: () => Promise<unknown>) => {
  const began = Date.now();
  await work();
  return Date.now() - began;
};

let limiter: RateLimiter | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await limiter?.close();
  await proxy?.cut();
  limiter = undefined;
  proxy = undefined;
});

describe('rate limits while Redis is down', () => {
  it('answers at once from memory when Redis is down at start, and counts there', async () => {
    // A port nothing listens on, found by opening and closing one.
    const probe = redisProxy();
    await probe.open();
    const port = probe.port;
    await probe.cut();
    limiter = createRateLimiter(`redis://127.0.0.1:${port}`, `down-${Date.now()}`);
    await limiter.ready(300);
    expect(limiter.state()).toBe('down');
    const slowest = Math.max(
      ...(await Promise.all(
        Array.from({ length: 5 }, () =>
          timed(() => limiter!.consume('contactIp', '10.1.1.1').catch(() => undefined)),
        ),
      )),
    );
    expect(slowest).toBeLessThan(200);
    // The stand-in still limits.
    await expect(limiter.consume('contactIp', '10.1.1.1')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('answers within half a second from a Redis that accepts connections but never replies', async () => {
    proxy = redisProxy();
    proxy.silent = true;
    await proxy.open();
    limiter = createRateLimiter(`redis://127.0.0.1:${proxy.port}`, `silent-${Date.now()}`);
    await limiter.ready(300);
    expect(await timed(() => limiter!.consume('contactIp', '10.1.1.2'))).toBeLessThan(800);
    expect(await timed(() => limiter!.consume('contactIp', '10.1.1.2'))).toBeLessThan(800);
  });

  it('falls back at once when Redis goes away while serving, and counts in Redis again when it returns', async (context) => {
    if (!(await redisAvailable())) return context.skip();
    proxy = redisProxy();
    await proxy.open();
    const prefix = `back-${Date.now()}`;
    limiter = createRateLimiter(`redis://127.0.0.1:${proxy.port}`, prefix);
    await limiter.ready(2_000);
    expect(limiter.state()).toBe('up');
    await limiter.consume('contactIp', '10.1.1.3');
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(limiter.state()).toBe('down');
    expect(await timed(() => limiter!.consume('contactIp', '10.1.1.3'))).toBeLessThan(200);
    await proxy.open();
    await limiter.ready(5_000);
    expect(limiter.state()).toBe('up');
    // Shared again: a second instance on the same Redis sees this one's counts.
    const other = createRateLimiter(REDIS.toString(), prefix);
    try {
      await other.ready(2_000);
      for (let i = 0; i < 5; i++) await limiter.consume('contactIp', '10.1.1.4');
      await expect(other.consume('contactIp', '10.1.1.4')).rejects.toMatchObject({ statusCode: 429 });
    } finally {
      await other.close();
    }
  }, 20_000);
});
