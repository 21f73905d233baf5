import { expect, test, type Page } from '@playwright/test';
import { apiBot, apiIntents, apiUser, newEmail, pickDialogOption, sayInChat, shot, signIn } from './support';

/** The owner adds a data field from the bot's edit screen, as a new user would. */
async function addField(page: Page, field: { key: string; label: string; type: string }) {
  await page.getByTestId('field-manager').getByRole('button', { name: 'Otro dato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar un dato' });
  await dialog.getByLabel('Qué dato pide').fill(field.label);
  // The internal name waits behind "Avanzado"; these journeys name theirs.
  await dialog.getByRole('button', { name: 'Avanzado' }).click();
  await dialog.getByLabel('Nombre interno (para exportar)').fill(field.key);
  await pickDialogOption(page, 'Tipo', field.type);
  await pickDialogOption(page, 'Momento en que se pide', 'En cualquier momento');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('the conversation', () => {
  test('a visitor asks first, declines the phone, leaves an e-mail, taps a clarification and asks for a person; the owner hears about it', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const email = newEmail(project, 'vivero');
    const owner = await apiUser(page.request, 'Rosa Vivero', email);
    const alias = `vivero-${project}-${Date.now()}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Vivero Las Lilas',
      description: 'Plantas, macetas y sustratos en Córdoba.',
    });
    await apiIntents(page.request, owner.token, bot._id, [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Cuál es el horario de atención?', '¿Abren los domingos?'],
        description: 'Abrimos todos los días de 9 a 19 h, domingos de 10 a 14 h.',
      },
      {
        name: 'Envios',
        questions: ['¿Hacen envíos a domicilio?', '¿Cuánto cuesta el envío?', '¿Llegan a mi barrio?'],
        description: 'Enviamos en Córdoba capital por $3.000; gratis en compras de más de $30.000.',
      },
      {
        name: 'Medios de pago',
        questions: ['¿Cómo puedo pagar?', '¿Aceptan tarjeta de crédito?', '¿Puedo pagar con transferencia?'],
        description: 'Efectivo, tarjetas, transferencia y Mercado Pago.',
      },
      {
        name: 'Cuidado de plantas',
        questions: [
          '¿Cada cuánto riego un helecho?',
          '¿Qué planta aguanta el sol fuerte?',
          '¿Cómo cuido un potus?',
        ],
        description:
          'Te asesoramos en el local: la mayoría de las plantas de interior se riegan una vez por semana.',
      },
      {
        name: 'Macetas',
        questions: ['¿Tienen macetas grandes?', '¿Venden macetas de barro?', '¿Qué tamaños de maceta hay?'],
        description: 'Macetas de barro, plástico y cemento, de 10 a 60 cm.',
      },
    ]);

    // ── The owner adds a phone field and an e-mail field on the bot's edit screen ──
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}`);
    await addField(page, { key: 'telefono', label: 'Teléfono o WhatsApp', type: 'Teléfono' });
    await addField(page, { key: 'correo', label: 'Tu correo', type: 'Correo electrónico' });
    await expect(page.getByTestId('field-manager').getByTestId('training-row')).toHaveCount(2);

    // ── A visitor asks three questions before answering any field, and gets three answers ──
    const visitorContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-AR',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${alias}`);
    const panel = visitor.getByTestId('chat-panel');
    await expect(panel.getByTestId('bot-message')).toHaveCount(1);
    const hours = await sayInChat(visitor, 'hola! a q hora abren el domingo?', 2);
    await expect(hours).toContainText('domingos de 10 a 14 h');
    await expect(hours).toContainText('¿Me compartirías tu teléfono o WhatsApp?');
    const delivery = await sayInChat(visitor, 'y mandan a nueva córdoba?', 3);
    await expect(delivery).toContainText('Enviamos en Córdoba capital');
    const payment = await sayInChat(visitor, 'aceptan mercadopago?', 4);
    await expect(payment).toContainText('Mercado Pago');
    await expect(payment).toContainText('Por cierto, ¿me compartirías tu teléfono o WhatsApp?');

    // ── Declines the phone, leaves an e-mail ──
    await expect(await sayInChat(visitor, 'prefiero no', 5)).toContainText('Está bien, no hay problema.');
    await expect(await sayInChat(visitor, 'mi correo es lucia.cliente@example.com', 6)).toContainText(
      'Anoté tu correo',
    );

    // ── A question the bot is unsure about: it asks, and a chip answers ──
    const unsure = await sayInChat(visitor, 'tienen de cemento resistente al sol?', 7);
    await expect(unsure).toContainText('¿Es alguna de estas preguntas?');
    const chip = panel.getByRole('button', { name: '¿Tienen macetas grandes?' });
    await expect(chip).toBeVisible();
    await shot(visitor, 'conversation-clarify', project, false);
    await chip.click();
    await expect(panel.getByTestId('bot-message')).toHaveCount(8, { timeout: 10_000 });
    await expect(panel.getByTestId('bot-message').nth(7)).toContainText('Macetas de barro');

    // ── Something the bot does not know, then a person ──
    const unknown = await sayInChat(visitor, '¿hacen diseño de jardines?', 9);
    await expect(unknown).toContainText('Le dejé tu pregunta a Rosa Vivero');
    const person = await sayInChat(visitor, 'quiero hablar con una persona', 10);
    await expect(person).toContainText('Le avisé a Rosa Vivero');
    // Nothing in the chat scrolls sideways on a phone.
    const list = panel.getByRole('log');
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await shot(visitor, 'conversation-visitor', project, false);
    await visitorContext.close();

    // ── The owner: one notification for the lead, one for the person, and the question in Sin respuesta ──
    await page.goto('/dashboard/notifications');
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Nuevos datos desde' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Un visitante de' })).toHaveCount(1);
    await shot(page, 'conversation-notifications', project);
    await page.goto(`/dashboard/bots/${bot._id}/inbox?tab=unanswered`);
    const group = page.getByTestId('unanswered-group');
    await expect(group.filter({ hasText: '¿hacen diseño de jardines?' })).toHaveCount(1);
    await shot(page, 'conversation-unanswered', project);
  });
});
