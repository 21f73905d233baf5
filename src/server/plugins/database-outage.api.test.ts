import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../shared/messages.es';
import { createPostgresDatabase, buildTestApp, type TestApp } from '../test/test-app';
import { tcpProxy, type TcpProxy } from '../test/tcp-proxy';

/**
 * Issue 35, item 10: while PostgreSQL is unreachable the API answers 503 with Retry-After and a Spanish
 * message (never 500), /api/health says the database is down, and everything answers again when it returns.
 * The outage is a proxy in front of the real server, cut and opened again. PostgreSQL only: the embedded
 * database lives in the process and cannot go away.
 */

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('a database outage', () => {
  let scratch: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    scratch = await createPostgresDatabase(adminUrl!);
    const target = new URL(scratch.url);
    proxy = tcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    t = await buildTestApp({ databaseUrl: target.toString() });
  }, 60_000);

  afterAll(async () => {
    await proxy?.open().catch(() => undefined);
    await t?.close();
    await proxy?.cut();
    await scratch?.drop();
  });

  it('answers 503 with Retry-After while the database is unreachable, and recovers when it returns', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bots' })).statusCode).toBe(200);
    await proxy.cut();
    const down = await t.app.inject({ method: 'GET', url: '/api/bot/peluqueria-sin-cache' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'unavailable', message: msg.api.outage });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'alguien@example.com', password: 'secreto123' },
    });
    expect(signIn.statusCode).toBe(503);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: { state: 'down' } });
    await proxy.open();
    let back = 0;
    for (let i = 0; i < 20 && back !== 404; i++) {
      back = (await t.app.inject({ method: 'GET', url: '/api/bot/barberia-sin-cache' })).statusCode;
      if (back !== 404) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Answered again: that bot does not exist.
    expect(back).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().database.state).toBe('up');
  }, 60_000);
});
