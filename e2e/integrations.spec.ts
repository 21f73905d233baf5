import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_WEBHOOKS } from '../playwright.config';
import {
  apiBot,
  apiEmailField,
  apiIntents,
  apiUser,
  controlsCovered,
  newEmail,
  quietShot,
  signIn,
} from './support';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The owner's own system: it answers 200 and keeps what Vocero posted. */
function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  return {
    received,
    listening: new Promise<void>((resolve) => server.listen(E2E_WEBHOOKS.port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('integrations', () => {
  test('an owner adds a webhook, tries it, a new lead reaches it signed; then a key reads the leads', async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const receiver = startReceiver();
    await receiver.listening;
    try {
      const email = newEmail(project, 'integrations-owner');
      const owner = await apiUser(page.request, 'Romina', email);
      const bot = await apiBot(page.request, owner.token, {
        alias: `pelu-int-${project}-${Date.now()}`,
        name: 'Peluquería Romi',
        description: 'Cortes y color en Rosario.',
      });
      await apiIntents(page.request, owner.token, bot._id, [
        { name: 'Horarios', questions: ['¿A qué hora abren?'], description: 'Abrimos de 9 a 19.' },
      ]);
      await apiEmailField(page.request, owner.token, bot._id);

      // ── From the inbox to "Integraciones" ──
      await signIn(page, email);
      await page.goto(`/dashboard/bots/${bot._id}/inbox`);
      await page.getByRole('link', { name: 'Integraciones' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/bots/${bot._id}/integrations$`));

      // A private address is refused beside the field, in Spanish.
      await page.getByTestId('webhook-url').fill('http://10.0.0.8/hook');
      await page.getByRole('button', { name: 'Agregar webhook' }).click();
      await expect(page.getByTestId('webhook-new')).toContainText('red privada');

      const url = `http://127.0.0.1:${E2E_WEBHOOKS.port}/vocero`;
      await page.getByTestId('webhook-url').fill(url);
      await page.getByLabel('Turno reservado').check();
      await page.getByRole('button', { name: 'Agregar webhook' }).click();
      await expect(page.getByTestId('webhook-secret-value')).toContainText('whsec_');
      await expect(page.getByTestId('webhook-row')).toContainText(url);
      await quietShot(page, 'integrations-secret', project);
      await page.getByRole('button', { name: 'Listo, ya lo guardé' }).click();
      await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

      await page.getByRole('button', { name: 'Probar' }).click();
      await expect(page.getByText('Respondió 200: el webhook funciona.')).toBeVisible();
      expect(receiver.received.some((r) => r.headers['x-vocero-event'] === 'ping')).toBe(true);

      // ── A visitor leaves an e-mail: the lead reaches the owner's system, signed ──
      const appToken = (await (await page.request.get('/api/config')).json()).appToken as string;
      const first = await page.request.post(`/api/bot/${bot._id}/io`, {
        data: { interaction: { from: 'user', message: 'Hola, quiero un turno' }, appToken },
      });
      const conversationId = (await first.json()).conversationId as string;
      await page.request.post(`/api/bot/${bot._id}/io`, {
        data: { interaction: { from: 'user', message: 'clara@example.com' }, appToken, conversationId },
      });
      await expect
        .poll(() => receiver.received.filter((r) => r.headers['x-vocero-event'] === 'lead.created').length)
        .toBe(1);
      const lead = receiver.received.find((r) => r.headers['x-vocero-event'] === 'lead.created')!;
      expect(String(lead.headers['x-vocero-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(JSON.parse(lead.body)).toMatchObject({ type: 'lead.created', botId: bot._id });

      await page.getByRole('button', { name: 'Ver envíos' }).click();
      await expect(page.getByTestId('webhook-delivery').first()).toBeVisible();
      await page.reload();
      await page.getByRole('button', { name: 'Ver envíos' }).click();
      await expect(page.getByTestId('webhook-log')).toContainText('Nuevo contacto');
      await expect(page.getByTestId('webhook-log')).toContainText('Entregado');

      // ── An API key for a spreadsheet: shown once, it reads the leads and nothing it was not given ──
      await page.getByTestId('api-key-name').fill('Planilla de contactos');
      await page.getByRole('button', { name: 'Crear clave' }).click();
      const token = (await page.getByTestId('api-key-token-value').innerText()).trim();
      expect(token).toMatch(/^vk_/);
      await expect(page.getByTestId('api-key-row')).toContainText('Planilla de contactos');
      expect(await controlsCovered(page.locator('main'))).toEqual([]);
      await quietShot(page, 'integrations-page', project);

      const leads = await page.request.get(`${baseURL}/api/bot/${bot._id}/leads`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(leads.status()).toBe(200);
      expect(JSON.stringify(await leads.json())).toContain('clara@example.com');
      const write = await page.request.patch(`${baseURL}/api/bot/${bot._id}/leads/${conversationId}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { stage: 'contacted' },
      });
      expect(write.status()).toBe(403);

      await page.getByRole('button', { name: 'Listo, ya lo guardé' }).click();
      await page.getByRole('button', { name: 'Revocar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
      await expect(page.getByTestId('api-key-row')).toHaveCount(0);
      const revoked = await page.request.get(`${baseURL}/api/bot/${bot._id}/leads`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(revoked.status()).toBe(401);
    } finally {
      await receiver.close();
    }
  });
});
