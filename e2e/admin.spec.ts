import { expect, test, type Locator, type Page } from '@playwright/test';
import { newEmail, newSignedInUser, shot } from './support';

/** The e2e server's first super user: scripts/serve-fresh.mjs sets ADMIN_PASSWORD, ADMIN_EMAIL is the default. */
const ADMIN = { email: 'admin@vocero.local', password: 'admin12345' };
const DEMO_BOT = 'Clínica Dental Sonrisas';

async function signInAsAdmin(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mi Panel', level: 1 })).toBeVisible();
}

/** Like shot(), without toasts and the tip card on top. */
async function quietShot(page: Page, name: string, project: string) {
  if (!process.env.SCREENSHOTS) return;
  const style = await page.addStyleTag({
    content: '.mantine-Notifications-root, [data-testid="tip-card"] { display: none !important; }',
  });
  await shot(page, name, project, false);
  await style.evaluate((node) => node.parentNode?.removeChild(node));
}

/** Clicks a switch as a person does: on its track (Mantine keeps the checkbox itself invisible under it). */
async function flip(control: Locator) {
  await control.locator('xpath=..').click();
}

async function adminToken(request: Page['request']): Promise<string> {
  const response = await request.post('/api/signin', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test.describe('super user', () => {
  test('adds an FAQ entry and a tip; a visitor finds the answer in the chat and the tip among the phrases', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    // Each project asks its own question: both run against one server.
    const topic = project === 'mobile' ? 'criptomonedas' : 'bitcoin';
    const question = `¿Aceptan pagos con ${topic}?`;
    const answer = `Por ahora **no**: aceptamos tarjetas y transferencias (${project}).`;
    const tip = `¿Blanqueamiento dental? Pregúntanos (${project}).`;

    await signInAsAdmin(page);

    // ── The right drawer holds the administration ──
    await page.getByTestId('avatar-button').click();
    const drawer = page.getByRole('dialog');
    for (const label of ['Nuevo Bot', 'Miembros', 'Preguntas Frecuentes', 'Consejos', 'Mi Cuenta', 'Bot']) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Mis Bots' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Bot', exact: true }).click();

    // ── /bot: the platform bot with the owners' managers ──
    await expect(page).toHaveURL(/\/bot$/);
    await expect(page.getByRole('heading', { name: 'Bot de la plataforma', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar datos del bot' })).toHaveAttribute(
      'href',
      /^\/dashboard\/bots\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByTestId('intent-manager')).toBeVisible();
    await expect(page.getByTestId('field-manager')).toBeVisible();
    await quietShot(page, 'admin-bot', project);

    // ── /dashboard/qa: a new entry, checked before it is saved ──
    await page.getByTestId('avatar-button').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Preguntas Frecuentes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/qa$/);
    const rows = page.getByTestId('faq-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await page.getByRole('button', { name: 'Nueva pregunta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar pregunta frecuente' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('La pregunta es necesaria')).toBeVisible();
    await expect(dialog.getByText('La respuesta es necesaria')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Pregunta' }).fill(question);
    await dialog.getByRole('textbox', { name: 'Respuesta' }).fill(answer);
    await dialog.getByText('Vista previa').click();
    await expect(dialog.getByTestId('faq-preview').locator('strong')).toHaveText('no');
    await expect(dialog.getByRole('switch', { name: /Publicada/ })).toBeChecked();
    await quietShot(page, 'admin-qa-dialog', project);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Pregunta agregada: el bot de la plataforma ya la conoce')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(before + 1);
    const row = rows.filter({ hasText: question });
    await expect(row).toContainText(`${before + 1}. ${question}`);
    // Shown without markdown marks in the list.
    await expect(row).toContainText('Por ahora no: aceptamos');

    // Moved up one place and back: the whole order is stored each time.
    await row.getByRole('button', { name: `Subir: ${question}` }).click();
    await expect(row).toContainText(`${before}. ${question}`);
    const publicOrder = async () =>
      (
        (await (await page.request.get('/api/faq')).json()) as { entries: Array<{ question: string }> }
      ).entries.map((e) => e.question);
    await expect.poll(async () => (await publicOrder()).indexOf(question)).toBe(before - 1);
    await row.getByRole('button', { name: `Bajar: ${question}` }).click();
    await expect(row).toContainText(`${before + 1}. ${question}`);
    await expect.poll(async () => (await publicOrder()).indexOf(question)).toBe(before);
    await quietShot(page, 'admin-qa', project);

    // ── /dashboard/tips: a phrase linked to a published demo bot ──
    await page.goto('/dashboard/tips');
    await page.getByRole('button', { name: 'Nuevo consejo' }).click();
    const tipDialog = page.getByRole('dialog', { name: 'Agregar consejo' });
    await tipDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(tipDialog.getByText('Elige el bot al que lleva la frase')).toBeVisible();
    await tipDialog.getByRole('textbox', { name: 'Bot' }).fill('Sonrisas');
    await page.getByRole('option', { name: new RegExp(DEMO_BOT) }).click();
    await expect(tipDialog.getByTestId('picked-bot')).toContainText(DEMO_BOT);
    await expect(tipDialog.getByText('Elige el bot al que lleva la frase')).toHaveCount(0);
    await tipDialog.getByRole('textbox', { name: 'Frase' }).fill(tip);
    await quietShot(page, 'admin-tips-dialog', project);
    await tipDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Consejo agregado')).toBeVisible();
    const tipRow = page.getByTestId('tip-row').filter({ hasText: tip });
    await expect(tipRow).toContainText(DEMO_BOT);
    await expect(page.getByTestId('tip-row').first()).toContainText(tip);
    await quietShot(page, 'admin-tips', project);

    // ── A visitor: the new answer in the platform chat, the tip among the card's phrases ──
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const faq = (await (await visitor.request.get(`/api/faq?term=${topic}`)).json()) as {
      entries: Array<{ question: string }>;
    };
    expect(faq.entries.map((e) => e.question)).toContain(question);
    await visitor.goto('/questions');
    await expect(visitor.getByText(question)).toBeVisible();
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Hola', exact: true }).click();
    const chat = visitor.getByRole('dialog');
    await chat.getByPlaceholder('Ingresa tu mensaje').fill(`¿Puedo pagar con ${topic}?`);
    await chat.getByPlaceholder('Ingresa tu mensaje').press('Enter');
    await expect(chat.getByTestId('bot-message').last()).toContainText(
      'aceptamos tarjetas y transferencias',
      {
        timeout: 10_000,
      },
    );
    // The card shows 10 random phrases: the call that feeds it is checked instead of the rotation.
    const phrases = async () =>
      (
        (await (await visitor.request.get('/api/bots-phrases?limit=50')).json()) as {
          phrases: Array<{ phrase: string; botName: string }>;
        }
      ).phrases;
    expect((await phrases()).find((p) => p.phrase === tip)?.botName).toBe(DEMO_BOT);

    // Deactivated, visitors no longer get it.
    await flip(tipRow.getByRole('switch', { name: `Activo: ${tip}` }));
    await expect(tipRow.getByText('Inactivo')).toBeVisible();
    await expect.poll(async () => (await phrases()).some((p) => p.phrase === tip)).toBe(false);
    await visitorContext.close();

    // ── Cleaning up through the screens: both deletions are confirmed ──
    await tipRow.getByRole('button', { name: `Eliminar: ${tip}` }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar este consejo?' })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(page.getByText('Consejo eliminado')).toBeVisible();
    await expect(tipRow).toHaveCount(0);
    await page.goto('/dashboard/qa');
    await rows
      .filter({ hasText: question })
      .getByRole('button', { name: `Eliminar: ${question}` })
      .click();
    await page
      .getByRole('dialog', { name: '¿Eliminar esta pregunta frecuente?' })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(page.getByText('Pregunta eliminada')).toBeVisible();
    await expect(rows).toHaveCount(before);
  });

  test('searches members, hides and publishes one, guards the last super user; a normal user gets the error page', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    const name = `Ramiro Ñandú ${run}`;

    // A normal user: the administration answers like a page that does not exist.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await newSignedInUser(member, name, newEmail(project, 'ramiro'));
    for (const path of ['/dashboard/members', '/dashboard/qa', '/dashboard/tips', '/bot']) {
      await member.goto(path);
      await expect(member.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(member.getByTestId('error-status')).toHaveText('404');
    }
    await memberContext.close();

    await signInAsAdmin(page);
    await page.goto('/dashboard/members');
    await expect(page.getByRole('heading', { name: 'Miembros', level: 1 })).toBeVisible();
    await expect(page.getByTestId('member-row').first()).toBeVisible();
    await quietShot(page, 'admin-members', project);

    // Accents aside, the search finds the new member alone.
    const search = page.getByRole('searchbox', { name: 'Buscar por nombre, correo o apodo' });
    await search.fill('ra');
    await expect(page.getByText('Escribe al menos 3 letras para buscar')).toBeVisible();
    await search.fill(`nandu ${run}`);
    const rows = page.getByTestId('member-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(name);
    await expect(row).toContainText('0 bots');
    await expect(page.getByTestId('members-total')).toHaveText('1 miembro');

    const token = await adminToken(page.request);
    const listed = (await (
      await page.request.get(`/api/admin/members?term=${encodeURIComponent(run)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { members: Array<{ _id: string }> };
    const profile = `/api/user/${listed.members[0]!._id}`;

    // Hidden, the public profile is gone; published again, it is back.
    const published = row.getByRole('switch', { name: `Publicado: ${name}` });
    await expect(published).toBeChecked();
    await flip(published);
    await expect(page.getByText(`${name} y sus bots quedaron ocultos`)).toBeVisible();
    await expect(row.getByText('Oculto')).toBeVisible();
    await expect(published).not.toBeChecked();
    expect((await page.request.get(profile)).status()).toBe(404);
    await flip(published);
    await expect(page.getByText(`${name} ahora es visible para todos`)).toBeVisible();
    await expect(published).toBeChecked();
    expect((await page.request.get(profile)).status()).toBe(200);

    // Super user granted and revoked, each after a confirmation.
    await row.getByRole('button', { name: `Acciones de ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Hacer súper usuario' }).click();
    await page
      .getByRole('dialog', { name: `¿Hacer súper usuario a ${name}?` })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(row.getByText('Súper usuario')).toBeVisible();
    await row.getByRole('button', { name: `Acciones de ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Quitar súper usuario' }).click();
    await page
      .getByRole('dialog', { name: `¿Quitar a ${name} como súper usuario?` })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(row.getByText('Súper usuario')).toHaveCount(0);

    // The signed-in super user is the last one: the server refuses and the toast says why.
    await search.fill(ADMIN.email);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Tú');
    await rows
      .first()
      .getByRole('button', { name: /^Acciones de / })
      .click();
    await page.getByRole('menuitem', { name: 'Quitar súper usuario' }).click();
    await page
      .getByRole('dialog', { name: /como súper usuario\?$/ })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(page.getByText('No puedes quitar el último súper usuario de la plataforma')).toBeVisible();
    await expect(rows.first().getByText('Súper usuario')).toBeVisible();
  });
});
