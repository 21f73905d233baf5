import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createBotAs } from '../../test/bots-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function person(name = 'Persona Prueba') {
  const user = await createUser(t, { name, hero: `p-${Math.random().toString(36).slice(2, 9)}` });
  return { user, token: await signIn(t, user.email, user.password) };
}

const botOf = (token: string) =>
  createBotAs(t, token, { name: 'Café del Centro', description: 'Café de especialidad.', tags: ['café'] });

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('notifications', () => {
  it('tells subscribers about training changes at most once a day', async () => {
    const owner = await person();
    const fan = await person();
    const bot = await botOf(owner.token);
    await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token);
    for (let i = 0; i < 3; i++) {
      await inject('PUT', `/api/bot/${bot._id}/intents`, owner.token, {
        intents: [{ name: `Horarios ${i}`, questions: ['¿A qué hora abren?'] }],
      });
    }
    const notes = (await inject('GET', '/api/notifications', fan.token)).json().notifications;
    expect(notes.map((n: { kind: string }) => n.kind)).toEqual(['bot_updated']);
  });

  it('hides notifications from anyone but their addressee, and toggles read twice back to unread', async () => {
    const owner = await person();
    const fan = await person();
    const stranger = await person();
    const bot = await botOf(owner.token);
    await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token);
    const [note] = (await inject('GET', '/api/notifications', owner.token)).json().notifications;
    expect((await inject('GET', '/api/notifications', stranger.token)).json().notifications).toEqual([]);
    expect((await inject('PUT', `/api/notification/${note._id}`, stranger.token)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/notification/${note._id}`, stranger.token)).statusCode).toBe(404);
    const read = (await inject('PUT', `/api/notification/${note._id}`, owner.token)).json().notification;
    expect(read.readAt).not.toBeNull();
    expect(read.fromUser).toEqual(note.fromUser);
    expect(read.fromUser).not.toBeNull();
    expect((await inject('GET', '/api/notifications', owner.token)).json().unread).toBe(0);
    expect(
      (await inject('PUT', `/api/notification/${note._id}`, owner.token)).json().notification.readAt,
    ).toBeNull();
    expect((await inject('DELETE', `/api/notification/${note._id}`, owner.token)).statusCode).toBe(204);
    expect((await inject('GET', '/api/notifications', owner.token)).json().total).toBe(0);
  });

  it('pages notifications six at a time, newest first', async () => {
    const owner = await person();
    const bot = await botOf(owner.token);
    for (let i = 0; i < 7; i++) {
      const fan = await person(`Fan ${i}`);
      await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token);
    }
    const first = (await inject('GET', '/api/notifications', owner.token)).json();
    expect(first).toMatchObject({ total: 7, totalPages: 2, nextPage: 2, unread: 7 });
    expect(first.notifications).toHaveLength(6);
    expect(first.notifications[0].fromUser.name).toBe('Fan 6');
  });
});
