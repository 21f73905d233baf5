import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator } from '@playwright/test';
import { labelOf, startLlmDouble, type LlmDouble } from '../src/server/test/llm-double';
import { E2E_LLM } from '../playwright.config';
import { apiBot, apiIntents, apiUser, newEmail, shot, signIn } from './support';

/**
 * Issue 22 as a visitor lives it: with a language model configured (a local chat-completions double that
 * streams its words slowly), the reply grows word by word in the bot page's chat and in the widget on the
 * owner's site, instead of arriving whole after the wait.
 */
const REPLY =
  '¡Hola! Abrimos **todos los días** de 9 a 19 h, también los feriados. Si quieres, te cuento cómo llegar.';
const SHOWN = REPLY.replace(/\*\*/g, '');

let llm: LlmDouble;
test.beforeAll(async () => {
  llm = await startLlmDouble({ port: E2E_LLM.port });
});
test.afterAll(() => llm.close());
test.beforeEach(() => {
  llm.reset({
    chunkChars: 6,
    chunkDelayMs: 120,
    reply: (request) => `${REPLY} [[${labelOf(request, 'Horarios')}]]`,
  });
});

/** Sends a message and checks that the reply was seen partly written before it was seen whole. */
async function askAndWatchItGrow(
  panel: Locator,
  question: string,
  messages: number,
  /** A screenshot while the reply is half written. */
  snap: () => Promise<void>,
) {
  const input = panel.getByPlaceholder('Ingresa tu mensaje');
  await input.fill(question);
  await input.press('Enter');
  const growing = panel.getByTestId('bot-message-streaming');
  await expect(growing).toBeVisible({ timeout: 5000 });
  const partial = (await growing.innerText()).trim();
  expect(partial.length).toBeGreaterThan(0);
  // Mid-stream, a bold's opening "**" may be on screen before its closing one arrives.
  expect(SHOWN.startsWith(partial.replace(/\*+/g, '').replace(/\s+/g, ' '))).toBe(true);
  expect(partial.length).toBeLessThan(SHOWN.length);
  await snap();
  // Later on it is longer, still being written.
  await expect
    .poll(async () => (await growing.innerText().catch(() => '')).length)
    .toBeGreaterThan(partial.length);
  const reply = panel.getByTestId('bot-message').nth(messages - 1);
  await expect(reply).toHaveText(SHOWN, { timeout: 10_000 });
  await expect(growing).toHaveCount(0);
  // The markdown was rendered as markup, not shown as asterisks.
  await expect(reply.locator('strong')).toHaveText('todos los días');
  return reply;
}

async function ownerSite(productUrl: string, alias: string): Promise<{ server: Server; port: number }> {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Vivero</title></head>
<body><h1>Vivero Lucía</h1><script src="${productUrl}/widget.js" data-bot="${alias}" async></script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

test.describe('replies worded by a language model', () => {
  test('the reply appears as it is written, in the bot page’s chat and in the widget', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    const ownerEmail = newEmail(project, 'llm');
    const owner = await apiUser(page.request, 'Lucía Viverista', ownerEmail);
    const alias = `vivero-ia-${project}-${Date.now()}`;
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

    // ── The bot page's chat ──
    await page.goto(`/${alias}`);
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message')).toHaveCount(1);
    await askAndWatchItGrow(panel, '¿a qué hora abren?', 2, () =>
      shot(page, 'llm-bot-page-writing', project, false),
    );
    const request = llm.received.at(-1)!;
    expect(request.body.stream).toBe(true);
    expect(request.body.model).toBe(E2E_LLM.model);
    await shot(page, 'llm-bot-page', project, false);

    // A follow-up: the model got the earlier turns with it.
    llm.reset({ reply: (r) => `Sí, los sábados también de 9 a 19 h. [[${labelOf(r, 'Horarios')}]]` });
    const input = panel.getByPlaceholder('Ingresa tu mensaje');
    await input.fill('¿y los sábados?');
    await input.press('Enter');
    await expect(panel.getByTestId('bot-message').nth(2)).toHaveText('Sí, los sábados también de 9 a 19 h.');
    const followUp = llm.received.at(-1)!.body.messages;
    expect(followUp.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(followUp[1]).toEqual({ role: 'user', content: '¿a qué hora abren?' });
    expect(followUp[2]).toEqual({ role: 'assistant', content: REPLY });

    // ── The widget on the owner's site ──
    llm.reset({
      chunkChars: 6,
      chunkDelayMs: 120,
      reply: (r) => `${REPLY} [[${labelOf(r, 'Horarios')}]]`,
    });
    const site = await ownerSite(baseURL!, alias);
    const visitorContext = await browser.newContext({ viewport: info.project.use.viewport, locale: 'es-AR' });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`http://127.0.0.1:${site.port}/`);
      await visitor.getByRole('button', { name: 'Abrir el chat con Vivero Lucía' }).click();
      const frame = visitor.frameLocator('iframe[title="Chat con Vivero Lucía"]');
      const widget = frame.getByTestId('chat-panel');
      await expect(widget.getByTestId('bot-message')).toHaveCount(1);
      await askAndWatchItGrow(widget, '¿cuál es el horario?', 2, () =>
        shot(visitor, 'llm-widget-writing', project, false),
      );
      await shot(visitor, 'llm-widget', project, false);
    } finally {
      await visitorContext.close();
      await new Promise((resolve) => site.server.close(resolve));
    }

    // ── The owner: the stats count what the model worded, and the model can be turned off ──
    await signIn(page, ownerEmail);
    await page.goto(`/dashboard/bots/${bot._id}/stats`);
    const worded = page.getByTestId('stats-card').filter({ hasText: 'Redactadas con IA' });
    await expect(worded).toContainText('3');
    await shot(page, 'llm-stats', project);
    await page.goto(`/dashboard/bots/${bot._id}`);
    // The private instructions are with the model's switch, and say what they are for.
    const instructions = page.getByLabel('Instrucciones privadas para la IA');
    await instructions.scrollIntoViewIfNeeded();
    await expect(page.getByText(/Son privadas: el bot no las muestra ni las repite/)).toBeVisible();
    await instructions.fill('Tutea a los clientes y ofrece primero las plantas de interior.');
    await shot(page, 'llm-instructions', project, false);
    const llmSwitch = page.getByRole('switch', { name: 'Activadas' }).and(page.locator('[data-llm-switch]'));
    await llmSwitch.scrollIntoViewIfNeeded();
    await llmSwitch.uncheck();
    await expect(page.getByText('Desactivadas').last()).toBeVisible();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('¡Cambios guardados!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Instrucciones privadas para la IA')).toHaveValue(
      'Tutea a los clientes y ofrece primero las plantas de interior.',
    );
    const calls = llm.received.length;
    await page.goto(`/${alias}`);
    const ownerPanel = page.getByTestId('chat-panel');
    await expect(ownerPanel.getByTestId('bot-message').first()).toBeVisible();
    const count = await ownerPanel.getByTestId('bot-message').count();
    await ownerPanel.getByPlaceholder('Ingresa tu mensaje').fill('¿cuál es el horario?');
    await ownerPanel.getByPlaceholder('Ingresa tu mensaje').press('Enter');
    await expect(ownerPanel.getByTestId('bot-message').nth(count)).toHaveText(
      'Abrimos todos los días de 9 a 19.',
    );
    expect(llm.received.length).toBe(calls);
  });
});
