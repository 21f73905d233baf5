import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userTokens, users } from '../../db/schema';
import {
  bearer,
  createUser,
  expectNoSecrets,
  freshIp,
  mailsTo,
  signIn,
  tokenFromMail,
  uniqueEmail,
} from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { purgeExpiredCredentials } from './accounts.repo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://vocero.example' } });
});
afterAll(() => t.close());

/** A POST, then the work it left for after the answer (the e-mails of sign-up and reset) is done. */
async function post(url: string, payload: unknown, headers: Record<string, string> = {}, ip = freshIp()) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
  await t.ctx.background.settled();
  return response;
}

function signUpBody(email = uniqueEmail()) {
  return { name: 'Lucía Fernández', email, password: 'clave123', passwordConfirmation: 'clave123' };
}

describe('POST /api/signup', () => {
  it('accepts a passphrase of 128 characters', async () => {
    const passphrase = 'x'.repeat(128);
    const response = await post('/api/signup', {
      ...signUpBody(),
      password: passphrase,
      passwordConfirmation: passphrase,
    });
    expect(response.statusCode).toBe(201);
  });

  it('creates an inactive account and e-mails the activation link on the public URL', async () => {
    const body = signUpBody();
    const response = await post('/api/signup', { ...body, email: body.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response.body);
    expect(response.json()).toEqual({ user: { name: 'Lucía Fernández', email: body.email } });
    await t.ctx.background.settled();
    const [stored] = await t.ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(stored?.activatedAt).toBeNull();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await mailsTo(t, body.email);
    expect(mail?.subject).toContain('Activa tu cuenta');
    expect(mail?.text).toMatch(/https:\/\/vocero\.example\/auth\/new\/[\w-]{43}/);
    expect(mail?.html).toMatch(/https:\/\/vocero\.example\/auth\/new\/[\w-]{43}/);
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre es necesario'],
    [{ name: 'Lu' }, 'name', 'El nombre es demasiado corto (min: 3)'],
    [{ name: 'x'.repeat(34) }, 'name', 'El nombre es demasiado largo (max: 33)'],
    [{ email: '' }, 'email', 'El correo es necesario'],
    [{ email: 'lucia@' }, 'email', 'El correo electrónico tiene el formato incorrecto'],
    [{ password: '', passwordConfirmation: '' }, 'password', 'La contraseña es necesaria'],
    // 8–128 characters (issue 38, decision 043), not the spec's 6–21.
    [
      { password: '1234567', passwordConfirmation: '1234567' },
      'password',
      'La contraseña es demasiado corta (min: 8)',
    ],
    [
      { password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) },
      'password',
      'La contraseña es demasiado larga (max: 128)',
    ],
    [{ passwordConfirmation: '' }, 'passwordConfirmation', 'Debes confirmar la contraseña'],
    [{ passwordConfirmation: 'otra1234' }, 'passwordConfirmation', 'Las contraseñas no coinciden'],
  ])('rejects %o with the spec message on %s', async (override, field, message) => {
    const body = { ...signUpBody(), ...override };
    const before = await t.ctx.database.db.select({ n: count() }).from(users);
    const response = await post('/api/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    expect(await t.ctx.database.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('answers an address that has an account like a new one, and e-mails it how to get in', async () => {
    const user = await createUser(t);
    const taken = await post('/api/signup', signUpBody(user.email.toUpperCase()));
    const fresh = signUpBody();
    const created = await post('/api/signup', fresh);
    expect(taken.statusCode).toBe(201);
    expect(created.statusCode).toBe(201);
    // Nothing in the answer tells the two apart: the name and address it was given.
    expect(taken.json()).toEqual({ user: { name: 'Lucía Fernández', email: user.email } });
    expect(Object.keys(taken.json().user)).toEqual(Object.keys(created.json().user));
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Ya tienes una cuenta en Vocero');
    expect(mail?.text).toContain('https://vocero.example/auth/reset');
    const [stored] = await t.ctx.database.db.select().from(users).where(eq(users.email, user.email));
    expect(stored?.name).toBe(user.name);
    expect(stored?.passwordHash).toBe(user.passwordHash);
  });

  it('answers before any e-mail leaves, so its timing does not tell a taken address', async () => {
    const user = await createUser(t);
    const release = slowMailer(3_000);
    try {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: signUpBody(user.email),
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      release();
    }
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });
});

/** Makes every e-mail take `ms` to send, as a slow SMTP server would; returns the undo. */
function slowMailer(ms: number): () => void {
  const send = t.ctx.mailer.send.bind(t.ctx.mailer);
  t.ctx.mailer.send = async (mail) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return send(mail);
  };
  return () => {
    t.ctx.mailer.send = send;
  };
}

describe('activation', () => {
  it('activates once with the e-mailed token, then refuses the same token', async () => {
    const body = signUpBody();
    await post('/api/signup', body);
    const token = await tokenFromMail(t, body.email, 'activation');
    const first = await post(`/api/signup/${token}/activation`, undefined);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { activated: true, email: body.email } });
    const again = await post(`/api/signup/${token}/activation`, undefined);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_token',
      message: 'El enlace de activación no es válido o ya venció',
    });
    expect(await signIn(t, body.email, body.password)).toHaveLength(43);
  });

  it('refuses an expired activation token', async () => {
    const body = signUpBody();
    await post('/api/signup', body);
    const token = await tokenFromMail(t, body.email, 'activation');
    const hash = createHash('sha256').update(token).digest('hex');
    await t.ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hash));
    expect((await post(`/api/signup/${token}/activation`, undefined)).statusCode).toBe(400);
  });

  it('keeps the activation link valid for 48 hours', async () => {
    const body = signUpBody();
    await post('/api/signup', body);
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.email, body.email));
    const [row] = await t.ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, user!.id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });

  it('refuses sign-in before activation and offers a new link that replaces the old one', async () => {
    const body = signUpBody();
    await post('/api/signup', body);
    const oldToken = await tokenFromMail(t, body.email, 'activation');
    const refused = await post('/api/signin', { email: body.email, password: body.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_not_activated' });
    expect(refused.json().message).toContain('todavía no está activada');

    const resend = await post('/api/signup/resend', { email: body.email });
    expect(resend.statusCode).toBe(202);
    const newToken = await tokenFromMail(t, body.email, 'activation');
    expect(newToken).not.toBe(oldToken);
    expect((await post(`/api/signup/${oldToken}/activation`, undefined)).statusCode).toBe(400);
    expect((await post(`/api/signup/${newToken}/activation`, undefined)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown address exactly like a known one, sending nothing', async () => {
    const email = uniqueEmail('nadie');
    const response = await post('/api/signup/resend', { email });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { sent: true } });
    expect(await mailsTo(t, email)).toEqual([]);
  });
});

describe('sign-in and sessions', () => {
  it('answers the session of spec section 7 with a random token stored hashed', async () => {
    const user = await createUser(t);
    const response = await post('/api/signin', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const body = response.json();
    expect(body).toMatchObject({
      userId: user.id,
      userEmail: user.email,
      userPictureUrl: null,
      user: { _id: user.id },
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.tokenExpiration - Date.now()).toBeGreaterThan(3_590_000);
    const stored = await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(stored[0]!.tokenHash).not.toContain(body.token);
  });

  it('signs in with a password set under the old, shorter rule and with a 128-character passphrase', async () => {
    const old = await createUser(t, { password: 'clave1' });
    expect((await post('/api/signin', { email: old.email, password: 'clave1' })).statusCode).toBe(200);
    const passphrase = 'mi perro se llama Toby y come alfajores de maicena los domingos '
      .repeat(3)
      .slice(0, 128);
    const long = await createUser(t, { password: passphrase });
    expect((await post('/api/signin', { email: long.email, password: passphrase })).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t);
    const wrong = await post('/api/signin', { email: user.email, password: 'otra-clave' });
    const unknown = await post('/api/signin', { email: uniqueEmail('nadie'), password: 'otra-clave' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'El correo o la contraseña son incorrectos',
    });
  });

  it.each([
    [{ email: '' }, 'email', 'El correo es necesario'],
    [{ email: 'no-es-correo' }, 'email', 'El correo electrónico tiene el formato incorrecto'],
    [{ password: '' }, 'password', 'La contraseña es necesaria'],
    [{ password: 'x'.repeat(129) }, 'password', 'La contraseña es demasiado larga (max: 128)'],
  ])('validates %o', async (override, field, message) => {
    const response = await post('/api/signin', {
      email: 'ana@example.com',
      password: 'secreto1',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('reads the account with the token and refuses without it', async () => {
    const user = await createUser(t, { name: 'Carlos Ruiz' });
    const token = await signIn(t, user.email, user.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expectNoSecrets(me.body);
    expect(me.json().user).toMatchObject({ name: 'Carlos Ruiz', email: user.email });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized', message: 'Necesita autorización' });
    const forged = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    await t.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('renews a live session to an hour from now, and never an expired one', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    // Forty minutes into its hour: renewed, it ends an hour from now.
    await t.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 20 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const before = Date.now();
    const renewed = await post('/api/session/renewal', undefined, bearer(token));
    expect(renewed.statusCode).toBe(200);
    const { tokenExpiration } = renewed.json() as { tokenExpiration: number };
    expect(tokenExpiration).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(tokenExpiration).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const [stored] = await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored!.expiresAt.getTime()).toBe(tokenExpiration);

    await t.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id));
    expect((await post('/api/session/renewal', undefined, bearer(token))).statusCode).toBe(401);
    expect((await post('/api/session/renewal', undefined)).statusCode).toBe(401);
  });

  it('revokes the token on sign-out', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const out = await post('/api/signout', undefined, bearer(token));
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/signout', undefined, bearer(token))).statusCode).toBe(401);
  });

  it("holds back an address after 10 wrong passwords to one account, never the owner's own address", async () => {
    const user = await createUser(t);
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await post('/api/signin', { email: user.email, password: 'incorrecta' }, {}, attacker);
      expect(wrong.statusCode).toBe(401);
    }
    // The attacker's address is held back, even with the right password.
    const eleventh = await post('/api/signin', { email: user.email, password: user.password }, {}, attacker);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    });
    // The owner, from an address that has not failed, gets in.
    const owner = await post('/api/signin', { email: user.email, password: user.password }, {}, freshIp());
    expect(owner.statusCode).toBe(200);
  });

  it('does not lock an account out when the wrong guesses come from many addresses', async () => {
    const user = await createUser(t);
    for (let attempt = 1; attempt <= 15; attempt++) {
      expect((await post('/api/signin', { email: user.email, password: 'incorrecta' })).statusCode).toBe(401);
    }
    expect((await post('/api/signin', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('forgives an address its failures once it signs in correctly', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt <= 9; attempt++) {
        await post('/api/signin', { email: user.email, password: 'incorrecta' }, {}, ip);
      }
      expect(
        (await post('/api/signin', { email: user.email, password: user.password }, {}, ip)).statusCode,
      ).toBe(200);
    }
  });

  it('limits one IP trying many addresses', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push(
        (await post('/api/signin', { email: uniqueEmail(), password: 'incorrecta' }, {}, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits sign-ups per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await post('/api/signup', signUpBody(), {}, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('password reset', () => {
  it('takes the same path for a known address as for an unknown one: the answer never waits for the e-mail', async () => {
    const user = await createUser(t);
    const release = slowMailer(3_000);
    try {
      const started = performance.now();
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/reset',
        payload: { email: user.email },
        remoteAddress: freshIp(),
      });
      expect(known.statusCode).toBe(202);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      release();
    }
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('answers the same for known and unknown addresses and only e-mails the known one', async () => {
    const user = await createUser(t);
    const unknownEmail = uniqueEmail('nadie');
    const known = await post('/api/reset', { email: user.email });
    const unknown = await post('/api/reset', { email: unknownEmail });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(t, unknownEmail)).toEqual([]);
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toContain('Restablece tu contraseña');
    expect(mail?.text).toMatch(/https:\/\/vocero\.example\/auth\/reset\/[\w-]{43}/);
  });

  it('validates the reset e-mail', async () => {
    expect((await post('/api/reset', { email: 'a@b' })).json().fields.email).toBe(
      'El correo es demasiado corto (min: 6)',
    );
    expect((await post('/api/reset', { email: `${'x'.repeat(85)}@example.com` })).json().fields.email).toBe(
      'El correo es demasiado largo (max: 90)',
    );
  });

  it('sets a new password once, ends every session and refuses the used link', async () => {
    const user = await createUser(t);
    const oldSession = await signIn(t, user.email, user.password);
    await post('/api/reset', { email: user.email });
    const token = await tokenFromMail(t, user.email, 'reset');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reset/${token}`, remoteAddress: freshIp() }))
        .statusCode,
    ).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/reset/${token}/password`,
      payload: { password: 'nueva-clave', passwordConfirmation: 'nueva-clave' },
      remoteAddress: freshIp(),
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldSession) })).statusCode,
    ).toBe(401);
    expect(await signIn(t, user.email, 'nueva-clave')).toHaveLength(43);
    const reused = await t.app.inject({
      method: 'PUT',
      url: `/api/reset/${token}/password`,
      payload: { password: 'otra-clave', passwordConfirmation: 'otra-clave' },
      remoteAddress: freshIp(),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reset/${token}`, remoteAddress: freshIp() }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses an expired reset link (valid one hour)', async () => {
    const user = await createUser(t);
    await post('/api/reset', { email: user.email });
    const token = await tokenFromMail(t, user.email, 'reset');
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.ctx.database.db.select().from(userTokens).where(eq(userTokens.tokenHash, hash));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    await t.ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.id, row!.id));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reset/${token}`,
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El enlace para restablecer la contraseña no es válido o ya venció');
  });

  it('reports a mismatch on the password itself and limits the new password to 128', async () => {
    const url = `/api/reset/${'a'.repeat(43)}/password`;
    const mismatch = await t.app.inject({
      method: 'PUT',
      url,
      payload: { password: 'clave123', passwordConfirmation: 'clave124' },
    });
    expect(mismatch.json().fields).toEqual({ password: 'Las contraseñas deben coincidir' });
    const long = await t.app.inject({
      method: 'PUT',
      url,
      payload: { password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) },
    });
    expect(long.json().fields.password).toBe('La contraseña es demasiado larga (max: 128)');
    const short = await t.app.inject({
      method: 'PUT',
      url,
      payload: { password: '1234567', passwordConfirmation: '1234567' },
    });
    expect(short.json().fields.password).toBe('La contraseña es demasiado corta (min: 8)');
    const noConfirmation = await t.app.inject({
      method: 'PUT',
      url,
      payload: { password: 'clave123', passwordConfirmation: '' },
    });
    expect(noConfirmation.json().fields.passwordConfirmation).toBe('Debe confirmar la contraseña');
  });
});

describe('PUT /api/me/password', () => {
  it('refuses a wrong current password', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: bearer(token),
      payload: { currentPassword: 'incorrecta', password: 'nueva123', passwordConfirmation: 'nueva123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.currentPassword).toBe('La contraseña actual es incorrecta');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(t);
    const current = await signIn(t, user.email, user.password);
    const other = await signIn(t, user.email, user.password);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: bearer(current),
      payload: { currentPassword: user.password, password: 'nueva123', passwordConfirmation: 'nueva123' },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(current) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(
      401,
    );
    expect(await signIn(t, user.email, 'nueva123')).toHaveLength(43);
  });

  it('rejects an anonymous caller', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      payload: { currentPassword: 'x', password: 'nueva123', passwordConfirmation: 'nueva123' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('purgeExpiredCredentials', () => {
  it('drops expired sessions and links and keeps valid ones', async () => {
    const user = await createUser(t);
    const valid = await signIn(t, user.email, user.password);
    const expired = await signIn(t, user.email, user.password);
    const expiredHash = createHash('sha256').update(expired).digest('hex');
    await t.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.tokenHash, expiredHash));
    await purgeExpiredCredentials(t.ctx.database.db);
    const left = await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.tokenHash)).toEqual([createHash('sha256').update(valid).digest('hex')]);
  });
});
