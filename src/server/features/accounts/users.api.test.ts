import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, createUser, expectNoSecrets, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = {
  name: 'Marina Gómez',
  hero: 'Marina-Gomez',
  bio: 'Arquitecta en Córdoba.',
  phone: '+54 9 351 555 0101',
};

function put(url: string, token: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

describe('PUT /api/me', () => {
  it('saves the profile, lowercasing the hero', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await put('/api/me', token, { ...profile, status: '0' });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({
      userId: user.id,
      user: { hero: 'marina-gomez', status: 0, phone: profile.phone },
    });
    const [stored] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ name: 'Marina Gómez', hero: 'marina-gomez', bio: profile.bio, status: 0 });
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre es necesario'],
    [{ name: 'Ma' }, 'name', 'El nombre es demasiado corto (min: 3)'],
    [{ name: 'x'.repeat(91) }, 'name', 'El nombre es demasiado largo (max: 90)'],
    [{ hero: 'ma' }, 'hero', 'El apodo es demasiado corto (min: 3)'],
    [{ hero: 'x'.repeat(37) }, 'hero', 'El apodo es demasiado largo (max: 36)'],
    [{ hero: 'mi--usuario' }, 'hero', "Algo como 'mi-usuario' o 'mi_nombre_123' o 'usuario123' está bien"],
    [{ hero: 'con espacio' }, 'hero', "Algo como 'mi-usuario' o 'mi_nombre_123' o 'usuario123' está bien"],
    [{ bio: '' }, 'bio', 'Ingresa una bio, o descripción'],
    [{ bio: 'ab' }, 'bio', 'La bio o descripción es demasiado corta (min: 3)'],
    [{ bio: 'x'.repeat(361) }, 'bio', 'La bio o descripción es demasiado larga (max: 360)'],
    [{ phone: '' }, 'phone', 'El teléfono es necesario'],
    [{ phone: '12345678' }, 'phone', 'El teléfono es demasiado corta (min: 9)'],
    [{ phone: '1'.repeat(61) }, 'phone', 'Es demasiada información para el teléfono (max: 60)'],
    [{ pictureUrl: 'javascript:alert(1)' }, 'pictureUrl', 'El archivo es incorrecto'],
  ])('rejects %o with the spec message', async (override, field, message) => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await put('/api/me', token, { ...profile, hero: undefined, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    const [stored] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.name).toBe(user.name);
  });

  it('answers 409 on the hero field when the hero is taken', async () => {
    await createUser(t, { hero: 'ocupado' });
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await put('/api/me', token, { ...profile, hero: 'Ocupado' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'hero_taken',
      fields: { hero: 'Este apodo ya está en uso' },
    });
  });

  it('rejects an anonymous caller', async () => {
    expect((await put('/api/me', undefined, profile)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}', () => {
  it('refuses to edit someone else (403) and leaves them unchanged', async () => {
    const victim = await createUser(t, { name: 'Víctima Uno' });
    const attacker = await createUser(t);
    const token = await signIn(t, attacker.email, attacker.password);
    const response = await put(`/api/users/${victim.id}`, token, profile);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    const [stored] = await t.ctx.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(stored?.name).toBe('Víctima Uno');
  });

  it('lets a super user edit anyone', async () => {
    const member = await createUser(t);
    const admin = await createUser(t, { isSuperUser: true });
    const token = await signIn(t, admin.email, admin.password);
    const response = await put(`/api/users/${member.id}`, token, { ...profile, hero: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ _id: member.id, name: 'Marina Gómez' });
  });

  it('lets users edit themselves through their id', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    expect((await put(`/api/users/${user.id}`, token, { ...profile, hero: '' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await createUser(t, { isSuperUser: true });
    const token = await signIn(t, admin.email, admin.password);
    expect((await put('/api/users/no-existe', token, profile)).statusCode).toBe(404);
  });
});

describe('public profiles', () => {
  it('finds a published user by hero (any case) or by _id, without private fields', async () => {
    const user = await createUser(t, { hero: 'pedro-diaz', name: 'Pedro Díaz', phone: '+56 9 5555 0000' });
    for (const ref of ['pedro-diaz', 'Pedro-Diaz', user.id]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/user/${ref}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ _id: user.id, name: 'Pedro Díaz' });
      expect(response.json().user.email).toBeUndefined();
      expect(response.json().user.phone).toBeUndefined();
      expectNoSecrets(response.body);
    }
  });

  it('hides an unpublished user from others but not from themselves or super users', async () => {
    const hidden = await createUser(t, { hero: 'oculta', status: 0 });
    const other = await createUser(t);
    const admin = await createUser(t, { isSuperUser: true });
    const get = async (token?: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/user/oculta', headers: token ? bearer(token) : {} }))
        .statusCode;
    expect(await get()).toBe(404);
    expect(await get(await signIn(t, other.email, other.password))).toBe(404);
    expect(await get(await signIn(t, hidden.email, hidden.password))).toBe(200);
    expect(await get(await signIn(t, admin.email, admin.password))).toBe(200);
  });

  it('hides accounts that were never activated', async () => {
    await createUser(t, { hero: 'sin-activar', activatedAt: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/sin-activar' })).statusCode).toBe(404);
  });

  it('lists only published, activated users for the carousel', async () => {
    const shown = await createUser(t, { name: 'Visible Uno' });
    const hidden = await createUser(t, { status: 0 });
    const inactive = await createUser(t, { activatedAt: null });
    const response = await t.app.inject({ method: 'GET', url: '/api/users?limit=48' });
    const ids = response.json().users.map((u: { _id: string }) => u._id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(inactive.id);
    expectNoSecrets(response.body);
  });
});
