import { expect, test } from '@playwright/test';
import {
  apiBot,
  apiConnectSeller,
  apiPublication,
  apiUser,
  newEmail,
  sayInChat,
  shot,
  signIn,
} from './support';

/** A bakery's product in Rosario, as the publication form sends it. */
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

/** Issue 40: the bot knows its owner's products, takes an order in the conversation and tells how it is going. */
test.describe('selling in the conversation', () => {
  test('a visitor asks the bot the price of a product and sees its card', async ({ page }, info) => {
    const project = info.project.name;
    const seller = await apiUser(page.request, 'Marta Dulces', newEmail(project, 'dulces'));
    await apiConnectSeller(page.request, seller.token);
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

  test('a guest buys two through the chat, pays in the sandbox, and hears how the order is going', async ({
    page,
    browser,
  }, info) => {
    // Two people, a payment and the seller's screens: a long journey, slower still on a loaded CI machine.
    test.setTimeout(120_000);
    const project = info.project.name;
    const sellerEmail = newEmail(project, 'panaderia');
    const seller = await apiUser(page.request, 'Panadería Rosa', sellerEmail);
    await apiConnectSeller(page.request, seller.token);
    await apiPublication(page.request, seller.token, product('Pan dulce con frutas', '9000', 10));
    await apiPublication(page.request, seller.token, product('Budín de limón', '5500', 6));
    await apiPublication(page.request, seller.token, product('Medialunas por docena', '4800', 30));
    const alias = `rosa-${project}-${Date.now().toString(36)}`;
    const bot = await apiBot(page.request, seller.token, {
      alias,
      name: 'Panadería Rosa',
      description: 'Panadería de barrio en Rosario.',
    });

    // ── A visitor without an account asks the price and buys two from the card ──
    const guestContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const guest = await guestContext.newPage();
    await guest.goto(`/${alias}`);
    const panel = guest.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message').first()).toBeVisible({ timeout: 15_000 });
    const price = await sayInChat(guest, '¿cuánto sale el budín de limón?', 2);
    const card = price.getByTestId('product-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(/5\.500/);
    await card.getByRole('button', { name: 'Comprar: Budín de limón' }).click();
    await expect(panel.getByTestId('bot-message')).toHaveCount(3, { timeout: 10_000 });
    await expect(panel.getByTestId('bot-message').nth(2)).toContainText('¿Cuántas unidades');
    await expect(panel.getByTestId('bot-message').nth(2)).toContainText('no se cobra dinero real');
    await panel.getByTestId('chat-chips').getByRole('button', { name: '2', exact: true }).click();
    await expect(panel.getByTestId('bot-message')).toHaveCount(4, { timeout: 10_000 });
    await sayInChat(guest, 'Julieta Paz', 5);
    await sayInChat(guest, 'julieta.paz@example.com', 6);
    await sayInChat(guest, '341 555 0177', 7);
    await panel.getByTestId('chat-chips').getByRole('button', { name: 'Retiro en el local' }).click();
    await expect(panel.getByTestId('bot-message')).toHaveCount(8, { timeout: 10_000 });
    const summary = panel.getByTestId('bot-message').nth(7);
    await expect(summary).toContainText('2 × Budín de limón');
    await expect(summary).toContainText(/11\.000/);
    await shot(guest, 'selling-order-summary', project, false);
    await panel.getByTestId('chat-chips').getByRole('button', { name: 'Sí, confirmar' }).click();
    await expect(panel.getByTestId('bot-message')).toHaveCount(9, { timeout: 10_000 });
    const placed = panel.getByTestId('bot-message').nth(8);
    await expect(placed).toContainText('quedó reservado');
    const reference = (await placed.textContent())!.match(/#[0-9A-F]{8}/)![0];
    await shot(guest, 'selling-order-placed', project, false);

    // ── The link opens the order's page, which pays it in the sandbox ──
    const [orderPage] = await Promise.all([
      guestContext.waitForEvent('page'),
      placed.getByRole('link', { name: 'Pagar pedido' }).click(),
    ]);
    await expect(orderPage).toHaveURL(/\/pedido\/[A-Za-z0-9_-]{40,}$/);
    const orderUrl = orderPage.url();
    await expect(orderPage.getByRole('heading', { name: `Tu pedido ${reference}` })).toBeVisible();
    await expect(orderPage.getByTestId('guest-order-total')).toHaveText(/11\.000/);
    await expect(orderPage.getByTestId('test-mode-notice')).toBeVisible();
    await shot(orderPage, 'selling-guest-order', project);
    await orderPage.getByRole('link', { name: 'Pagar pedido' }).click();
    await expect(orderPage.getByRole('heading', { name: 'Pagar tu pedido' })).toBeVisible();
    await orderPage.getByRole('button', { name: 'Pagar', exact: true }).click();
    // Back on the order's page, as a provider's checkout sends the buyer back.
    await orderPage.waitForURL((url) => url.href.startsWith(orderUrl));
    await expect(orderPage.getByTestId('order-status')).toHaveText('Pagado');
    await shot(orderPage, 'selling-guest-order-paid', project);

    // ── In the same conversation, the visitor asks how it is going ──
    const status = await sayInChat(guest, '¿cómo va mi pedido?', 10);
    await expect(status).toContainText(`El pedido ${reference} está pagado`);

    // ── The seller sees the sale from the bot, with the contact, and delivers it ──
    await signIn(page, sellerEmail);
    await page.goto('/orders');
    await page.getByRole('tab', { name: 'Ventas' }).click();
    const sale = page.getByTestId('order-row').filter({ hasText: 'Budín de limón' });
    await expect(sale.getByTestId('bot-sale-badge')).toHaveText('Por el bot');
    await expect(sale).toContainText('Julieta Paz');
    await sale.click();
    const buyerCard = page.getByRole('region', { name: 'Datos del comprador' });
    await expect(buyerCard.getByRole('link', { name: 'julieta.paz@example.com' })).toBeVisible();
    await expect(buyerCard.getByText('Retiro en persona')).toBeVisible();
    await shot(page, 'selling-bot-sale', project);
    await buyerCard.getByRole('button', { name: 'Marcar como entregado' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Marcar como entregado' }).click();
    await expect(page.getByText('Pedido marcado como entregado')).toBeVisible();

    // The inbox shows the order in the conversation, and the stats count the sale.
    await page.goto(`/dashboard/bots/${bot._id}/inbox`);
    await page
      .getByTestId('conversation-row')
      .filter({ hasText: /pedido/i })
      .first()
      .click();
    const orders = page.getByTestId('conversation-orders');
    await expect(orders).toContainText(`Pedido ${reference}`);
    await expect(orders).toContainText('Entregado');
    await shot(page, 'selling-inbox-order', project, false);
    await page.goto(`/dashboard/bots/${bot._id}/stats`);
    await expect(page.getByTestId('stats-card').filter({ hasText: 'Ventas por el bot' })).toContainText('1');
    await expect(page.getByTestId('stats-card').filter({ hasText: 'Ventas por el bot' })).toContainText(
      /11\.000/,
    );

    // ── The visitor asks again and hears it was delivered ──
    const delivered = await sayInChat(guest, '¿y ahora cómo va mi pedido?', 11);
    await expect(delivered).toContainText(`El pedido ${reference} ya fue entregado`);
    await guestContext.close();
  });
});
