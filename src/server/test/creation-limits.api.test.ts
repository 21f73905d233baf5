import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from './accounts-helpers';
import { pictureUploadRequest } from './files-helpers';
import { buildTestApp, type TestApp } from './test-app';

/**
 * What one user creates is public or stored for good, so each kind is limited per user with a Spanish
 * 429: bots (10 an hour), publications (30 an hour), ratings (30 in 10 minutes), uploads (60 in 10 minutes).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TOO_FAST = 'Estás creando demasiado en poco tiempo. Espera unos minutos y vuelve a intentarlo.';

async function person() {
  const user = await createUser(t, { hero: `limite-${Math.random().toString(36).slice(2, 9)}` });
  return { user, token: await signIn(t, user.email, user.password) };
}

/** Sends `request(i)` until it answers 429; returns how many went through before, and the 429's body. */
async function untilLimited(request: (i: number) => InjectOptions, max: number) {
  for (let i = 0; i < max; i++) {
    const response = await t.app.inject(request(i));
    if (response.statusCode === 429) return { before: i, body: response.json() };
    expect(response.statusCode, response.body).toBeLessThan(500);
  }
  return { before: max, body: null };
}

describe('creation limits per user', () => {
  it('stops the 11th bot in an hour, and only for that user', async () => {
    const flooder = await person();
    const bot = (i: number): InjectOptions => ({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(flooder.token),
      payload: {
        categoryKey: 'general',
        alias: `inunda-${Date.now().toString(36)}-${i}`,
        name: `Bot ${i}`,
        description: 'Uno de muchos.',
        instructions: 'Responde en pocas palabras.',
        tags: ['muchos'],
      },
    });
    const limited = await untilLimited(bot, 30);
    expect(limited.before).toBe(10);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'rate_limited', message: TOO_FAST });
    const other = await person();
    const allowed = await t.app.inject({ ...bot(99), headers: bearer(other.token) });
    expect(allowed.statusCode).toBe(201);
  });

  it('stops publications after 30 attempts in an hour', async () => {
    const flooder = await person();
    const limited = await untilLimited(
      () => ({
        method: 'POST',
        url: '/api/publications',
        headers: bearer(flooder.token),
        payload: {
          typed: 'product',
          title: 'Mate de calabaza',
          description: 'Curado y listo para usar.',
          price: '4500',
          currency: 'ARS',
          stock: 5,
          labels: ['mates'],
          country: 'Argentina',
          city: 'Córdoba',
        },
      }),
      60,
    );
    expect(limited.before).toBe(30);
    expect(limited.body).toMatchObject({ message: TOO_FAST });
  });

  it('stops ratings after 30 in ten minutes', async () => {
    const rater = await person();
    const rated = await Promise.all(Array.from({ length: 3 }, () => createUser(t)));
    const limited = await untilLimited(
      (i) => ({
        method: 'PUT',
        url: `/api/user/${rated[i % 3]!.id}/qualification`,
        headers: bearer(rater.token),
        payload: { rating: 4, comment: 'Muy atento.' },
      }),
      60,
    );
    expect(limited.before).toBe(30);
    expect(limited.body).toMatchObject({ message: TOO_FAST });
  });

  it('stops uploads after 60 in ten minutes', async () => {
    const uploader = await person();
    const request = await pictureUploadRequest(uploader.token, 'user');
    const limited = await untilLimited(() => request, 80);
    expect(limited.before).toBe(60);
  });
});
