import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  customerMessagePayload,
  deliverToWebhook,
  metaMessagePayload,
  startGraphDouble,
  type GraphDouble,
} from '../../test/whatsapp-helpers';

/** Delivery receipts (issue 41, item 3): sent, delivered, read and failed, shown on the transcript. */

const APP_SECRET = 'secreto-de-recibos';
const TOKEN = 'EAAGm0PX4ZCpsBAtokenderecibos1234567890abcd';
const PHONE_ID = '106540352400001';
const PAGE_ID = '104857600000077';
const PAGE_TOKEN = 'EAAPagetokenderecibos1234567890abcdefghij';

let graph: GraphDouble;
let t: TestApp;
let token: string;
let bot: { _id: string };

beforeAll(async () => {
  graph = await startGraphDouble();
  graph.numbers.set(PHONE_ID, {
    token: TOKEN,
    displayPhoneNumber: '+54 9 11 5555-0400',
    verifiedName: 'Sol',
  });
  graph.metaAccounts.set(PAGE_ID, { platform: 'messenger', token: PAGE_TOKEN, name: 'Peluquería Sol' });
  t = await buildTestApp({
    env: {
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'v',
      WHATSAPP_GRAPH_URL: graph.url,
      META_APP_SECRET: APP_SECRET,
      META_VERIFY_TOKEN: 'v',
    },
  });
  const user = await createUser(t, {
    name: 'Sol Benítez',
    hero: `h-${Math.random().toString(36).slice(2, 9)}`,
  });
  token = await signIn(t, user.email, user.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `rec-${Math.random().toString(36).slice(2, 9)}`,
      name: 'Peluquería Sol',
      description: 'Cortes y color en Rosario.',
      instructions: 'Responde en pocas palabras.',
      tags: ['peluquería'],
    },
  });
  bot = created.json().bot;
  await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}/intents`,
    headers: bearer(token),
    payload: {
      intents: [
        {
          name: 'Horarios',
          description: 'Atendemos de martes a sábado de 9 a 19 h.',
          questions: ['¿Cuál es el horario?', '¿A qué hora abren?'],
          intentionFiles: [],
        },
      ],
    },
  });
  for (const [path, payload] of [
    ['whatsapp', { phoneNumberId: PHONE_ID, accessToken: TOKEN }],
    ['messenger', { pageId: PAGE_ID, accessToken: PAGE_TOKEN }],
  ] as const) {
    const connected = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/${path}`,
      headers: bearer(token),
      payload,
    });
    expect(connected.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

function statuses(items: Array<{ id: string; status: string; code?: number }>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5491155550400', phone_number_id: PHONE_ID },
              statuses: items.map((item) => ({
                id: item.id,
                status: item.status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: '5491100000000',
                ...(item.code
                  ? {
                      errors: [
                        { code: item.code, title: 'Message undeliverable', message: 'Message undeliverable' },
                      ],
                    }
                  : {}),
              })),
            },
          },
        ],
      },
    ],
  };
}

async function transcriptOf(channel: 'whatsapp' | 'messenger', contactId: string) {
  const [conversation] = await t.ctx.database.db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.botId, bot._id),
        eq(conversations.channel, channel),
        eq(conversations.contactId, contactId),
      ),
    );
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/bot/${bot._id}/conversations/${conversation!.id}`,
    headers: bearer(token),
  });
  return answer.json().conversation as {
    deliveryError: { message: string } | null;
    messages: Array<{ from: string; delivery: string | null }>;
  };
}

const botDeliveries = async (channel: 'whatsapp' | 'messenger', contactId: string) =>
  (await transcriptOf(channel, contactId)).messages.filter((m) => m.from !== 'user').map((m) => m.delivery);

describe('delivery receipts', () => {
  it('moves a WhatsApp reply from sent to delivered to read, never back, and shows a failure with its reason', async () => {
    const waId = `54911${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    await deliverToWebhook(
      t,
      customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿Cuál es el horario?' }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    expect(await botDeliveries('whatsapp', waId)).toEqual(['sent']);
    const wamid = graph.sent.filter((m) => m.body.to === waId).at(-1)!.messageId!;

    await deliverToWebhook(t, statuses([{ id: wamid, status: 'delivered' }]), APP_SECRET);
    expect(await botDeliveries('whatsapp', waId)).toEqual(['delivered']);
    await deliverToWebhook(
      t,
      statuses([
        { id: wamid, status: 'read' },
        { id: wamid, status: 'delivered' },
      ]),
      APP_SECRET,
    );
    expect(await botDeliveries('whatsapp', waId)).toEqual(['read']);

    // The next reply is accepted by the API and then undeliverable.
    await deliverToWebhook(
      t,
      customerMessagePayload({ phoneNumberId: PHONE_ID, waId, text: '¿A qué hora abren?' }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    const second = graph.sent.filter((m) => m.body.to === waId).at(-1)!.messageId!;
    await deliverToWebhook(t, statuses([{ id: second, status: 'failed', code: 131026 }]), APP_SECRET);
    const transcript = await transcriptOf('whatsapp', waId);
    expect(transcript.messages.filter((m) => m.from !== 'user').map((m) => m.delivery)).toEqual([
      'read',
      'failed',
    ]);
    expect(transcript.deliveryError?.message).toContain('puede que el número no use WhatsApp');
  });

  it("marks Messenger replies delivered and read by Meta's watermarks", async () => {
    const psid = `${Math.floor(1e15 + Math.random() * 8e15)}`;
    await deliverToWebhook(
      t,
      metaMessagePayload({
        platform: 'messenger',
        accountId: PAGE_ID,
        senderId: psid,
        text: '¿Cuál es el horario?',
      }),
      APP_SECRET,
      '/api/meta/webhook',
    );
    await t.ctx.background.settled();
    expect(await botDeliveries('messenger', psid)).toEqual(['sent']);
    const receipt = (kind: 'delivery' | 'read') => ({
      object: 'page',
      entry: [
        {
          id: PAGE_ID,
          time: Date.now(),
          messaging: [
            {
              sender: { id: psid },
              recipient: { id: PAGE_ID },
              timestamp: Date.now(),
              [kind]: { watermark: Date.now() + 1000, ...(kind === 'delivery' ? { mids: [] } : {}) },
            },
          ],
        },
      ],
    });
    await deliverToWebhook(t, receipt('delivery'), APP_SECRET, '/api/meta/webhook');
    expect(await botDeliveries('messenger', psid)).toEqual(['delivered']);
    await deliverToWebhook(t, receipt('read'), APP_SECRET, '/api/meta/webhook');
    expect(await botDeliveries('messenger', psid)).toEqual(['read']);
  });
});
