import { expect, test } from '@playwright/test';
import { apiBot, apiConnectSeller, apiPublication, apiUser, newEmail, sayInChat, shot } from './support';

/** Issue 40: the bot knows its owner's products (item 1; the order in the chat and its status come next). */
test.describe('selling in the conversation', () => {
  test('a visitor asks the bot the price of a product and sees its card', async ({ page }, info) => {
    const project = info.project.name;
    const seller = await apiUser(page.request, 'Marta Dulces', newEmail(project, 'dulces'));
    await apiConnectSeller(page.request, seller.token);
    const product = (title: string, price: string, stock: number) => ({
      typed: 'product',
      title,
      description: 'Hecho en el día.',
      price,
      currency: 'ARS',
      stock,
      labels: [],
      country: 'Argentina',
      city: 'Rosario',
    });
    const cake = await apiPublication(page.request, seller.token, product('Torta de chocolate', '15000', 2));
    await apiPublication(page.request, seller.token, product('Torta de frutilla', '14000', 6));
    await apiPublication(page.request, seller.token, product('Alfajores de maicena x 12', '4500', 20));
    const alias = `dulces-${project}-${Date.now().toString(36)}`;
    await apiBot(page.request, seller.token, {
      alias,
      name: 'Dulces Marta',
      description: 'Pastelería casera en Rosario.',
    });

    await page.goto(`/${alias}`);
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message').first()).toBeVisible({ timeout: 15_000 });
    const answer = await sayInChat(page, '¿cuánto sale la torta de chocolate?', 2);
    await expect(answer).toContainText('Torta de chocolate');
    const card = answer.getByTestId('product-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(/15\.000/);
    await expect(card).toContainText('Quedan 2');
    await expect(card.getByRole('link', { name: 'Ver producto' })).toHaveAttribute(
      'href',
      new RegExp(`/marketplace/${cake._id}$`),
    );
    const both = await sayInChat(page, '¿tienen tortas?', 3);
    await expect(both.getByTestId('product-card')).toHaveCount(2);
    await shot(page, 'selling-product-cards', project, false);
  });
});
