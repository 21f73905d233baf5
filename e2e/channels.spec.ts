import { expect, test } from '@playwright/test';
import { startTranscriberDouble, type TranscriberDouble } from '../src/server/test/transcriber-helpers';
import {
  customerMessagePayload,
  metaMessagePayload,
  signedDelivery,
  startGraphDouble,
  type GraphDouble,
} from '../src/server/test/whatsapp-helpers';
import { E2E_META, E2E_WHATSAPP } from '../playwright.config';
import { apiBot, apiIntents, apiUser, newEmail, shot, signIn } from './support';

/**
 * Issue 41 as an owner lives it: Instagram and Messenger connected from the bot editor against a local
 * Graph API, customers writing on both and a WhatsApp voice note heard by a local transcriber, all read in
 * the inbox with their channel, the audio played with its transcript, and a reply by template once
 * WhatsApp's 24-hour window closed.
 */
let graph: GraphDouble;
let transcriber: TranscriberDouble;
test.beforeAll(async () => {
  graph = await startGraphDouble({ port: E2E_WHATSAPP.graphPort });
  transcriber = await startTranscriberDouble({ port: E2E_META.transcriberPort });
});
test.afterAll(async () => {
  await graph.close();
  await transcriber.close();
});

/** An Ogg page holding an Opus head: what a WhatsApp voice note's bytes start with. */
const VOICE_NOTE = Buffer.concat([
  Buffer.from('OggS'),
  Buffer.alloc(24),
  Buffer.from('OpusHead'),
  Buffer.alloc(400),
]);

test.describe('Instagram, Messenger and WhatsApp in one inbox', () => {
  test('the owner connects Instagram and Messenger, customers write on three apps, the owner reads and answers all', async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const project = info.project.name;
    const stamp = `${project === 'mobile' ? '1' : '2'}${String(Date.now()).slice(-7)}`;
    const email = newEmail(project, 'channels');
    const owner = await apiUser(page.request, 'Sol Benítez', email);
    const bot = await apiBot(page.request, owner.token, {
      alias: `pelu-sol-${project}-${Date.now()}`,
      name: 'Peluquería Sol',
      description: 'Cortes, color y peinados en Rosario.',
    });
    await apiIntents(page.request, owner.token, bot._id, [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Cuál es el horario?', '¿Atienden los sábados?'],
        description: 'Atendemos de martes a sábado de 9 a 19 h.',
      },
      {
        name: 'Precios',
        questions: ['¿Cuánto sale el corte?', '¿Qué precio tiene el color?', '¿Cuánto cuesta un brushing?'],
        description: 'El corte cuesta $8.000 y el color desde $15.000.',
      },
    ]);

    const pageId = `1048576${stamp}`;
    const igId = `1784140${stamp}`;
    const phoneNumberId = `1065403${stamp}`;
    const wabaId = `1022901${stamp}`;
    const token = (label: string) => `EAAG${label}${'x'.repeat(30)}${stamp}`;
    graph.metaAccounts.set(pageId, { platform: 'messenger', token: token('page'), name: 'Peluquería Sol' });
    graph.metaAccounts.set(igId, { platform: 'instagram', token: token('ig'), name: 'pelu.sol.rosario' });
    graph.numbers.set(phoneNumberId, {
      token: token('wa'),
      displayPhoneNumber: '+54 9 341 555-0142',
      verifiedName: 'Peluquería Sol',
    });
    graph.templates.set(wabaId, {
      token: token('wa'),
      templates: [
        {
          name: 'seguimiento_turno',
          language: 'es_AR',
          status: 'APPROVED',
          body: 'Hola {{1}}, te escribimos de Peluquería Sol: {{2}}',
        },
      ],
    });
    // WhatsApp is connected through the API here: its own journey walks its card (whatsapp.spec.ts).
    const whatsapp = await page.request.put(`/api/bot/${bot._id}/whatsapp`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { phoneNumberId, accessToken: token('wa'), businessAccountId: wabaId },
    });
    expect(whatsapp.status()).toBe(200);

    // ── The owner chooses the template booking reminders go by on WhatsApp ──
    await signIn(page, email);
    await page.goto(`/dashboard/bots/${bot._id}`);
    const reminders = page
      .getByTestId('whatsapp-card')
      .getByLabel('Plantilla para recordar turnos por WhatsApp');
    await reminders.scrollIntoViewIfNeeded();
    await expect(reminders.locator('option')).toHaveCount(2);
    await reminders.selectOption({ label: 'seguimiento_turno (es_AR)' });
    await expect(page.getByText('Guardamos la plantilla de los recordatorios.')).toBeVisible();

    // ── The owner connects Instagram and Messenger from the bot's edit screen ──
    const instagram = page.getByTestId('instagram-card');
    await instagram.scrollIntoViewIfNeeded();
    await expect(instagram.getByText('Cómo conectarlo')).toBeVisible();
    await instagram.getByLabel('Identificador de la cuenta de Instagram').fill(igId);
    await instagram.getByLabel('Token de acceso').fill(token('mal'));
    await instagram.getByRole('button', { name: 'Conectar Instagram' }).click();
    await expect(instagram.getByText(/^Instagram no aceptó el token/)).toBeVisible();
    await instagram.getByLabel('Token de acceso').fill(token('ig'));
    await shot(page, 'instagram-connect', project);
    await instagram.getByRole('button', { name: 'Conectar Instagram' }).click();
    await expect(instagram.getByTestId('instagram-account')).toHaveText('@pelu.sol.rosario');

    const messenger = page.getByTestId('messenger-card');
    await messenger.scrollIntoViewIfNeeded();
    await messenger.getByLabel('Identificador de la página').fill(pageId);
    await messenger.getByLabel('Token de acceso').fill(token('page'));
    await messenger.getByRole('button', { name: 'Conectar Messenger' }).click();
    await expect(messenger.getByTestId('messenger-account')).toHaveText('Peluquería Sol');
    await expect(messenger.getByText('/api/meta/webhook')).toBeVisible();
    await shot(page, 'messenger-connected', project);

    // ── Customers write: on Messenger, on Instagram, and a WhatsApp voice note from 26 hours ago ──
    const meta = async (payload: unknown) => {
      const delivery = signedDelivery(payload, E2E_META.appSecret);
      const answer = await page.request.post('/api/meta/webhook', {
        headers: delivery.headers,
        data: delivery.body,
      });
      expect(answer.status()).toBe(200);
    };
    const psid = `71${stamp}000001`;
    const igsid = `72${stamp}000002`;
    graph.profiles.set(psid, { first_name: 'Lucía', last_name: 'Gómez' });
    graph.profiles.set(igsid, { name: 'Caro Rosario', username: 'caro.rosario' });
    await meta(
      metaMessagePayload({
        platform: 'messenger',
        accountId: pageId,
        senderId: psid,
        text: 'hola! a q hora abren?',
      }),
    );
    await meta(
      metaMessagePayload({
        platform: 'instagram',
        accountId: igId,
        senderId: igsid,
        text: 'cuanto sale el corte?',
      }),
    );
    const waId = `54934155${String(Date.now()).slice(-5)}`;
    graph.media.set(`voz-${stamp}`, { bytes: VOICE_NOTE, mimeType: 'audio/ogg; codecs=opus' });
    transcriber.texts.push('Hola, ¿atienden los sábados?');
    const voice = signedDelivery(
      customerMessagePayload({
        phoneNumberId,
        waId,
        name: 'Julián Paredes',
        message: {
          type: 'audio',
          audio: { id: `voz-${stamp}`, mime_type: 'audio/ogg; codecs=opus', voice: true },
        },
        timestamp: Math.floor(Date.now() / 1000) - 26 * 3600,
      }),
      E2E_WHATSAPP.appSecret,
    );
    expect(
      (
        await page.request.post('/api/whatsapp/webhook', { headers: voice.headers, data: voice.body })
      ).status(),
    ).toBe(200);

    const textTo = (recipient: string) =>
      graph.metaSent
        .filter((m) => m.body.recipient.id === recipient)
        .map((m) => (m.body.message as { text?: string }).text ?? '')
        .join(' ');
    await expect.poll(() => textTo(psid), { timeout: 20_000 }).toContain('martes a sábado');
    await expect.poll(() => textTo(igsid), { timeout: 20_000 }).toContain('$8.000');
    await expect
      .poll(() => JSON.stringify(graph.sent.filter((m) => m.body.to === waId)), { timeout: 20_000 })
      .toContain('martes a sábado');

    // ── The owner reads all three in the inbox, each with its channel ──
    await page.goto(`/dashboard/bots/${bot._id}/inbox`);
    const rows = page.getByTestId('conversation-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Lucía Gómez' }).getByTestId('channel-badge')).toContainText(
      'Messenger',
    );
    await expect(rows.filter({ hasText: 'Caro Rosario' }).getByTestId('channel-badge')).toContainText(
      'Instagram',
    );
    await expect(rows.filter({ hasText: 'Julián Paredes' }).getByTestId('channel-badge')).toContainText(
      'WhatsApp',
    );
    await shot(page, 'channels-inbox', project);

    // The voice note: its transcript, and the audio played on demand.
    await rows.filter({ hasText: 'Julián Paredes' }).click();
    const transcript = page.getByTestId('transcript');
    await expect(transcript.getByTestId('attachment-transcript')).toContainText('¿atienden los sábados?');
    await transcript.getByRole('button', { name: 'Escuchar el audio' }).click();
    await expect(transcript.getByTestId('attachment-audio')).toBeVisible();
    await expect(transcript.getByTestId('delivery-mark').first()).toBeVisible();

    // 26 hours later WhatsApp allows only a template: the owner picks one, fills it and sends it.
    await expect(transcript.getByTestId('reply-window-closed')).toBeVisible();
    const template = transcript.getByTestId('template-reply');
    await template.getByLabel('Plantilla').selectOption({ label: 'seguimiento_turno (es_AR)' });
    await template.getByLabel('Dato {{1}}').fill('Julián');
    await template.getByLabel('Dato {{2}}').fill('el sábado tenemos turnos a las 10 y a las 15 h.');
    await expect(template.getByTestId('template-preview')).toHaveText(
      'Hola Julián, te escribimos de Peluquería Sol: el sábado tenemos turnos a las 10 y a las 15 h.',
    );
    await shot(page, 'channels-template', project);
    await template.getByRole('button', { name: 'Enviar plantilla' }).click();
    await expect(transcript.getByTestId('owner-message')).toHaveText([
      'Hola Julián, te escribimos de Peluquería Sol: el sábado tenemos turnos a las 10 y a las 15 h.',
    ]);
    await expect
      .poll(() => graph.sent.some((m) => m.body.to === waId && m.body.type === 'template'))
      .toBe(true);
    await shot(page, 'channels-voice-note', project);
  });
});
