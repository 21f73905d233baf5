import { expect, test, type Locator, type Page } from '@playwright/test';
import { newEmail, newSignedInUser, sayInChat, shot } from './support';

/** Like shot(), without the toasts on top; with `scrollTo`, the viewport starts at that element. */
async function quietShot(page: Page, name: string, project: string, scrollTo?: Locator) {
  if (!process.env.SCREENSHOTS) return;
  const style = await page.addStyleTag({
    content: '.mantine-Notifications-root, [data-testid="tip-card"] { display: none !important; }',
  });
  if (scrollTo)
    await scrollTo.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
    );
  await shot(page, name, project, false);
  await style.evaluate((node) => node.parentNode?.removeChild(node));
}

const HOURS = 'Atendemos de lunes a viernes, de 8 a 20 h, y los sábados de 9 a 13 h.';

test.describe('starter templates', () => {
  test('a new owner starts from the template of their category, fills the blanks and publishes; a visitor gets the filled answer', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(180_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    const alias = `consultorio-${run}`;

    await newSignedInUser(page, 'Lucía Médica', newEmail(project, 'lucia'));
    await page.goto('/dashboard/bots/new');
    // A business of none of the listed types starts from its category's template.
    await page.getByRole('button', { name: 'Mi negocio es de otro tipo' }).click();
    await page.getByRole('button', { name: /Salud/ }).click();

    // The category's template is offered and preselected.
    const picker = page.getByTestId('template-picker');
    await expect(picker.getByRole('heading', { name: 'Empezar con una plantilla' })).toBeVisible();
    const useTemplate = picker.getByRole('radio', { name: /^Usar la plantilla/ });
    await expect(useTemplate).toBeChecked();
    await expect(picker.getByText('Salud · 10 preguntas y respuestas')).toBeVisible();
    await picker.getByRole('button', { name: 'Ver qué incluye' }).click();
    await expect(picker.getByTestId('template-intents').getByText('Pedir una cita')).toBeVisible();
    // The bot will start private, and the privacy switch says why.
    await expect(page.getByRole('switch', { name: 'No Publicado' })).not.toBeChecked();
    await expect(page.getByTestId('publish-lock')).toContainText('quedará en privado');
    await quietShot(page, 'template-picker', project, picker);

    // Skipping the template gives back a published new bot; choosing it again keeps it private.
    await picker.getByRole('radio', { name: 'Empezar sin plantilla' }).check();
    await expect(page.getByRole('switch', { name: 'Publicado' })).toBeChecked();
    await useTemplate.check();
    await expect(page.getByRole('switch', { name: 'No Publicado' })).toBeDisabled();

    await page.getByLabel('Nombre').fill(`Consultorio Vida ${run}`);
    await page.getByLabel('Alias').fill(alias);
    await page.getByLabel('Descripción').fill('Medicina general y pediatría: citas, coberturas y horarios.');
    const tags = page.getByRole('combobox', { name: 'Etiquetas' });
    await tags.fill('salud');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(
      page.getByText('Agregamos 10 preguntas y respuestas: completa los espacios entre corchetes'),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/dashboard\/bots\/[0-9a-f-]{36}$/);

    // The editor shows the blanks: a count at the top, one badge per intent, and the publish rule.
    await expect(page.getByTestId('editor-blanks')).toContainText(
      '10 respuestas tienen espacios por completar',
    );
    const manager = page.getByTestId('intent-manager');
    await expect(manager.getByTestId('training-row')).toHaveCount(10);
    await expect(manager.getByTestId('blank-badge')).toHaveCount(10);
    await expect(page.getByTestId('publish-lock')).toHaveText(
      'Para publicar tu bot, completa los espacios de 10 respuestas en «Preguntas y respuestas».',
    );
    await expect(page.getByRole('switch', { name: 'No Publicado' })).toBeDisabled();
    await quietShot(page, 'template-editor-top', project);
    await quietShot(page, 'template-publish-lock', project, page.getByTestId('publish-lock'));
    // "Completar ahora" gathers every blank in one form; this owner fills them answer by answer instead.
    await page.getByTestId('editor-blanks').getByRole('button', { name: 'Completar ahora' }).click();
    const fill = page.getByRole('dialog', { name: 'Completa los datos de tu negocio' });
    await expect(fill.getByTestId('blank-slots').getByRole('textbox').first()).toBeVisible();
    await fill.getByRole('button', { name: 'Cancelar' }).click();
    await expect(fill).toHaveCount(0);
    await quietShot(page, 'template-editor-blanks', project, manager);

    // The owner fills each answer; the dialog lists what is still missing.
    const blanked = manager.getByTestId('training-row').filter({ has: page.getByTestId('blank-badge') });
    for (let left = 10; left > 0; left -= 1) {
      const row = blanked.first();
      const name = (await row.locator('p').first().textContent())!;
      await row.getByText(name, { exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar el tema' });
      await expect(dialog.getByTestId('answer-blanks')).toContainText('Falta completar: [');
      if (left === 10) await quietShot(page, 'template-intent-dialog', project);
      await dialog
        .getByRole('textbox', { name: 'Respuesta' })
        .fill(
          name === 'Horario de atención'
            ? HOURS
            : `Escríbenos al +54 9 351 555 0101 y te contamos sobre ${name.toLowerCase()}.`,
        );
      await expect(dialog.getByTestId('answer-blanks')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(manager.getByTestId('blank-badge')).toHaveCount(left - 1);
    }
    await expect(page.getByTestId('editor-blanks')).toHaveCount(0);
    await expect(page.getByTestId('publish-lock')).toHaveCount(0);

    // Now it can be published.
    await page.getByRole('switch', { name: 'No Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('¡Cambios guardados!')).toBeVisible();
    // Publishing is a moment: the live dialog says where the bot is now; closed to go on.
    const live = page.getByRole('dialog', { name: '¡Tu bot está en línea!' });
    await expect(live).toBeVisible();
    await live.getByRole('button', { name: 'Listo' }).click();
    await expect(live).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Publicado' })).toBeChecked();

    const visitorContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-AR',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${alias}`);
    await expect(visitor.getByTestId('chat-panel').getByTestId('bot-message')).toHaveCount(1);
    const hours = await sayInChat(visitor, '¿a qué hora abren?', 2);
    await expect(hours).toContainText('de lunes a viernes, de 8 a 20 h');
    await expect(hours).not.toContainText('[');
    await visitorContext.close();
  });

  test('an owner whose bot has no intents applies the template from the intent manager', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    await newSignedInUser(page, 'Tomás Envíos', newEmail(project, 'tomas'));
    await page.goto('/dashboard/bots/new');
    await page.getByRole('button', { name: 'Mi negocio es de otro tipo' }).click();
    await page.getByRole('button', { name: /Logística/ }).click();
    await page.getByRole('radio', { name: 'Empezar sin plantilla' }).check();
    await page.getByLabel('Alias').fill(`envios-${run}`);
    await page.getByLabel('Nombre').fill(`Envíos Rápidos ${run}`);
    await page.getByLabel('Descripción').fill('Mensajería y paquetería en la ciudad.');
    const tags = page.getByRole('combobox', { name: 'Etiquetas' });
    await tags.fill('envíos');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/dashboard\/bots\/[0-9a-f-]{36}$/);
    // A new bot waits, unpublished, for its first intent (decision 026).
    await expect(page.getByTestId('waiting-for-training')).toBeVisible();

    const offer = page.getByTestId('template-offer');
    await expect(offer).toContainText('Empieza con la plantilla de Logística');
    await quietShot(page, 'template-offer', project, offer);
    await offer.getByRole('button', { name: 'Usar la plantilla' }).click();
    // Logística's template has 11 intents.
    await expect(page.getByTestId('intent-manager').getByTestId('blank-badge')).toHaveCount(11);
    await expect(page.getByTestId('template-offer')).toHaveCount(0);
    // It keeps waiting while its answers have blanks: visitors never read a "[tu horario]".
    await expect(page.getByTestId('waiting-for-training')).toBeVisible();
    await expect(page.getByTestId('publish-lock')).toBeVisible();
    const visitor = await page.request.get(`/api/bot/envios-${run}`);
    expect(visitor.status()).toBe(404);
  });
});
