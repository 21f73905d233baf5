import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { bearer, createUser, freshIp, mailsSentTo, signIn } from '../../test/accounts-helpers';
import { createBotAs } from '../../test/bots-helpers';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../../test/test-app';
import { queueDueReminders } from './booking-emails';

const APP_TOKEN = 'test-app-token-0123456789';
const ZONE = 'America/Argentina/Cordoba';
const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function owner(app: TestApp = t) {
  const user = await createUser(app);
  const token = await signIn(app, user.email, user.password);
  const bot = await createBotAs(app, token, {
    name: 'Peluquería Romi',
    description: 'Cortes y color.',
    tags: ['turnos'],
  });
  return { user, token, bot };
}

const put = (token: string, url: string, payload: unknown, app: TestApp = t) =>
  app.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as Record<string, unknown> });

/** An owner whose salon is open every day 9–18 in Córdoba and books two services. */
async function salon(rules: Record<string, unknown> = {}, app: TestApp = t) {
  const who = await owner(app);
  expect(
    (
      await put(
        who.token,
        `/api/bot/${who.bot._id}/hours`,
        { timeZone: ZONE, weekly: everyDay('09:00', '18:00') },
        app,
      )
    ).statusCode,
  ).toBe(200);
  const saved = await put(
    who.token,
    `/api/bot/${who.bot._id}/services`,
    {
      bookingOn: true,
      services: [
        { name: 'Corte', durationMin: 60, price: '12000', currency: 'ARS' },
        { name: 'Color', durationMin: 120, description: 'Tintura completa' },
      ],
      leadTimeMin: 0,
      horizonDays: 60,
      ...rules,
    },
    app,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const [cut, color] = saved.json().services as Array<{ _id: string }>;
  return { ...who, cut: cut!._id, color: color!._id };
}

/** A day three days from now on the salon's calendar, and one of its times there as an instant. */
const day = DateTime.now().setZone(ZONE).plus({ days: 3 }).toISODate()!;
const at = (time: string, date = day) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toISO({ suppressMilliseconds: true })!;

const slots = (botId: string, query: string, app: TestApp = t) =>
  app.app.inject({ method: 'GET', url: `/api/bot/${botId}/slots?${query}`, remoteAddress: freshIp() });

const book = (botId: string, payload: Record<string, unknown>, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/bot/${botId}/appointments`,
    remoteAddress: freshIp(),
    payload: { appToken: APP_TOKEN, name: 'Ana', phone: '+54 9 351 555 0101', ...payload },
  });

describe('services and booking rules', () => {
  it('are saved by the owner only, kept by id, public to read and refused in Spanish when wrong', async () => {
    const { token, bot, cut } = await salon();
    const stranger = await owner();
    const body = { bookingOn: true, services: [{ name: 'Corte', durationMin: 45 }] };
    expect((await put(stranger.token, `/api/bot/${bot._id}/services`, body)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/bot/${bot._id}/services`, payload: body })).statusCode,
    ).toBe(401);

    const renamed = await put(token, `/api/bot/${bot._id}/services`, {
      bookingOn: true,
      services: [{ _id: cut, name: 'Corte clásico', durationMin: 45 }],
      capacity: 2,
    });
    expect(renamed.json()).toMatchObject({
      bookingOn: true,
      capacity: 2,
      leadTimeMin: 60,
      horizonDays: 30,
      services: [
        { _id: cut, name: 'Corte clásico', durationMin: 45, price: null, currency: null, description: '' },
      ],
    });
    const shown = (await t.app.inject({ method: 'GET', url: `/api/bot/${bot._id}/services` })).json();
    expect(shown.services).toHaveLength(1);

    const wrong = await put(token, `/api/bot/${bot._id}/services`, {
      bookingOn: true,
      services: [
        { name: 'Corte', durationMin: 2 },
        { name: 'corte', durationMin: 30, price: '10' },
      ],
      capacity: 0,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toMatchObject({
      'services.0.durationMin': 'La duración va de 5 minutos a 12 horas',
      'services.1.name': 'Ya tienes un servicio con ese nombre',
      'services.1.currency': 'Elige la moneda del precio',
      capacity: 'Puedes atender de 1 a 50 personas a la vez',
    });
  });
});

describe('free times', () => {
  it('come from the hours, minus closures, bookings and the notice; refused while bookings are off', async () => {
    const { token, bot, cut, color } = await salon();
    const first = (await slots(bot._id, `serviceId=${cut}&from=${day}&days=1`)).json();
    expect(first.timeZone).toBe(ZONE);
    expect(first.slots).toHaveLength(17); // 9:00 … 17:00 every half hour
    expect(first.slots[0]).toEqual({ start: at('09:00'), end: at('10:00') });
    // Two hours: the last starts at 16:00.
    expect((await slots(bot._id, `serviceId=${color}&from=${day}&days=1`)).json().slots.at(-1).start).toBe(
      at('16:00'),
    );

    await put(token, `/api/bot/${bot._id}/hours`, {
      timeZone: ZONE,
      weekly: everyDay('09:00', '18:00'),
      closures: [{ date: day, note: 'Feriado' }],
    });
    expect((await slots(bot._id, `serviceId=${cut}&from=${day}&days=1`)).json().slots).toEqual([]);

    // A notice of two days and a horizon of one: nothing three days ahead.
    await put(token, `/api/bot/${bot._id}/services`, {
      bookingOn: true,
      services: [{ _id: cut, name: 'Corte', durationMin: 60 }],
      leadTimeMin: 2 * 24 * 60,
      horizonDays: 1,
    });
    expect((await slots(bot._id, `serviceId=${cut}&days=14`)).json().slots).toEqual([]);

    const unknown = await slots(bot._id, `serviceId=otro&from=${day}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No encontramos ese servicio.');
    await put(token, `/api/bot/${bot._id}/services`, {
      bookingOn: false,
      services: [{ _id: cut, name: 'Corte', durationMin: 60 }],
    });
    const off = await slots(bot._id, `serviceId=${cut}&from=${day}`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Este negocio no toma turnos por aquí por ahora.');
  });

  it('read the business’s clock across a daylight-saving change', async () => {
    const { token, bot, cut } = await salon();
    // The next day Chile changes its clocks, found with the zone database rather than written here.
    let change = DateTime.now().setZone('America/Santiago').startOf('day').plus({ days: 1 });
    while (change.offset === change.plus({ days: 1 }).offset) change = change.plus({ days: 1 });
    const changeDay = change.plus({ days: 1 }).toISODate()!;
    await put(token, `/api/bot/${bot._id}/hours`, {
      timeZone: 'America/Santiago',
      weekly: everyDay('00:00', '03:00'),
    });
    await put(token, `/api/bot/${bot._id}/services`, {
      bookingOn: true,
      services: [{ _id: cut, name: 'Corte', durationMin: 30 }],
      leadTimeMin: 0,
      horizonDays: 365,
    });
    const from = change.minus({ days: 1 }).toISODate()!;
    const list = (await slots(bot._id, `serviceId=${cut}&from=${from}&days=4`)).json().slots as Array<{
      start: string;
      end: string;
    }>;
    expect(list.length).toBeGreaterThan(12);
    const instants = new Set<number>();
    for (const slot of list) {
      const start = DateTime.fromISO(slot.start, { setZone: true });
      // The offset written is the zone's own at that instant, and the wall time one of the range's.
      expect(start.offset, slot.start).toBe(start.setZone('America/Santiago').offset);
      expect(start.hour).toBeLessThan(3);
      expect(DateTime.fromISO(slot.end).toMillis() - start.toMillis()).toBe(30 * 60_000);
      instants.add(start.toMillis());
    }
    expect(instants.size).toBe(list.length);
    const onChange = list.filter((slot) => slot.start.startsWith(changeDay));
    // Spring forward skips the hour from 00:00: four slots; autumn has all six.
    expect([4, 6]).toContain(onChange.length);
  });
});

describe('a booking', () => {
  it('holds its time: the same time again is 409 with the nearest free times, and capacity counts', async () => {
    const { bot, cut, token } = await salon();
    const booked = await book(bot._id, { serviceId: cut, start: at('10:00'), email: 'ana@example.com' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().appointment).toMatchObject({
      start: at('10:00'),
      end: at('11:00'),
      status: 'booked',
      serviceName: 'Corte',
      timeZone: ZONE,
    });
    expect(booked.json().appointment.manageUrl).toMatch(/\/turnos\/[\w-]{43}$/);
    const again = await book(bot._id, { serviceId: cut, start: at('10:30') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'slot_taken',
      message: expect.stringContaining('se acaba de ocupar'),
    });
    expect(again.json().alternatives.map((slot: { start: string }) => slot.start)).toEqual([
      at('09:00'),
      at('11:00'),
      at('11:30'),
      at('12:00'),
      at('12:30'),
    ]);
    // A time that was never free (closed) is refused too, with free times.
    const closed = await book(bot._id, { serviceId: cut, start: at('20:00') });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('no está disponible');
    expect(closed.json().alternatives.length).toBe(5);
    // Two people at once: a second booking fits, a third does not.
    await put(token, `/api/bot/${bot._id}/services`, {
      bookingOn: true,
      services: [{ _id: cut, name: 'Corte', durationMin: 60 }],
      leadTimeMin: 0,
      horizonDays: 60,
      capacity: 2,
    });
    expect((await book(bot._id, { serviceId: cut, start: at('10:00') })).statusCode).toBe(201);
    expect((await book(bot._id, { serviceId: cut, start: at('10:00') })).statusCode).toBe(409);
    // The confirmation reached the visitor with the private link.
    const [mail] = await mailsSentTo(t, 'ana@example.com');
    expect(mail!.subject).toContain('Tu turno en Peluquería Romi');
    expect(mail!.text).toContain(booked.json().appointment.manageUrl);
  });

  it('never lets two visitors hold one time, however close together they ask', async () => {
    const { bot, cut } = await salon();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book(bot._id, { serviceId: cut, start: at('15:00'), name: `Cliente ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.ctx.database.db.select().from(appointments).where(eq(appointments.botId, bot._id));
    expect(rows).toHaveLength(1);
  });

  it('is refused in Spanish without a way to reach the visitor, with a wrong phone, or the app token', async () => {
    const { bot, cut } = await salon();
    const noContact = await book(bot._id, { serviceId: cut, start: at('09:00'), phone: '' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().fields.phone).toBe('Déjanos un teléfono o un correo para confirmarte el turno');
    const badPhone = await book(bot._id, { serviceId: cut, start: at('09:00'), phone: '12' });
    expect(badPhone.json().fields.phone).toBe('Escribe un teléfono válido, con su código de área');
    const badStart = await book(bot._id, { serviceId: cut, start: 'mañana' });
    expect(badStart.json().fields.start).toBe('Elige un horario de la lista');
    const noToken = await book(bot._id, { serviceId: cut, start: at('09:00'), appToken: 'otro' });
    expect(noToken.statusCode).toBe(401);
  });

  it('is seen, moved and cancelled by its private link; cancelling frees the time', async () => {
    const { bot, cut } = await salon();
    const made = (await book(bot._id, { serviceId: cut, start: at('11:00') })).json().appointment;
    const token = made.manageUrl.split('/turnos/')[1];
    const shown = await t.app.inject({ method: 'GET', url: `/api/appointments/${token}` });
    expect(shown.json().appointment).toMatchObject({ _id: made._id, bot: { _id: bot._id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/appointments/${token}x` })).statusCode).toBe(404);

    const other = (await book(bot._id, { serviceId: cut, start: at('13:00') })).json().appointment;
    const onto = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${token}/reschedule`,
      payload: { start: at('13:00') },
    });
    expect(onto.statusCode).toBe(409);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${token}/reschedule`,
      payload: { start: at('11:30') },
    });
    expect(moved.json().appointment.start).toBe(at('11:30'));

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/appointments/${token}/cancel` });
    expect(cancelled.json().appointment.status).toBe('cancelled');
    const twice = await t.app.inject({ method: 'POST', url: `/api/appointments/${token}/cancel` });
    expect(twice.statusCode).toBe(409);
    expect((await book(bot._id, { serviceId: cut, start: at('11:30') })).statusCode).toBe(201);
    expect(other._id).not.toBe(made._id);
  });
});

describe('the owner’s agenda', () => {
  it('lists the bookings with how to reach each visitor, marks them, and is 404 to anyone else', async () => {
    const { bot, cut, token } = await salon();
    const made = (await book(bot._id, { serviceId: cut, start: at('09:00'), note: 'Primera vez' })).json()
      .appointment;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/appointments?from=${day}&to=${day}`,
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({
      timeZone: ZONE,
      appointments: [
        { _id: made._id, name: 'Ana', phone: '+54 9 351 555 0101', note: 'Primera vez', status: 'booked' },
      ],
    });
    const stranger = await owner();
    for (const call of [
      { method: 'GET' as const, url: `/api/bot/${bot._id}/appointments` },
      {
        method: 'PATCH' as const,
        url: `/api/bot/${bot._id}/appointments/${made._id}`,
        payload: { status: 'done' },
      },
    ]) {
      expect((await t.app.inject({ ...call, headers: bearer(stranger.token) })).statusCode).toBe(404);
    }
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/bot/${bot._id}/appointments/${made._id}`,
      headers: bearer(token),
      payload: { status: 'no_show' },
    });
    expect(done.json().appointment.status).toBe('no_show');
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/bot/${bot._id}/appointments/${made._id}`,
      headers: bearer(token),
      payload: { status: 'perdido' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('reminders', () => {
  it('go out once, before the booking, to visitors who left an e-mail', async () => {
    const { bot, cut, token } = await salon();
    await put(token, `/api/bot/${bot._id}/hours`, { timeZone: ZONE, weekly: everyDay('00:00', '24:00') });
    // Three hours from now, on the hour: inside the 24-hour window.
    const start = DateTime.now().setZone(ZONE).plus({ hours: 3 }).startOf('hour');
    const email = `recordar-${randomBytes(3).toString('hex')}@example.com`;
    const made = await book(bot._id, {
      serviceId: cut,
      start: start.toISO({ suppressMilliseconds: true }),
      email,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().appointment._id;
    // Booked a while ago (a booking made inside the reminder's window just had its confirmation).
    await t.ctx.database.db
      .update(appointments)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3_600_000) })
      .where(eq(appointments.id, id));
    const far = new Date(start.toMillis() - 30 * 3_600_000);
    expect(await queueDueReminders(t.ctx, far)).toBe(0);
    const [first, second] = await Promise.all([queueDueReminders(t.ctx), queueDueReminders(t.ctx)]);
    expect(first + second).toBe(1);
    expect(await queueDueReminders(t.ctx)).toBe(0);
    const mails = await mailsSentTo(t, email, 2);
    // The confirmation and the reminder are two jobs: either may reach the outbox first.
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.filter((subject) => subject.startsWith('Tu turno en Peluquería Romi'))).toHaveLength(1);
    expect(
      subjects.filter((subject) => subject.startsWith('Recordatorio: tu turno en Peluquería Romi')),
    ).toHaveLength(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('bookings on two instances', () => {
  it('hold one time once, whichever instance each visitor reaches', async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const env = { SECRETS_KEY: randomBytes(32).toString('hex'), APP_TOKEN };
    const first = await buildTestApp({ env, databaseUrl: database.url });
    const second = await buildTestApp({ env, databaseUrl: database.url });
    try {
      const { bot, cut } = await salon({}, first);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          book(bot._id, { serviceId: cut, start: at('16:00'), name: `Cliente ${i}` }, i % 2 ? second : first),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    }
  }, 60_000);
});

describe('the calendar feed', () => {
  it('is the owner’s private iCalendar of the bookings, with a key that can be changed', async () => {
    const { bot, cut, token } = await salon();
    await book(bot._id, { serviceId: cut, start: at('10:00'), name: 'Ana Díaz', note: 'Flequillo' });
    const gone = (await book(bot._id, { serviceId: cut, start: at('12:00'), name: 'Beto' })).json()
      .appointment;
    await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${gone.manageUrl.split('/turnos/')[1]}/cancel`,
    });
    const stranger = await owner();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bot/${bot._id}/calendar`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    const { icsUrl } = (
      await t.app.inject({ method: 'GET', url: `/api/bot/${bot._id}/calendar`, headers: bearer(token) })
    ).json();
    const path = new URL(icsUrl).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(feed.body).toContain('SUMMARY:Corte · Ana Díaz');
    expect(feed.body).toContain(
      `DTSTART:${DateTime.fromISO(at('10:00')).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    );
    expect(feed.body).not.toContain('Beto');
    // The same address while the key stands; a new key retires it.
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/bot/${bot._id}/calendar`, headers: bearer(token) })
      ).json().icsUrl,
    ).toBe(icsUrl);
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/calendar`,
      headers: bearer(token),
    });
    expect(renewed.json().icsUrl).not.toBe(icsUrl);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(renewed.json().icsUrl).pathname })).statusCode,
    ).toBe(200);
  });
});

describe('the owner’s stats', () => {
  it('count the bookings per day and the share of conversations that ended in one', async () => {
    const { bot, cut, token } = await salon();
    const say = async (message: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/bot/${bot._id}/io`,
          remoteAddress: freshIp(),
          payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN },
        })
      ).json().conversationId as string;
    const booking = await say('hola, quiero un turno');
    await say('¿hacen permanente?');
    const made = await book(bot._id, { serviceId: cut, start: at('09:00'), conversationId: booking });
    expect(made.statusCode, made.body).toBe(201);
    expect((await book(bot._id, { serviceId: cut, start: at('11:00') })).statusCode).toBe(201);
    const stats = (
      await t.app.inject({ method: 'GET', url: `/api/bot/${bot._id}/stats?days=7`, headers: bearer(token) })
    ).json();
    expect(stats.totals).toMatchObject({ conversations: 2, bookings: 2, bookedShare: 0.5 });
    expect(stats.days.at(-1).bookings).toBe(2);
    // The owner sees which conversation made it.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/appointments?from=${day}&to=${day}`,
      headers: bearer(token),
    });
    expect(list.json().appointments[0].conversationId).toBe(booking);
  });
});

describe('booking in the conversation', () => {
  /** One visitor's conversation through POST /io, message by message. */
  function visitor(botId: string) {
    let conversationId: string | null = null;
    const ip = freshIp();
    return async (message: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bot/${botId}/io`,
        remoteAddress: ip,
        payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId },
      });
      expect(res.statusCode, res.body).toBe(200);
      conversationId = res.json().conversationId;
      return res.json();
    };
  }
  const dayOfMonth = Number(day.slice(8, 10));

  it('books with chips and a summary, holds the time and shows it in the owner’s agenda', async () => {
    const { bot, token, cut } = await salon();
    const say = visitor(bot._id);
    const ask = await say(`hola, ¿tienen turno para el ${dayOfMonth} a las 10?`);
    expect(ask).toMatchObject({ intent: 'booking.request', options: ['Corte', 'Color'] });
    const chosen = await say('Corte');
    expect(chosen.message).toContain('10:00');
    expect(chosen.message).toContain('¿A nombre de quién');
    await say('Ana Pérez');
    const summary = await say('351 555 0101');
    expect(summary.message).toContain('¿Lo reservo?');
    expect(summary.options).toEqual(['Sí, reservar', 'Otro horario', 'Cancelar']);
    const done = await say('Sí, reservar');
    expect(done.intent).toBe('booking.confirmed');
    expect(done.appointment).toMatchObject({ start: at('10:00'), serviceName: 'Corte' });
    expect(done.appointment.manageUrl).toMatch(/\/turnos\//);
    expect(done.messageLinks.map((link: { url: string }) => link.url)).toContain(done.appointment.manageUrl);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/appointments?from=${day}&to=${day}`,
      headers: bearer(token),
    });
    expect(list.json().appointments).toEqual([
      expect.objectContaining({
        serviceId: cut,
        name: 'Ana Pérez',
        phone: '+54 351 555 0101',
        status: 'booked',
        conversationId: done.conversationId,
      }),
    ]);
    // The inbox shows the booking with the conversation that made it.
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${done.conversationId}`,
      headers: bearer(token),
    });
    expect(transcript.json().conversation.appointments).toEqual([
      { _id: done.appointment._id, start: at('10:00'), serviceName: 'Corte', status: 'booked' },
    ]);
    // The time is held: the slots no longer offer it, and the private link opens the booking.
    const free = (await slots(bot._id, `serviceId=${cut}&from=${day}&days=1`)).json().slots;
    expect(free.map((slot: { start: string }) => slot.start)).not.toContain(at('10:00'));
    const token2 = done.appointment.manageUrl.split('/turnos/')[1];
    const own = await t.app.inject({ method: 'GET', url: `/api/appointments/${token2}` });
    expect(own.json().appointment).toMatchObject({ status: 'booked', serviceName: 'Corte' });
  });

  it('offers the nearest free times when another visitor took the time before the "sí"', async () => {
    const { bot, cut } = await salon();
    const say = visitor(bot._id);
    await say(`quiero un turno de corte el ${dayOfMonth} a las 11`);
    await say('Bruno');
    const summary = await say('351 555 0202');
    expect(summary.message).toContain('11:00');
    // Someone books 11:00 through the page meanwhile.
    expect((await book(bot._id, { serviceId: cut, start: at('11:00') })).statusCode).toBe(201);
    const late = await say('sí');
    expect(late.intent).toBe('booking.request');
    expect(late.appointment).toBeUndefined();
    expect(late.message).toContain('se acaba de ocupar');
    const starts = late.times.map((time: { start: string }) => time.start);
    expect(starts).not.toContain(at('11:00'));
    expect(starts).toContain(at('12:00'));
    // Picking one of them books it.
    await say(late.options[starts.indexOf(at('12:00'))]);
    const done = await say('sí');
    expect(done.intent).toBe('booking.confirmed');
    expect(done.appointment.start).toBe(at('12:00'));
  });

  it('lets one of two visitors who say "sí" at once for the same time have it', async () => {
    const { bot, token } = await salon();
    const first = visitor(bot._id);
    const second = visitor(bot._id);
    for (const [say, name] of [
      [first, 'Caro'],
      [second, 'Dani'],
    ] as const) {
      await say(`quiero un turno de color el ${dayOfMonth} a las 14`);
      await say(name);
      expect((await say('351 555 0303')).message).toContain('14:00');
    }
    const replies = await Promise.all([first('sí'), second('sí')]);
    const intents = replies.map((reply) => reply.intent).sort();
    expect(intents).toEqual(['booking.confirmed', 'booking.request']);
    const loser = replies.find((reply) => reply.intent === 'booking.request')!;
    expect(loser.times.length).toBeGreaterThan(0);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/appointments?from=${day}&to=${day}`,
      headers: bearer(token),
    });
    expect(list.json().appointments).toHaveLength(1);
  });

  it('hears the nearest free times when the time is taken between the turn and its write', async () => {
    const { bot, token, cut } = await salon();
    const say = visitor(bot._id);
    await say(`quiero un turno de corte el ${dayOfMonth} a las 16`);
    await say('Eli');
    expect((await say('351 555 0404')).message).toContain('16:00');
    // Another instance books 16:00 after this turn read the free times and before it writes: the hold,
    // under the agenda's lock, refuses it, and the turn is taken again without that time.
    const store = t.ctx.conversations;
    const record = store.record.bind(store);
    let raced = false;
    store.record = async (...args) => {
      if (!raced) {
        raced = true;
        expect((await book(bot._id, { serviceId: cut, start: at('16:00') })).statusCode).toBe(201);
      }
      return record(...args);
    };
    try {
      const late = await say('sí');
      expect(late.intent).toBe('booking.request');
      expect(late.message).toContain('se acaba de ocupar');
      expect(late.times.map((time: { start: string }) => time.start)).not.toContain(at('16:00'));
    } finally {
      store.record = record;
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/appointments?from=${day}&to=${day}`,
      headers: bearer(token),
    });
    // Only the other visitor's booking: nothing of the refused turn was written.
    expect(list.json().appointments.map((a: { name: string }) => a.name)).toEqual(['Ana']);
  });

  it('takes no booking in the chat when bookings are off', async () => {
    const { bot, token } = await salon();
    expect(
      (
        await put(token, `/api/bot/${bot._id}/services`, {
          bookingOn: false,
          services: [{ name: 'Corte', durationMin: 30 }],
        })
      ).statusCode,
    ).toBe(200);
    const reply = await visitor(bot._id)('quiero sacar un turno');
    expect(reply.intent).not.toMatch(/^booking\./);
  });
});
