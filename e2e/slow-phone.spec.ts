import { expect, test, type Page } from '@playwright/test';
import { msg } from '../src/shared/messages.es';

// Demo content (src/server/db/seed/demo-content.ts): a published bot and one of its questions.
const BOT = { alias: 'clinica-dental-sonrisas', name: 'Clínica Dental Sonrisas' };
const QUESTION = '¿A qué hora abren?';
/** Words of the bot's answer to QUESTION, in bold in the reply. */
const ANSWER = 'lunes a viernes de 9 a 20 h';
const FOLLOW_UP = '¿Atienden los sábados?';

/**
 * Lighthouse's mobile settings (its "slow 4G"): 150 ms round trip, 1.6 Mbps down, 750 kbps up, and the CPU
 * four times slower. Chromium applies them through the DevTools protocol here, as Lighthouse's own
 * "devtools" throttling does; latency is added per request.
 */
const SLOW_PHONE = { latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750, cpuSlowdown: 4 };

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downKbps * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: msg.chat.input });

test.describe('the bot page on a slow phone (issue 38, item 9)', () => {
  test.beforeAll(async ({ request, baseURL }) => {
    // A fresh server trains a bot's engine on its first message (a second or more on this machine): the
    // server's first minute, not the phone's. The bot has answered once before the phone is timed.
    const warm = await request.post(`/${BOT.alias}`, {
      form: { message: 'hola' },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(warm.status(), (await warm.text()).slice(0, 500)).toBe(200);
  });

  test('answers a question within 5 s of navigation on slow 4G with a 4× slower CPU', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'mobile', 'a phone: 390 px');
    await throttle(page);
    const started = Date.now();
    const steps: string[] = [];
    const step = (name: string) => steps.push(`${name} ${Date.now() - started} ms`);
    await page.goto(`/${BOT.alias}`, { waitUntil: 'commit' });
    step('HTML');
    await messageBox(page).fill(QUESTION);
    step('typed');
    await messageBox(page).press('Enter');
    step('sent');
    await expect(page.getByText(ANSWER, { exact: true })).toBeVisible({ timeout: 5_000 });
    step('reply');
    const elapsed = Date.now() - started;
    info.annotations.push({ type: 'slow phone', description: steps.join(', ') });
    expect(elapsed, steps.join(', ')).toBeLessThan(5_000);
    // What the page showed before the app: the bot's name and what it does, beside the chat.
    await expect(page.getByRole('heading', { level: 1, name: BOT.name })).toBeVisible();
    await expect(page.getByText('Soy el representante virtual de Clínica Dental Sonrisas')).toBeVisible();
    // Once the visitor leaves the message box, the app takes over with the same conversation on screen.
    await messageBox(page).blur();
    await expect(page.locator('.fv')).toHaveCount(0, { timeout: 30_000 });
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('user-message').filter({ hasText: QUESTION })).toBeVisible();
    await expect(panel.getByText(ANSWER, { exact: true })).toBeVisible();
  });

  test('hands the conversation over to the app, which goes on with the same conversation', async ({
    page,
  }) => {
    // The app's code is held back until the plain chat has answered, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/${BOT.alias}`, { waitUntil: 'commit' });
    const plain = page.locator('[data-plain-chat]');
    await plain.getByRole('textbox', { name: msg.chat.input }).fill(QUESTION);
    await plain.getByRole('button', { name: msg.chat.send }).click();
    // Sent in the background: the page stays, the reply comes into the plain chat.
    await expect(page.locator('.fv').getByText(ANSWER, { exact: true })).toBeVisible();
    await expect(plain.getByRole('textbox', { name: msg.chat.input })).toHaveValue('');
    release();
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('user-message').filter({ hasText: QUESTION })).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel.getByText(ANSWER, { exact: true })).toBeVisible();
    const stored = () =>
      page.evaluate(() => {
        const entries = JSON.parse(localStorage.getItem('userConversations') ?? '[]') as Array<{
          conversationId: string | null;
        }>;
        return entries.map((entry) => entry.conversationId);
      });
    const [conversationId] = await stored();
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    await panel.getByPlaceholder(msg.chat.input).fill(FOLLOW_UP);
    await panel.getByPlaceholder(msg.chat.input).press('Enter');
    await expect(panel.getByTestId('bot-message')).toHaveCount(3, { timeout: 10_000 });
    expect(await stored()).toEqual([conversationId]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts, the page comes back with the reply, and the conversation goes on', async ({
      page,
    }) => {
      await page.goto(`/${BOT.alias}`);
      await expect(page.getByRole('heading', { level: 1, name: BOT.name })).toBeVisible();
      await expect(page.getByText(msg.chat.greeting)).toBeVisible();
      await messageBox(page).fill(QUESTION);
      await page.getByRole('button', { name: msg.chat.send }).click();
      await expect(page.getByText(ANSWER, { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: msg.chat.messages }).getByText(QUESTION)).toBeVisible();
      // The message box is still on the first screen for the next question.
      await expect(messageBox(page)).toBeInViewport();

      await messageBox(page).fill(FOLLOW_UP);
      await messageBox(page).press('Enter');
      const messages = page.getByRole('list', { name: msg.chat.messages }).getByRole('listitem');
      // The greeting, then two exchanges of the same conversation.
      await expect(messages).toHaveCount(5);
      await expect(messages.nth(3)).toContainText(FOLLOW_UP);
      await expect(messages.nth(4)).toContainText('sábados');

      // An empty message is refused by the browser's own check before it is sent.
      await messageBox(page).fill('');
      await page.getByRole('button', { name: msg.chat.send }).click();
      await expect(messages).toHaveCount(5);
    });
  });
});
