import { expect } from 'vitest';
import { bearer, createUser, mailsTo, signIn } from './accounts-helpers';
import type { TestApp } from './test-app';

/** The invitation token of the last invitation e-mail sent to `email`. */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const link = /\/invitaciones\/([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  expect(link, `no invitation e-mail to ${email}`).not.toBeNull();
  return link![1]!;
}

/** A new user invited to the bot with `role` by `inviterToken`, who accepts: their user, token and member id. */
export async function joinTeam(
  t: TestApp,
  inviterToken: string,
  botId: string,
  role: 'admin' | 'agent',
  name = role === 'admin' ? 'Socia' : 'Recepcionista',
) {
  const person = await createUser(t, { name });
  const token = await signIn(t, person.email, person.password);
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/bot/${botId}/members`,
    headers: bearer(inviterToken),
    payload: { email: person.email, role },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${await invitationTokenFor(t, person.email)}/accept`,
    headers: bearer(token),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { user: person, token, memberId: invited.json().member._id as string };
}
