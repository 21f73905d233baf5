import { expect, test } from '@playwright/test';
import { msg } from '../src/shared/messages.es';
import { shot } from './support';

// Demo content (src/server/demo): a published bot and its owner's public profile.
const BOT = { alias: 'clinica-dental-sonrisas', name: 'Clínica Dental Sonrisas' };
const PROFILE = '/a/lucia-fernandez';

test.describe('first load (issue 17)', () => {
  test('the bot page opens with the chat input on screen, without scrolling', async ({ page }, info) => {
    await page.goto(`/${BOT.alias}`);
    // The app's own chat, once it has taken over from the first view's plain chat (decision 045).
    await expect(page.locator('.fv')).toHaveCount(0);
    const input = page.getByRole('textbox', { name: msg.chat.input });
    await expect(input).toBeVisible();
    const box = await input.boundingBox();
    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await shot(page, 'first-load-bot-page', info.project.name, false);
  });

  test('the map of a bot page loads only when asked for', async ({ page }) => {
    const mapCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/maps-[^/]+\.js$/.test(request.url())) mapCode.push(request.url());
    });
    await page.goto(`/${BOT.alias}`);
    await expect(page.getByRole('textbox', { name: msg.chat.input })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(mapCode).toHaveLength(0);
    await page.getByRole('button', { name: msg.botPage.showMap }).click();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    expect(mapCode).toHaveLength(1);
  });

  test('no page scrolls sideways, at 390 px as at 1280', async ({ page }) => {
    for (const url of [
      '/',
      '/bots',
      `/${BOT.alias}`,
      PROFILE,
      '/about',
      '/questions',
      '/contact',
      '/marketplace',
      '/auth',
      '/auth/new',
    ]) {
      await page.goto(url);
      // The app has replaced the server's first view.
      await expect(page.locator('.fv')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('before the JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML alone shows the bot, the directory and a branded shell', async ({ page }, info) => {
    await page.goto(`/${BOT.alias}`);
    await expect(page.getByRole('heading', { level: 1, name: BOT.name })).toBeVisible();
    // The chat works from the HTML (issue 38): its message box is on the first screen.
    await expect(page.getByRole('textbox', { name: msg.chat.input })).toBeInViewport();
    await expect(page.getByRole('img', { name: msg.botCard.avatar(BOT.name) })).toBeVisible();
    await shot(page, 'first-view-bot-page', info.project.name, false);

    await page.goto('/bots');
    await expect(page.getByRole('heading', { level: 1, name: msg.home.explore })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(BOT.name) })).toHaveAttribute(
      'href',
      `/${BOT.alias}`,
    );
    await shot(page, 'first-view-directory', info.project.name, false);

    await page.goto('/dashboard/bots');
    await expect(page.getByRole('status')).toHaveText(msg.app.loading);
    await expect(page.getByRole('link', { name: 'Vocero' })).toBeVisible();
  });
});
