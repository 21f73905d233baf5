import { expect, test, type Page } from '@playwright/test';
import {
  apiBot,
  apiConnectSeller,
  apiIntents,
  apiPublication,
  apiUser,
  networkSettled,
  newEmail,
  PASSWORD,
  shot,
  signIn,
} from './support';

/**
 * Every page of the product, as a visitor, an owner who sells, a buyer and the super user (issue 18: every
 * screenshot looked at before a walkthrough is called done). Each page must not scroll sideways and must
 * have its own title; with SCREENSHOTS=1 each one is kept as screenshots/page-{name}-{project}.png.
 */
const ADMIN = { email: 'admin@vocero.local', password: 'admin12345' };
const DEMO = { bot: 'clinica-dental-sonrisas', profile: '/a/lucia-fernandez' };

interface Visit {
  name: string;
  url: string;
}

async function visit(page: Page, { name, url }: Visit, project: string, problems: string[]) {
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  // The app has replaced the server's first view, and lazy parts have arrived.
  await expect(page.locator('.fv')).toHaveCount(0);
  await networkSettled(page);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) problems.push(`${name} (${url}) scrolls sideways by ${overflow}px`);
  const title = await page.title();
  if (url !== '/' && title === 'Vocero') problems.push(`${name} (${url}) has no title of its own`);
  await shot(page, `page-${name}`, project);
}

async function signInAs(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('every page, at 390 and 1280 px', async ({ page, browser, baseURL }, info) => {
  test.setTimeout(300_000);
  const project = info.project.name;
  const problems: string[] = [];
  const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;

  // ── Set-up through the API: an owner who sells, with a trained bot; a buyer with an order ──
  const owner = await apiUser(page.request, 'Marina Olivera', newEmail(project, 'shots-owner'));
  const bot = await apiBot(page.request, owner.token, {
    alias: `vivero-${run}`,
    name: 'Vivero Los Aromos',
    description: 'Plantas de interior, aromáticas y frutales en Paraná. Envíos a domicilio los sábados.',
  });
  await apiIntents(page.request, owner.token, bot._id, [
    {
      name: 'Horarios',
      questions: ['¿A qué hora abren?', '¿Cuál es el horario?', '¿Abren los domingos?'],
      description: 'Abrimos de martes a domingo de 9 a 18 h.',
    },
  ]);
  await apiConnectSeller(page.request, owner.token);
  const publication = await apiPublication(page.request, owner.token, {
    typed: 'product',
    title: `Lavanda en maceta ${run}`,
    description: 'Lavanda dentata en maceta número 14, lista para el balcón.',
    price: '6500',
    currency: 'ARS',
    stock: 8,
    country: 'Argentina',
    city: 'Paraná',
  });
  const buyer = await apiUser(page.request, 'Tomás Ibarra', newEmail(project, 'shots-buyer'));
  const { appToken } = (await (await page.request.get('/api/config')).json()) as { appToken: string };
  const paid = await page.request.post('/api/pay', {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: {
      newOrder: {
        sellerId: owner.userId,
        items: [{ publicationId: publication._id, quantity: 2 }],
        buyer: {
          name: 'Tomás Ibarra',
          email: buyer.email,
          phoneCountry: 'AR',
          phone: '9 343 555 0101',
          delivery: 'delivery',
          address: 'Av. Rivadavia 1234, Paraná',
        },
      },
      appToken,
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const order = (await paid.json()) as { orderId: string; checkoutUrl: string };

  // ── A visitor ──
  for (const entry of [
    { name: 'home', url: '/' },
    { name: 'bots', url: '/bots' },
    { name: 'bots-recent', url: '/bots?sort=recent' },
    { name: 'bots-empty', url: '/bots?q=zzzzzz' },
    { name: 'bot-page', url: `/${DEMO.bot}` },
    { name: 'bot-page-new', url: `/${bot.alias}` },
    { name: 'profile', url: DEMO.profile },
    { name: 'about', url: '/about' },
    { name: 'questions', url: '/questions' },
    { name: 'contact', url: '/contact' },
    { name: 'privacy', url: '/privacy' },
    { name: 'terms', url: '/terms' },
    { name: 'new', url: '/new' },
    { name: 'error', url: '/error' },
    { name: 'not-found', url: '/no/existe' },
    { name: 'sign-in', url: '/auth' },
    { name: 'sign-up', url: '/auth/new' },
    { name: 'activate-bad', url: '/auth/new/token-que-no-existe' },
    { name: 'reset-request', url: '/auth/reset' },
    { name: 'reset-password', url: '/auth/reset/token-que-no-existe' },
    { name: 'marketplace', url: '/marketplace' },
    { name: 'publication', url: `/marketplace/${publication._id}` },
    { name: 'cart-empty', url: '/cart' },
  ]) {
    await visit(page, entry, project, problems);
  }
  // The platform assistant's panel, opened from "Hola".
  await page.goto('/');
  await page.getByRole('button', { name: 'Hola', exact: true }).click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await page.waitForTimeout(500);
  await shot(page, 'page-chat-panel', project, false);

  // The widget's panel, as a business's site shows it.
  await page.goto(`/embed/${DEMO.bot}`);
  await page.waitForTimeout(800);
  await shot(page, 'page-embed', project, false);

  // ── The buyer ──
  const buyerContext = await browser.newContext({ baseURL, viewport: page.viewportSize(), locale: 'es-AR' });
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto(`/marketplace/${publication._id}`);
  await buyerPage.getByRole('button', { name: 'Agregar al carrito' }).click();
  for (const entry of [
    { name: 'cart', url: '/cart' },
    { name: 'orders', url: '/orders' },
    { name: 'purchase', url: `/orders/purchase/${order.orderId}` },
    { name: 'sandbox-checkout', url: new URL(order.checkoutUrl, baseURL).pathname },
    { name: 'change-password', url: '/auth/password' },
  ]) {
    await visit(buyerPage, entry, project, problems);
  }
  await buyerContext.close();

  // ── The owner and seller ──
  await signIn(page, owner.email);
  for (const entry of [
    { name: 'dashboard', url: '/dashboard' },
    { name: 'my-bots', url: '/dashboard/bots' },
    { name: 'new-bot', url: '/dashboard/bots/new' },
    { name: 'edit-bot', url: `/dashboard/bots/${bot._id}` },
    { name: 'inbox', url: `/dashboard/bots/${bot._id}/inbox` },
    { name: 'stats', url: `/dashboard/bots/${bot._id}/stats` },
    { name: 'notifications', url: '/dashboard/notifications' },
    { name: 'settings', url: '/dashboard/settings' },
    { name: 'my-publications', url: '/dashboard/publications' },
    { name: 'new-publication', url: '/marketplace/new' },
    { name: 'edit-publication', url: `/marketplace/${publication._id}/edit` },
    { name: 'sales', url: '/orders?tab=sales' },
    { name: 'sale', url: `/orders/sale/${order.orderId}` },
  ]) {
    await visit(page, entry, project, problems);
  }
  await page.goto(`/dashboard/bots/${bot._id}`);
  await page.getByRole('button', { name: 'Ubicación', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Ubicación del Bot' })).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, 'page-location-dialog', project, false);

  // ── The super user ──
  await signInAs(page, ADMIN.email, ADMIN.password);
  for (const entry of [
    { name: 'admin-dashboard', url: '/dashboard' },
    { name: 'admin-members', url: '/dashboard/members' },
    { name: 'admin-qa', url: '/dashboard/qa' },
    { name: 'admin-tips', url: '/dashboard/tips' },
    // The platform's own bot, which only the super user edits.
    { name: 'platform-bot', url: '/bot' },
  ]) {
    await visit(page, entry, project, problems);
  }

  expect(problems).toEqual([]);
});
