import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createBotFromForm, newEmail, newSignedInUser, pickDialogOption, shot } from './support';

/** A small PNG, as an owner would pick a photo of the menu from their files. */
function menuPhoto() {
  return sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

/** Like shot(), without the toasts on top; with `scrollTo`, the viewport starts at that element. */
async function quietShot(page: Page, name: string, project: string, scrollTo?: Locator) {
  if (!process.env.SCREENSHOTS) return;
  const style = await page.addStyleTag({
    content: '.mantine-Notifications-root, [data-testid="tip-card"] { display: none !important; }',
  });
  // Below the sticky top bar.
  if (scrollTo)
    await scrollTo.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
    );
  await shot(page, name, project, false);
  await style.evaluate((node) => node.parentNode?.removeChild(node));
}

test.describe('training', () => {
  test('an owner trains a bot with intents and data fields; a visitor chats with it and leaves an e-mail', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    const alias = `cafe-lucia-${run}`;
    const name = `Café Lucía ${run}`;

    await newSignedInUser(page, 'Lucía Barista', newEmail(project, 'lucia'));
    await createBotFromForm(page, {
      category: /Emprendimientos/,
      alias,
      name,
      description: 'Café de especialidad y almuerzos caseros en el centro. Te cuento el menú y los horarios.',
      tag: 'café',
    });

    // ── Both managers sit below the bot form, empty at first ──
    const intents = page.getByTestId('intent-manager');
    const fields = page.getByTestId('field-manager');
    await expect(intents.getByRole('heading', { name: 'Preguntas y respuestas' })).toBeVisible();
    await expect(intents.getByText('Tu bot todavía no tiene preguntas y respuestas')).toBeVisible();
    await expect(fields.getByRole('heading', { name: 'Datos que pide el bot' })).toBeVisible();
    await expect(fields.getByText(/^Tu bot todavía no pide ningún dato/)).toBeVisible();

    // The explanation popup.
    await intents.getByRole('button', { name: 'Cómo funcionan las preguntas y respuestas' }).click();
    const explainer = page.getByRole('dialog', { name: 'Preguntas y respuestas' });
    await expect(explainer.getByText(/^Cada tema, como «Horarios»/)).toBeVisible();
    await quietShot(page, 'intents-info', project);
    await explainer.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(explainer).toHaveCount(0);

    // ── A first intent: errors only after the first save attempt ──
    await intents.getByRole('button', { name: 'Nuevo tema' }).click();
    let dialog = page.getByRole('dialog', { name: 'Agregar un tema' });
    await expect(dialog.getByText('Este tema no tiene imágenes')).toBeVisible();
    await expect(dialog.getByText('Ponle un nombre al tema')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Ponle un nombre al tema')).toBeVisible();
    await dialog.getByLabel('Tema (por ejemplo, Horarios)').fill('Horarios de atención');
    await expect(dialog.getByText('Ponle un nombre al tema')).toHaveCount(0);
    await dialog.getByLabel('Pregunta Nº 1', { exact: true }).fill('¿A qué hora abren?');
    await dialog.getByRole('button', { name: 'Agregar pregunta' }).click();
    await dialog.getByLabel('Pregunta Nº 2', { exact: true }).fill('¿Atienden los sábados?');
    await dialog.getByRole('button', { name: 'Agregar pregunta' }).click();
    await dialog.getByLabel('Pregunta Nº 3', { exact: true }).fill('pregunta de más');
    await dialog.getByRole('button', { name: 'Quitar la pregunta Nº 3' }).click();
    await expect(dialog.getByLabel('Pregunta Nº 3', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Respuesta').fill('Abrimos de **lunes a sábado**, de 8 a 20 hs.');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('¡Preguntas y respuestas guardadas!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The first answer published the waiting bot: the moment is told, with what to do next.
    const live = page.getByRole('dialog', { name: '¡Tu bot está en línea!' });
    await expect(live).toBeVisible();
    await expect(live.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(live.getByRole('img', { name: /Código QR para chatear con/ })).toBeVisible();
    await expect(live.getByTestId('qr-poster')).toHaveAttribute('href', /^data:image\/png;base64,/);
    await quietShot(page, 'bot-live', project);
    await live.getByRole('button', { name: 'Listo' }).click();
    await expect(live).toHaveCount(0);
    await expect(intents.getByTestId('training-row')).toHaveCount(1);
    await expect(intents.getByTestId('training-row')).toContainText('Horarios de atención');
    await expect(intents.getByTestId('training-row')).toContainText('2 preguntas');

    // ── A second intent with a photo ──
    await intents.getByRole('button', { name: 'Nuevo tema' }).click();
    dialog = page.getByRole('dialog', { name: 'Agregar un tema' });
    await dialog.getByLabel('Tema (por ejemplo, Horarios)').fill('Menú del día');
    await dialog.getByLabel('Pregunta Nº 1', { exact: true }).fill('¿Qué tienen para almorzar hoy?');
    await dialog.getByLabel('Respuesta').fill('Hoy tenemos milanesa con puré. Mira el menú en la foto.');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Subir imagen' }).click();
    await (await chooser).setFiles({ name: 'menu.png', mimeType: 'image/png', buffer: await menuPhoto() });
    await expect(page.getByText('¡Subida exitosa!')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Imagen 1 del tema' })).toHaveAttribute(
      'src',
      /^\/uploads\/bots\/intents\//,
    );
    await expect(dialog.getByText('Este tema no tiene imágenes')).toHaveCount(0);
    await quietShot(page, 'intent-dialog', project);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(intents.getByTestId('training-row')).toHaveCount(2);
    await expect(intents.getByTestId('training-row').nth(1)).toContainText('1 imagen');

    // The same name twice is refused, with the dialog kept as typed.
    await intents.getByRole('button', { name: 'Nuevo tema' }).click();
    dialog = page.getByRole('dialog', { name: 'Agregar un tema' });
    await dialog.getByLabel('Tema (por ejemplo, Horarios)').fill('horarios de atención');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Ya tienes un tema con este nombre')).toBeVisible();
    await dialog.getByLabel('Tema (por ejemplo, Horarios)').fill('Temporal');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(intents.getByTestId('training-row')).toHaveCount(3);

    // Editing opens the stored values.
    await intents.getByRole('button', { name: /^Horarios de atención/ }).click();
    dialog = page.getByRole('dialog', { name: 'Editar el tema' });
    await expect(dialog.getByLabel('Pregunta Nº 2', { exact: true })).toHaveValue('¿Atienden los sábados?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // ── Two-click delete: the first click warns, the back arrow cancels, a second click deletes ──
    const temporal = intents.getByTestId('training-row').filter({ hasText: 'Temporal' });
    await temporal.getByRole('button', { name: 'Eliminar Temporal' }).click();
    await expect(page.getByText('Dale click una vez más para eliminar de manera irreversible')).toBeVisible();
    await expect(temporal).toHaveAttribute('data-armed', 'true');
    await quietShot(page, 'intent-armed', project, intents);
    await temporal.getByRole('button', { name: 'Volver' }).click();
    await expect(temporal).not.toHaveAttribute('data-armed');
    await temporal.getByRole('button', { name: 'Eliminar Temporal' }).click();
    await temporal.getByRole('button', { name: 'Eliminar Temporal' }).click();
    await expect(page.getByText('¡Eliminado!')).toBeVisible();
    await expect(intents.getByTestId('training-row')).toHaveCount(2);

    // ── Data fields: the e-mail asked at the start, the phone at the end ──
    await fields.getByRole('button', { name: 'Otro dato' }).click();
    dialog = page.getByRole('dialog', { name: 'Agregar un dato' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Este campo es requerido')).toHaveCount(2);
    // The internal name follows the label until written by hand; the missing one opened "Avanzado".
    await dialog.getByLabel('Qué dato pide').fill('Correo electrónico');
    await expect(dialog.getByLabel('Nombre interno (para exportar)')).toHaveValue('correo_electronico');
    await dialog.getByLabel('Nombre interno (para exportar)').fill('email');
    await pickDialogOption(page, 'Tipo', 'Correo electrónico');
    await pickDialogOption(page, 'Momento en que se pide', 'Al inicio de la conversación');
    await dialog.getByRole('switch', { name: 'Requerido' }).check();
    await dialog.getByLabel('Formato exigido (patrón)').fill('([');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El formato exigido no es válido')).toBeVisible();
    // Only the server judges whether a pattern can run safely (RE2: no back-references): its Spanish
    // message, naming the field, lands on the input, and nothing typed is lost.
    await dialog.getByLabel('Formato exigido (patrón)').fill('^(a)\\1$');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      dialog.getByText('El formato exigido de «Correo electrónico» no se puede revisar de forma segura', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Nombre interno (para exportar)')).toHaveValue('email');
    await expect(dialog.getByRole('switch', { name: 'Requerido' })).toBeChecked();
    await dialog.getByLabel('Formato exigido (patrón)').fill('');
    await quietShot(page, 'field-dialog', project);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('¡Datos guardados!')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await fields.getByRole('button', { name: 'Otro dato' }).click();
    dialog = page.getByRole('dialog', { name: 'Agregar un dato' });
    await dialog.getByRole('button', { name: 'Avanzado' }).click();
    await expect(dialog.getByLabel('Orden')).toHaveValue('1');
    await dialog.getByLabel('Nombre interno (para exportar)').fill('telefono');
    await pickDialogOption(page, 'Tipo', 'Teléfono');
    await pickDialogOption(page, 'Momento en que se pide', 'Cuando responde un tema específico');
    await expect(dialog.getByRole('combobox', { name: 'Tema', exact: true })).toBeVisible();
    await pickDialogOption(page, 'Momento en que se pide', 'Al final de la conversación');
    await expect(dialog.getByRole('combobox', { name: 'Tema', exact: true })).toHaveCount(0);
    // Enter saves.
    await dialog.getByLabel('Qué dato pide').fill('Teléfono');
    await dialog.getByLabel('Qué dato pide').press('Enter');
    await expect(dialog).toHaveCount(0);
    const rows = fields.getByTestId('training-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Correo electrónico');
    await expect(rows.nth(0)).toContainText('Requerido');
    await expect(rows.nth(0)).toContainText('Correo electrónico - Al inicio de la conversación');
    await expect(rows.nth(1)).toContainText('Teléfono - Al final de la conversación');
    await expect(rows.nth(1)).not.toContainText('Requerido');
    await quietShot(page, 'bot-training', project, intents);

    // ── PROBAR opens the bot's chat in place, as a customer sees it ──
    await intents.getByRole('button', { name: 'PROBAR' }).click();
    const tryChat = page.locator('#global-chat');
    await expect(tryChat).toBeVisible();
    await expect(tryChat).toContainText(name);
    await tryChat.getByRole('button', { name: 'Cerrar chat' }).first().click();
    await expect(tryChat).toHaveCount(0);

    // ── A visitor, signed out, chats on the bot page ──
    const visitorContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-AR',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${alias}`);
    const panel = visitor.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message')).toHaveCount(1);
    const input = panel.getByPlaceholder('Ingresa tu mensaje');
    await input.fill('que tienen para almorzar hoy?');
    await input.press('Enter');
    await expect(panel.getByTestId('bot-message')).toHaveCount(2, { timeout: 10_000 });
    const answer = panel.getByTestId('bot-message').nth(1);
    await expect(answer).toContainText('milanesa con puré');
    // The e-mail is due from the start of the conversation.
    await expect(answer).toContainText('¿Me compartirías tu correo electrónico?');
    await answer.getByRole('button', { name: 'Imagen adjunta 1' }).click();
    const viewer = visitor.getByRole('dialog', { name: 'Imágenes adjuntas' });
    await expect(viewer.locator('img')).toHaveAttribute('src', /^\/uploads\/bots\/intents\//);
    await shot(visitor, 'intent-image-viewer', project, false);
    await visitor.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    await input.fill('lucia.cliente@example.com');
    await input.press('Enter');
    await expect(panel.getByTestId('bot-message')).toHaveCount(3, { timeout: 10_000 });
    await expect(panel.getByTestId('bot-message').nth(2)).toContainText('Anoté tu correo electrónico');
    await shot(visitor, 'bot-page-trained-chat', project, false);

    // The conversation survives a reload.
    await visitor.reload();
    await expect(visitor.getByTestId('chat-panel').getByTestId('user-message')).toHaveText([
      'que tienen para almorzar hoy?',
      'lucia.cliente@example.com',
    ]);
    await expect(visitor.getByTestId('chat-panel').getByTestId('bot-message')).toHaveCount(3);
    await visitorContext.close();
  });
});
