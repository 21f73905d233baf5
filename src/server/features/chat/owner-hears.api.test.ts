import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, freshIp, mailsTo, signIn } from '../../test/accounts-helpers';
import { putIntentsAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const APP_TOKEN = 'test-app-token-0123456789';

/**
 * Issue 16, the owner's side of a conversation: the first contact datum is a lead at once (in-app, and by
 * e-mail with notifications on), a request for a person is e-mailed too, and every question the bot could
 * not answer reaches "Sin respuesta", also while it was waiting for a field.
 */
let t: TestApp;
let token: string;
let ownerEmail: string;
let botId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://vocero.example' } });
  const owner = await createUser(t, { name: 'Rosa Vivero', hero: `vivero-${Date.now().toString(36)}` });
  ownerEmail = owner.email;
  token = await signIn(t, owner.email, owner.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(token),
    payload: {
      categoryKey: 'general',
      alias: `vivero-${Date.now().toString(36)}`,
      name: 'Vivero Las Lilas',
      description: 'Plantas, macetas y sustratos en Córdoba.',
      instructions: 'Responde en pocas palabras.',
      tags: ['plantas'],
      notificationOn: true,
      notificationEmails: ['copia@vivero.example'],
    },
  });
  botId = created.json().bot._id;
  await putIntentsAs(t, token, botId, [
    {
      name: 'Horarios',
      questions: ['¿A qué hora abren?', '¿Cuál es el horario?', '¿Abren los domingos?'],
      description: 'Abrimos todos los días de 9 a 19 h.',
    },
    {
      name: 'Envios',
      questions: ['¿Hacen envíos?', '¿Mandan a domicilio?', '¿Cuánto sale el envío?'],
      description: 'Enviamos en Córdoba capital por $3.000.',
    },
  ]);
  await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${botId}/fields`,
    headers: bearer(token),
    payload: {
      fields: [
        {
          _id: '1',
          name: 'telefono',
          label: 'Teléfono o WhatsApp',
          type: 'phone',
          collectAt: 'any',
          order: 0,
        },
        { _id: '2', name: 'correo', label: 'Tu correo', type: 'email', collectAt: 'any', order: 1 },
      ],
    },
  });
});
afterAll(() => t.close());

async function conversation() {
  let conversationId: string | undefined;
  const ip = freshIp();
  return async (message: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/io`,
      remoteAddress: ip,
      payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId },
    });
    expect(response.statusCode, response.body).toBe(200);
    conversationId = response.json().conversationId;
    return response.json() as { intent: string; message: string };
  };
}

const notificationsOf = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/notifications?pageSize=50', headers: bearer(token) })
  ).json().notifications as Array<{ kind: string; message: string }>;

describe('what the owner hears', () => {
  it('a question asked while the bot waits for a field is answered or counted as unanswered', async () => {
    const say = await conversation();
    const first = await say('hola, ¿a qué hora abren?');
    expect(first.message).toContain('¿Me compartirías tu teléfono o WhatsApp?');
    const unknown = await say('¿venden semillas de tomate cherry?');
    expect(unknown.message).not.toContain('no parece válido');
    expect(['fallback', 'clarify']).toContain(unknown.intent);
    const groups = (
      await t.app.inject({ method: 'GET', url: `/api/bot/${botId}/unanswered`, headers: bearer(token) })
    ).json().groups as Array<{ text: string }>;
    expect(groups.map((g) => g.text)).toContain('¿venden semillas de tomate cherry?');
  });

  it('the first contact datum is a lead at once, in the app and by e-mail; the rest of the data is not another', async () => {
    const say = await conversation();
    await say('¿hacen envíos?');
    await say('dale, mi correo es lucia.cliente@example.com');
    const leads = (await notificationsOf()).filter((n) => n.kind === 'lead');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.message).toContain('lucia.cliente@example.com');
    await say('y mi cel es 351 555 0101');
    expect((await notificationsOf()).filter((n) => n.kind === 'lead')).toHaveLength(1);
    const mails = (await mailsTo(t, ownerEmail)).filter((m) => m.subject.startsWith('Nuevo contacto'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('copia@vivero.example');
    expect(mails[0]!.text).toContain('lucia.cliente@example.com');
    expect(mails[0]!.text).toContain(`https://vocero.example/dashboard/bots/${botId}/inbox?tab=leads`);
  });

  it('a request for a person is notified and e-mailed once', async () => {
    const say = await conversation();
    await say('quiero hablar con una persona');
    await say('necesito hablar con alguien por favor');
    const handoffs = (await notificationsOf()).filter((n) => n.kind === 'handoff');
    expect(handoffs).toHaveLength(1);
    const mails = (await mailsTo(t, ownerEmail)).filter((m) => m.subject.includes('quiere hablar contigo'));
    expect(mails).toHaveLength(1);
  });
});
