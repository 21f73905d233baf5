import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema';
import { bearer } from '../../test/accounts-helpers';
import { CLINIC_INTENTS, ownerWithClinicBot, putRawFields, putRawIntents } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  customerMessagePayload,
  deliverToWebhook,
  startGraphDouble,
  type GraphDouble,
} from '../../test/whatsapp-helpers';
import { outgoingMessages } from './whatsapp-format';

// Issue 36: every channel answers through the one conversation core (chat/answer-message.ts), so the
// same message to the same bot gets the same reply on the web and on WhatsApp; only the wrapping differs.

const APP_SECRET = 'secreto-de-la-app-de-meta';
const APP_TOKEN = 'test-app-token-0123456789';
const TOKEN = 'EAAGm0PX4ZCpsBAtokendeprueba1234567890abcdef';
const PHONE_ID = '106540352242923';
const WA_ID = '5491133334444';

/** A conversation as the customer saw it: turn after turn, what the bot said and what it was. */
const MESSAGES = [
  'hola',
  'a que hora abren?',
  'ana.perez@example.com',
  'quiero adoptar un dinosaurio',
  'atienden los sábados?',
];

let graph: GraphDouble;
let t: TestApp;
beforeAll(async () => {
  graph = await startGraphDouble();
  graph.numbers.set(PHONE_ID, {
    token: TOKEN,
    displayPhoneNumber: '+54 9 11 5555-0101',
    verifiedName: 'Clínica',
  });
  t = await buildTestApp({
    env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: 'v', WHATSAPP_GRAPH_URL: graph.url },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

async function botMessages(conversationId: string) {
  const rows = await t.ctx.database.db
    .select({ text: conversationMessages.text, intent: conversationMessages.intent })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.from, 'bot')))
    .orderBy(asc(conversationMessages.createdAt));
  return rows;
}

describe('one conversation core', () => {
  it('answers the same message with the same reply on the web chat and on WhatsApp', async () => {
    const { token, bot } = await ownerWithClinicBot(t);
    await putRawIntents(t, token, bot._id, CLINIC_INTENTS);
    await putRawFields(t, token, bot._id, [
      {
        _id: '1',
        name: 'correo',
        label: 'Correo',
        type: 'email',
        required: true,
        collectAt: 'any',
        order: 0,
      },
    ]);
    const connected = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/whatsapp`,
      headers: bearer(token),
      payload: { phoneNumberId: PHONE_ID, accessToken: TOKEN },
    });
    expect(connected.statusCode).toBe(200);

    let conversationId: string | undefined;
    for (const message of MESSAGES) {
      const web = await t.app.inject({
        method: 'POST',
        url: `/api/bot/${bot._id}/io`,
        payload: {
          interaction: { from: 'user', message },
          botId: bot._id,
          appToken: APP_TOKEN,
          conversationId,
        },
      });
      expect(web.statusCode).toBe(200);
      const reply = web.json();
      conversationId = reply.conversationId;

      const sentBefore = graph.sent.length;
      const delivered = await deliverToWebhook(
        t,
        customerMessagePayload({ phoneNumberId: PHONE_ID, waId: WA_ID, text: message }),
        APP_SECRET,
      );
      expect(delivered.statusCode).toBe(200);
      await t.ctx.background.settled();
      // WhatsApp sends the web's reply, in WhatsApp's own form (text, buttons or a list).
      const sent = graph.sent.slice(sentBefore).map((m) => m.body);
      const expected = outgoingMessages(reply, WA_ID, t.ctx.settings.publicUrl);
      expect(sent).toEqual(expected.map((body) => expect.objectContaining(body as Record<string, unknown>)));
    }

    // And both conversations stored the same turns.
    const [whatsapp] = await t.ctx.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.botId, bot._id), eq(conversations.contactId, WA_ID)));
    const webTurns = await botMessages(conversationId!);
    expect(webTurns.map((m) => m.intent)).toEqual([
      'smalltalk.greeting',
      'Horarios.de.atención',
      'field.correo',
      'fallback',
      'Horarios.de.atención',
    ]);
    expect(await botMessages(whatsapp!.id)).toEqual(webTurns);

    // The channels share one conversation store, but a WhatsApp conversation's id (shown in the inbox)
    // still opens no web chat, not even from the store's copy of WhatsApp's last turn (a web turn answered
    // from it would word its reply from another customer's conversation before its write was refused)...
    expect(await t.ctx.conversations.findForVisitor(whatsapp!.id, null, { fresh: false })).toBeUndefined();
    // ...and a message with that id starts a new conversation; WhatsApp's gets nothing.
    const intruder = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot._id}/io`,
      payload: {
        interaction: { from: 'user', message: 'a que hora abren?' },
        botId: bot._id,
        appToken: APP_TOKEN,
        conversationId: whatsapp!.id,
      },
    });
    expect(intruder.statusCode).toBe(200);
    expect(intruder.json().conversationId).not.toBe(whatsapp!.id);
    expect(await botMessages(whatsapp!.id)).toEqual(webTurns);
  });
});
