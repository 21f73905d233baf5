import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/** Helpers shared by the browser journeys. */
export const PASSWORD = 'clave-segura1';

/** A unique address per project and run: mobile and desktop run each file against one server. */
export function newEmail(projectName: string, label: string): string {
  return `${label}.${projectName}.${Date.now()}@example.com`;
}

/** Quoted-printable bodies break long lines with "=\r\n" and write "=" as "=3D". */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/**
 * The activation path of the newest e-mail sent to `email`, read from the server's outbox folder; with
 * `withQuery`, the link's `?next=…&reason=…` too, as the e-mail's plain-text part writes it.
 */
export async function activationPathFor(email: string, { withQuery = false } = {}): Promise<string> {
  const link = withQuery ? /\/auth\/new\/[A-Za-z0-9_-]+(?:\?[^\s"<>]*)?/ : /\/auth\/new\/[A-Za-z0-9_-]+/;
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
        // Names start with an ISO timestamp: the newest sorts last.
        for (const name of names.sort().reverse()) {
          const raw = await readFile(path.join(outbox, name), 'utf8');
          if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(raw)) continue;
          found = decodeQuotedPrintable(raw).match(link)?.[0].replaceAll('&amp;', '&');
          if (found) return found;
        }
        return undefined;
      },
      { message: `activation e-mail to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

export async function register(page: Page, name: string, email: string, { goTo = true } = {}) {
  if (goTo) await page.goto('/auth/new');
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('switch', { name: /Acepto los/ }).check();
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('button', { name: 'Registrado' })).toBeVisible();
  await expect(page.getByText(`Te enviamos un correo a ${email}`)).toBeVisible();
  await expect(page.getByLabel('Nombre')).toBeDisabled();
}

export async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Conectado' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mi Panel', level: 1 })).toBeVisible();
}

/** Registers, activates from the outbox and signs in: a new user ready on /dashboard. */
export async function newSignedInUser(page: Page, name: string, email: string) {
  await register(page, name, email);
  await page.goto(await activationPathFor(email));
  await expect(page.getByText('¡Tu cuenta está activa! Ya puedes ingresar.')).toBeVisible();
  await signIn(page, email);
}

/** Like shot(), without the toasts on top. */
export async function quietShot(page: Page, name: string, project: string) {
  if (!process.env.SCREENSHOTS) return;
  const style = await page.addStyleTag({
    content: '.mantine-Notifications-root { display: none !important; }',
  });
  await shot(page, name, project);
  await style.evaluate((node) => node.parentNode?.removeChild(node));
}

/** With SCREENSHOTS=1, keeps a picture of the screen for a person to look at (screenshots/). */
export async function shot(page: Page, name: string, projectName: string, fullPage = true) {
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `screenshots/${name}-${projectName}.png`, fullPage });
  }
}

/** From a signed-in page: creates a bot through the form (category, no template, alias, name, description, one tag) and lands on its edit screen. */
export async function createBotFromForm(
  page: Page,
  bot: { category: RegExp; alias: string; name: string; description: string; tag: string },
) {
  await page.goto('/dashboard/bots/new');
  // A business of none of the listed types: the directory's categories.
  await page.getByRole('button', { name: 'Mi negocio es de otro tipo' }).click();
  await page.getByRole('button', { name: bot.category }).click();
  // The category's starter template is preselected; these journeys train their bots themselves.
  await page.getByRole('radio', { name: 'Empezar sin plantilla' }).check();
  // The alias follows the name until it is written by hand.
  await page.getByLabel('Nombre').fill(bot.name);
  await page.getByLabel('Alias').fill(bot.alias);
  await page.getByLabel('Descripción').fill(bot.description);
  const tags = page.getByRole('combobox', { name: 'Etiquetas' });
  await tags.fill(bot.tag);
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('¡Tu bot fue creado!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/bots\/[0-9a-f-]{36}$/);
}

/** Setup through the API (the sign-up screens have their own journey): an active account and its token. */
export async function apiUser(request: Page['request'], name: string, email: string) {
  const signUp = await request.post('/api/signup', {
    data: { name, email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const token = (await activationPathFor(email)).split('/').pop()!;
  expect((await request.post(`/api/signup/${token}/activation`)).ok()).toBe(true);
  const signIn = await request.post('/api/signin', { data: { email, password: PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const body = (await signIn.json()) as { token: string; userId: string };
  return { email, name, token: body.token, userId: body.userId };
}

/**
 * Setup through the API: a published bot of the user holding `token`. A new bot waits unpublished for its
 * first intent, so the owner publishes it on purpose (saving it published), as the editor lets them.
 */
export async function apiBot(
  request: Page['request'],
  token: string,
  bot: { alias: string; name: string; description: string; tags?: string[] },
) {
  const headers = { Authorization: `Bearer ${token}` };
  const data = {
    categoryKey: 'general',
    tags: ['prueba'],
    instructions: 'Responde en pocas palabras.',
    ...bot,
  };
  const response = await request.post('/api/bots', { headers, data });
  expect(response.status()).toBe(201);
  const created = ((await response.json()) as { bot: { _id: string; alias: string } }).bot;
  const published = await request.put(`/api/bot/${created._id}`, { headers, data: { ...data, status: 1 } });
  expect(published.ok()).toBe(true);
  return created;
}

/** The newest e-mail in the server's outbox that mentions `text` (an address, a subject), decoded. */
export async function outboxMailWith(text: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
        for (const name of names.sort().reverse()) {
          const raw = decodeQuotedPrintable(await readFile(path.join(outbox, name), 'utf8'));
          if (raw.includes(text)) return (found = raw);
        }
        return undefined;
      },
      { message: `e-mail mentioning ${text}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * Setup through the API: connects the seller holding `token` to the sandbox payment provider the way the
 * browser does (card → consent page → "Autorizar" → back with code and state → POST /seller/credentials).
 */
export async function apiConnectSeller(request: Page['request'], token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const card = (await (await request.get('/api/seller', { headers })).json()) as { connectionUrl: string };
  const consent = new URL(card.connectionUrl);
  const authorized = await request.post('/api/sandbox/authorize', {
    form: {
      state: consent.searchParams.get('state')!,
      redirect_uri: consent.searchParams.get('redirect_uri')!,
    },
    maxRedirects: 0,
  });
  expect(authorized.status()).toBe(303);
  const back = new URL(authorized.headers().location!);
  const connected = await request.post('/api/seller/credentials', {
    headers,
    data: {
      marketplaceSellerAuthorizationCode: back.searchParams.get('code'),
      marketplaceRandomValidationId: back.searchParams.get('state'),
      marketplaceRedirectURI: consent.searchParams.get('redirect_uri'),
    },
  });
  expect(connected.ok()).toBe(true);
}

/** Setup through the API: a publication of the (connected) seller holding `token`. */
export async function apiPublication(request: Page['request'], token: string, publication: object) {
  const response = await request.post('/api/publications', {
    headers: { Authorization: `Bearer ${token}` },
    data: publication,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { publication: { _id: string; title: string } }).publication;
}

/** Setup through the API: the bot's intents (PUT /bot/{id}/intents replaces them all). */
export async function apiIntents(
  request: Page['request'],
  token: string,
  botId: string,
  intents: { name: string; questions: string[]; description: string }[],
) {
  const response = await request.put(`/api/bot/${botId}/intents`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { intents: intents.map((intent) => ({ intentionFiles: [], ...intent })) },
  });
  expect(response.ok()).toBe(true);
}

/** Setup through the API: one required e-mail field asked at the start of each conversation. */
export async function apiEmailField(request: Page['request'], token: string, botId: string) {
  const response = await request.put(`/api/bot/${botId}/fields`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      fields: [
        {
          _id: '1',
          name: 'correo',
          label: 'Correo',
          type: 'email',
          required: true,
          active: true,
          collectAt: 'start',
          order: 0,
        },
      ],
    },
  });
  expect(response.ok()).toBe(true);
}

/** Picks an option of a select in the open dialog (the training and field dialogs). */
export async function pickDialogOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Sends a chat message on the page's chat panel and waits for the bot's reply, the n-th bot message. */
export async function sayInChat(page: Page, text: string, botMessages: number) {
  const panel = page.getByTestId('chat-panel');
  const input = panel.getByPlaceholder('Ingresa tu mensaje');
  await input.fill(text);
  await input.press('Enter');
  await expect(panel.getByTestId('bot-message')).toHaveCount(botMessages, { timeout: 10_000 });
  return panel.getByTestId('bot-message').nth(botMessages - 1);
}

/**
 * What floats over a page: toasts, the launchers ("Bots" and "Hola", which fade out while a control is under
 * them), the tip card, the chat panel.
 */
export const FLOATING_SELECTOR =
  '.mantine-Notification-root, [data-floating-launcher], [data-testid="tip-card"], #global-chat';

/**
 * The visible inputs and buttons inside `scope` that a floating element covers (by bounding boxes, in the
 * viewport as it is now), named by their label or text.
 */
export async function controlsCovered(scope: Locator): Promise<string[]> {
  // The launchers step aside within a frame of the page moving: let that frame pass.
  await scope
    .page()
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))));
  const floating = await scope
    .page()
    .locator(FLOATING_SELECTOR)
    .evaluateAll((elements) =>
      elements
        .filter((element) => getComputedStyle(element).visibility !== 'hidden')
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map(({ x, y, width, height }) => ({ x, y, width, height })),
    );
  const controls = await scope
    .locator('input:visible, textarea:visible, select:visible, button:visible, [role="button"]:visible')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const label =
          element.getAttribute('aria-label') ??
          (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
          element.textContent ??
          '';
        return { label: label.trim(), x, y, width, height };
      }),
    );
  return controls
    .filter((c) => c.width > 0 && c.height > 0)
    .filter((c) =>
      floating.some(
        (b) => c.x < b.x + b.width && b.x < c.x + c.width && c.y < b.y + b.height && b.y < c.y + c.height,
      ),
    )
    .map((c) => c.label);
}

/**
 * Waits until the page's requests have settled, as `networkidle` would, except for live event streams
 * (`…/events`, issue 42): they stay open for as long as the page does, so a page with one never goes idle.
 */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  await page.waitForLoadState('load');
  const pending = new Set<unknown>();
  let lastChange = Date.now();
  const isStream = (url: string) => /\/events(\?|$)/.test(new URL(url).pathname);
  const started = (request: { url(): string }) => {
    if (isStream(request.url())) return;
    pending.add(request);
    lastChange = Date.now();
  };
  const ended = (request: unknown) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (pending.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) break;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
