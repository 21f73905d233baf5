import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, conversations } from '../../db/schema';
import { queueDueReminders } from '../agenda/booking-emails';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  customerMessagePayload,
  deliverToWebhook,
  startGraphDouble,
  type GraphDouble,
} from '../../test/whatsapp-helpers';
import { fillTemplate, templateParameters } from './whatsapp-templates';

/** WhatsApp's approved templates (issue 41): listed for the owner, and a hand reply after 24 hours. */

const APP_SECRET = 'secreto-de-plantillas';
const TOKEN = 'EAAGm0PX4ZCpsBAtokendeplantillas1234567890ab';
const PHONE_ID = '106540352300001';
const WABA_ID = '102290129340398';

let graph: GraphDouble;
let t: TestApp;

beforeAll(async () => {
  graph = await startGraphDouble();
  graph.numbers.set(PHONE_ID, {
    token: TOKEN,
    displayPhoneNumber: '+54 9 341 555-0100',
    verifiedName: 'Sol',
  });
  graph.templates.set(WABA_ID, {
    token: TOKEN,
    templates: [
      {
        name: 'seguimiento',
        language: 'es_AR',
        status: 'APPROVED',
        body: 'Hola {{1}}, te escribimos de {{2}} por tu consulta.',
      },
      { name: 'promo_verano', language: 'es', status: 'PENDING', body: 'Descuentos de verano' },
      { name: 'gracias', language: 'es', status: 'APPROVED', body: '¡Gracias por elegirnos!' },
      {
        name: 'recordatorio_turno',
        language: 'es',
        status: 'APPROVED',
        body: 'Hola {{1}}, te recordamos tu turno del {{2}} para {{3}}.',
      },
      { name: 'muchos_datos', language: 'es', status: 'APPROVED', body: '{{1}} {{2}} {{3}} {{4}}' },
    ],
  });
  t = await buildTestApp({
    env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: 'v', WHATSAPP_GRAPH_URL: graph.url },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

async function owner() {
  const user = await createUser(t, {
    name: 'Sol Benítez',
    hero: `h-${Math.random().toString(36).slice(2, 9)}`,
  });
  return signIn(t, user.email, user.password);
}

async function botOf(token: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `tpl-${Math.random().toString(36).slice(2, 9)}`,
      name: 'Peluquería Sol',
      description: 'Cortes y color en Rosario.',
      instructions: 'Responde en pocas palabras.',
      tags: ['peluquería'],
    },
  });
  return created.json().bot as { _id: string };
}

describe('WhatsApp templates', () => {
  it('reads placeholders in order and fills them', () => {
    expect(templateParameters('Hola {{1}}, {{ 2 }} y otra vez {{1}}')).toEqual(['1', '2']);
    expect(templateParameters('Hola {{nombre}}')).toEqual(['nombre']);
    expect(fillTemplate('Hola {{1}}, de {{2}}.', ['1', '2'], ['Lucía', 'Sol'])).toBe('Hola Lucía, de Sol.');
  });

  it("lists the number's approved templates, and asks for the business account when it is missing", async () => {
    const token = await owner();
    const bot = await botOf(token);
    const url = `/api/bot/${bot._id}/whatsapp/templates`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(409);
    const connected = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
      payload: { phoneNumberId: PHONE_ID, accessToken: TOKEN },
    });
    expect(connected.json().whatsapp).toMatchObject({ connected: true, businessAccountId: null });
    const missing = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      code: 'whatsapp_no_business_account',
      message: expect.stringContaining('WhatsApp Business'),
    });

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
      payload: { phoneNumberId: PHONE_ID, accessToken: TOKEN, businessAccountId: 'cuenta' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('businessAccountId');
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
      payload: { phoneNumberId: PHONE_ID, accessToken: TOKEN, businessAccountId: WABA_ID },
    });
    const listed = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      templates: [
        {
          name: 'seguimiento',
          language: 'es_AR',
          body: 'Hola {{1}}, te escribimos de {{2}} por tu consulta.',
          parameters: ['1', '2'],
        },
        { name: 'gracias', language: 'es', body: '¡Gracias por elegirnos!', parameters: [] },
        {
          name: 'recordatorio_turno',
          language: 'es',
          body: 'Hola {{1}}, te recordamos tu turno del {{2}} para {{3}}.',
          parameters: ['1', '2', '3'],
        },
        {
          name: 'muchos_datos',
          language: 'es',
          body: '{{1}} {{2}} {{3}} {{4}}',
          parameters: ['1', '2', '3', '4'],
        },
      ],
    });
    const stranger = await owner();
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(stranger) })).statusCode).toBe(404);
  });

  it('sends a hand reply as a template after the 24-hour window, and checks the template and its values', async () => {
    const token = await owner();
    const bot = await botOf(token);
    const phoneNumberId = '106540352300002';
    graph.numbers.set(phoneNumberId, {
      token: TOKEN,
      displayPhoneNumber: '+54 9 341 555-0200',
      verifiedName: 'Sol',
    });
    const connected = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
      payload: { phoneNumberId, accessToken: TOKEN, businessAccountId: WABA_ID },
    });
    expect(connected.statusCode).toBe(200);
    const waId = `54934${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    await deliverToWebhook(t, customerMessagePayload({ phoneNumberId, waId, text: 'Hola' }), APP_SECRET);
    await t.ctx.background.settled();
    const [conversation] = await t.ctx.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.botId, bot._id), eq(conversations.contactId, waId)));
    await t.ctx.database.db
      .update(conversations)
      .set({ customerMessageAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(conversations.id, conversation!.id));
    const url = `/api/bot/${bot._id}/conversations/${conversation!.id}/replies`;
    const reply = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

    expect((await reply({ text: '¿Seguís interesada?' })).statusCode).toBe(409);
    const wrongCount = await reply({
      template: { name: 'seguimiento', language: 'es_AR', parameters: ['Lucía'] },
    });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json().message).toContain('2 datos');
    const pending = await reply({ template: { name: 'promo_verano', language: 'es', parameters: [] } });
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({ code: 'whatsapp_template_invalid' });
    expect((await reply({ text: 'Hola', template: { name: 'gracias', language: 'es' } })).statusCode).toBe(
      400,
    );

    const sent = await reply({
      template: { name: 'seguimiento', language: 'es_AR', parameters: ['Lucía', 'Peluquería Sol'] },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().conversation.messages.at(-1)).toMatchObject({
      from: 'owner',
      text: 'Hola Lucía, te escribimos de Peluquería Sol por tu consulta.',
    });
    await t.ctx.background.settled();
    expect(graph.sent.filter((m) => m.body.to === waId).at(-1)!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: waId,
      type: 'template',
      template: {
        name: 'seguimiento',
        language: { code: 'es_AR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Lucía' },
              { type: 'text', text: 'Peluquería Sol' },
            ],
          },
        ],
      },
    });
  });

  it('reminds a customer who booked on WhatsApp by the template the owner chose', async () => {
    const token = await owner();
    const bot = await botOf(token);
    const phoneNumberId = '106540352300003';
    graph.numbers.set(phoneNumberId, {
      token: TOKEN,
      displayPhoneNumber: '+54 9 341 555-0300',
      verifiedName: 'Sol',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
      payload: { phoneNumberId, accessToken: TOKEN, businessAccountId: WABA_ID },
    });
    const choose = (template: { name: string; language: string } | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bot/${bot._id}/whatsapp/reminder-template`,
        headers: bearer(token),
        payload: { template },
      });
    const tooMany = await choose({ name: 'muchos_datos', language: 'es' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('hasta 3 datos');
    const chosen = await choose({ name: 'recordatorio_turno', language: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().whatsapp.reminderTemplate).toEqual({ name: 'recordatorio_turno', language: 'es' });

    const waId = `54934${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    await deliverToWebhook(
      t,
      customerMessagePayload({ phoneNumberId, waId, name: 'Lucía', text: 'Hola' }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    const [conversation] = await t.ctx.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.botId, bot._id), eq(conversations.contactId, waId)));
    // Booked in that conversation three days ago, for three hours from now (no e-mail left).
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 3_600_000);
    await t.ctx.database.db.insert(appointments).values({
      botId: bot._id,
      serviceName: 'Corte de pelo',
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      name: 'Lucía',
      phone: `+${waId}`,
      conversationId: conversation!.id,
      manageTokenHash: 'x'.repeat(64),
      createdAt: new Date(Date.now() - 3 * 24 * 3_600_000),
    });
    expect(await queueDueReminders(t.ctx)).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => graph.sent.some((m) => m.body.to === waId && m.body.type === 'template'), {
        timeout: 10_000,
      })
      .toBe(true);
    const sent = graph.sent.filter((m) => m.body.to === waId && m.body.type === 'template').at(-1)!;
    expect(sent.body).toMatchObject({
      template: {
        name: 'recordatorio_turno',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [{ text: 'Lucía' }, { text: expect.any(String) }, { text: 'Corte de pelo' }],
          },
        ],
      },
    });
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${conversation!.id}`,
      headers: bearer(token),
    });
    expect(transcript.json().conversation.messages.at(-1)).toMatchObject({
      from: 'bot',
      text: expect.stringMatching(/^Hola Lucía, te recordamos tu turno del .+ para Corte de pelo\.$/),
    });
  });
});
