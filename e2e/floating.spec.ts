import { expect, test, type Page } from '@playwright/test';
import { newEmail, newSignedInUser, shot } from './support';

/** Everything that floats over the page: the launchers, the tip card, the chat panel and the toasts. */
const FLOATING = '.mantine-Affix-root, [data-testid="tip-card"], #global-chat';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible inputs and buttons of the page (not those inside a floating element) that something covers. */
async function coveredControls(page: Page): Promise<string[]> {
  const floating = await page.locator(FLOATING).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
  const controls = await page
    .locator('main input:visible, main textarea:visible, main button:visible, main a[role="button"]:visible')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return {
          label: element.getAttribute('aria-label') ?? element.textContent ?? '',
          x,
          y,
          width,
          height,
        };
      }),
    );
  return controls
    .filter((control) => floating.some((box) => overlaps(control, box)))
    .map((control) => control.label.trim());
}

/** Scrolls through the whole page, collecting what the floating elements cover on each screen. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()!.height;
  for (let top = 0; top < height; top += viewport / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    for (const label of await coveredControls(page)) covered.add(label);
  }
  return [...covered];
}

test.describe('floating things (issue 18)', () => {
  test('nothing floats over a form or a dashboard', async ({ page }, info) => {
    test.setTimeout(90_000);
    await newSignedInUser(page, 'Dueña Flotante', newEmail(info.project.name, 'floating'));
    for (const path of ['/dashboard', '/dashboard/bots/new', '/dashboard/settings']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.getByRole('button', { name: 'Hola', exact: true })).toHaveCount(0);
      expect(await coveredWhileScrolling(page), path).toEqual([]);
    }
    await shot(page, 'settings-no-floating', info.project.name);
    // Someone with an account never gets the first-visit guide on the home.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Tu representante virtual en tres pasos' })).toBeVisible();
    await expect(page.getByTestId('onboarding-stepper')).toHaveCount(0);
  });

  test('the directory leaves room for the launchers and the tip card never shows by itself over it', async ({
    page,
  }, info) => {
    await page.goto('/bots');
    await expect(page.getByRole('button', { name: 'Hola', exact: true })).toBeVisible();
    // Past the moment the card would show by itself (3.5 s).
    await page.waitForTimeout(4_000);
    await expect(page.getByTestId('tip-card')).toHaveCount(0);
    // At the end of the page, nothing the visitor can press is under a launcher.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await coveredControls(page)).toEqual([]);
    await shot(page, 'directory-end', info.project.name, false);
  });

  test('"Hola" opens a panel anchored to it (full screen on a phone) that does not dim the page', async ({
    page,
  }, info) => {
    await page.goto('/bots');
    const hola = page.getByRole('button', { name: 'Hola', exact: true });
    await hola.click();
    const panel = page.getByRole('dialog', { name: /^Chat con / });
    await expect(panel.getByTestId('chat-panel')).toBeVisible();
    await expect(hola).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.mantine-Overlay-root')).toHaveCount(0);
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (info.project.name === 'mobile') {
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    } else {
      const button = (await hola.boundingBox())!;
      // Above the button, at the right edge, and the page beside it stays usable.
      expect(Math.round(box.x + box.width)).toBe(Math.round(button.x + button.width));
      expect(box.y + box.height).toBeLessThanOrEqual(button.y);
      expect(box.width).toBeLessThanOrEqual(400);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The conversation never scrolls sideways.
    const list = panel.getByRole('log');
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await shot(page, 'chat-panel-anchored', info.project.name, false);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  test('a tip-card bot loads inside the panel, and the panel leads back to the assistant', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Bots', exact: true }).click();
    const card = page.getByTestId('tip-card');
    await expect(card).toBeVisible();
    const phrase = await card.locator('[title]').getAttribute('title');
    const chosen = await card.getByRole('button', { name: /^Chatear con / }).getAttribute('aria-label');
    await card.getByRole('button', { name: /^Chatear con / }).click();
    const panel = page.getByRole('dialog', { name: /^Chat con / });
    await expect(panel.getByTestId('bot-message')).toHaveText([phrase!]);
    // No toast over the page while the bot loads: the waiting state is the panel's.
    await expect(page.getByText('Cargando bot...')).toHaveCount(0);

    const back = panel.getByRole('button', { name: /^Volver al asistente de / });
    const platformPhrase = chosen?.endsWith('Vocero');
    if (platformPhrase) {
      await expect(back).toHaveCount(0);
      return;
    }
    await back.click();
    await expect(panel.getByTestId('bot-message').first()).toHaveText(
      '¡Es un gusto saludarte! ¿En qué puedo ayudarte?',
    );
    await expect(back).toHaveCount(0);
  });
});
