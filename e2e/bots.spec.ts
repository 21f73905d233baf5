import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiUser, newEmail, newSignedInUser, shot } from './support';

/** A small PNG, as a person would pick from their files. */
function picture() {
  return sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 230, g: 150, b: 60 } } })
    .png()
    .toBuffer();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('bots', () => {
  test('a new user creates a bot, finds it, filters the directory, shares it and deletes it', async ({
    page,
    request,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;
    const alias = `panaderia-nandu-${run}`;
    const name = `Panadería Ñandú ${run}`;
    const description =
      'Pan de masa madre, facturas y tortas por encargo en Ciudad Vieja. Te cuento precios, horarios y cómo hacer tu pedido.';

    await newSignedInUser(page, 'Bruno Panadero', newEmail(project, 'bruno'));

    // ── Create: the category first, then the form ──
    await page.getByRole('banner').getByRole('link', { name: 'Nuevo Bot' }).click();
    await expect(page).toHaveURL(/\/dashboard\/bots\/new$/);
    await expect(page.getByRole('heading', { name: '¿Qué tipo de negocio tienes?' })).toBeVisible();
    await expect(page.getByLabel('Alias')).toHaveCount(0);
    await page.getByLabel('Busca tu rubro').fill('panad');
    await shot(page, 'bot-form-type', project);
    await page.getByRole('button', { name: /Panadería y pastelería/ }).click();
    const selected = page.getByTestId('selected-category');
    await expect(selected).toContainText('Tipo de negocio');
    await expect(selected).toContainText('Panadería y pastelería');
    await expect(selected).toContainText('Emprendimientos');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Subir' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture() });
    await expect(page.getByText('¡Subida exitosa!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto del Bot' })).toHaveAttribute(
      'src',
      /^\/uploads\/bots\/profiles\//,
    );

    // Submitting too early shows the errors, which then follow each change.
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('El formulario tiene errores')).toBeVisible();
    await expect(page.getByText('El alias del bot es necesario')).toBeVisible();

    await page.getByLabel('Alias').fill(alias.toUpperCase());
    await expect(page.getByLabel('Alias')).toHaveValue(alias);
    await expect(page.getByText('El alias del bot es necesario')).toHaveCount(0);
    await page.getByLabel('Nombre').fill(name);
    await page.getByLabel('Descripción').fill(description);
    // The create-bot hints appear after their delays (alias 4.5 s … description 9 s).
    await expect(page.getByText(/Será la dirección de tu bot/)).toBeVisible({ timeout: 8000 });
    await expect(page.getByText(/Cuenta qué hace tu bot/)).toBeVisible({ timeout: 12_000 });

    // The location: a click on the map, then the address and its places.
    await page.getByRole('button', { name: 'Ubicación', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubicación del Bot' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('La geo-localización no es obligatoria')).toBeVisible();
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText('La dirección es necesaria')).toBeVisible();
    await dialog.getByTestId('picker-map').click({ position: { x: 160, y: 120 } });
    await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(1);
    await dialog.getByLabel('Dirección').fill('Sarandí 675');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText('La dirección es demasiado corta (min: 15)')).toBeVisible();
    await dialog.getByLabel('Dirección').fill('Calle Sarandí 675, Ciudad Vieja');
    await dialog.getByLabel('País').fill('Uruguay');
    await dialog.getByLabel('Provincia').fill('Montevideo');
    await dialog.getByLabel('Ciudad').fill('Montevideo');
    await shot(page, 'location-dialog', project, false);
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Calle Sarandí 675, Ciudad Vieja')).toBeVisible();
    await expect(page.getByTestId('place-map')).toBeVisible();

    const tags = page.getByRole('combobox', { name: 'Etiquetas' });
    await tags.fill('panadería');
    await tags.press('Enter');
    await tags.fill('masa madre');
    await tags.press('Enter');

    // Copy e-mails, with the spec's messages.
    // A new bot's e-mail alerts start on (issue 38, item 6): the switch says so.
    await expect(page.getByRole('switch', { name: /^Activadas Te escribimos/ })).toBeChecked();
    await expect(page.getByText('cada 8 horas')).toBeVisible();
    const copy = page.getByLabel('Correos en copia');
    await copy.fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByText('Por favor, introduce un email válido.')).toBeVisible();
    await copy.fill('ventas@panaderia.example');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await copy.fill('Ventas@panaderia.example');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByText('Este email ya ha sido añadido.')).toBeVisible();
    await copy.fill('');
    await shot(page, 'bot-form', project);

    await page.getByRole('radio', { name: 'Empezar sin plantilla' }).check();
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('¡Tu bot fue creado!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/bots\/[0-9a-f-]{36}$/);
    // Exact: the widget card below has "Guardar sitios".
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
    await expect(page.getByTestId('back-button')).toHaveText('Mis Bots');
    // A new bot waits for its first intent before visitors meet it; its owner can publish it now, on purpose.
    await expect(page.getByTestId('waiting-for-training')).toContainText('Tu bot todavía no es público');
    await page.getByRole('switch', { name: 'No Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('¡Cambios guardados!')).toBeVisible();
    // Publishing is a moment: the live dialog says where the bot is now; closed to go on.
    const live = page.getByRole('dialog', { name: '¡Tu bot está en línea!' });
    await expect(live).toBeVisible();
    await live.getByRole('button', { name: 'Listo' }).click();
    await expect(live).toHaveCount(0);
    await expect(page.getByTestId('waiting-for-training')).toHaveCount(0);

    // ── Found from the top bar without accents ──
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByPlaceholder('Buscar asistentes inteligentes...').fill('panaderia nandu');
    const option = page.getByRole('option', { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await shot(page, 'autocomplete', project, false);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/${alias}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bruno Panadero' })).toBeVisible();
    await expect(page.getByRole('link', { name: '#masa madre' })).toHaveAttribute(
      'href',
      '/bots?tags=masa+madre',
    );
    await expect(page.getByText('Calle Sarandí 675, Ciudad Vieja')).toBeVisible();
    // The chat's section (its title line shows from 630 px; on a phone the panel's header names the bot).
    await expect(page.getByRole('region', { name: 'Chatear' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calificaciones' })).toBeVisible();
    await expect(page.getByTestId('back-button')).toHaveText('Mis Bots');
    await expect(page).toHaveTitle(`${name} | Vocero`);
    await shot(page, 'bot-page', project);

    // The sharer dialog: the link, the networks and a QR code to download.
    await page.getByRole('button', { name: 'Compartir' }).click();
    const sharer = page.getByRole('dialog', { name: 'Compartir' });
    await expect(sharer.getByText('¡Gracias por compartir!')).toBeVisible();
    await expect(sharer.getByRole('textbox', { name: 'Enlace' })).toHaveValue(`${baseURL}/${alias}`);
    await expect(sharer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${baseURL}/${alias}`)}`,
    );
    await expect(sharer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    const qr = sharer.getByRole('link', { name: 'Descargar QR' });
    await expect(qr).toHaveAttribute('href', /^data:image\/png;base64,/);
    await expect(qr).toHaveAttribute('download', `${alias}-qr.png`);
    // A bot's sharer also offers the code that embeds its chat in another site.
    await expect(sharer.getByTestId('widget-snippet')).toHaveText(
      `<script src="${baseURL}/widget.js" data-bot="${alias}" async></script>`,
    );
    await expect(sharer.getByRole('button', { name: 'Copiar código' })).toBeVisible();
    await shot(page, 'sharer', project, false);
    // Sharing closes on a route change.
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Compartir' })).toHaveCount(0);

    // ── The directory: category (with its question), then country ──
    await page.goto('/bots');
    await expect(page.getByTestId('bot-card').first()).toBeVisible();
    await shot(page, 'bots', project);
    await page
      .getByTestId('category-slider')
      .getByRole('button', { name: /Emprendimientos/ })
      .click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('¿Deseas filtrar bots de la categoría "Emprendimientos"?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(page).toHaveURL(/\/bots\?cat=general$/);
    await expect(page.getByTestId('selected-category')).toContainText('Emprendimientos');

    await page.getByRole('button', { name: 'Más criterios de búsqueda' }).click();
    const filters = page.getByRole('dialog', { name: 'Más criterios de búsqueda' });
    await expect(filters.getByRole('combobox', { name: 'Categoría', exact: true })).toHaveValue(
      'Emprendimientos',
    );
    await pickOption(page, 'País', 'Uruguay');
    await expect(filters.getByRole('combobox', { name: 'Provincia' })).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'Ciudad' })).toBeVisible();
    await shot(page, 'filter-dialog', project, false);
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\/bots\?cat=general&country=Uruguay$/);
    const card = page.getByTestId('bot-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'CHATEAR' })).toHaveAttribute('href', `/${alias}`);

    // The searcher searches as one types (3 characters at least), and says when nothing matches.
    const searcher = page.getByRole('main').getByPlaceholder('Buscar asistentes inteligentes...');
    await searcher.fill('zzqxw');
    await expect(page.getByTestId('empty-bots')).toHaveText(
      "No se han encontrado bots registrados que coincidan con 'zzqxw'",
    );
    await expect(page).toHaveURL(/q=zzqxw/);
    // An empty result is not a dead end, and offers no map of nothing.
    const empty = page.getByTestId('empty-bots').locator('..');
    await expect(empty.getByRole('button', { name: 'Quitar filtros' })).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Crea el primero' })).toHaveAttribute(
      'href',
      '/dashboard/bots/new',
    );
    await expect(page.getByRole('button', { name: 'Mapa' })).toHaveCount(0);
    await searcher.fill('');
    await expect(page).toHaveURL(/\/bots\?cat=general&country=Uruguay$/);
    await expect(card).toBeVisible();

    // The map shows the bot where it is.
    await page.getByRole('button', { name: 'Mapa' }).click();
    const map = page.getByTestId('bots-map');
    await expect(map.locator(`.leaflet-marker-icon[title="${name}"]`)).toHaveCount(1);
    await map.locator(`.leaflet-marker-icon[title="${name}"]`).click();
    await expect(map.getByRole('link', { name: 'Ver bot' })).toHaveAttribute('href', `/${alias}`);
    await shot(page, 'bots-map', project, false);

    await card.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${alias}$`));

    // Link previews read the page's own tags.
    const html = await (await request.get(`/${alias}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${name} | Vocero" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);

    // ── Mis Bots: delete through the removal state ──
    await page.goto('/dashboard/bots');
    await expect(page.getByRole('heading', { name: 'Mis Bots', level: 1 })).toBeVisible();
    const mine = page.getByTestId('bot-card').filter({ hasText: name });
    await expect(mine.getByRole('link', { name: 'PROBAR' })).toHaveAttribute('href', `/${alias}`);
    await expect(mine.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      /\/dashboard\/bots\/[0-9a-f-]{36}$/,
    );
    await shot(page, 'my-bots', project, false);
    await mine.getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      mine.getByText('¿Confirmar eliminación? Todos los datos se borrarán irreversiblemente'),
    ).toBeVisible();
    await shot(page, 'card-removing', project, false);
    await mine.getByRole('button', { name: 'Volver' }).click();
    await expect(mine.getByText('¿Confirmar eliminación?')).toHaveCount(0);
    await mine.getByRole('button', { name: 'Eliminar' }).click();
    await mine.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('El bot fue eliminado')).toBeVisible();
    await expect(page.getByTestId('bot-card').filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByTestId('empty-bots')).toBeVisible();
    await shot(page, 'my-bots-empty', project);
    expect((await request.get(`/api/bot/${alias}`)).status()).toBe(404);
  });

  test('an empty result leads back to every bot, and the top-bar search says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/bots?q=zzqxw&country=Uruguay');
    await expect(page.getByTestId('empty-bots')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\/bots$/);
    await expect(page.getByTestId('bot-card').first()).toBeVisible();

    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const search = page.getByRole('banner').getByRole('search').getByRole('textbox');
    await search.fill('zzqxw');
    await expect(page.getByText('Sin resultados')).toBeVisible();
    await search.fill('Clínica');
    await expect(page.getByRole('option', { name: /Clínica Dental Sonrisas/ })).toBeVisible();
    await expect(page.getByText('Sin resultados')).toHaveCount(0);
  });

  test('a paused bot says it is not available now, not that the page does not exist', async ({
    page,
  }, info) => {
    const owner = await apiUser(page.request, 'Dueña Pausada', newEmail(info.project.name, 'paused'));
    const alias = `pausado-${Date.now().toString(36)}`;
    const created = await page.request.post('/api/bots', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: {
        categoryKey: 'general',
        tags: ['prueba'],
        alias,
        name: 'Panadería en pausa',
        description: 'Pan casero todos los días, por ahora en pausa.',
        instructions: 'Responde en pocas palabras.',
        status: 0,
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/${alias}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Este bot no está disponible por ahora' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explorar Bots' })).toBeVisible();
    await expect(page).toHaveTitle('Este bot no está disponible por ahora | Vocero');
  });

  test('an unknown bot shows the 404 page', async ({ page }) => {
    await page.goto('/este-bot-no-existe-123');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('a demo bot page opens from the directory and links its creator', async ({ page }, info) => {
    await page.goto('/bots?q=clinica dental');
    const card = page.getByTestId('bot-card').filter({ hasText: 'Clínica Dental Sonrisas' });
    await expect(card).toBeVisible();
    await expect(page.getByText('Filtro aplicado: clinica dental')).toBeVisible();
    await card.getByRole('link', { name: 'CHATEAR' }).click();
    await expect(page).toHaveURL(/\/clinica-dental-sonrisas$/);
    await expect(page.getByRole('heading', { name: 'Clínica Dental Sonrisas', level: 1 })).toBeVisible();
    // The page hosts the bot's chat, with one suggested question per intent.
    const chat = page.getByTestId('chat-panel');
    await expect(chat.getByPlaceholder('Ingresa tu mensaje')).toBeVisible();
    await expect(
      chat.getByRole('group', { name: 'Preguntas sugeridas' }).getByRole('button'),
    ).not.toHaveCount(0);
    await expect(page.getByTestId('back-button')).toHaveText('Creador');
    // The map loads when asked for.
    await page.getByRole('button', { name: 'Ver el mapa' }).click();
    await expect(page.getByTestId('place-map')).toBeVisible();
    await shot(page, 'demo-bot-page', info.project.name);
    // A visitor shares the link and the QR code; the embed snippet is for the bot's owner.
    await page.getByRole('button', { name: 'Compartir' }).click();
    const sharer = page.getByRole('dialog', { name: 'Compartir' });
    await expect(sharer.getByRole('textbox', { name: 'Enlace' })).toBeVisible();
    await expect(sharer.getByTestId('widget-snippet')).toHaveCount(0);
  });
});
