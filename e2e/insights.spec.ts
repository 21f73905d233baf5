import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  apiBot,
  apiEmailField,
  apiIntents,
  apiUser,
  controlsCovered,
  newEmail,
  sayInChat,
  shot,
  signIn,
} from './support';

/** Like shot(), without the toasts on top. */
async function quietShot(page: Page, name: string, project: string) {
  if (!process.env.SCREENSHOTS) return;
  const style = await page.addStyleTag({
    content: '.mantine-Notifications-root { display: none !important; }',
  });
  await shot(page, name, project);
  await style.evaluate((node) => node.parentNode?.removeChild(node));
}

test.describe('insights', () => {
  test('an owner reads the inbox, downloads the leads, teaches an unanswered question, replies by hand and reads the stats', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    const email = newEmail(project, 'insights');
    const owner = await apiUser(page.request, 'Dueña Ferretería', email);
    const alias = `ferre-${project}-${Date.now()}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Ferretería El Tornillo',
      description: 'Herramientas, tornillos y materiales para tu casa.',
    });
    await apiIntents(page.request, owner.token, bot._id, [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Cuál es el horario?'],
        description: 'Abrimos de lunes a sábado de 8 a 18.',
      },
    ]);
    await apiEmailField(page.request, owner.token, bot._id);

    // ── A visitor, signed out, chats on the bot page ──
    const visitorContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-AR',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${alias}`);
    await expect(visitor.getByTestId('chat-panel').getByTestId('bot-message')).toHaveCount(1);
    const hours = await sayInChat(visitor, '¿a qué hora abren?', 2);
    await expect(hours).toContainText('lunes a sábado');
    const visitorEmail = `lucia.${project}@example.com`;
    await expect(await sayInChat(visitor, visitorEmail, 3)).toContainText('Anoté tu correo');
    await sayInChat(visitor, '¿venden tornillos inoxidables?', 4);

    // ── The owner opens the inbox from the bot's edit screen ──
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}`);
    await page.getByRole('link', { name: 'Conversaciones' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/bots/${bot._id}/inbox$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ferretería El Tornillo');
    const rows = page.getByTestId('conversation-row');
    await expect(rows).toHaveCount(1);
    // The visitor's browser speaks es-AR.
    await expect(rows.first()).toContainText('Visitante · Argentina');
    await expect(rows.first()).toContainText(visitorEmail);
    await quietShot(page, 'insights-inbox', project);

    // Search is debounced and narrows the list; a miss says so.
    const search = page.getByLabel('Buscar en las conversaciones');
    await search.fill('zzzz inexistente');
    await expect(page.getByText('No encontramos conversaciones con ese texto')).toBeVisible();
    await search.fill('tornillos');
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('1 conversación', { exact: true })).toBeVisible();

    // ── The transcript: visitor lines as text, the matched intent, the collected e-mail ──
    await rows.first().click();
    const transcript = page.getByTestId('transcript');
    await expect(transcript.getByTestId('visitor-text')).toHaveText([
      '¿a qué hora abren?',
      visitorEmail,
      '¿venden tornillos inoxidables?',
    ]);
    await expect(transcript.getByTestId('intent-badge')).toHaveText([
      'Horarios',
      'Dato: Correo',
      'Sin respuesta',
    ]);
    await expect(transcript.getByTestId('bot-text').first()).toBeVisible();
    await expect(transcript.getByTestId('collected')).toContainText(visitorEmail);
    await quietShot(page, 'insights-transcript', project);
    if (project === 'mobile') {
      // On a phone the transcript takes the screen; the back button returns to the list.
      await transcript.getByRole('button', { name: 'Volver a la lista' }).click();
      await expect(rows).toHaveCount(1);
    }

    // ── Contactos: the pipeline first (issue 42), the table one tap away, and the CSV download ──
    await page.getByRole('tab', { name: 'Contactos' }).click();
    await expect(page.getByTestId('leads-board').getByTestId('lead-card')).toContainText(visitorEmail);
    await page.getByTestId('leads-view').getByText('Tabla', { exact: true }).click();
    const leads = page.getByTestId('leads-table');
    await expect(leads).toContainText(visitorEmail);
    await expect(leads.getByRole('columnheader', { name: 'Correo' })).toBeVisible();
    await quietShot(page, 'insights-leads', project);
    const semicolon = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await semicolon;
    expect(file.suggestedFilename()).toBe(`contactos-${alias}.csv`);
    const csv = await readFile(await file.path(), 'utf8');
    // Anonymous visitors only: no "Visitante" column repeating itself; dates as people read them.
    expect(csv.startsWith('\uFEFFFecha;Correo;Etapa;Etiquetas;Notas;Conversación')).toBe(true);
    expect(csv.split('\r\n')[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
    expect(csv).toContain(`;${visitorEmail};`);
    await expect(page.getByText('Descargamos el archivo de contactos')).toBeVisible();
    await page.getByText('Coma (,)').click();
    const comma = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    expect(await readFile(await (await comma).path(), 'utf8')).toContain(`,${visitorEmail},`);

    // ── Sin respuesta: the question becomes an intent in two clicks ──
    await page.getByRole('tab', { name: 'Sin respuesta' }).click();
    const group = page.getByTestId('unanswered-group');
    await expect(group).toHaveCount(1);
    await expect(group).toContainText('¿venden tornillos inoxidables?');
    await expect(group).toContainText('1 vez');
    await quietShot(page, 'insights-unanswered', project);
    await group.getByRole('button', { name: 'Crear un tema' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo tema' });
    await expect(dialog.getByLabel('Nombre del tema')).toHaveValue('Venden tornillos inoxidables');
    await dialog
      .getByLabel('Respuesta del bot')
      .fill('Sí, tenemos tornillos inoxidables de todas las medidas.');
    await quietShot(page, 'insights-create-intent', project);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Creamos el tema: tu bot ya responde esa pregunta')).toBeVisible();
    await expect(group).toHaveCount(0);
    await expect(page.getByText('¡Tu bot respondió todo!')).toBeVisible();

    // The bot now knows the answer.
    await visitor.reload();
    await expect(await sayInChat(visitor, '¿venden tornillos inoxidables?', 5)).toContainText(
      'tenemos tornillos inoxidables',
    );
    await visitorContext.close();

    // ── The owner answers by hand: writing pauses the bot, "Reanudar bot" lets it answer again ──
    await page.getByRole('tab', { name: 'Conversaciones' }).click();
    await rows.first().click();
    await expect(transcript.getByText(/el bot hace una pausa de 10 minutos/)).toBeVisible();
    const reply = transcript.getByLabel('Tu respuesta');
    await reply.fill('Hola, soy la dueña: ¿qué medida de tornillo buscas?');
    await expect(transcript.getByText(/El bot está en pausa hasta las \d{2}:\d{2}/)).toBeVisible();
    await transcript.getByRole('button', { name: 'Responder' }).click();
    await expect(transcript.getByTestId('owner-message')).toHaveText([
      'Hola, soy la dueña: ¿qué medida de tornillo buscas?',
    ]);
    await expect(reply).toHaveValue('');
    await quietShot(page, 'insights-owner-reply', project);
    await transcript.getByRole('button', { name: 'Reanudar bot' }).click();
    await expect(page.getByText('El bot vuelve a responder en esta conversación')).toBeVisible();
    await expect(transcript.getByText(/el bot hace una pausa de 10 minutos/)).toBeVisible();

    // ── Stats: summary cards, charts, the table view and the period switch ──
    await page.getByRole('link', { name: 'Estadísticas' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/bots/${bot._id}/stats$`));
    await expect(page.getByRole('heading', { name: 'Estadísticas del bot', level: 1 })).toBeVisible();
    const cards = page.getByTestId('stats-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.filter({ hasText: 'Conversaciones' })).toContainText('1');
    await expect(cards.filter({ hasText: 'Contactos' })).toContainText('1');
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByTestId('top-intents')).toContainText('Horarios');
    await expect(page.getByTestId('top-intents')).toContainText('Venden tornillos inoxidables');
    await quietShot(page, 'insights-stats', project);
    await page.getByText('Tabla', { exact: true }).click();
    const table = page.getByTestId('stats-table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Mensajes' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(31);
    await page.getByText('7 días', { exact: true }).click();
    await expect(page).toHaveURL(/days=7$/);
    await expect(table.getByRole('row')).toHaveCount(8);
    await quietShot(page, 'insights-stats-table', project);
  });

  test('a customer taps a suggestion, the owner sets a question aside, decides in «Para aprender» and the bot answers it from then on', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    const email = newEmail(project, 'learning');
    const owner = await apiUser(page.request, 'Dueña Pastelería', email);
    const alias = `paste-${project}-${Date.now()}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Pastelería La Espiga',
      description: 'Pasteles y postres a pedido.',
    });
    const intents = [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Qué días atienden?', '¿Abren los feriados?'],
        description: 'Abrimos de lunes a sábado de 8 a 19 h.',
      },
      {
        name: 'Precios de pasteles',
        questions: ['¿Cuánto cuesta un pastel?', '¿Qué precio tienen los pasteles de cumpleaños?'],
        description: 'El pastel chico cuesta 300 y el grande 550.',
      },
      {
        name: 'Envíos',
        questions: ['¿Hacen envíos?', '¿Llevan pedidos a domicilio?', '¿Cuánto tarda el envío?'],
        description: 'Enviamos dentro de la ciudad en moto.',
      },
      {
        name: 'Velas y decoración',
        questions: ['¿Tienen velitas para la torta?', '¿Venden decoración para fiestas?'],
        description: 'Sí: tenemos velas de colores y adornos.',
      },
      {
        name: 'Pasteles personalizados',
        questions: [
          '¿Hacen pasteles con diseño?',
          '¿Puedo encargar un pastel con una foto?',
          '¿Hacen pasteles temáticos?',
        ],
        description: 'Hacemos diseños a pedido con tres días de anticipación.',
      },
    ];
    await apiIntents(page.request, owner.token, bot._id, intents);

    // ── A visitor asks what the bot does not know; offered «¿Te refieres a…?», they tap a chip ──
    const visitorContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-MX',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${alias}`);
    const panel = visitor.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message')).toHaveCount(1);
    const chipQuestion = '¿Consiguen bengalas chispeantes?';
    const offered = await sayInChat(visitor, chipQuestion, 2);
    // Which near misses get chips is the engine's tuning (covered by the API test): tapped when offered.
    const chip = panel.getByRole('button', { name: '¿Tienen velitas para la torta?' });
    const picked =
      (await offered.textContent())!.includes('¿Es alguna de estas preguntas?') && (await chip.count()) > 0;
    if (picked) {
      await chip.click();
      await expect(panel.getByTestId('bot-message')).toHaveCount(3, { timeout: 10_000 });
    }
    const question = '¿Venden globos de helio?';
    await expect(await sayInChat(visitor, question, picked ? 4 : 3)).not.toContainText('velas de colores');

    // ── The owner sets it aside for an intent («Decidir después»): it waits in «Para aprender» ──
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}/inbox?tab=unanswered`);
    await expect(page.getByRole('heading', { name: 'Para aprender' })).toBeVisible();
    // The chip tapped already waits there; nothing else yet.
    await expect(page.getByTestId('proposal')).toHaveCount(picked ? 1 : 0);
    const group = page.getByTestId('unanswered-group').filter({ hasText: question });
    await expect(group).toHaveCount(1);
    await group.getByRole('button', { name: 'Decidir después' }).click();
    await page.getByRole('menuitem', { name: 'Velas y decoración' }).click();
    await expect(page.getByText('La guardamos en «Para aprender»')).toBeVisible();
    await expect(group).toHaveCount(0);

    const proposals = page.getByTestId('proposal');
    await expect(proposals).toHaveCount(picked ? 2 : 1);
    const proposal = proposals.filter({ hasText: question });
    await expect(proposal).toContainText('1 vez');
    await expect(proposal).toContainText('La guardaste para decidir después');
    await expect(proposal.getByTestId('proposal-intent')).toHaveText('Velas y decoración');
    const fromChip = proposals.filter({ hasText: chipQuestion });
    if (picked) {
      await expect(fromChip).toContainText('Tu cliente eligió esta opción');
      await expect(fromChip.getByTestId('proposal-intent')).toHaveText('Velas y decoración');
    }
    // Once the toast is gone, nothing covers the buttons.
    await expect(page.getByText('La guardamos en «Para aprender»')).toBeHidden({ timeout: 15_000 });
    for (let i = 0; i < (picked ? 2 : 1); i += 1) {
      await proposals.nth(i).scrollIntoViewIfNeeded();
      expect(await controlsCovered(proposals.nth(i))).toEqual([]);
    }
    // From the top: a full-page picture taken scrolled shows the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await quietShot(page, 'insights-learn', project);

    // ── One tap teaches it: the item leaves the list; «Descartar» drops the other ──
    await proposal.getByRole('button', { name: /^Aprender/ }).click();
    await expect(
      page.getByText('Listo: tu bot ya responde esa pregunta con «Velas y decoración»'),
    ).toBeVisible();
    await expect(proposal).toHaveCount(0);
    if (picked) {
      await fromChip.getByRole('button', { name: /^Descartar/ }).click();
      await expect(page.getByText('Descartamos la pregunta')).toBeVisible();
      await expect(fromChip).toHaveCount(0);
    }
    await expect(page.getByText('Nada para aprender por ahora')).toBeVisible();
    // The question taught left «Sin respuesta» too.
    await expect(page.getByTestId('unanswered-group').filter({ hasText: question })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await quietShot(page, 'insights-learned', project);

    // A new conversation: the same question is answered by that intent.
    await visitor.evaluate(() => localStorage.clear());
    await visitor.reload();
    await expect(panel.getByTestId('bot-message')).toHaveCount(1);
    await expect(await sayInChat(visitor, question, 2)).toContainText('velas de colores');
    await visitorContext.close();
  });
});
