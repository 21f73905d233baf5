import { expect, test } from '@playwright/test';
import { shot } from './support';

const GREETING = '¡Es un gusto saludarte! ¿En qué puedo ayudarte?';

test.describe('chat', () => {
  test('a visitor chats with the platform bot, uses a chip and finds the chat again after a reload', async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Hola', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('chat-panel')).toBeVisible();
    await expect(dialog.getByTestId('bot-message').first()).toHaveText(GREETING);
    const input = dialog.getByPlaceholder('Ingresa tu mensaje');
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    // The visitor is told who reads the conversation (issue 18).
    await expect(dialog.getByText('Quien administra este bot puede leer esta conversación.')).toBeVisible();

    // The question goes out; the bot writes for about 1.6 s, then answers.
    await input.fill('¿Cuánto cuesta?');
    await input.press('Enter');
    await expect(dialog.getByTestId('user-message')).toHaveText(['¿Cuánto cuesta?']);
    await expect(dialog.getByText('Escribiendo mensaje...')).toBeVisible();
    // The input keeps the cursor while the bot writes (issue 38: a phone's keyboard stays open); Send waits.
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    await expect(dialog.getByTestId('bot-message')).toHaveCount(2, { timeout: 10_000 });
    await expect(dialog.getByTestId('bot-message').nth(1)).not.toBeEmpty();
    await expect(input).toBeFocused();

    // A suggested question sends itself.
    await dialog.getByRole('button', { name: '¿Qué es Vocero?' }).click();
    await expect(dialog.getByTestId('user-message')).toHaveText(['¿Cuánto cuesta?', '¿Qué es Vocero?']);
    await expect(dialog.getByTestId('bot-message')).toHaveCount(3, { timeout: 10_000 });
    await shot(page, 'chat-dialog', info.project.name, false);

    // The conversation is kept in the browser.
    await page.reload();
    await page.getByRole('button', { name: 'Hola', exact: true }).click();
    await expect(page.getByRole('dialog').getByTestId('user-message')).toHaveText([
      '¿Cuánto cuesta?',
      '¿Qué es Vocero?',
    ]);
    await expect(page.getByRole('dialog').getByTestId('bot-message')).toHaveCount(3);
    await page.getByRole('button', { name: 'Cerrar chat' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the tip card opens the chat of its bot with the phrase', async ({ page }, info) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Bots', exact: true }).click();
    const card = page.getByTestId('tip-card');
    await expect(card).toBeVisible();
    await page.waitForTimeout(400); // the slide-in transition
    await shot(page, 'tip-card', info.project.name, false);

    // Escape closes it; the button shows it again.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: 'Bots', exact: true }).click();
    await expect(card).toBeVisible();

    const phrase = await card.locator('[title]').getAttribute('title');
    expect(phrase).toBeTruthy();
    await card.getByRole('button', { name: /^Chatear con / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('bot-message')).toHaveText([phrase!]);
    await expect(card).toBeHidden();
  });

  test('the bot page answers in its own chat', async ({ page }, info) => {
    await page.goto('/clinica-dental-sonrisas');
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message').first()).toHaveText(GREETING);
    // The floating buttons are not on the bot page.
    await expect(page.getByRole('button', { name: 'Hola', exact: true })).toHaveCount(0);
    const input = panel.getByPlaceholder('Ingresa tu mensaje');
    await input.fill('¿a qué hora abren?');
    await input.press('Enter');
    await expect(panel.getByTestId('bot-message')).toHaveCount(2, { timeout: 10_000 });
    await expect(panel.getByTestId('bot-message').nth(1)).toContainText(/lunes a viernes/i);
    await shot(page, 'bot-page-chat', info.project.name, false);
  });
});
