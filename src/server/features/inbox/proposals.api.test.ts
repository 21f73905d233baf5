import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { TrainingLimits } from '../../../shared/schemas/training';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { createBotAs, putIntentsAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * The bot learns from its customers, with the owner's consent (issue 37): a chip picked after a message
 * the bot did not answer becomes a proposal, the owner approves or dismisses it, an approved one is
 * answered from then on.
 */

const APP_TOKEN = 'test-app-token-0123456789';

interface Reply {
  conversationId: string;
  intent: string;
  suggestions: Array<{ intent: string; text: string }>;
}
interface ProposalOut {
  _id: string;
  text: string;
  intentId: string;
  intentName: string;
  source: 'chip' | 'owner';
  count: number;
}
interface IntentOut {
  _id: string;
  name: string;
  description: string;
  questions: string[];
}

let t: TestApp;
let ownerToken: string;
let strangerToken: string;
let bot: { _id: string; alias: string };

const BAKERY = [
  {
    name: 'Horarios',
    questions: ['¿A qué hora abren?', '¿Qué días atienden?', '¿Abren los feriados?'],
    description: 'Abrimos de lunes a sábado de 8 a 19 h.',
  },
  {
    name: 'Precios de pasteles',
    questions: [
      '¿Cuánto cuesta un pastel?',
      '¿Qué precio tienen los pasteles de cumpleaños?',
      'Lista de precios',
    ],
    description: 'El pastel chico cuesta 300 y el grande 550.',
  },
  {
    name: 'Envíos',
    questions: ['¿Hacen envíos?', '¿Llevan pedidos a domicilio?', '¿Cuánto tarda el envío?'],
    description: 'Enviamos dentro de la ciudad en moto.',
  },
  {
    name: 'Formas de pago',
    questions: ['¿Aceptan tarjeta?', '¿Puedo pagar con transferencia?', '¿Reciben efectivo?'],
    description: 'Aceptamos efectivo, tarjetas y transferencia.',
  },
  {
    name: 'Pasteles personalizados',
    questions: [
      '¿Hacen pasteles con diseño?',
      '¿Puedo encargar un pastel con una foto?',
      '¿Hacen pasteles temáticos?',
    ],
    description: 'Hacemos diseños a pedido con tres días de anticipación.',
  },
];

/** Near misses of the bakery's intents: the engine offers chips for at least one of them. */
const NEAR_MISSES = [
  '¿tienen pasteles con frutas para una boda?',
  '¿el pastel de chocolate trae relleno?',
  '¿pueden hacer un pastel con forma de auto?',
];

const say = async (message: string, conversationId?: string, token?: string): Promise<Reply> => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/bot/${bot._id}/io`,
    headers: token ? bearer(token) : {},
    payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN, conversationId },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Reply;
};

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const proposalsUrl = () => `/api/bot/${bot._id}/proposals`;
const listProposals = async (): Promise<ProposalOut[]> => {
  const answer = await get(proposalsUrl(), ownerToken);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().proposals;
};
const intentsOf = async (): Promise<IntentOut[]> =>
  (await get(`/api/bot/${bot._id}`, ownerToken)).json().bot.intents;

/** A near miss the bot answers with chips, and those chips (the first conversation that offers them). */
let nearMiss: { text: string; reply: Reply };

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t, { name: 'Dueña Pastelería' });
  ownerToken = await signIn(t, owner.email, owner.password);
  const stranger = await createUser(t, { name: 'Extraño' });
  strangerToken = await signIn(t, stranger.email, stranger.password);
  bot = await createBotAs(t, ownerToken, {
    name: 'Pastelería Aprende',
    description: 'Pasteles y postres a pedido.',
    tags: ['pastelería'],
  });
  await putIntentsAs(t, ownerToken, bot._id, BAKERY);
  for (const text of NEAR_MISSES) {
    const reply = await say(text);
    if (reply.intent === 'clarify' && reply.suggestions.length) {
      nearMiss = { text, reply };
      break;
    }
  }
  expect(nearMiss, 'one of the near misses is answered with chips').toBeDefined();
});
afterAll(() => t.close());

describe('learning from customers', () => {
  it('turns a picked chip into a proposal the owner approves, and then answers it', async () => {
    const chip = nearMiss.reply.suggestions[0]!;
    // The chip sends its text; the bot answers that intent.
    const picked = await say(chip.text, nearMiss.reply.conversationId);
    expect(picked.intent).toBe(chip.intent);

    const [proposal, ...others] = await listProposals();
    expect(others).toEqual([]);
    const intents = await intentsOf();
    const intent = intents.find((candidate) => candidate._id === proposal!.intentId)!;
    expect(proposal).toMatchObject({
      text: nearMiss.text,
      source: 'chip',
      count: 1,
      intentName: intent.name,
    });

    // The same words (folded: accents, case, punctuation) for the same intent count, not duplicate.
    const again = await say(nearMiss.text.toUpperCase().replace(/[¿?]/g, ''));
    expect(again.intent).toBe('clarify');
    await say(chip.text, again.conversationId);
    expect(await listProposals()).toEqual([expect.objectContaining({ _id: proposal!._id, count: 2 })]);

    // Before approval the question is still not answered.
    expect((await say(nearMiss.text)).intent).toBe('clarify');
    const approved = await post(`${proposalsUrl()}/${proposal!._id}/approval`, ownerToken);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ proposals: [] });
    const after = (await intentsOf()).find((candidate) => candidate._id === proposal!.intentId)!;
    expect(after.questions).toEqual([...intent.questions, nearMiss.text]);

    // The words taught left «Sin respuesta» in the same step.
    const groups = (await get(`/api/bot/${bot._id}/unanswered`, ownerToken)).json().groups as Array<{
      samples: string[];
    }>;
    expect(groups.some((group) => group.samples.includes(nearMiss.text))).toBe(false);

    // A new conversation: the same question is now answered by that intent.
    const answered = await say(nearMiss.text);
    expect(answered.intent).toBe(chip.intent);

    const stored = await t.ctx.database.db.execute(
      sql`select status from question_proposals where id = ${proposal!._id}`,
    );
    expect((stored as unknown as { rows: Array<{ status: string }> }).rows[0]!.status).toBe('approved');
    // Decided once: approving or dismissing it again is a conflict.
    const twice = await post(`${proposalsUrl()}/${proposal!._id}/approval`, ownerToken);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'proposal_decided', message: msg.learning.proposalDecided });
    expect((await post(`${proposalsUrl()}/${proposal!._id}/dismissal`, ownerToken)).statusCode).toBe(409);
  });

  it('learns nothing from a message that does not pick a chip, nor from the owner trying the bot', async () => {
    const other = NEAR_MISSES.find((text) => text !== nearMiss.text)!;
    const first = await say(other);
    if (first.intent === 'clarify') await say('¿aceptan tarjeta?', first.conversationId);
    // The owner's own test conversation ("PROBAR").
    const mine = await say(other, undefined, ownerToken);
    if (mine.intent === 'clarify') await say(mine.suggestions[0]!.text, mine.conversationId, ownerToken);
    expect(await listProposals()).toEqual([]);
  });

  it('keeps the chips offered in the stored conversation, for whichever instance answers next', async () => {
    // A near miss still answered with chips (the first one was taught meanwhile).
    let text = '';
    let reply: Reply | undefined;
    for (const candidate of NEAR_MISSES.filter((miss) => miss !== nearMiss.text)) {
      const answer = await say(candidate);
      if (answer.intent === 'clarify') [text, reply] = [candidate, answer];
      if (reply) break;
    }
    expect(reply, 'a near miss answered with chips').toBeDefined();
    if (!reply) return;
    const rows = await t.ctx.database.db.execute(
      sql`select state from conversations where id = ${reply.conversationId}`,
    );
    const state = (rows as unknown as { rows: Array<{ state: { offered?: unknown } }> }).rows[0]!.state;
    expect(state.offered).toEqual({ question: text, suggestions: reply.suggestions });
    // A chip named by its place ("la primera") is a pick too.
    await say('la primera', reply.conversationId);
    const proposals = await listProposals();
    expect(proposals.map((p) => p.text)).toContain(text);
    const mine = proposals.find((p) => p.text === text)!;
    const dismissed = await post(`${proposalsUrl()}/${mine._id}/dismissal`, ownerToken);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().proposals.some((p: ProposalOut) => p._id === mine._id)).toBe(false);
  });

  it('lets the owner set an unanswered question aside for an intent, to approve later', async () => {
    const text = '¿Venden velas de cumpleaños con número?';
    expect(['fallback', 'clarify']).toContain((await say(text)).intent);
    const unansweredUrl = `/api/bot/${bot._id}/unanswered`;
    const group = (await get(unansweredUrl, ownerToken))
      .json()
      .groups.find((g: { text: string }) => g.text === text);
    expect(group).toBeDefined();
    const prices = (await intentsOf()).find((intent) => intent.name === 'Precios de pasteles')!;

    // `later` needs the intent it would teach.
    const bad = await post(unansweredUrl, ownerToken, {
      key: group.key,
      newIntent: { name: 'X' },
      later: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      fields: { intentId: msg.learning.laterNeedsIntent },
    });

    const aside = await post(unansweredUrl, ownerToken, {
      key: group.key,
      intentId: prices._id,
      later: true,
    });
    expect(aside.statusCode, aside.body).toBe(200);
    expect(aside.json().groups.some((g: { key: string }) => g.key === group.key)).toBe(false);
    // Not taught yet: the intent's questions are unchanged.
    expect((await intentsOf()).find((i) => i._id === prices._id)!.questions).toEqual(prices.questions);
    const proposal = (await listProposals()).find((p) => p.text === text)!;
    expect(proposal).toMatchObject({ source: 'owner', intentId: prices._id, intentName: prices.name });

    // Saving the intents keeps the proposals of the intents that stay; removing the intent removes them.
    const current = await intentsOf();
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/intents`,
      headers: bearer(ownerToken),
      payload: {
        intents: current.map((intent) => ({ ...intent, description: `${intent.description} ` })),
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await listProposals()).map((p) => p._id)).toContain(proposal._id);
    await putIntentsAs(
      t,
      ownerToken,
      bot._id,
      current.filter((intent) => intent._id !== prices._id).map(({ _id, ...intent }) => ({ _id, ...intent })),
    );
    expect((await listProposals()).map((p) => p._id)).not.toContain(proposal._id);
    expect((await post(`${proposalsUrl()}/${proposal._id}/approval`, ownerToken)).statusCode).toBe(404);
  });

  it('refuses to approve into an intent that has the most questions allowed, in Spanish', async () => {
    const full = Array.from(
      { length: TrainingLimits.questionsMax },
      (_, i) => `¿Pregunta de horario ${i + 1}?`,
    );
    const current = await intentsOf();
    await putIntentsAs(t, ownerToken, bot._id, [
      ...current.map(({ _id, name, questions, description }) => ({
        _id,
        name,
        description,
        questions: name === 'Horarios' ? full : questions,
      })),
    ]);
    const text = '¿Venden globos de helio?';
    expect(['fallback', 'clarify']).toContain((await say(text)).intent);
    const unansweredUrl = `/api/bot/${bot._id}/unanswered`;
    const group = (await get(unansweredUrl, ownerToken))
      .json()
      .groups.find((g: { text: string }) => g.text === text);
    const hours = (await intentsOf()).find((intent) => intent.name === 'Horarios')!;
    await post(unansweredUrl, ownerToken, { key: group.key, intentId: hours._id, later: true });
    const proposal = (await listProposals()).find((p) => p.text === text)!;
    const refused = await post(`${proposalsUrl()}/${proposal._id}/approval`, ownerToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'questions_full',
      message: msg.learning.questionsFull('Horarios', TrainingLimits.questionsMax),
    });
    // Still waiting, and the intent unchanged.
    expect((await listProposals()).map((p) => p._id)).toContain(proposal._id);
    expect((await intentsOf()).find((i) => i._id === hours._id)!.questions).toHaveLength(
      TrainingLimits.questionsMax,
    );
  });

  it('answers 401 to anonymous callers, 404 to strangers and unknown ids, 400 to bad ids', async () => {
    const some = (await listProposals())[0]!;
    const urls = [
      ['GET', proposalsUrl()],
      ['POST', `${proposalsUrl()}/${some._id}/approval`],
      ['POST', `${proposalsUrl()}/${some._id}/dismissal`],
    ] as const;
    for (const [method, url] of urls) {
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, url).toBe(401);
      const stranger = await t.app.inject({ method, url, headers: bearer(strangerToken) });
      expect(stranger.statusCode, url).toBe(404);
      expect(stranger.json()).toMatchObject({ code: 'not_found', message: msg.bot.notFound });
    }
    const unknown = await post(`${proposalsUrl()}/no-such-proposal/approval`, ownerToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: msg.learning.proposalNotFound });
    const badBody = await post(`/api/bot/${bot._id}/unanswered`, ownerToken, {
      key: 'algo',
      intentId: some.intentId,
      later: 'sí',
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ statusCode: 400, code: 'validation_error' });
    expect(badBody.json().fields).toHaveProperty('later');

    // Another owner's bot: its proposals are not reachable through this owner's, nor the other way round.
    const other = await createBotAs(t, strangerToken, {
      name: 'Otra Pastelería',
      description: 'Otra.',
      tags: ['pastelería'],
    });
    const crossed = await post(`/api/bot/${other._id}/proposals/${some._id}/approval`, strangerToken);
    expect(crossed.statusCode).toBe(404);
    expect((await listProposals()).map((p) => p._id)).toContain(some._id);
  });
});
