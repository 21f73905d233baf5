import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t, { name: 'Súper Prueba', isSuperUser: true });
  adminToken = await signIn(t, admin.email, admin.password);
  const user = await createUser(t, { name: 'Usuaria Común' });
  userToken = await signIn(t, user.email, user.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('admin calls are for super users only', () => {
  const adminCalls: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/members'],
    ['PUT', '/api/admin/members/x', { status: 0 }],
  ];

  it.each(adminCalls)('%s %s: 401 anonymous, 403 normal user', async (method, url, body) => {
    const anonymous = await call(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    const normal = await call(method, url, userToken, body);
    expect(normal.statusCode).toBe(403);
    expect(normal.json().message).toBe('No tienes permiso para realizar esta acción');
  });
});

describe('members', () => {
  it('searches, hides and publishes a member, and grants super user', async () => {
    const member = await createUser(t, { name: 'Ñandú Martínez', hero: `nandu-${Date.now()}` });
    const list = (await call('GET', '/api/admin/members?term=nandu', adminToken)).json();
    expect(list.members.map((m: { _id: string }) => m._id)).toContain(member.id);
    expect(list.members[0]).toMatchObject({ botsCount: 0, activated: true, isSuperUser: false });
    const owners = (await call('GET', '/api/admin/members?term=example.com&pageSize=50', adminToken)).json();
    // Demo owners have bots: the count is per member, not always 0.
    expect(owners.members.some((m: { botsCount: number }) => m.botsCount > 0)).toBe(true);
    expect(JSON.stringify(list)).not.toContain('passwordHash');

    const hidden = await call('PUT', `/api/admin/members/${member.id}`, adminToken, { status: 0 });
    expect(hidden.json().member.status).toBe(0);
    expect((await call('GET', `/api/user/${member.id}`)).statusCode).toBe(404);
    await call('PUT', `/api/admin/members/${member.id}`, adminToken, { status: 1 });
    expect((await call('GET', `/api/user/${member.id}`)).statusCode).toBe(200);

    const granted = await call('PUT', `/api/admin/members/${member.id}`, adminToken, { isSuperUser: true });
    expect(granted.json().member.isSuperUser).toBe(true);
    const memberToken = await signIn(t, member.email, member.password);
    expect((await call('GET', '/api/admin/members', memberToken)).statusCode).toBe(200);
    await call('PUT', `/api/admin/members/${member.id}`, adminToken, { isSuperUser: false });
    expect((await call('GET', '/api/admin/members', memberToken)).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/members/${member.id}`, adminToken, {})).statusCode).toBe(400);
  });

  it('never demotes the last super user, even with two revocations at once', async () => {
    const db = t.ctx.database.db;
    const supers = await db.select().from(users).where(eq(users.isSuperUser, true));
    // Leave exactly two super users, then have each revoke the other at the same moment.
    const [a, b] = supers;
    for (const extra of supers.slice(2))
      await db.update(users).set({ isSuperUser: false }).where(eq(users.id, extra.id));
    const results = await Promise.all([
      call('PUT', `/api/admin/members/${a!.id}`, adminToken, { isSuperUser: false }),
      call('PUT', `/api/admin/members/${b!.id}`, adminToken, { isSuperUser: false }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'No puedes quitar el último súper usuario de la plataforma',
    );
    expect(await db.select().from(users).where(eq(users.isSuperUser, true))).toHaveLength(1);
    for (const user of supers) await db.update(users).set({ isSuperUser: true }).where(eq(users.id, user.id));
  });
});
