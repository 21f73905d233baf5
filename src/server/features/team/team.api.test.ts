import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { bearer, createUser, mailsTo, signIn } from '../../test/accounts-helpers';
import { createBotAs, putIntentsAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { invitationTokenFor, joinTeam } from '../../test/team-helpers';

/**
 * The team that runs a bot (issue 42): invitations, roles at their edges, assignment and status, the lead
 * pipeline with notes, and canned replies. Which role reaches which route is managed-bot.api.test's.
 */

const APP_TOKEN = 'test-app-token-0123456789';

let t: TestApp;
let ownerToken: string;
let owner: { id: string; email: string };
let bot: { _id: string; alias: string };
let admin: Awaited<ReturnType<typeof joinTeam>>;
let agent: Awaited<ReturnType<typeof joinTeam>>;

const call = (method: string, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/** A visitor's message through the web chat; the conversation's id. */
async function visitorSays(message: string, conversationId?: string): Promise<string> {
  const turn = await call('POST', `/api/bot/${bot._id}/io`, null, {
    interaction: { from: 'user', message },
    appToken: APP_TOKEN,
    ...(conversationId ? { conversationId } : {}),
  });
  expect(turn.statusCode, turn.body).toBe(200);
  return turn.json().conversationId;
}

beforeAll(async () => {
  t = await buildTestApp();
  const person = await createUser(t, { name: 'Romina' });
  owner = { id: person.id, email: person.email };
  ownerToken = await signIn(t, person.email, person.password);
  bot = await createBotAs(t, ownerToken, {
    name: 'Peluquería Romi',
    description: 'Cortes y color en Rosario.',
    tags: ['peluquería'],
  });
  await putIntentsAs(t, ownerToken, bot._id, [
    {
      name: 'Horarios',
      description: 'Abrimos de martes a sábado de 9 a 19 h.',
      questions: ['¿A qué hora abren?'],
    },
  ]);
  const fields = await call('PUT', `/api/bot/${bot._id}/fields`, ownerToken, {
    fields: [
      {
        _id: '1',
        name: 'correo',
        label: 'Correo',
        type: 'email',
        required: true,
        active: true,
        collectAt: 'start',
        order: 0,
      },
    ],
  });
  expect(fields.statusCode, fields.body).toBe(200);
  admin = await joinTeam(t, ownerToken, bot._id, 'admin', 'Sofía');
  agent = await joinTeam(t, ownerToken, bot._id, 'agent', 'Lucía');
});
afterAll(() => t.close());

describe('invitations', () => {
  it('e-mail a link that someone without an account can open, and that works once', async () => {
    const email = 'nueva.persona@example.com';
    const invited = await call('POST', `/api/bot/${bot._id}/members`, ownerToken, { email, role: 'agent' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().member).toMatchObject({ email, role: 'agent', status: 'invited', name: null });
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe(msg.team.invitationSubject('Peluquería Romi'));
    expect(mail!.text).toContain(`${t.ctx.settings.publicUrl}/invitaciones/`);
    const token = await invitationTokenFor(t, email);

    // Before signing up, the link says what it offers, without a session.
    const preview = await call('GET', `/api/invitations/${token}`, null);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      botName: 'Peluquería Romi',
      role: 'agent',
      email,
      invitedBy: 'Romina',
    });
    expect((await call('POST', `/api/invitations/${token}/accept`, null)).statusCode).toBe(401);

    const newcomer = await createUser(t, { name: 'Nueva', email });
    const newcomerToken = await signIn(t, newcomer.email, newcomer.password);
    const accepted = await call('POST', `/api/invitations/${token}/accept`, newcomerToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ botId: bot._id, role: 'agent' });
    const again = await call('POST', `/api/invitations/${token}/accept`, newcomerToken);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(msg.team.invitationNotFound);
    expect((await call('GET', `/api/invitations/${token}`, null)).statusCode).toBe(404);

    const teams = await call('GET', '/api/user/teams', newcomerToken);
    expect(teams.json().bots).toEqual([
      expect.objectContaining({ _id: bot._id, name: 'Peluquería Romi', role: 'agent' }),
    ]);
    // A member reads the bot as someone who runs it, with their role.
    const read = await call('GET', `/api/bot/${bot._id}`, newcomerToken);
    expect(read.json().bot.viewerRole).toBe('agent');
    const anonymous = await call('GET', `/api/bot/${bot._id}`, null);
    expect(anonymous.json().bot.viewerRole).toBeUndefined();
  });

  it('go only where the inviter may send them', async () => {
    const byAgent = await call('POST', `/api/bot/${bot._id}/members`, agent.token, {
      email: 'otra@example.com',
      role: 'agent',
    });
    expect(byAgent.statusCode).toBe(404);
    const adminByAdmin = await call('POST', `/api/bot/${bot._id}/members`, admin.token, {
      email: 'otro.admin@example.com',
      role: 'admin',
    });
    expect(adminByAdmin.statusCode).toBe(403);
    expect(adminByAdmin.json().message).toBe(msg.team.cannotInviteAdmin);
    const agentByAdmin = await call('POST', `/api/bot/${bot._id}/members`, admin.token, {
      email: 'Otra.Agente@Example.com',
      role: 'agent',
    });
    expect(agentByAdmin.statusCode, agentByAdmin.body).toBe(201);
    expect(agentByAdmin.json().member.email).toBe('otra.agente@example.com');

    const member = await call('POST', `/api/bot/${bot._id}/members`, ownerToken, {
      email: agent.user.email,
      role: 'admin',
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(msg.team.alreadyMember);
    const self = await call('POST', `/api/bot/${bot._id}/members`, ownerToken, {
      email: owner.email,
      role: 'agent',
    });
    expect(self.statusCode).toBe(409);
    const bad = await call('POST', `/api/bot/${bot._id}/members`, ownerToken, {
      email: 'no-es-correo',
      role: 'jefe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });

  it('let a member leave, and the owner remove one; their conversations go back to nobody', async () => {
    const leaving = await joinTeam(t, ownerToken, bot._id, 'agent', 'Temporaria');
    const conversationId = await visitorSays('Hola, ¿tienen turno para el viernes?');
    const taken = await call('PATCH', `/api/bot/${bot._id}/conversations/${conversationId}`, leaving.token, {
      assigneeId: leaving.user.id,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().conversation.assignee).toEqual({ _id: leaving.user.id, name: 'Temporaria' });

    // An agent cannot remove a teammate; they can leave.
    expect(
      (await call('DELETE', `/api/bot/${bot._id}/members/${agent.memberId}`, leaving.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/bot/${bot._id}/members/${leaving.memberId}`, leaving.token)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/bot/${bot._id}/conversations`, leaving.token)).statusCode).toBe(404);
    const after = await call('GET', `/api/bot/${bot._id}/conversations/${conversationId}`, ownerToken);
    expect(after.json().conversation.assignee).toBeNull();

    // An admin cannot remove another admin; the owner can.
    const second = await joinTeam(t, ownerToken, bot._id, 'admin', 'Socio');
    const byAdmin = await call('DELETE', `/api/bot/${bot._id}/members/${second.memberId}`, admin.token);
    expect(byAdmin.statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/bot/${bot._id}/members/${second.memberId}`, ownerToken)).statusCode,
    ).toBe(204);
    const team = await call('GET', `/api/bot/${bot._id}/members`, agent.token);
    expect(team.statusCode).toBe(200);
    expect(team.json().owner).toEqual({ userId: owner.id, name: 'Romina' });
    expect(team.json().role).toBe('agent');
    expect(team.json().members.map((m: { name: string | null }) => m.name)).not.toContain('Socio');
  });
});

describe('conversations', () => {
  it('are taken, assigned, filtered and resolved, and open again when the customer writes', async () => {
    const first = await visitorSays('¿Hacen alisado?');
    const second = await visitorSays('¿A qué hora abren?');
    const take = await call('PATCH', `/api/bot/${bot._id}/conversations/${first}`, agent.token, {
      assigneeId: agent.user.id,
      status: 'waiting',
    });
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json().conversation).toMatchObject({ status: 'waiting', assignee: { name: 'Lucía' } });

    const stranger = await createUser(t, { name: 'Extraña' });
    const refused = await call('PATCH', `/api/bot/${bot._id}/conversations/${second}`, ownerToken, {
      assigneeId: stranger.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(msg.team.assigneeNotMember);
    expect(
      (await call('PATCH', `/api/bot/${bot._id}/conversations/${second}`, ownerToken, {})).statusCode,
    ).toBe(400);

    const mine = await call('GET', `/api/bot/${bot._id}/conversations?assignee=me`, agent.token);
    expect(mine.json().conversations.map((c: { _id: string }) => c._id)).toEqual([first]);
    const nobodys = await call('GET', `/api/bot/${bot._id}/conversations?assignee=none`, ownerToken);
    expect(nobodys.json().conversations.map((c: { _id: string }) => c._id)).toContain(second);
    const waiting = await call('GET', `/api/bot/${bot._id}/conversations?status=waiting`, ownerToken);
    expect(waiting.json().conversations.map((c: { _id: string }) => c._id)).toEqual([first]);
    const web = await call('GET', `/api/bot/${bot._id}/conversations?channel=whatsapp`, ownerToken);
    expect(web.json().conversations).toEqual([]);

    // The agent answers by hand: the transcript says who of the team wrote it.
    const replied = await call('POST', `/api/bot/${bot._id}/conversations/${first}/replies`, agent.token, {
      text: 'Sí, hacemos alisado. ¿Qué día te queda bien?',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const ownerLine = replied.json().conversation.messages.at(-1);
    expect(ownerLine).toMatchObject({ from: 'owner', author: { _id: agent.user.id, name: 'Lucía' } });

    await visitorSays('¿Y cuánto sale?', first);
    const reopened = await call('GET', `/api/bot/${bot._id}/conversations/${first}`, ownerToken);
    expect(reopened.json().conversation.status).toBe('open');
    expect(reopened.json().conversation.assignee.name).toBe('Lucía');

    const resolved = await call('PATCH', `/api/bot/${bot._id}/conversations/${first}`, admin.token, {
      status: 'resolved',
      assigneeId: null,
    });
    expect(resolved.json().conversation).toMatchObject({ status: 'resolved', assignee: null });
  });
});

describe('the lead pipeline', () => {
  it('moves a lead through stages with labels and notes, and the CSV carries them', async () => {
    const lead = await visitorSays('Hola, quiero un turno para color');
    await visitorSays('clara@example.com', lead);
    const moved = await call('PATCH', `/api/bot/${bot._id}/leads/${lead}`, agent.token, {
      stage: 'contacted',
      labels: ['Color', 'color', 'novia'],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().lead).toEqual({ stage: 'contacted', labels: ['color', 'novia'] });
    const unknown = await call('PATCH', `/api/bot/${bot._id}/leads/${lead}`, agent.token, { stage: 'vip' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(msg.team.stageUnknown);
    const notMine = await call('PATCH', `/api/bot/${bot._id}/leads/no-existe`, agent.token, { stage: 'new' });
    expect(notMine.statusCode).toBe(404);

    const note = await call('POST', `/api/bot/${bot._id}/leads/${lead}/notes`, agent.token, {
      text: 'La llamé; vuelve a escribir el lunes.',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().note).toMatchObject({
      author: 'Lucía',
      text: 'La llamé; vuelve a escribir el lunes.',
    });
    expect(
      (await call('POST', `/api/bot/${bot._id}/leads/${lead}/notes`, agent.token, { text: '  ' })).statusCode,
    ).toBe(400);
    const notes = await call('GET', `/api/bot/${bot._id}/leads/${lead}/notes`, ownerToken);
    expect(notes.json().notes).toHaveLength(1);

    const leads = await call('GET', `/api/bot/${bot._id}/leads`, ownerToken);
    expect(leads.json().stages.map((s: { key: string }) => s.key)).toEqual([
      'new',
      'contacted',
      'customer',
      'lost',
    ]);
    expect(
      leads.json().leads.find((l: { conversationId: string }) => l.conversationId === lead),
    ).toMatchObject({
      stage: 'contacted',
      labels: ['color', 'novia'],
      notesCount: 1,
      status: 'open',
      assignee: null,
    });
    const csv = await call('GET', `/api/bot/${bot._id}/leads.csv`, ownerToken);
    const [header, ...lines] = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toContain('Etapa;Etiquetas;Notas');
    const row = lines.find((line) => line.includes(lead))!;
    // The note holds the separator: its cell is quoted.
    expect(row).toContain('Contactado;color, novia;"Lucía (');
    expect(row).toContain('): La llamé; vuelve a escribir el lunes.');
  });

  it('lets the owner rename, add and reorder stages, but not remove one in use', async () => {
    const renamed = await call('PUT', `/api/bot/${bot._id}/lead-stages`, ownerToken, {
      stages: [
        { key: 'new', name: 'Consulta' },
        { name: 'Presupuesto enviado' },
        { key: 'contacted', name: 'Contactada' },
        { key: 'customer', name: 'Clienta' },
        { key: 'lost', name: 'Perdida' },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stages = renamed.json().stages as Array<{ key: string; name: string }>;
    expect(stages.map((s) => s.name)).toEqual([
      'Consulta',
      'Presupuesto enviado',
      'Contactada',
      'Clienta',
      'Perdida',
    ]);
    expect(stages[1]!.key).toMatch(/^s-/);

    const dropInUse = await call('PUT', `/api/bot/${bot._id}/lead-stages`, ownerToken, {
      stages: [
        { key: 'new', name: 'Consulta' },
        { key: 'customer', name: 'Clienta' },
      ],
    });
    expect(dropInUse.statusCode).toBe(409);
    expect(dropInUse.json().message).toBe(msg.team.stageInUse('Contactada'));
    const duplicated = await call('PUT', `/api/bot/${bot._id}/lead-stages`, ownerToken, {
      stages: [{ name: 'Nuevo' }, { name: 'nuevo' }],
    });
    expect(duplicated.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/bot/${bot._id}/lead-stages`, agent.token, { stages: stages })).statusCode,
    ).toBe(404);
    const read = await call('GET', `/api/bot/${bot._id}/lead-stages`, agent.token);
    expect(read.json().stages).toEqual(stages);
  });
});

describe('canned replies', () => {
  it('are written by the owner and admins, read by everyone who answers, and keep shortcuts unique', async () => {
    const saved = await call('POST', `/api/bot/${bot._id}/canned-replies`, admin.token, {
      shortcut: '/Horario',
      text: 'Abrimos de martes a sábado de 9 a 19 h.',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().reply).toMatchObject({ shortcut: 'horario' });
    const id = saved.json().reply._id;
    const twice = await call('POST', `/api/bot/${bot._id}/canned-replies`, ownerToken, {
      shortcut: 'horario',
      text: 'Otra cosa',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(msg.team.cannedTaken('horario'));
    const badShortcut = await call('POST', `/api/bot/${bot._id}/canned-replies`, ownerToken, {
      shortcut: 'con espacios',
      text: 'x',
    });
    expect(badShortcut.statusCode).toBe(400);

    const byAgent = await call('POST', `/api/bot/${bot._id}/canned-replies`, agent.token, {
      shortcut: 'x',
      text: 'y',
    });
    expect(byAgent.statusCode).toBe(404);
    const list = await call('GET', `/api/bot/${bot._id}/canned-replies`, agent.token);
    expect(list.json().replies).toEqual([
      { _id: id, shortcut: 'horario', text: 'Abrimos de martes a sábado de 9 a 19 h.' },
    ]);
    const changed = await call('PUT', `/api/bot/${bot._id}/canned-replies/${id}`, ownerToken, {
      shortcut: 'horarios',
      text: 'Martes a sábado, de 9 a 19 h.',
    });
    expect(changed.json().reply.shortcut).toBe('horarios');
    expect((await call('DELETE', `/api/bot/${bot._id}/canned-replies/${id}`, ownerToken)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/bot/${bot._id}/canned-replies/${id}`, ownerToken)).statusCode).toBe(
      404,
    );
  });
});
