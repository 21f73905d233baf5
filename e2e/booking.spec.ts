import { expect, test } from '@playwright/test';
import { apiBot, apiUser, newEmail, shot, signIn } from './support';

test.describe('bookings', () => {
  test('a hairdresser offers two services; visitors book in the chat and from the bot page, one cancels by the link; the agenda and the feed show them', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    const email = newEmail(project, 'turnos');
    const owner = await apiUser(page.request, 'Romina Peluquera', email);
    const alias = `turnos-${project}-${Date.now().toString(36)}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Peluquería Romi',
      description: 'Cortes, color y peinados en Rosario.',
    });
    // Open all day, every day: the journey never depends on the hour it runs at.
    const hours = await page.request.put(`/api/bot/${bot._id}/hours`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: {
        timeZone: 'America/Argentina/Cordoba',
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' })),
      },
    });
    expect(hours.status()).toBe(200);

    // The owner turns bookings on with two services.
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}`);
    const card = page.getByTestId('services-card');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('switch', { name: 'Tomar turnos' }).click();
    const rows = card.getByTestId('service-row');
    await rows.nth(0).getByRole('textbox', { name: 'Servicio', exact: true }).fill('Corte');
    await rows.nth(0).getByRole('textbox', { name: 'Precio (opcional)' }).fill('12000');
    await card.getByRole('button', { name: 'Agregar un servicio' }).click();
    await rows.nth(1).getByRole('textbox', { name: 'Servicio', exact: true }).fill('Color');
    await rows.nth(1).getByRole('combobox', { name: 'Duración' }).click();
    await page.getByRole('option', { name: '2 h', exact: true }).click();
    await card.getByRole('combobox', { name: 'Anticipación mínima' }).click();
    await page.getByRole('option', { name: 'Sin anticipación' }).click();
    await card.getByRole('button', { name: 'Guardar turnos' }).click();
    await expect(page.getByText('Guardamos tus turnos y servicios')).toBeVisible();
    await shot(page, 'booking-services-card', project, false);
    await page.goto('/dashboard/out');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();

    // A visitor books in the bot page's chat, with the chips.
    await page.goto(`/${alias}`);
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message').first()).toBeVisible({ timeout: 15_000 });
    const input = panel.getByPlaceholder('Ingresa tu mensaje');
    const botSays = panel.getByTestId('bot-message');
    const said = async (text: string, count: number) => {
      await input.fill(text);
      await input.press('Enter');
      await expect(botSays).toHaveCount(count, { timeout: 10_000 });
      return botSays.nth(count - 1);
    };
    await expect(await said('hola, quiero sacar un turno', 2)).toContainText('¿Para qué servicio');
    const chips = panel.getByTestId('chat-chips');
    await chips.getByRole('button', { name: 'Corte', exact: true }).click();
    await expect(botSays).toHaveCount(3, { timeout: 10_000 });
    await expect(botSays.nth(2)).toContainText('horarios libres');
    const firstTime = chips.getByRole('button').first();
    const chipText = (await firstTime.innerText()).trim();
    expect(chipText).toMatch(/^(dom|lun|mar|mié|jue|vie|sáb) \d{1,2}\/\d{1,2} \d{2}:\d{2}$/);
    await shot(page, 'booking-chat-times', project, false);
    await firstTime.click();
    await expect(botSays).toHaveCount(4, { timeout: 10_000 });
    await expect(botSays.nth(3)).toContainText('¿A nombre de quién');
    await expect(await said('Carla Gómez', 5)).toContainText('teléfono');
    await expect(await said('341 555 0303', 6)).toContainText('¿Lo reservo?');
    await chips.getByRole('button', { name: 'Sí, reservar' }).click();
    await expect(botSays).toHaveCount(7, { timeout: 10_000 });
    await expect(botSays.nth(6)).toContainText('¡Listo! Tu turno quedó reservado');
    await expect(panel.getByRole('link', { name: 'Ver mi turno' })).toBeVisible();
    await shot(page, 'booking-chat-confirmed', project, false);

    // A visitor books a cut from the bot page.
    const bookAs = async (name: string, phone: string) => {
      await page.goto(`/${alias}`);
      await page.getByTestId('book-button').click();
      const dialog = page.getByRole('dialog', { name: 'Reservar turno en Peluquería Romi' });
      await dialog.getByText('Corte', { exact: true }).click();
      await expect(dialog.getByText('Elige el horario')).toBeVisible();
      // The second day's first free time: never one that is about to pass.
      await dialog.getByRole('group', { name: 'Elige el día' }).getByRole('button').nth(1).click();
      const time = dialog.getByRole('group', { name: 'Elige el horario' }).getByRole('button').first();
      const chosen = (await time.getAttribute('aria-label'))!;
      await time.click();
      await expect(dialog.getByTestId('booking-summary')).toHaveText(`Corte · ${chosen}`);
      await dialog.getByLabel('Tu nombre').fill(name);
      await dialog.getByLabel('Teléfono o WhatsApp').fill(phone);
      await dialog.getByRole('button', { name: 'Confirmar turno' }).click();
      await expect(dialog.getByText('¡Listo, tu turno está reservado!')).toBeVisible();
      return { dialog, chosen };
    };
    const first = await bookAs('Ana Díaz', '+54 9 341 555 0101');
    await shot(page, 'booking-confirmed', project, false);
    const manage = await first.dialog.getByTestId('booking-manage-link').innerText();

    // Another visitor: the time the first one took is no longer offered.
    const second = await bookAs('Beto Ruiz', '+54 9 341 555 0202');
    expect(second.chosen).not.toBe(first.chosen);

    // The first visitor cancels through the link.
    await page.goto(new URL(manage).pathname);
    const appointment = page.getByTestId('appointment');
    await expect(appointment.getByTestId('appointment-when')).toHaveText(`Corte · ${first.chosen}`);
    await shot(page, 'booking-manage', project, false);
    await appointment.getByRole('button', { name: 'Cancelar turno' }).click();
    await appointment.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(appointment.getByText('Cancelado')).toBeVisible();

    // The owner sees both in the agenda and subscribes to the feed.
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}`);
    const agenda = page.getByTestId('agenda-card');
    await agenda.scrollIntoViewIfNeeded();
    // A list by day on a phone; on a desktop a week whose bookings open below it.
    const desktop = project === 'desktop';
    const entries = agenda.getByTestId(desktop ? 'agenda-entry' : 'agenda-item');
    await expect(entries).toHaveCount(3);
    await expect(entries.filter({ hasText: 'Ana Díaz' })).toContainText('Cancelado');
    await expect(entries.filter({ hasText: 'Carla Gómez' })).toContainText('Reservado');
    await expect(entries.filter({ hasText: 'Beto Ruiz' })).toContainText('Reservado');
    const open = async (name: string) => {
      if (desktop) await entries.filter({ hasText: name }).click();
      return agenda.getByTestId('agenda-item').filter({ hasText: name });
    };
    await (await open('Beto Ruiz')).getByRole('button', { name: /^Vino \(/ }).click();
    await expect(entries.filter({ hasText: 'Beto Ruiz' })).toContainText('Atendido');
    if (desktop) await shot(page, 'booking-agenda-week', project, false);
    // The chat's booking links its conversation, which shows the booking too.
    await (await open('Carla Gómez')).getByRole('link', { name: 'Ver la conversación' }).click();
    const booked = page.getByTestId('conversation-appointments');
    await expect(booked).toContainText(`Corte · ${chipText}`);
    await expect(booked).toContainText('Reservado');
    await shot(page, 'booking-inbox', project, false);
    await page.goto(`/dashboard/bots/${bot._id}`);
    await agenda.scrollIntoViewIfNeeded();
    await agenda.getByRole('button', { name: 'Mostrar el enlace del calendario' }).click();
    const url = await agenda.getByTestId('calendar-url').innerText();
    await shot(page, 'booking-agenda', project, false);
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    expect(text).toContain('SUMMARY:Corte · Beto Ruiz');
    expect(text).not.toContain('Ana Díaz');

    // The stats count the three bookings.
    await page.goto(`/dashboard/bots/${bot._id}/stats`);
    await expect(page.getByTestId('stats-card').filter({ hasText: 'Turnos' })).toContainText('3');
    await shot(page, 'booking-stats', project, false);
  });
});
