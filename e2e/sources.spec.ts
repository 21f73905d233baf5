import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeDocxParagraphBomb, makePdf } from '../src/server/test/document-helpers';
import { apiUser, createBotFromForm, newEmail, newSignedInUser, sayInChat, shot, signIn } from './support';

/** A list of frequent questions as an owner exports it from a spreadsheet: rows with one answer form one intent. */
const FAQ_CSV = [
  'pregunta,respuesta',
  '¿Hacen envíos?,"Sí, llevamos tu pedido a domicilio en todo el barrio por $800."',
  '¿Llevan pedidos a domicilio?,"Sí, llevamos tu pedido a domicilio en todo el barrio por $800."',
  '¿Aceptan tarjeta?,"Aceptamos efectivo, débito, crédito y Mercado Pago."',
  '¿Puedo pagar con Mercado Pago?,"Aceptamos efectivo, débito, crédito y Mercado Pago."',
].join('\n');

const MENU_TITLE = 'Carta de la casa';
const MENU_TEXT = [
  '## Empanadas',
  'Las empanadas de carne cortada a cuchillo salen $1.300 cada una.',
  'La docena de empanadas surtidas cuesta $14.000.',
  '',
  '## Postres',
  'El flan casero con dulce de leche cuesta $3.200.',
].join('\n');

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

test.describe('knowledge sources', () => {
  test('an owner adds pasted text and a CSV, accepts its drafts, and a visitor gets an answer from the text', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    const alias = `rotiseria-${run}`;

    await newSignedInUser(page, 'Marta Rotisera', newEmail(project, 'marta'));
    await createBotFromForm(page, {
      category: /Emprendimientos/,
      alias,
      name: `Rotisería Marta ${run}`,
      description:
        'Empanadas, tartas y postres caseros para llevar. Te cuento precios, envíos y medios de pago.',
      tag: 'comida',
    });

    const section = page.getByTestId('knowledge-section');
    const kinds = section.getByTestId('source-kind');
    await expect(section.getByRole('heading', { name: 'Conocimiento' })).toBeVisible();
    await expect(section.getByText('Todavía no agregaste fuentes de conocimiento')).toBeVisible();
    await expect(section.getByText('Arrastra un archivo aquí o elígelo de tu dispositivo')).toBeVisible();
    await quietShot(page, 'knowledge-empty', project, section);

    // ── A file the server does not read: its Spanish error shows under the drop zone ──
    const picker = section.getByLabel('Archivo de conocimiento');
    await picker.setInputFiles({
      name: 'precios.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK\u0003\u0004 no es una planilla'),
    });
    await expect(section.getByRole('alert')).toHaveText(
      'Formato no admitido: sube un PDF, un DOCX, un TXT o Markdown, o un CSV',
    );

    // ── Pasted text: the shared schema's messages first, then it is read ──
    await kinds.getByText('Texto', { exact: true }).click();
    await section.getByRole('button', { name: 'Agregar texto' }).click();
    await expect(section.getByText('Escribe un título')).toBeVisible();
    await expect(section.getByText('Pega el texto que tu bot debe conocer')).toBeVisible();
    await quietShot(page, 'knowledge-text-errors', project, section);
    await section.getByRole('textbox', { name: 'Título' }).fill(MENU_TITLE);
    await section.getByRole('textbox', { name: 'Texto' }).fill(MENU_TEXT);
    await section.getByRole('button', { name: 'Agregar texto' }).click();
    const rows = section.getByTestId('source-row');
    const menu = rows.filter({ hasText: MENU_TITLE });
    await expect(menu).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await expect(menu.getByText(/^\d+ fragmentos?$/)).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Título' })).toHaveValue('');

    // ── A CSV of frequent questions, picked from the files ──
    await kinds.getByText('Archivo', { exact: true }).click();
    await section.getByLabel('Archivo de conocimiento').setInputFiles({
      name: 'preguntas_frecuentes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FAQ_CSV, 'utf8'),
    });
    const csv = rows.filter({ hasText: 'preguntas frecuentes' });
    await expect(csv).toBeVisible();
    await expect(csv).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await expect(csv.getByText('2 borradores')).toBeVisible();
    await quietShot(page, 'knowledge-sources', project, section);

    // ── A website that cannot be reached fails with its reason, and is removed after a confirmation ──
    await kinds.getByText('Sitio web', { exact: true }).click();
    await section.getByLabel('Dirección del sitio web').fill('http://127.0.0.1:9/');
    await section.getByRole('button', { name: 'Agregar sitio' }).click();
    await expect(
      section.getByText(
        'Esa dirección no es pública: solo podemos leer sitios web accesibles desde internet',
      ),
    ).toBeVisible();
    await section.getByLabel('Dirección del sitio web').fill('https://rotiseria-marta.invalid/');
    await section.getByRole('button', { name: 'Agregar sitio' }).click();
    const site = rows.filter({ hasText: 'rotiseria-marta.invalid' });
    await expect(site).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
    await expect(
      site.getByText('No pudimos abrir esa dirección: revisa que el sitio esté en línea'),
    ).toBeVisible();
    await quietShot(page, 'knowledge-failed', project, site);
    await site.getByRole('button', { name: /^Quitar la fuente/ }).click();
    const confirm = page.getByRole('dialog', { name: /^¿Quitar «rotiseria-marta\.invalid»\?/ });
    await confirm.getByRole('button', { name: 'Mejor no' }).click();
    await expect(site).toBeVisible();
    await site.getByRole('button', { name: /^Quitar la fuente/ }).click();
    await page.getByRole('button', { name: 'Sí, quitar' }).click();
    await expect(site).toHaveCount(0);
    await expect(rows).toHaveCount(2);

    // ── A small file built to expand into huge work fails with its reason; the page keeps answering ──
    await kinds.getByText('Archivo', { exact: true }).click();
    await section.getByLabel('Archivo de conocimiento').setInputFiles({
      name: 'manual_enorme.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await makeDocxParagraphBomb(3_000_000),
    });
    const bomb = rows.filter({ hasText: 'manual enorme' });
    await expect(bomb).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
    await expect(bomb.getByText(/^El archivo es demasiado complejo para leerlo/)).toBeVisible();
    await quietShot(page, 'knowledge-too-complex', project, bomb);
    await bomb.getByRole('button', { name: /^Quitar la fuente/ }).click();
    await page.getByRole('button', { name: 'Sí, quitar' }).click();
    await expect(bomb).toHaveCount(0);

    // ── The CSV's drafts: one renamed, both accepted into the intents ──
    await csv.getByRole('button', { name: 'Revisar borradores' }).click();
    const dialog = page.getByRole('dialog', { name: /^Borradores de/ });
    const drafts = dialog.getByTestId('draft-row');
    await expect(drafts).toHaveCount(2);
    await expect(drafts.nth(0).getByLabel('Nombre del tema')).toHaveValue('Hacen envíos');
    await drafts.nth(0).getByLabel('Nombre del tema').fill('Envíos a domicilio');
    await quietShot(page, 'knowledge-drafts', project);
    await dialog.getByRole('button', { name: 'Agregar seleccionadas (2)' }).click();
    await expect(page.getByText('Agregamos 2 temas a tu bot')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const intents = page.getByTestId('intent-manager');
    await expect(intents.getByText('Envíos a domicilio', { exact: true })).toBeVisible();
    await expect(intents.getByText('Aceptan tarjeta', { exact: true })).toBeVisible();
    await expect(intents.getByText('2 preguntas')).toHaveCount(2);

    // ── A visitor, signed out, asks what only the pasted text holds ──
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
    await input.fill('¿Cuánto cuesta la docena de empanadas?');
    await input.press('Enter');
    await expect(panel.getByTestId('bot-message')).toHaveCount(2, { timeout: 10_000 });
    const answer = panel.getByTestId('bot-message').nth(1);
    // The passage alone, without the source's title in front of it (issue 38).
    await expect(answer).not.toContainText(MENU_TITLE);
    await expect(answer).toContainText('$14.000');
    // And an accepted draft answers as an intent.
    await input.fill('¿puedo pagar con tarjeta?');
    await input.press('Enter');
    await expect(panel.getByTestId('bot-message')).toHaveCount(3, { timeout: 10_000 });
    await expect(panel.getByTestId('bot-message').nth(2)).toContainText('Mercado Pago');
    await shot(visitor, 'knowledge-visitor', project, false);
    await visitorContext.close();
  });

  test('a new owner starts from a template, fills it, drops a PDF price list and a CSV of questions, and a visitor gets what only the PDF says', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(180_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    const alias = `ferreteria-${run}`;
    const email = newEmail(project, 'raul');
    const owner = await apiUser(page.request, 'Raúl Ferretero', email);
    await signIn(page, email);

    // ── The bot from its category's template (preselected) ──
    await page.goto('/dashboard/bots/new');
    await page.getByRole('button', { name: 'Mi negocio es de otro tipo' }).click();
    await page.getByRole('button', { name: /Retail/ }).click();
    await expect(
      page.getByTestId('template-picker').getByRole('radio', { name: /^Usar la plantilla/ }),
    ).toBeChecked();
    await page.getByLabel('Alias').fill(alias);
    await page.getByLabel('Nombre').fill(`Ferretería Raúl ${run}`);
    await page.getByLabel('Descripción').fill('Herramientas, pinturas y materiales para tu casa y tu obra.');
    const tags = page.getByRole('combobox', { name: 'Etiquetas' });
    await tags.fill('ferretería');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(
      page.getByText(/^Agregamos \d+ preguntas y respuestas: completa los espacios entre corchetes/),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/dashboard\/bots\/[0-9a-f-]{36}$/);
    const botId = page.url().split('/').pop()!;
    await expect(page.getByTestId('editor-blanks')).toBeVisible();

    // The blanks are filled (the template journey fills them one by one in the editor; here, in one save).
    const auth = { Authorization: `Bearer ${owner.token}` };
    const { bot } = (await (await page.request.get(`/api/bot/${botId}`, { headers: auth })).json()) as {
      bot: { intents: Array<{ _id: string; name: string; questions: string[]; description: string }> };
    };
    const filled = bot.intents.map((intent) => ({
      _id: intent._id,
      name: intent.name,
      questions: intent.questions,
      description: intent.description.replace(/\[[^\]]+\]/g, 'lo que te cuente el equipo del local'),
      intentionFiles: [],
    }));
    expect(
      (
        await page.request.put(`/api/bot/${botId}/intents`, { headers: auth, data: { intents: filled } })
      ).ok(),
    ).toBe(true);
    await page.reload();
    await expect(page.getByTestId('intent-manager').getByTestId('training-row').first()).toBeVisible();
    await expect(page.getByTestId('editor-blanks')).toHaveCount(0);

    // ── A PDF price list, dropped on the zone as a person drags it from their desktop ──
    const section = page.getByTestId('knowledge-section');
    const pdf = await makePdf('Lista de precios de servicios', [
      'Afilado de cadenas de motosierra: lo hacemos en el día y cuesta $6.500 por cadena.',
      'Copiado de llaves comunes: $1.200 cada una.',
    ]);
    const drop = section.getByTestId('source-drop');
    await drop.scrollIntoViewIfNeeded();
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(
          new File([new Uint8Array(bytes)], 'lista-de-precios.pdf', { type: 'application/pdf' }),
        );
        return transfer;
      },
      [...pdf],
    );
    await drop.dispatchEvent('dragover', { dataTransfer });
    await expect(drop).toHaveAttribute('data-active', 'true');
    await drop.dispatchEvent('drop', { dataTransfer });
    const rows = section.getByTestId('source-row');
    const prices = rows.filter({ hasText: 'lista-de-precios' });
    await expect(prices).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });

    // ── A CSV of frequent questions, picked from the files, and its drafts accepted ──
    await section.getByLabel('Archivo de conocimiento').setInputFiles({
      name: 'preguntas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'pregunta,respuesta',
          '¿Alquilan andamios?,"Sí, alquilamos andamios por día y por semana."',
          '¿Tienen andamios para alquilar?,"Sí, alquilamos andamios por día y por semana."',
        ].join('\n'),
        'utf8',
      ),
    });
    const csv = rows.filter({ hasText: 'preguntas' });
    await expect(csv).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await csv.getByRole('button', { name: 'Revisar borradores' }).click();
    const dialog = page.getByRole('dialog', { name: /^Borradores de/ });
    await expect(dialog.getByTestId('draft-row')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Agregar seleccionadas (1)' }).click();
    await expect(page.getByText('Agregamos 1 tema a tu bot')).toBeVisible();
    await quietShot(page, 'knowledge-template-pdf', project, section);

    // ── Published on purpose: template bots start private ──
    await page.getByRole('switch', { name: 'No Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('¡Cambios guardados!')).toBeVisible();
    // Publishing is a moment: the live dialog says where the bot is now; closed to go on.
    const live = page.getByRole('dialog', { name: '¡Tu bot está en línea!' });
    await expect(live).toBeVisible();
    await live.getByRole('button', { name: 'Listo' }).click();
    await expect(live).toHaveCount(0);

    // ── A visitor asks what only the PDF says, and what the CSV taught ──
    const visitorContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-AR',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${alias}`);
    await expect(visitor.getByTestId('chat-panel').getByTestId('bot-message')).toHaveCount(1);
    await expect(await sayInChat(visitor, '¿afilan cadenas de motosierra?', 2)).toContainText('$6.500');
    await expect(await sayInChat(visitor, '¿alquilan andamios?', 3)).toContainText('por día y por semana');
    await visitorContext.close();
  });
});
