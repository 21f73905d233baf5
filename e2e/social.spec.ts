import { expect, test, type Page } from '@playwright/test';
import { apiBot, apiUser, newEmail, shot, signIn } from './support';

/** Clicks the star for `value` as a person would: on its left half for a half star, else on its right half. */
async function pickStars(page: Page, value: number) {
  const star = page
    .getByTestId('rating-form')
    .locator('.mantine-Rating-symbolGroup')
    .nth(Math.ceil(value) - 1);
  const box = (await star.boundingBox())!;
  const x = Number.isInteger(value) ? box.width * 0.8 : box.width * 0.2;
  const radio = page.getByTestId('rating-form').getByRole('radio', { name: `Puntaje ${value} de 5` });
  // Mantine raises the half-star's label on hover, so the pointer rests there first, as a hand would. On a
  // loaded machine the click can land before the hover's re-render and pick nothing: a hand would click
  // again, and so does the test (picking the same value twice keeps it).
  await expect(async () => {
    await star.hover({ position: { x, y: box.height / 2 } });
    await expect(star).toHaveAttribute('data-active', 'true');
    await star.click({ position: { x, y: box.height / 2 } });
    await expect(radio).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('ratings, subscriptions and notifications', () => {
  test('a visitor rates and follows a bot; its owner reads, toggles and deletes the notifications', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    const botName = `Heladería La Esquina del Puerto ${run}`;
    const owner = await apiUser(page.request, 'Olga Heladera', newEmail(project, 'olga'));
    const rater = await apiUser(page.request, 'Ramiro Goloso', newEmail(project, 'ramiro'));
    const bot = await apiBot(page.request, owner.token, {
      alias: `heladeria-${run}`,
      name: botName,
      description: 'Helados artesanales frente al puerto: sabores, horarios y pedidos.',
    });

    // ── A visitor without a session is invited to connect ──
    await page.goto(`/${bot.alias}`);
    const area = page.getByTestId('rating-area');
    await expect(area.getByText('Conéctate para calificar')).toBeVisible();
    await expect(area.getByRole('link', { name: 'Registrarme' })).toHaveAttribute(
      'href',
      `/auth/new?next=%2F${bot.alias}&reason=rate`,
    );
    // "Calificar" and "Suscribirme" sign in and come back to this page (e2e/directory.spec.ts follows them).
    await expect(area.getByRole('link', { name: 'Calificar' })).toHaveAttribute(
      'href',
      `/auth?next=%2F${bot.alias}&reason=rate`,
    );
    // Reading the reviews needs no account (issue 38): only rating does.
    await expect(area.getByRole('button', { name: 'Ver Calificaciones' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suscribirme' })).toHaveAttribute(
      'href',
      `/auth?next=%2F${bot.alias}&reason=subscribe`,
    );

    // ── The rater, in a browser of their own ──
    const raterContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const raterPage = await raterContext.newPage();
    await signIn(raterPage, rater.email);
    await raterPage.goto(`/${bot.alias}`);
    const raterArea = raterPage.getByTestId('rating-area');
    await expect(raterArea.getByText('0 calificaciones')).toBeVisible();
    await expect(raterArea.getByText('¿Ya conversaste con este bot?')).toBeVisible();
    await raterArea.getByRole('button', { name: 'Calificar' }).click();

    // Errors show after the first attempt, then follow each change.
    const form = raterPage.getByTestId('rating-form');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(raterPage.getByText('El formulario tiene errores')).toBeVisible();
    await expect(form.getByText('Es necesario que especifiques un puntaje')).toBeVisible();
    await expect(
      form.getByText('Es necesario que dejes al menos un comentario describiendo tu experiencia'),
    ).toBeVisible();
    await form.getByLabel('Comentario').fill('Rico');
    await expect(form.getByText('El comentario es demasiado corto (min: 6)')).toBeVisible();
    await pickStars(raterPage, 4.5);
    await expect(form.getByText('Es necesario que especifiques un puntaje')).toHaveCount(0);

    // Cancelling with data entered asks first; "Mejor no" keeps the form.
    await form.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = raterPage.getByRole('dialog', { name: '¿Estás seguro de que deseas cancelar?' });
    await expect(confirm.getByText('Todos los datos ingresados serán eliminados')).toBeVisible();
    await confirm.getByRole('button', { name: 'Mejor no' }).click();
    await expect(confirm).toHaveCount(0);
    await form.getByLabel('Comentario').fill('El de dulce de leche es el mejor del barrio.');
    await shot(raterPage, 'rating-form', project);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(raterPage.getByText('¡Gracias por tu calificación!')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(raterArea.getByText('Ya votaste a este bot...')).toBeVisible();
    await expect(raterArea.getByText('1 calificación')).toBeVisible();
    await expect(raterArea.getByText('4,5', { exact: true })).toBeVisible();

    // Changing the rating: the form opens with the saved values.
    await raterArea.getByRole('button', { name: 'Cambiar' }).click();
    await expect(form.getByLabel('Comentario')).toHaveValue('El de dulce de leche es el mejor del barrio.');
    await pickStars(raterPage, 3);
    await form.getByLabel('Comentario').fill('Buenos helados, aunque hubo mucha espera.');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toHaveCount(0);
    await expect(raterArea.getByText('3', { exact: true })).toBeVisible();
    await expect(raterArea.getByText('1 calificación')).toBeVisible();

    // The list, newest first, with the spec's date format.
    await raterArea.getByRole('button', { name: 'Ver Calificaciones' }).click();
    const list = raterArea.getByTestId('rating-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Ramiro Goloso')).toBeVisible();
    await expect(list.getByText('Buenos helados, aunque hubo mucha espera.')).toBeVisible();
    await expect(list.getByText(/^\d{1,2} de [a-z]+ de \d{4}, a las \d{2}:\d{2} hs$/)).toBeVisible();
    await shot(raterPage, 'rating-list', project);
    await raterArea.getByRole('button', { name: 'Ocultar Calificaciones' }).click();
    await expect(list).toHaveCount(0);

    // Following the bot, then the toggle says so.
    await raterPage.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(raterPage.getByText('Te avisaremos de las novedades de este bot.')).toBeVisible();
    await expect(raterPage.getByRole('button', { name: 'Suscrito' })).toHaveAttribute('aria-pressed', 'true');
    await raterPage.reload();
    await expect(raterPage.getByRole('button', { name: 'Suscrito' })).toBeVisible();

    // People are rated on their profiles the same way.
    await raterPage.goto(`/a/${owner.userId}`);
    const profileArea = raterPage.getByTestId('rating-area');
    await expect(profileArea.getByText('¿Conoces a esta persona?')).toBeVisible();
    await expect(profileArea.getByRole('button', { name: 'Calificar' })).toBeVisible();
    await raterContext.close();

    // ── The visitor without an account reads the review ──
    await page.reload();
    await expect(area.getByText('1 calificación')).toBeVisible();
    await area.getByRole('button', { name: 'Ver Calificaciones' }).click();
    await expect(
      area.getByTestId('rating-list').getByText('Buenos helados, aunque hubo mucha espera.'),
    ).toBeVisible();
    await shot(page, 'rating-list-anonymous', project);

    // ── The owner: the count on the avatar, the own-bot note, the notifications ──
    await signIn(page, owner.email);
    await expect(page.getByTestId('unread-indicator')).toHaveText('3');
    await expect(page.getByTestId('avatar-button')).toHaveAccessibleName('Abrir menú de cuenta (3 sin leer)');
    await page.goto(`/${bot.alias}`);
    await expect(area.getByText('Este bot es tuyo')).toBeVisible();
    await expect(area.getByRole('link', { name: 'Administrar mi panel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('button', { name: 'Suscribirme' })).toHaveCount(0);
    await expect(area.getByText('1 calificación')).toBeVisible();

    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /Notificaciones/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(3);
    await expect(page.getByTestId('unread-count')).toHaveText('3 sin leer');

    // Newest first; titles cut to 33 characters; unread ones hide their message.
    const subscribed = items.nth(0);
    const fullTitle = `Nuevo suscriptor de ${botName}`;
    await expect(subscribed.getByText(`${fullTitle.slice(0, 33)}...`)).toBeVisible();
    const subscribedMessage = `Ramiro Goloso se suscribió a ${botName}.`;
    await expect(subscribed.getByText(subscribedMessage)).toHaveCount(0);
    await shot(page, 'notifications', project);

    // Read, unread, read again: the message and the avatar's count follow.
    await subscribed.getByRole('button', { name: 'Marcar como leída' }).click();
    await expect(subscribed.getByText(subscribedMessage)).toBeVisible();
    await expect(page.getByTestId('unread-indicator')).toHaveText('2');
    await subscribed.getByRole('button', { name: 'Marcar como no leída' }).click();
    await expect(subscribed.getByText(subscribedMessage)).toHaveCount(0);
    await expect(page.getByTestId('unread-indicator')).toHaveText('3');
    await subscribed.getByRole('button', { name: 'Marcar como leída' }).click();
    await expect(subscribed.getByRole('button', { name: 'Marcar como no leída' })).toBeVisible();

    // "Leer" shows the whole notification and marks it read.
    const changed = items.nth(1);
    await changed.getByRole('button', { name: 'Leer' }).click();
    const reader = page.getByRole('dialog', { name: `Nueva calificación para ${botName}` });
    await expect(reader.getByText('Ramiro Goloso calificó con 3 ★')).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Ver bot' })).toBeVisible();
    await reader.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await expect(changed.getByText(/calificó con 3 ★/)).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText('1 sin leer');
    await expect(page.getByTestId('unread-indicator')).toHaveText('1');
    await shot(page, 'notifications-read', project);

    // Deleting asks first.
    await items.nth(2).getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar esta notificación?' })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(page.getByText('Notificación eliminada')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    await expect(page.getByTestId('unread-indicator')).toHaveCount(0);
  });
});
