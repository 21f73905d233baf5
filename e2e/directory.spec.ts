import { expect, test } from '@playwright/test';
import { activationPathFor, apiBot, apiUser, newEmail, PASSWORD, register, shot } from './support';

/** Issue 18: the directory's order and endless list, the bot page's "Chatear", and signing in to act. */
test.describe('directory and bot page', () => {
  test('the home\'s "Ver todos" open /bots in their order; the order changes; the list grows as one scrolls', async ({
    page,
  }, info) => {
    const project = info.project.name;
    // The newest bot of all: first in "Más nuevos".
    const owner = await apiUser(page.request, 'Dueña Orden', newEmail(project, 'orden'));
    const newest = await apiBot(page.request, owner.token, {
      alias: `orden-${project}-${Date.now().toString(36)}`,
      name: `Verdulería Recién Llegada ${project}`,
      description: 'Frutas y verduras de estación, recién llegadas al barrio y con envíos a domicilio.',
    });

    await page.goto('/');
    const featured = page.getByTestId('home-featured');
    await featured.scrollIntoViewIfNeeded();
    await featured.getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(/\/bots\?sort=recent$/);
    const sort = page.getByTestId('directory-sort');
    await expect(sort.getByRole('button', { name: 'Más nuevos' })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByTestId('bot-card');
    await expect(cards.first()).toHaveAttribute('aria-label', `Verdulería Recién Llegada ${project}`);
    // Its description is cut at a word, never inside one.
    await expect(
      cards.first().getByText('Frutas y verduras de estación, recién llegadas al barrio y con envíos a...', {
        exact: true,
      }),
    ).toBeVisible();
    await shot(page, 'directory-recent', project);

    // "Mejor calificados": the API's order for that sort.
    await sort.getByRole('button', { name: 'Mejor calificados' }).click();
    await expect(sort.getByRole('button', { name: 'Mejor calificados' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/\/bots\?sort=rating$/);
    const best = (await (await page.request.get('/api/bots?sort=rating&pageSize=4')).json()) as {
      bots: Array<{ name: string }>;
      total: number;
    };
    await expect(cards.first()).toHaveAttribute('aria-label', best.bots[0]!.name);
    await expect(cards.nth(1)).toHaveAttribute('aria-label', best.bots[1]!.name);

    // The home's best-rated row leads to the same order.
    await page.goto('/');
    const bestRow = page.getByTestId('home-best-rated');
    await bestRow.scrollIntoViewIfNeeded();
    await bestRow.getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(/\/bots\?sort=rating$/);

    // Reaching the end of the list loads the next page, without pressing "Cargar Más" (pages of 4).
    await expect(cards).not.toHaveCount(0);
    const before = await cards.count();
    for (let round = 0; round < 3; round++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 4);
    expect((await cards.count()) % 4 === 0 || (await cards.count()) === best.total).toBe(true);
    // The button stays, for keyboards and for a page that failed.
    await expect(page.getByRole('button', { name: /Cargar Más|Cargando/ })).toBeVisible();
    await expect(cards.first()).toHaveAttribute('aria-label', best.bots[0]!.name);

    // The server's first view of the address lists the same first bot as the app.
    const html = await (await page.request.get('/bots?sort=recent')).text();
    const firstListed = /<ul class="fv-list"><li><a class="fv-item" href="\/([^"]+)"/.exec(html)?.[1];
    expect(firstListed).toBe(newest.alias);
  });

  test('"Chatear" on a bot page brings the chat into view and puts the cursor in its input', async ({
    page,
  }, info) => {
    const project = info.project.name;
    const owner = await apiUser(page.request, 'Dueño Chat', newEmail(project, 'chatear'));
    const bot = await apiBot(page.request, owner.token, {
      alias: `chatear-${project}-${Date.now().toString(36)}`,
      name: 'Taller Mecánico Ruedas',
      description:
        'Service, frenos, tren delantero y alineación. Te cuento precios, turnos y cuánto tarda cada trabajo. ' +
        'Atendemos autos y camionetas de todas las marcas, con garantía escrita en cada reparación.',
    });
    await page.goto(`/${bot.alias}`);
    const input = page.getByRole('textbox', { name: 'Ingresa tu mensaje' });
    await expect(input).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = page.getByRole('link', { name: 'Chatear' });
    await expect(button).toBeInViewport();
    await shot(page, 'bot-page-chatear', project, false);
    await button.click();
    await expect(input).toBeFocused();
    await expect(input).toBeInViewport();
    // The chat's input is not covered by anything: the element at its centre is the input itself.
    const box = (await input.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('input')?.getAttribute('aria-label') ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe('Ingresa tu mensaje');
    await input.fill('hola');
    await expect(input).toHaveValue('hola');
  });

  test('an anonymous "Suscribirme" signs in with the reason told and comes back subscribed', async ({
    page,
  }, info) => {
    const project = info.project.name;
    const owner = await apiUser(page.request, 'Dueña Sub', newEmail(project, 'sub-owner'));
    const bot = await apiBot(page.request, owner.token, {
      alias: `suscribir-${project}-${Date.now().toString(36)}`,
      name: 'Librería del Puerto',
      description: 'Libros nuevos y usados, encargos y novedades de la semana.',
    });
    const follower = await apiUser(page.request, 'Nico Lector', newEmail(project, 'sub-follower'));

    await page.goto(`/${bot.alias}`);
    await page.getByRole('link', { name: 'Suscribirme' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2F${bot.alias}&reason=subscribe$`));
    await expect(page.getByTestId('sign-in-reason')).toContainText(
      'Para suscribirte a un bot necesitas ingresar',
    );
    await shot(page, 'sign-in-reason', project, false);
    await page.getByLabel('Correo electrónico').fill(follower.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(new RegExp(`/${bot.alias}$`));
    await expect(page.getByRole('button', { name: 'Suscrito' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Te avisaremos de las novedades de este bot.')).toBeVisible();
    const state = await page.request.get(`/api/bot/${bot._id}/subscription`, {
      headers: { Authorization: `Bearer ${follower.token}` },
    });
    expect(await state.json()).toEqual({ on: true });
    // Coming back to the page later does nothing more: the action was finished once.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Suscrito' })).toBeVisible();
    await expect(page.getByText('Te avisaremos de las novedades de este bot.')).toHaveCount(0);
  });

  test('a "Suscribirme" without an account registers, opens the e-mail\'s link in a new tab and comes back subscribed', async ({
    page,
    context,
  }, info) => {
    const project = info.project.name;
    const owner = await apiUser(page.request, 'Dueño Nuevo', newEmail(project, 'new-sub-owner'));
    const bot = await apiBot(page.request, owner.token, {
      alias: `nuevo-sub-${project}-${Date.now().toString(36)}`,
      name: 'Panadería La Espiga',
      description: 'Pan de masa madre, facturas y tortas por encargo.',
    });
    const email = newEmail(project, 'new-follower');

    await page.goto(`/${bot.alias}`);
    await page.getByRole('link', { name: 'Suscribirme' }).click();
    await expect(page.getByTestId('sign-in-reason')).toBeVisible();
    // No account yet: "Crear una cuenta" keeps where they were going and why.
    await page.getByRole('link', { name: 'Crear una cuenta' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/new\\?next=%2F${bot.alias}&reason=subscribe$`));
    await expect(page.getByTestId('sign-up-reason')).toContainText('volverás a la página del bot');
    await shot(page, 'sign-up-reason', project, false);
    await register(page, 'Vale Nueva', email, { goTo: false });

    // The e-mail's link opens in a tab of its own, which knows nothing of the first one.
    const link = await activationPathFor(email, { withQuery: true });
    expect(link).toMatch(new RegExp(`\\?next=%2F${bot.alias}&reason=subscribe$`));
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await expect(mailTab.getByText('¡Tu cuenta está activa! Ya puedes ingresar.')).toBeVisible();
    await mailTab.getByRole('link', { name: 'Ingresar' }).click();
    await expect(mailTab.getByTestId('sign-in-reason')).toContainText('Para suscribirte a un bot');
    await mailTab.getByLabel('Correo electrónico').fill(email);
    await mailTab.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await mailTab.getByRole('button', { name: 'Ingresar' }).click();

    await expect(mailTab).toHaveURL(new RegExp(`/${bot.alias}$`));
    await expect(mailTab.getByRole('button', { name: 'Suscrito' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mailTab.getByText('Te avisaremos de las novedades de este bot.')).toBeVisible();
  });

  test('an anonymous "Calificar" signs in and comes back to the rating form, open', async ({
    page,
  }, info) => {
    const project = info.project.name;
    const owner = await apiUser(page.request, 'Dueño Nota', newEmail(project, 'rate-owner'));
    const bot = await apiBot(page.request, owner.token, {
      alias: `calificar-${project}-${Date.now().toString(36)}`,
      name: 'Heladería Glaciar',
      description: 'Helados artesanales y tortas heladas por encargo.',
    });
    const rater = await apiUser(page.request, 'Caro Golosa', newEmail(project, 'rater'));

    await page.goto(`/${bot.alias}`);
    const area = page.getByTestId('rating-area');
    await area.getByRole('link', { name: 'Calificar' }).click();
    await expect(page).toHaveURL(/\/auth\?next=.*&reason=rate$/);
    await expect(page.getByTestId('sign-in-reason')).toContainText('Para calificar necesitas ingresar');
    await page.getByLabel('Correo electrónico').fill(rater.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(new RegExp(`/${bot.alias}$`));
    const comment = page.getByLabel('Comentario');
    await expect(comment).toBeVisible();
    await expect(comment).toBeInViewport();
    await shot(page, 'rating-after-sign-in', project, false);
  });
});
