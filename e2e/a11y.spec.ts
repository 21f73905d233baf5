import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import {
  apiBot,
  apiConnectSeller,
  apiIntents,
  apiPublication,
  apiUser,
  networkSettled,
  newEmail,
  signIn,
} from './support';

// axe-core's own build, injected into the page as a script (no wrapper package needed).
const axeSource = (
  createRequire(import.meta.url)('axe-core') as {
    source: string;
  }
).source;

/** WCAG 2.1 A and AA plus axe's best practices (landmarks, one h1, regions…). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One line per violation and node: rule, impact, target and axe's summary, readable in a failing diff. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? '?'}) ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/**
 * Runs axe on the whole page as it is now, after the lazy sections have drawn (scrolled to the end and back)
 * and the transitions have settled.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await networkSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Mantine's transitions (drawers, collapses, toasts) take at most a few hundred ms.
  await page.waitForTimeout(400);
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    AXE_TAGS,
  );
  return describe(results.violations);
}

/** How the focused element shows its focus: an outline's style and whether it is at least 2 px wide. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement!;
    const style = getComputedStyle(element);
    return {
      inMain: !!element.closest('main'),
      style: style.outlineStyle,
      wide: parseFloat(style.outlineWidth) >= 2,
    };
  });
}

test.describe('accessibility', () => {
  test('axe finds nothing on the home, the directory, a bot page, the bot editor, the inbox and the checkout', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(240_000);
    const project = info.project.name;
    const run = `${project.slice(0, 1)}${Date.now().toString(36)}`;

    // ── An owner with a published bot that knows one answer, and a visitor who asked it something ──
    const owner = await apiUser(page.request, 'Marta Accesible', newEmail(project, 'a11y'));
    const alias = `a11y-${run}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Librería La Página',
      description: 'Libros nuevos y usados, útiles escolares y encargos para todo el barrio.',
    });
    await apiIntents(page.request, owner.token, bot._id, [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Cuál es el horario?'],
        description: 'Abrimos de lunes a sábado de 9 a 19.',
      },
    ]);
    const { appToken } = (await (await page.request.get('/api/config')).json()) as { appToken: string };
    const asked = await page.request.post(`/api/bot/${bot._id}/io`, {
      data: { interaction: { from: 'user', message: '¿a qué hora abren?' }, appToken },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    // ── A seller with a product, for the buyer's cart ──
    const seller = await apiUser(page.request, 'Rosa Panadera', newEmail(project, 'a11y-seller'));
    await apiConnectSeller(page.request, seller.token);
    const product = await apiPublication(page.request, seller.token, {
      typed: 'product',
      title: `Alfajores de maicena ${run}`,
      description: 'Caja de doce, hechos en el día con dulce de leche casero.',
      price: '4500',
      currency: 'ARS',
      stock: 5,
      country: 'Argentina',
      city: 'Córdoba',
    });

    const check = async (name: string) => {
      // Soft: one run lists every page's violations.
      expect.soft(await axeViolations(page), `${name} (${page.url()})`).toEqual([]);
    };

    // ── A visitor ──
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('home');
    // The keyboard's first stop is the skip link, shown when reached; it leads into the page's main landmark,
    // and the next stop is inside the page, with a focus ring of at least 2 px.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Ir al contenido principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusRing(page)).toMatchObject({ inMain: true, style: 'solid', wide: true });
    // The menus and a dialog, open: every × says what it closes.
    await page.getByRole('button', { name: 'Abrir menú', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cerrar menú', exact: true })).toBeVisible();
    await check('home, menu open');
    await page.getByRole('button', { name: 'Cerrar menú', exact: true }).click();
    await page.getByRole('button', { name: 'Abrir menú de cuenta' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar menú de cuenta' })).toBeVisible();
    await check('home, account menu open');
    await page.getByRole('button', { name: 'Cerrar menú de cuenta' }).click();
    await page.getByRole('button', { name: 'Estamos en modo Beta' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true })).toHaveCount(
      2,
    );
    await check('home, Beta dialog open');
    await page.keyboard.press('Escape');
    await page.goto('/bots');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('directory');
    await page.goto(`/${alias}`);
    await expect(page.getByTestId('chat-panel').getByTestId('bot-message')).toHaveCount(1);
    await check('bot page');

    // ── The owner ──
    await signIn(page, owner.email);
    await page.goto(`/dashboard/bots/${bot._id}`);
    const name = page.getByRole('textbox', { name: /^Nombre/ });
    await expect(name).toHaveValue('Librería La Página');
    // A text field shows a 2 px ring too, not only a border colour.
    await name.focus();
    expect(await focusRing(page)).toMatchObject({ inMain: true, style: 'solid', wide: true });
    await check('bot editor');
    await page.goto(`/dashboard/bots/${bot._id}/inbox`);
    await expect(page.getByTestId('conversation-row')).toHaveCount(1);
    await check('inbox');

    // ── A buyer with one product in the cart opens the checkout ──
    const buyer = await apiUser(page.request, 'Beatriz Compradora', newEmail(project, 'a11y-buyer'));
    const buyerContext = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      locale: 'es-AR',
    });
    const buyerPage = await buyerContext.newPage();
    await signIn(buyerPage, buyer.email);
    await buyerPage.goto(`/marketplace/${product._id}`);
    await buyerPage.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(buyerPage.getByTestId('cart-button')).toHaveAccessibleName('Carrito: 1');
    await buyerPage.getByTestId('cart-button').click();
    const cart = buyerPage.getByRole('region', { name: 'Carrito de Rosa Panadera' });
    await cart.getByRole('button', { name: 'Continuar' }).click();
    await expect(cart.getByTestId('checkout-form')).toBeVisible();
    // The "added" toast closes as the form opens; axe runs on the form alone on screen.
    await expect(buyerPage.locator('.mantine-Notification-root')).toHaveCount(0);
    expect.soft(await axeViolations(buyerPage), `checkout (${buyerPage.url()})`).toEqual([]);
    await buyerContext.close();
  });
});
