import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hours } from '../../../shared/schemas/agenda';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { createBotAs, putIntentsAs } from '../../test/bots-helpers';
import { msg } from '../../../shared/messages.es';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { findBots } from '../bots/bots.repo';
import { hoursStatus } from '../hours/schedule';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function ownerWithBot(tag: string) {
  const user = await createUser(t);
  const token = await signIn(t, user.email, user.password);
  const bot = await createBotAs(t, token, {
    name: 'Peluquería Romi',
    description: 'Cortes y color.',
    tags: [tag],
  });
  return { token, bot };
}

const putHours = (token: string, botId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/bot/${botId}/hours`, headers: bearer(token), payload });

const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

describe('opening hours', () => {
  it('stores the schedule in order, for its owner only, and shows it with where the business stands', async () => {
    const { token, bot } = await ownerWithBot('horario-romi');
    const saved = await putHours(token, bot._id, {
      timeZone: 'America/Argentina/Cordoba',
      weekly: [
        { day: 2, open: '16:00', close: '20:00' },
        { day: 2, open: '09:00', close: '13:00' },
        { day: 1, open: '09:00', close: '13:00' },
      ],
      closures: [
        { date: '2026-12-25', note: 'Navidad' },
        { date: '2026-12-08', note: '  Feriado  ' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().hours).toEqual({
      timeZone: 'America/Argentina/Cordoba',
      weekly: [
        { day: 1, open: '09:00', close: '13:00' },
        { day: 2, open: '09:00', close: '13:00' },
        { day: 2, open: '16:00', close: '20:00' },
      ],
      closures: [
        { date: '2026-12-08', note: 'Feriado' },
        { date: '2026-12-25', note: 'Navidad' },
      ],
    });
    // The public detail carries them at once (the bot's revision moved), with where it stands now.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/bot/${bot.alias}` })).json().bot;
    expect(detail.hours.weekly).toHaveLength(3);
    const expected = hoursStatus(detail.hours as Hours, new Date());
    expect(detail.hoursStatus).toEqual(expected);
    expect(detail.openNow).toBe(expected.openNow);

    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    expect((await putHours(otherToken, bot._id, { timeZone: 'UTC', weekly: [] })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bot/${bot._id}/hours`, headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(404);
    const unsigned = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/hours`,
      payload: { timeZone: 'UTC', weekly: [] },
    });
    expect(unsigned.statusCode).toBe(401);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/hours`,
      headers: bearer(token),
    });
    expect(mine.json()).toMatchObject({ suggestedTimeZone: 'America/Argentina/Cordoba', status: expected });
  });

  it('suggests the zone of the bot’s place before any hours, and a bot without hours says null', async () => {
    const { token, bot } = await ownerWithBot('horario-vacio');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/hours`,
      headers: bearer(token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ hours: null, status: null });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/bot/${bot.alias}` })).json().bot;
    expect(detail).toMatchObject({ hours: null, openNow: null, hoursStatus: null });
  });

  it('refuses a range that closes before it opens, overlapping ranges, an unknown zone or date, in Spanish', async () => {
    const { token, bot } = await ownerWithBot('horario-malo');
    const bad = await putHours(token, bot._id, {
      timeZone: 'America/Rosario_del_Sur',
      weekly: [
        { day: 1, open: '13:00', close: '09:00' },
        { day: 3, open: '09:00', close: '13:00' },
        { day: 3, open: '12:00', close: '18:00' },
        { day: 7, open: '09:00', close: '10:00' },
        { day: 4, open: '9:00', close: '25:00' },
      ],
      closures: [
        { date: '2026-02-30', note: '' },
        { date: '2026-12-25', note: 'a' },
        { date: '2026-12-25', note: 'b' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      timeZone: expect.stringContaining('zona horaria'),
      'weekly.0.close': 'La hora de cierre tiene que ser posterior a la de apertura',
      'weekly.3.day': 'El día va de 0 (domingo) a 6 (sábado)',
      'weekly.4.open': expect.stringContaining('HH:MM'),
      'closures.0.date': expect.stringContaining('AAAA-MM-DD'),
    });
    // The two later checks run once each field reads well.
    const overlap = await putHours(token, bot._id, {
      timeZone: 'America/Mexico_City',
      weekly: [
        { day: 3, open: '09:00', close: '13:00' },
        { day: 3, open: '12:00', close: '18:00' },
      ],
      closures: [
        { date: '2026-12-25', note: 'a' },
        { date: '2026-12-25', note: 'b' },
      ],
    });
    expect(overlap.json().fields).toMatchObject({
      'weekly.1.open': 'Los horarios del miércoles se superponen',
      'closures.1.date': 'Esa fecha ya está en tus días cerrados',
    });
  });
});

describe('the directory’s "Abierto ahora"', () => {
  it('lists only bots open now on their own clock, leaving out closures and bots without hours', async () => {
    const tag = `abierto-${Date.now().toString(36)}`;
    const open = await ownerWithBot(tag);
    const closedToday = await ownerWithBot(tag);
    const noHours = await ownerWithBot(tag);
    await putHours(open.token, open.bot._id, {
      timeZone: 'America/Lima',
      weekly: everyDay('00:00', '24:00'),
    });
    const today = DateTime.now().setZone('Asia/Tokyo').toISODate();
    await putHours(closedToday.token, closedToday.bot._id, {
      timeZone: 'Asia/Tokyo',
      weekly: everyDay('00:00', '24:00'),
      closures: [{ date: today, note: 'Inventario' }],
    });
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/bots?tags=${tag}${query}` }))
        .json()
        .bots.map((bot: { alias: string }) => bot.alias);
    expect((await list('')).sort()).toEqual(
      [open.bot.alias, closedToday.bot.alias, noHours.bot.alias].sort(),
    );
    expect(await list('&openNow=true')).toEqual([open.bot.alias]);
    // Each card says it: open, closed, or nothing known.
    const cards = (await t.app.inject({ method: 'GET', url: `/api/bots?tags=${tag}` })).json().bots as Array<{
      alias: string;
      openNow: boolean | null;
    }>;
    expect(Object.fromEntries(cards.map((card) => [card.alias, card.openNow]))).toEqual({
      [open.bot.alias]: true,
      [closedToday.bot.alias]: false,
      [noHours.bot.alias]: null,
    });
    const wrong = await t.app.inject({ method: 'GET', url: `/api/bots?openNow=si` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message + JSON.stringify(wrong.json().fields)).toContain('Abierto ahora');
  });

  it('agrees with the bot page’s reading at every hour around a daylight-saving change', async () => {
    const tag = `cambio-hora-${Date.now().toString(36)}`;
    const { token, bot } = await ownerWithBot(tag);
    const hours: Hours = {
      timeZone: 'America/New_York',
      weekly: [
        { day: 0, open: '09:00', close: '17:00' },
        { day: 1, open: '08:30', close: '12:00' },
        { day: 1, open: '13:00', close: '24:00' },
      ],
      closures: [{ date: '2026-03-10', note: '' }],
    };
    expect((await putHours(token, bot._id, hours)).statusCode).toBe(200);
    // From Saturday 7 March 2026 (UTC−5) to Wednesday 11 March (UTC−4), every 30 minutes.
    const start = Date.parse('2026-03-07T12:00:00Z');
    let opened = 0;
    for (let step = 0; step < 4 * 48; step++) {
      const at = new Date(start + step * 30 * 60_000);
      const { rows } = await findBots(t.ctx.database.db, { tags: tag, openAt: at }, 1, 10);
      const expected = hoursStatus(hours, at).openNow;
      expect(rows.length === 1, at.toISOString()).toBe(expected);
      if (expected) opened += 1;
    }
    expect(opened).toBeGreaterThan(20);
  });
});

describe('the bot speaks of its hours', () => {
  const say = (botId: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/io`,
      payload: { interaction: { from: 'user', message }, botId, appToken: 'test-app-token-0123456789' },
    });

  it('answers an hours question from the schedule when no intent answers it, and says when someone is back', async () => {
    const { token, bot } = await ownerWithBot('horario-responde');
    await putIntentsAs(t, token, bot._id, [
      { name: 'Precios', description: 'El corte cuesta $12.000.', questions: ['¿Cuánto sale el corte?'] },
      { name: 'Medios de pago', description: 'Efectivo y transferencia.', questions: ['¿Cómo se paga?'] },
    ]);
    // Before hours are set, the bot does not know.
    expect((await say(bot._id, '¿En qué horario atienden?')).json().intent).toBe('fallback');
    // Open 9:00–9:30 on one weekday only, three days from today: closed whenever the test runs.
    const later = DateTime.now().setZone('America/Argentina/Cordoba').plus({ days: 3 });
    await putHours(token, bot._id, {
      timeZone: 'America/Argentina/Cordoba',
      weekly: [{ day: later.weekday % 7, open: '09:00', close: '09:30' }],
    });
    for (const question of [
      '¿En qué horario atienden?',
      '¿a qué hora abren?',
      'hasta que hora estan abiertos',
    ]) {
      const reply = (await say(bot._id, question)).json();
      expect(reply.intent, question).toBe('hours.schedule');
      // The week reads Monday first, capitalised: "Lunes, de 9:00 a 9:30; …" when that day is Monday.
      expect(reply.message.toLowerCase()).toContain(`${msg.agenda.days[later.weekday % 7]}, de 9:00 a 9:30`);
      expect(reply.message).toContain('Ahora estamos cerrados: abrimos el');
    }
    // The owner's intents still answer what they answer.
    expect((await say(bot._id, '¿cuánto sale el corte?')).json().intent).toBe('Precios');
    const person = (await say(bot._id, 'quiero hablar con una persona')).json();
    expect(person.intent).toBe('handoff.request');
    expect(person.message).toContain('Ahora estamos fuera de horario: volvemos el');
  });
});
