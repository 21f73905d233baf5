import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { BOT_INSTRUCTIONS, createBotAs, publishBotAs, putIntentsAs } from '../../test/bots-helpers';

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

/** The whole bot as PUT /bot/{id} takes it, as botOf created it. */
const botPayload = (alias: string) => ({
  categoryKey: 'general',
  alias,
  name: 'Café del Centro',
  description: 'Café de especialidad.',
  instructions: BOT_INSTRUCTIONS,
  tags: ['café'],
});

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
    // It says what is new (issue 38 item 15), not only that something changed.
    expect(notes[0]).toMatchObject({
      title: 'Café del Centro responde temas nuevos',
      message: 'Café del Centro, un bot al que sigues, ahora también responde sobre «Horarios 0».',
    });
  });

  it('tells nobody about edits a follower would not notice', async () => {
    const owner = await person();
    const fan = await person();
    const bot = await botOf(owner.token);
    // The first intents are saved before anyone follows the bot.
    await putIntentsAs(t, owner.token, bot._id, [
      { name: 'Horarios', questions: ['¿A qué hora abren?'], description: 'De 8 a 20.' },
    ]);
    await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token);
    // A reworded answer and a new example question of a known topic.
    await putIntentsAs(t, owner.token, bot._id, [
      { name: 'Horarios', questions: ['¿A qué hora abren?', '¿Abren hoy?'], description: 'De 8 a 21.' },
    ]);
    // The private instructions, the tags and the e-mail alerts.
    await publishBotAs(t, owner.token, bot._id, {
      ...botPayload(bot.alias),
      instructions: 'Saluda siempre por el nombre del local.',
      tags: ['café', 'desayunos'],
      notificationOn: false,
    });
    // The data the bot asks its visitors for.
    const fields = await inject('PUT', `/api/bot/${bot._id}/fields`, owner.token, {
      fields: [
        {
          _id: '1',
          name: 'correo',
          label: 'Correo',
          type: 'email',
          required: true,
          active: true,
          collectAt: 'start',
          order: 0,
        },
      ],
    });
    expect(fields.statusCode).toBe(200);
    expect((await inject('GET', '/api/notifications', fan.token)).json().notifications).toEqual([]);
  });

  it('says which parts of the page changed, once a day', async () => {
    const owner = await person();
    const fan = await person();
    const bot = await botOf(owner.token);
    await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token);
    await publishBotAs(t, owner.token, bot._id, {
      ...botPayload(bot.alias),
      description: 'Café de especialidad y pastelería propia.',
      contactEmail: 'hola@cafedelcentro.example',
    });
    await publishBotAs(t, owner.token, bot._id, {
      ...botPayload(bot.alias),
      description: 'Café de especialidad, pastelería propia y desayunos.',
    });
    const notes = (await inject('GET', '/api/notifications', fan.token)).json().notifications;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'bot_updated',
      title: 'Café del Centro actualizó su perfil',
      message: 'Café del Centro, un bot al que sigues, cambió su descripción y sus datos de contacto.',
    });
  });

  it('tells nobody while the bot is unpublished', async () => {
    const owner = await person();
    const fan = await person();
    const bot = await botOf(owner.token);
    await inject('POST', `/api/bot/${bot._id}/subscribers`, fan.token);
    const hidden = await inject('PUT', `/api/bot/${bot._id}`, owner.token, {
      ...botPayload(bot.alias),
      status: 0,
      description: 'Cerrado por vacaciones.',
    });
    expect(hidden.statusCode).toBe(200);
    await putIntentsAs(t, owner.token, bot._id, [
      { name: 'Vacaciones', questions: ['¿Están abiertos?'], description: 'Volvemos en marzo.' },
    ]);
    expect((await inject('GET', '/api/notifications', fan.token)).json().notifications).toEqual([]);
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
