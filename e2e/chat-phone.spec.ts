import { expect, test } from '@playwright/test';
import { shot } from './support';

/**
 * The bot page's chat as a messaging app (issue 38 item 8): the conversation fills the space below the
 * bot's header, the suggestions are one row that scrolls sideways, the keyboard's cursor stays in the
 * input, and the reply's phone numbers and the bot's address can be tapped.
 */
test.describe('the chat on the customer’s phone (issue 38)', () => {
  test('the bot page’s chat fills the screen below its header and keeps the cursor', async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    const mobile = info.project.name === 'mobile';
    const viewport = page.viewportSize()!;
    await page.goto('/clinica-dental-sonrisas');
    const section = page.locator('section#chat');
    const panel = page.getByTestId('chat-panel');
    // The app takes over the server's plain chat a moment after the page shows (decision 045).
    await expect(panel.getByTestId('bot-message').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(300);
    const input = panel.getByPlaceholder('Ingresa tu mensaje');

    // The input is on the first screen, at the bottom of a chat that takes what the header leaves.
    await expect(input).toBeInViewport();
    let box = (await section.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

    // The suggestions are one row that scrolls sideways, not rows of chips above the input.
    const chips = panel.getByTestId('chat-chips');
    const tops = await chips
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(2);
    expect(new Set(tops).size).toBe(1);
    const row = await chips.evaluate((element) => ({
      overflow: getComputedStyle(element).overflowX,
      scrolls: element.scrollWidth > element.clientWidth,
    }));
    expect(row.overflow).toBe('auto');
    if (mobile) expect(row.scrolls).toBe(true);
    const chipHeight = (await chips.getByRole('button').first().boundingBox())!.height;
    await shot(page, 'bot-page-chat-start', info.project.name, false);

    // A message goes; the cursor stays in the input while the bot writes and after.
    await input.click();
    await input.fill('¿dónde están?');
    const inputTop = (await input.boundingBox())!.y;
    await input.press('Enter');
    await expect(input).toBeFocused();
    await expect(input).toBeEnabled();
    await expect(panel.getByTestId('bot-message')).toHaveCount(2, { timeout: 10_000 });
    await expect(input).toBeFocused();
    await expect(input).toBeInViewport();

    // Now the conversation has the screen below the top bar; the input did not move.
    box = (await section.boundingBox())!;
    const full = mobile ? viewport.height - 72 : Math.min(860, viewport.height - 96);
    expect(Math.abs(box.height - full)).toBeLessThan(4);
    expect(Math.abs((await input.boundingBox())!.y - inputTop)).toBeLessThan(4);
    // The suggestions got smaller.
    await expect(chips).toHaveAttribute('data-started', 'true');
    expect((await chips.getByRole('button').first().boundingBox())!.height).toBeLessThan(chipHeight);

    // The bot's own address in the reply opens a map.
    const answer = panel.getByTestId('bot-message').nth(1);
    const map = answer.getByRole('link', { name: /Av\. Santa Fe 3250/ });
    await expect(map).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Av\.%20Santa%20Fe%203250/,
    );
    await shot(page, 'bot-page-chat-going', info.project.name, false);

    // The floating buttons are not on the bot page.
    await expect(page.getByRole('button', { name: 'Hola', exact: true })).toHaveCount(0);
  });

  test('a reply’s phone number calls and its e-mail writes, in the widget too', async ({ page }) => {
    await page.goto('/embed/clinica-dental-sonrisas');
    const panel = page.getByTestId('chat-panel');
    const input = panel.getByPlaceholder('Ingresa tu mensaje');
    await input.fill('¿a qué hora abren?');
    await input.press('Enter');
    await expect(panel.getByTestId('bot-message')).toHaveCount(2, { timeout: 10_000 });
    await expect(input).toBeFocused();
    // The demo's hours reply carries its WhatsApp link: a link, never markup.
    await expect(panel.getByTestId('bot-message').nth(1).getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });
});
