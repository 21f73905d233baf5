import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { publishBotAs } from '../../test/bots-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function person(name = 'Persona Prueba') {
  const user = await createUser(t, { name, hero: `p-${Math.random().toString(36).slice(2, 9)}` });
  return { user, token: await signIn(t, user.email, user.password) };
}

async function botOf(token: string) {
  const payload = {
    categoryKey: 'general',
    alias: `bot-${Math.random().toString(36).slice(2, 9)}`,
    name: 'Café del Centro',
    description: 'Café de especialidad.',
    instructions: 'Responde en pocas palabras.',
    tags: ['café'],
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/bots', headers: bearer(token), payload });
  const bot = response.json().bot as { _id: string };
  // Published by its owner on purpose (a new bot otherwise waits for its first intent).
  await publishBotAs(t, token, bot._id, payload);
  return bot;
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('ratings', () => {
  it('rates a bot, changes the rating and tells the owner', async () => {
    const owner = await person('Dueña Café');
    const rater = await person('Beto Rater');
    const bot = await botOf(owner.token);
    expect((await inject('GET', `/api/bot/${bot._id}/qualification`, rater.token)).json()).toEqual({
      qualification: null,
    });
    const created = await inject('POST', `/api/bot/${bot._id}/qualifications`, rater.token, {
      rating: 4.5,
      comments: 'Muy buena atención',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().qualification).toMatchObject({
      rating: 4.5,
      comment: 'Muy buena atención',
      toBotId: bot._id,
      toAssistantId: bot._id,
      fromUser: { name: 'Beto Rater' },
    });
    expect(
      (
        await inject('POST', `/api/bot/${bot._id}/qualifications`, rater.token, {
          rating: 3,
          comment: 'Otra vez aquí',
        })
      ).statusCode,
    ).toBe(409);
    const changed = await inject('PUT', `/api/bot/${bot._id}/qualification`, rater.token, {
      rating: 2,
      comment: 'Cambié de opinión',
    });
    expect(changed.json().qualification.rating).toBe(2);
    const [stored] = await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id));
    expect(stored).toMatchObject({ globalRating: 2, ratingsCount: 1 });
    const list = (await inject('GET', `/api/bot/${bot._id}/qualifications`)).json();
    expect(list).toMatchObject({ total: 1, nextPage: null });
    const notes = (await inject('GET', '/api/notifications', owner.token)).json();
    expect(notes.notifications.map((n: { kind: string }) => n.kind)).toEqual(['bot_rated', 'bot_rated']);
    expect(notes.notifications[0].message).toContain('Beto Rater calificó con 2');
  });

  it.each([
    [{ comment: 'Muy bueno' }, 'rating', 'Es necesario que especifiques un puntaje'],
    [
      { rating: 4.3, comment: 'Muy bueno' },
      'rating',
      'El puntaje va de 1 a 5 estrellas, en medias estrellas',
    ],
    [{ rating: 6, comment: 'Muy bueno' }, 'rating', 'El puntaje va de 1 a 5 estrellas, en medias estrellas'],
    [{ rating: 4 }, 'comment', 'Es necesario que dejes al menos un comentario describiendo tu experiencia'],
    [{ rating: 4, comment: 'Bien' }, 'comment', 'El comentario es demasiado corto (min: 6)'],
    [{ rating: 4, comment: 'x'.repeat(301) }, 'comment', 'El comentario es demasiado largo (max: 300)'],
  ])('rejects %o with the spec message', async (payload, field, message) => {
    const owner = await person();
    const rater = await person();
    const bot = await botOf(owner.token);
    const response = await inject('POST', `/api/bot/${bot._id}/qualifications`, rater.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses rating your own bot or yourself (403) and anonymous callers (401)', async () => {
    const owner = await person();
    const bot = await botOf(owner.token);
    const own = await inject('POST', `/api/bot/${bot._id}/qualifications`, owner.token, {
      rating: 5,
      comment: 'Soy el mejor',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('No puedes calificar tu propio bot');
    const self = await inject('POST', `/api/user/${owner.user.id}/qualifications`, owner.token, {
      rating: 5,
      comment: 'Soy el mejor',
    });
    expect(self.json().message).toBe('No puedes calificarte a ti mismo');
    expect(
      (
        await inject('POST', `/api/bot/${bot._id}/qualifications`, undefined, {
          rating: 5,
          comment: 'Anónimo total',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('rates people too', async () => {
    const rated = await person('Ana Calificada');
    const rater = await person();
    expect(
      (
        await inject('POST', `/api/user/${rated.user.hero}/qualifications`, rater.token, {
          rating: 3.5,
          comment: 'Muy profesional',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await inject('GET', `/api/user/${rated.user.id}/my-qualification`, rater.token)).json().qualification
        .rating,
    ).toBe(3.5);
    expect((await inject('GET', `/api/user/${rated.user.id}`)).json().user).toMatchObject({
      globalRating: 3.5,
      ratingsCount: 1,
    });
  });

  it('keeps globalRating exact under 50 concurrent ratings', async () => {
    const owner = await person();
    const bot = await botOf(owner.token);
    const raters = await Promise.all(Array.from({ length: 50 }, () => person()));
    const ratings = raters.map((_, i) => 1 + (i % 9) / 2);
    const responses = await Promise.all(
      raters.map((r, i) =>
        inject('POST', `/api/bot/${bot._id}/qualifications`, r.token, {
          rating: ratings[i],
          comment: 'Calificación concurrente',
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    const [stored] = await t.ctx.database.db.select().from(bots).where(eq(bots.id, bot._id));
    expect(stored).toMatchObject({ globalRating: mean, ratingsCount: 50 });
  });
});

describe('subscriptions', () => {
  it('subscribes, tells the owner, and unsubscribes', async () => {
    const owner = await person();
    const fan = await person('Fan Número Uno');
    const bot = await botOf(owner.token);
    expect((await inject('GET', `/api/bot/${bot._id}/subscription`, fan.token)).json()).toEqual({
      on: false,
    });
    expect((await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token)).json()).toEqual({ on: true });
    expect((await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token)).json()).toEqual({ on: true });
    expect((await inject('GET', `/api/bot/${bot._id}/subscription`, fan.token)).json()).toEqual({ on: true });
    const notes = (await inject('GET', '/api/notifications', owner.token)).json().notifications;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'bot_subscribed',
      fromUser: { name: 'Fan Número Uno' },
      readAt: null,
    });
    expect((await inject('DELETE', `/api/bot/${bot._id}/subscribers`, fan.token)).json()).toEqual({
      on: false,
    });
  });
});
