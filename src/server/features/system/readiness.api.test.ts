import { connect, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadinessSchema } from '../../../shared/schemas/system';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Issue 43, item 6: GET /api/health/ready tells a load balancer whether to send this instance traffic. */
describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  // First: once the migrations were found applied, the instance stops asking.
  it('answers 503 while the database lacks a migration of this version', async () => {
    const { db } = t.ctx.database;
    const last = await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = (last as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> })
      .rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ready: false,
        database: 'up',
        migrations: 'pending',
        shuttingDown: false,
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
  });

  it('answers 200 when the database answers, is migrated and the instance runs', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(ReadinessSchema.parse(response.json())).toEqual({
      ready: true,
      database: 'up',
      migrations: 'applied',
      shuttingDown: false,
    });
  });

  it('answers 503 while the database is down', async () => {
    const ping = t.ctx.database.ping;
    t.ctx.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ready: false,
        database: 'down',
        migrations: 'unknown',
        shuttingDown: false,
      });
    } finally {
      t.ctx.database.ping = ping;
    }
  });

  it('answers 503 while the database is too slow to answer', async () => {
    const ping = t.ctx.database.ping;
    t.ctx.database.ping = () => new Promise(() => undefined);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, database: 'down' });
    } finally {
      t.ctx.database.ping = ping;
    }
  });

  it('is described in the OpenAPI document beside the health', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/health/ready'].get;
    expect(Object.keys(operation.responses)).toEqual(['200', '503']);
    expect(document.paths['/api/health']).toBeDefined();
  });
});

describe('GET /api/health/ready while the instance stops', () => {
  it('answers 503 shuttingDown once the stop began, with its own body', async () => {
    const t = await buildTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      // A request in flight keeps its connection open through the stop; the probe sent on it afterwards is
      // what a load balancer's probe on a kept-alive connection meets.
      const ping = t.ctx.database.ping;
      let release: () => void = () => undefined;
      const inFlight = new Promise<void>((resolve) => {
        t.ctx.database.ping = () =>
          new Promise((answer) => {
            t.ctx.database.ping = ping;
            release = () => answer(ping());
            resolve();
          });
      });
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const answered = new Promise<void>((resolve) =>
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          if (received.includes('shuttingDown')) resolve();
        }),
      );
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      await inFlight;
      const closing = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.write('GET /api/health/ready HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await answered;
      socket.destroy();
      await closing;
      const [, second] = received.split(/(?=HTTP\/1\.1 )/);
      expect(second).toMatch(/^HTTP\/1.1 503 /);
      expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toEqual({
        ready: false,
        database: 'up',
        migrations: 'applied',
        shuttingDown: true,
      });
    } finally {
      await t.close();
    }
  });
});
