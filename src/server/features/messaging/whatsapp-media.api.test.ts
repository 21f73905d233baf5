import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startTranscriberDouble, type TranscriberDouble } from '../../test/transcriber-helpers';
import {
  customerMessagePayload,
  deliverToWebhook,
  startGraphDouble,
  type GraphDouble,
} from '../../test/whatsapp-helpers';

/**
 * WhatsApp the way people use it (issue 41, item 2): voice notes heard through an OpenAI-compatible
 * transcriber (or kindly declined without one), photos, documents and locations kept for the owner, each
 * file judged by its bytes and served only to the bot's owner.
 */

const APP_SECRET = 'secreto-de-medios';
const TOKEN = 'EAAGm0PX4ZCpsBAtokendemedios1234567890abcdef';

/** An Ogg page holding an Opus head: what a WhatsApp voice note's bytes start with. */
const VOICE_NOTE = Buffer.concat([
  Buffer.from('OggS'),
  Buffer.alloc(24),
  Buffer.from('OpusHead'),
  Buffer.alloc(200),
]);
/** The smallest PNG header file-type knows. */
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('IEND'),
  Buffer.alloc(4),
]);

let graph: GraphDouble;
let transcriber: TranscriberDouble;

beforeAll(async () => {
  graph = await startGraphDouble();
  transcriber = await startTranscriberDouble();
});
afterAll(async () => {
  await graph.close();
  await transcriber.close();
});

async function setUp(t: TestApp, phoneNumberId: string) {
  graph.numbers.set(phoneNumberId, {
    token: TOKEN,
    displayPhoneNumber: '+54 9 11 5555-0100',
    verifiedName: 'Sol',
  });
  const user = await createUser(t, {
    name: 'Sol Benítez',
    hero: `h-${Math.random().toString(36).slice(2, 9)}`,
  });
  const token = await signIn(t, user.email, user.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `media-${Math.random().toString(36).slice(2, 9)}`,
      name: 'Peluquería Sol',
      description: 'Cortes, color y peinados en Rosario.',
      instructions: 'Responde en pocas palabras.',
      tags: ['peluquería'],
    },
  });
  const bot = created.json().bot as { _id: string };
  await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}/intents`,
    headers: bearer(token),
    payload: {
      intents: [
        {
          name: 'Horarios de atención',
          description: 'Atendemos de martes a sábado de 9 a 19 h.',
          questions: ['¿Cuál es el horario?', '¿A qué hora abren?', '¿Atienden los sábados?'],
          intentionFiles: [],
        },
        {
          name: 'Precios de corte',
          description: 'El corte cuesta $8.000.',
          questions: ['¿Cuánto sale el corte?', '¿Qué precio tiene el corte de pelo?'],
          intentionFiles: [],
        },
      ],
    },
  });
  const connected = await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${bot._id}/whatsapp`,
    headers: bearer(token),
    payload: { phoneNumberId, accessToken: TOKEN },
  });
  expect(connected.statusCode).toBe(200);
  return { bot, token };
}

const freshWaId = () => `54911${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
const textsTo = (waId: string) =>
  graph.sent
    .filter((m) => m.body.to === waId)
    .map((m) => (m.body.text as { body: string } | undefined)?.body);

async function userMessagesOf(t: TestApp, botId: string, waId: string) {
  const [conversation] = await t.ctx.database.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.botId, botId), eq(conversations.contactId, waId)));
  const messages = await t.ctx.database.db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversation!.id), eq(conversationMessages.from, 'user')),
    );
  return { conversation: conversation!, messages };
}

describe('WhatsApp media with a transcriber', () => {
  let t: TestApp;
  let bot: { _id: string };
  let token: string;
  const PHONE_ID = '106540352200001';

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: 'v',
        WHATSAPP_GRAPH_URL: graph.url,
        TRANSCRIBE_BASE_URL: transcriber.url,
        TRANSCRIBE_MODEL: 'whisper-large-v3',
        TRANSCRIBE_API_KEY: 'clave-del-transcriptor',
      },
    });
    ({ bot, token } = await setUp(t, PHONE_ID));
  });
  afterAll(() => t.close());

  it('hears a voice note, answers it like text, and keeps the audio with its transcript for the owner', async () => {
    const waId = freshWaId();
    graph.media.set('media-voz-1', { bytes: VOICE_NOTE, mimeType: 'audio/ogg; codecs=opus' });
    transcriber.texts.push('Hola, buenas. ¿Cuánto sale el corte?');
    await deliverToWebhook(
      t,
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        message: {
          type: 'audio',
          audio: { id: 'media-voz-1', mime_type: 'audio/ogg; codecs=opus', voice: true },
        },
      }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    expect(textsTo(waId)).toEqual(['El corte cuesta $8.000.']);
    expect(transcriber.requests.at(-1)).toMatchObject({
      model: 'whisper-large-v3',
      language: 'es',
      authorization: 'Bearer clave-del-transcriptor',
      fileType: 'audio/ogg',
      fileSize: VOICE_NOTE.length,
    });
    const { conversation, messages } = await userMessagesOf(t, bot._id, waId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      text: 'Hola, buenas. ¿Cuánto sale el corte?',
      attachment: {
        kind: 'audio',
        mimeType: 'audio/ogg',
        transcript: 'Hola, buenas. ¿Cuánto sale el corte?',
      },
    });

    // The inbox shows it; the owner, and only the owner, plays it.
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/conversations/${conversation.id}`,
      headers: bearer(token),
    });
    const shown = transcript.json().conversation.messages[0];
    expect(shown.attachment).toMatchObject({
      kind: 'audio',
      transcript: 'Hola, buenas. ¿Cuánto sale el corte?',
    });
    const url = `/api/bot/${bot._id}/conversations/${conversation.id}/media/${shown.attachment.id}`;
    const played = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/ogg');
    expect(played.headers['x-content-type-options']).toBe('nosniff');
    expect(played.rawPayload.equals(VOICE_NOTE)).toBe(true);
    const stranger = await createUser(t, {
      name: 'Otro',
      hero: `h-${Math.random().toString(36).slice(2, 9)}`,
    });
    const strangerToken = await signIn(t, stranger.email, stranger.password);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(strangerToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const wrong = url.replace(/media\/.*$/, 'media/00000000-0000-0000-0000-000000000000');
    expect((await t.app.inject({ method: 'GET', url: wrong, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('answers a photo by its caption, and keeps a photo without words, declining kindly', async () => {
    const waId = freshWaId();
    graph.media.set('media-foto-1', { bytes: PHOTO, mimeType: 'image/png' });
    graph.media.set('media-foto-2', { bytes: PHOTO, mimeType: 'image/png' });
    await deliverToWebhook(
      t,
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        message: {
          type: 'image',
          image: { id: 'media-foto-1', mime_type: 'image/png', caption: '¿Atienden los sábados?' },
        },
        timestamp: Math.floor(Date.now() / 1000) - 2,
      }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    await deliverToWebhook(
      t,
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        message: { type: 'image', image: { id: 'media-foto-2', mime_type: 'image/png' } },
      }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    expect(textsTo(waId)).toEqual([
      'Atendemos de martes a sábado de 9 a 19 h.',
      expect.stringContaining('solo puedo leer texto'),
    ]);
    const { messages } = await userMessagesOf(t, bot._id, waId);
    expect(messages.map((m) => [m.text, m.attachment?.kind])).toEqual([
      ['¿Atienden los sábados?', 'image'],
      ['[Imagen]', 'image'],
    ]);
  });

  it('keeps no file whose bytes are not what it claims, and acknowledges a location', async () => {
    const waId = freshWaId();
    graph.media.set('media-falsa', {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      mimeType: 'image/jpeg',
    });
    await deliverToWebhook(
      t,
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        message: { type: 'image', image: { id: 'media-falsa', mime_type: 'image/jpeg' } },
        timestamp: Math.floor(Date.now() / 1000) - 2,
      }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    await deliverToWebhook(
      t,
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        message: {
          type: 'location',
          location: {
            latitude: -32.9442,
            longitude: -60.6505,
            name: 'Monumento a la Bandera',
            address: 'Rosario',
          },
        },
      }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    const { messages } = await userMessagesOf(t, bot._id, waId);
    expect(messages.map((m) => m.attachment)).toEqual([
      null,
      {
        kind: 'location',
        latitude: -32.9442,
        longitude: -60.6505,
        name: 'Monumento a la Bandera',
        address: 'Rosario',
      },
    ]);
    expect(textsTo(waId).at(-1)).toContain('ubicación');
  });
});

describe('WhatsApp voice notes without a transcriber', () => {
  let t: TestApp;
  const PHONE_ID = '106540352200002';

  beforeAll(async () => {
    t = await buildTestApp({
      env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: 'v', WHATSAPP_GRAPH_URL: graph.url },
    });
  });
  afterAll(() => t.close());

  it('says kindly it cannot listen yet, and leaves the audio for the owner as unanswered', async () => {
    const { bot, token } = await setUp(t, PHONE_ID);
    const waId = freshWaId();
    graph.media.set('media-voz-2', { bytes: VOICE_NOTE, mimeType: 'audio/ogg; codecs=opus' });
    const heard = transcriber.requests.length;
    await deliverToWebhook(
      t,
      customerMessagePayload({
        phoneNumberId: PHONE_ID,
        waId,
        message: {
          type: 'audio',
          audio: { id: 'media-voz-2', mime_type: 'audio/ogg; codecs=opus', voice: true },
        },
      }),
      APP_SECRET,
    );
    await t.ctx.background.settled();
    expect(transcriber.requests).toHaveLength(heard);
    expect(textsTo(waId)).toEqual([expect.stringContaining('no puedo escuchar audios')]);
    const { messages } = await userMessagesOf(t, bot._id, waId);
    expect(messages[0]).toMatchObject({
      text: '[Audio]',
      intent: 'fallback',
      attachment: { kind: 'audio', mimeType: 'audio/ogg', transcript: null },
    });
    const unanswered = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot._id}/unanswered`,
      headers: bearer(token),
    });
    expect(unanswered.statusCode).toBe(200);
    expect(JSON.stringify(unanswered.json())).toContain('[Audio]');
  });
});
