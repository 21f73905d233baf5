import { expect, test } from '@playwright/test';
import {
  customerMessagePayload,
  signedDelivery,
  startGraphDouble,
  type GraphDouble,
} from '../src/server/test/whatsapp-helpers';
import { E2E_WHATSAPP } from '../playwright.config';
import { apiBot, apiIntents, apiUser, newEmail, shot, signIn } from './support';

/**
 * Issue 21 as an owner lives it: WhatsApp connected from the bot editor against a local Graph API (the
 * server was started with WHATSAPP_GRAPH_URL pointing at it), a customer's message delivered to the webhook
 * as Meta signs it, answered on WhatsApp, and the owner reading and answering it by hand in the inbox.
 */
let graph: GraphDouble;
test.beforeAll(async () => {
  graph = await startGraphDouble({ port: E2E_WHATSAPP.graphPort });
});
test.afterAll(() => graph.close());

test.describe('WhatsApp', () => {
  test('the owner connects the number, a customer writes, the bot answers there and the owner replies by hand', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    const email = newEmail(project, 'whatsapp');
    const owner = await apiUser(page.request, 'Marta Quiroga', email);
    const bot = await apiBot(page.request, owner.token, {
      alias: `panaderia-wa-${project}-${Date.now()}`,
      name: 'Panadería La Espiga',
      description: 'Pan de masa madre y facturas en Rosario.',
    });
    await apiIntents(page.request, owner.token, bot._id, [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Cuál es el horario?', '¿Abren los domingos?'],
        description: 'Abrimos de lunes a sábado de 7 a 20 h y los domingos de 8 a 13 h.',
      },
      {
        name: 'Encargos',
        questions: ['¿Toman encargos?', '¿Puedo encargar una torta?', '¿Con cuánta anticipación encargo?'],
        description: 'Tomamos encargos con 48 horas de anticipación.',
      },
    ]);
    const phoneNumberId = `1065403522${project === 'mobile' ? '1' : '2'}${String(Date.now()).slice(-6)}`;
    const accessToken = `EAAG${'x'.repeat(40)}${project}`;
    graph.numbers.set(phoneNumberId, {
      token: accessToken,
      displayPhoneNumber: '+54 9 341 555-0101',
      verifiedName: 'Panadería La Espiga',
    });

    // ── The owner connects WhatsApp from the bot's edit screen ──
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}`);
    const card = page.getByTestId('whatsapp-card');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Cómo conectarlo')).toBeVisible();
    // A wrong token is refused by WhatsApp itself, in Spanish, and nothing is saved.
    await card.getByLabel('Identificador del número de teléfono').fill(phoneNumberId);
    await card.getByLabel('Token de acceso permanente').fill(`EAAG${'y'.repeat(40)}`);
    await card.getByRole('button', { name: 'Conectar WhatsApp' }).click();
    await expect(card.getByText(/^WhatsApp no aceptó el token/)).toBeVisible();
    await card.getByLabel('Token de acceso permanente').fill(accessToken);
    await shot(page, 'whatsapp-connect', project);
    await card.getByRole('button', { name: 'Conectar WhatsApp' }).click();
    await expect(page.getByText('¡Listo! Tu bot ya responde en WhatsApp.')).toBeVisible();
    await expect(card.getByTestId('whatsapp-number')).toHaveText('+54 9 341 555-0101');
    await expect(card.getByText('Conectado', { exact: true })).toBeVisible();
    await shot(page, 'whatsapp-connected', project);

    // The bot's page now offers WhatsApp, as a wa.me link to the business's number.
    await page.goto(`/${bot.alias}`);
    const link = page.getByTestId('bot-whatsapp');
    await expect(link).toHaveText('Escribir por WhatsApp');
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/5493415550101/);

    // ── A customer writes on WhatsApp: Meta delivers it, signed ──
    const waId = `54934155${String(Date.now()).slice(-5)}`;
    const delivery = signedDelivery(
      customerMessagePayload({ phoneNumberId, waId, name: 'Julián Paredes', text: 'hola, a q hora abren?' }),
      E2E_WHATSAPP.appSecret,
    );
    const webhook = await page.request.post('/api/whatsapp/webhook', {
      headers: delivery.headers,
      data: delivery.body,
    });
    expect(webhook.status()).toBe(200);
    // The bot answers on WhatsApp, to the customer's number, with the owner's answer.
    await expect
      .poll(() => graph.sent.filter((m) => m.body.to === waId).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const answer = graph.sent.find((m) => m.body.to === waId)!;
    expect(answer.authorization).toBe(`Bearer ${accessToken}`);
    expect(JSON.stringify(answer.body)).toContain('lunes a sábado de 7 a 20 h');

    // ── The owner sees it in the inbox, with its channel, and answers by hand ──
    await page.goto(`/dashboard/bots/${bot._id}/inbox`);
    const row = page.getByTestId('conversation-row');
    await expect(row).toHaveCount(1);
    await expect(row.first()).toContainText('Julián Paredes');
    await expect(row.first().getByTestId('channel-badge')).toContainText('WhatsApp');
    await row.first().click();
    const transcript = page.getByTestId('transcript');
    await expect(transcript.getByTestId('visitor-text')).toHaveText(['hola, a q hora abren?']);
    await expect(transcript.getByTestId('reply-window-open')).toContainText('Puedes responder por WhatsApp');
    await shot(page, 'whatsapp-inbox', project);
    const reply = 'Hola Julián, hoy tenemos medialunas recién salidas. ¡Te esperamos!';
    await transcript.getByLabel('Tu respuesta').fill(reply);
    await transcript.getByRole('button', { name: 'Responder' }).click();
    await expect(transcript.getByTestId('owner-message')).toHaveText([reply]);
    await expect
      .poll(() => graph.sent.some((m) => m.body.to === waId && JSON.stringify(m.body).includes('medialunas')))
      .toBe(true);
  });
});
