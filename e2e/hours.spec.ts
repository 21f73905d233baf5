import { expect, test } from '@playwright/test';
import { apiBot, apiUser, newEmail, shot, signIn } from './support';

test.describe('opening hours', () => {
  test('an owner sets the week and a closure; the bot page says whether it is open', async ({
    page,
  }, info) => {
    const project = info.project.name;
    const email = newEmail(project, 'horario');
    const owner = await apiUser(page.request, 'Romina Peluquera', email);
    const alias = `horario-${project}-${Date.now().toString(36)}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Peluquería Romi',
      description: 'Cortes, color y peinados en Rosario.',
    });
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}`);

    const card = page.getByTestId('hours-card');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Todavía no cargaste tu horario')).toBeVisible();
    // The starter week: Monday to Friday 9 to 18, Saturday morning, Sunday closed.
    const days = card.getByTestId('hours-day');
    await expect(days).toHaveCount(7);
    await expect(days.nth(6).getByText('Cerrado', { exact: true })).toBeVisible();

    // A second range on Monday that overlaps the first: the server's message sits beside it.
    await days.nth(0).getByRole('button', { name: 'Agregar otro horario' }).click();
    const mondayOpens = days.nth(0).getByLabel('Abre (lunes)');
    await mondayOpens.nth(1).fill('17:00');
    await card.getByRole('button', { name: 'Guardar horario' }).click();
    await expect(days.nth(0).getByText('Los horarios del lunes se superponen')).toBeVisible();

    // Fixed: a split day, Sunday opened, a holiday.
    await days.nth(0).getByLabel('Cierra (lunes)').first().fill('13:00');
    await days.nth(6).getByRole('switch', { name: 'Abierto el domingo' }).click();
    await card.getByRole('button', { name: 'Agregar un día cerrado' }).click();
    const closure = card.getByTestId('hours-closure');
    await closure.getByLabel('Fecha').fill('2026-12-25');
    await closure.getByLabel('Motivo (opcional)').fill('Navidad');
    await card.getByRole('button', { name: 'Guardar horario' }).click();
    await expect(page.getByText('Guardamos tu horario')).toBeVisible();
    const status = card.getByText(/^(Abierto ahora|Cerrado)/);
    await expect(status).toBeVisible();
    await shot(page, 'hours-card', project, false);

    const stored = await page.request.get(`/api/bot/${bot._id}/hours`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    const hours = (await stored.json()) as {
      hours: { weekly: { day: number; open: string; close: string }[]; closures: { date: string }[] };
    };
    expect(hours.hours.weekly.filter((range) => range.day === 1)).toEqual([
      { day: 1, open: '09:00', close: '13:00' },
      { day: 1, open: '17:00', close: '20:00' },
    ]);
    expect(hours.hours.weekly.some((range) => range.day === 0)).toBe(true);
    expect(hours.hours.closures).toEqual([{ date: '2026-12-25', note: 'Navidad' }]);

    // The visitor's page says the same as the editor.
    const said = await status.innerText();
    await page.goto(`/${alias}`);
    await expect(page.getByTestId('hours-status')).toHaveText(said);
    await shot(page, 'hours-bot-page', project, false);
  });
});

test.describe('the directory’s «Abierto ahora»', () => {
  test('a visitor keeps only the businesses open now with one tap, and the cards say it', async ({
    page,
  }, info) => {
    const project = info.project.name;
    const tag = `abierto-${project}-${Date.now().toString(36)}`;
    const put = (token: string, botId: string, weekly: unknown[]) =>
      page.request.put(`/api/bot/${botId}/hours`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { timeZone: 'America/Argentina/Cordoba', weekly },
      });
    const always = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' }));
    const open = await apiUser(page.request, 'Dueña Abierta', newEmail(project, 'abierta'));
    const openBot = await apiBot(page.request, open.token, {
      alias: `${tag}-si`,
      name: 'Kiosco Siempre Abierto',
      description: 'Golosinas y bebidas.',
      tags: [tag],
    });
    expect((await put(open.token, openBot._id, always)).status()).toBe(200);
    const closed = await apiUser(page.request, 'Dueña Cerrada', newEmail(project, 'cerrada'));
    const closedBot = await apiBot(page.request, closed.token, {
      alias: `${tag}-no`,
      name: 'Taller Sin Horario',
      description: 'Arreglos de bicicletas.',
      tags: [tag],
    });
    expect((await put(closed.token, closedBot._id, [])).status()).toBe(200);

    await page.goto(`/bots?tags=${tag}`);
    const cards = page.getByTestId('bot-card');
    await expect(cards).toHaveCount(2);
    await expect(
      page.getByRole('article', { name: 'Kiosco Siempre Abierto' }).getByTestId('bot-card-open'),
    ).toHaveText('Abierto ahora');
    await expect(
      page.getByRole('article', { name: 'Taller Sin Horario' }).getByTestId('bot-card-open'),
    ).toHaveCount(0);

    const toggle = page.getByTestId('open-now-filter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page).toHaveURL(/abierto=true/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('aria-label', 'Kiosco Siempre Abierto');
    await shot(page, 'directory-open-now', project, false);
    await toggle.click();
    await expect(cards).toHaveCount(2);
  });
});
