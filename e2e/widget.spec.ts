import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { apiBot, apiEmailField, apiIntents, apiUser, newEmail, shot, signIn } from './support';

/** A plain HTML page of the owner's own site, on another port, with nothing but the snippet. */
async function ownerSite(productUrl: string, alias: string): Promise<{ server: Server; port: number }> {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Vivero Lucía</title>
<style>body{font-family:Georgia,serif;margin:40px;background:#fdf6e3} button{all:unset}</style></head>
<body><h1>Vivero Lucía</h1><p>Plantas de interior y exterior.</p>
<script src="${productUrl}/widget.js" data-bot="${alias}" async></script>
<!-- Pasted twice by mistake: still one launcher. -->
<script src="${productUrl}/widget.js" data-bot="${alias}" async></script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function say(chat: FrameLocator, text: string, botMessages: number) {
  const input = chat.getByPlaceholder('Ingresa tu mensaje');
  await input.fill(text);
  await input.press('Enter');
  await expect(chat.getByTestId('bot-message')).toHaveCount(botMessages, { timeout: 10_000 });
  return chat.getByTestId('bot-message').nth(botMessages - 1);
}

async function quietShot(page: Page, name: string, project: string) {
  if (!process.env.SCREENSHOTS) return;
  const style = await page.addStyleTag({
    content: '.mantine-Notifications-root { display: none !important; }',
  });
  await shot(page, name, project, false);
  await style.evaluate((node) => node.parentNode?.removeChild(node));
}

test.describe('widget', () => {
  test("a visitor chats through the widget on the owner's site; the owner answers from the inbox", async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const email = newEmail(project, 'widget');
    const owner = await apiUser(page.request, 'Lucía Viverista', email);
    const alias = `vivero-${project}-${Date.now()}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Vivero Lucía',
      description: 'Plantas de interior y exterior, macetas y sustratos.',
    });
    await apiIntents(page.request, owner.token, bot._id, [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Cuál es el horario?'],
        description: 'Abrimos todos los días de 9 a 19.',
      },
    ]);
    await apiEmailField(page.request, owner.token, bot._id);
    const site = await ownerSite(baseURL!, alias);
    const siteUrl = `http://127.0.0.1:${site.port}/`;

    try {
      // ── The owner copies the snippet and allows only their site ──
      await signIn(page, email);
      await page.goto(`/dashboard/bots/${bot._id}`);
      await expect(page.getByTestId('widget-snippet')).toContainText(
        `<script src="${baseURL}/widget.js" data-bot="${alias}" async></script>`,
      );
      const sites = page.getByRole('combobox', { name: 'Sitios permitidos' });
      await sites.fill(`127.0.0.1:${site.port}`);
      await sites.press('Enter');
      await page.getByRole('button', { name: 'Guardar sitios' }).click();
      await expect(page.getByText('Guardamos los sitios permitidos')).toBeVisible();

      // ── A visitor on the owner's site: the launcher, then the chat on the first click ──
      const visitorContext = await browser.newContext({
        viewport: info.project.use.viewport,
        locale: 'es-AR',
      });
      const visitor = await visitorContext.newPage();
      const panelRequests: string[] = [];
      visitor.on('request', (request) => {
        if (request.url().includes('/embed/')) panelRequests.push(request.url());
      });
      await visitor.goto(siteUrl);
      const launcher = visitor.getByRole('button', { name: 'Abrir el chat con Vivero Lucía' });
      await expect(launcher).toBeVisible();
      // The host page's styles do not reach the launcher ("button{all:unset}" above).
      await expect(launcher).toHaveCSS('border-radius', '50%');
      expect(panelRequests).toEqual([]);
      await quietShot(visitor, 'widget-launcher', project);

      await launcher.click();
      expect(panelRequests).toHaveLength(1);
      const chat = visitor.frameLocator('iframe[title="Chat con Vivero Lucía"]');
      await expect(chat.getByTestId('bot-message')).toHaveCount(1);
      await expect(await say(chat, '¿a qué hora abren?', 2)).toContainText('9 a 19');
      const visitorEmail = `marta.${project}@example.com`;
      await expect(await say(chat, visitorEmail, 3)).toContainText('Anoté tu correo');
      await expect(await say(chat, '¿venden bonsáis?', 4)).toContainText('Todavía no tengo esa información');
      await quietShot(visitor, 'widget-chat', project);

      // A site the owner did not list gets no launcher (and no panel).
      const stranger = await visitorContext.newPage();
      const refused = stranger.waitForEvent('console', (m) => m.text().includes('no tiene permiso'));
      await stranger.goto(`http://localhost:${site.port}/`);
      await refused;
      await expect(stranger.getByRole('button', { name: /Abrir el chat/ })).toHaveCount(0);
      await stranger.close();

      // ── The owner: the conversation with its origin, the CSV, the unanswered question ──
      await page.getByRole('link', { name: 'Conversaciones' }).click();
      const rows = page.getByTestId('conversation-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByTestId('origin-badge')).toHaveText(`Widget · 127.0.0.1:${site.port}`);
      await expect(rows.first()).toContainText('Visitante · Argentina');

      await page.getByRole('tab', { name: 'Contactos' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const csv = await readFile(await (await download).path(), 'utf8');
      expect(csv).toContain(`;${visitorEmail};`);

      await page.getByRole('tab', { name: 'Sin respuesta' }).click();
      const group = page.getByTestId('unanswered-group');
      await expect(group).toContainText('¿venden bonsáis?');
      await group.getByRole('button', { name: 'Crear un tema' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo tema' });
      await dialog.getByLabel('Respuesta del bot').fill('Sí, tenemos bonsáis de ficus y olmo chino.');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(group).toHaveCount(0);
      await expect(await say(chat, '¿venden bonsáis?', 5)).toContainText('bonsáis de ficus');

      // ── The owner replies by hand; the visitor sees it without reloading, within 2 s ──
      await page.getByRole('tab', { name: 'Conversaciones' }).click();
      await rows.first().click();
      const transcript = page.getByTestId('transcript');
      await expect(transcript.getByTestId('visitor-text').last()).toHaveText('¿venden bonsáis?');
      const reply = 'Hola Marta, soy Lucía. Mañana llegan bonsáis nuevos, ¿te guardo uno?';
      await transcript.getByLabel('Tu respuesta').fill(reply);
      const sent = page.waitForResponse((r) => r.url().includes('/replies') && r.status() === 201);
      await transcript.getByRole('button', { name: 'Responder' }).click();
      await sent;
      await expect(chat.getByTestId('owner-message')).toContainText(reply, { timeout: 2_000 });
      await expect(chat.getByText('Lucía Viverista está atendiendo esta conversación')).toBeVisible();
      await expect(transcript.getByTestId('owner-message')).toContainText(reply);
      await expect(transcript.getByTestId('handoff-paused')).toBeVisible();
      await quietShot(visitor, 'widget-owner-reply', project);
      await quietShot(page, 'widget-inbox-reply', project);

      // While the owner attends, the bot stays quiet; the owner sees the visitor's answer.
      const input = chat.getByPlaceholder('Ingresa tu mensaje');
      await input.fill('¡Sí, por favor! ¿A qué hora abren?');
      await input.press('Enter');
      await expect(chat.getByTestId('user-message').last()).toHaveText('¡Sí, por favor! ¿A qué hora abren?');
      await expect(transcript.getByTestId('visitor-text').last()).toHaveText(
        '¡Sí, por favor! ¿A qué hora abren?',
        { timeout: 10_000 },
      );
      await expect(chat.getByTestId('bot-message')).toHaveCount(5);

      // The visitor closes the panel from inside it; the launcher is back.
      await chat.getByRole('button', { name: 'Cerrar chat' }).click();
      await expect(visitor.getByRole('button', { name: 'Abrir el chat con Vivero Lucía' })).toBeVisible();
      await visitorContext.close();
    } finally {
      site.server.close();
    }
  });
});
