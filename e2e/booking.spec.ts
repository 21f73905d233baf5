import { expect, test } from '@playwright/test';
import { apiBot, apiUser, newEmail, shot, signIn } from './support';

test.describe('bookings', () => {
  test('a hairdresser offers two services; visitors book from the bot page, one cancels by the link; the agenda and the feed show them', async ({
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
    const items = agenda.getByTestId('agenda-item');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Ana Díaz' })).toContainText('Cancelado');
    await expect(items.filter({ hasText: 'Beto Ruiz' })).toContainText('Reservado');
    await items
      .filter({ hasText: 'Beto Ruiz' })
      .getByRole('button', { name: /^Vino \(/ })
      .click();
    await expect(items.filter({ hasText: 'Beto Ruiz' })).toContainText('Atendido');
    await agenda.getByRole('button', { name: 'Mostrar el enlace del calendario' }).click();
    const url = await agenda.getByTestId('calendar-url').innerText();
    await shot(page, 'booking-agenda', project, false);
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    expect(text).toContain('SUMMARY:Corte · Beto Ruiz');
    expect(text).not.toContain('Ana Díaz');

    // The stats count both bookings.
    await page.goto(`/dashboard/bots/${bot._id}/stats`);
    await expect(page.getByTestId('stats-card').filter({ hasText: 'Turnos' })).toContainText('2');
    await shot(page, 'booking-stats', project, false);
  });
});
