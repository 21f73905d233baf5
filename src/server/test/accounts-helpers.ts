import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { users } from '../db/schema';
import { hashPassword } from '../features/accounts/passwords';
import type { TestApp } from './test-app';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** Every e-mail the outbox mailer wrote, oldest first. */
export async function outbox(t: TestApp): Promise<ReceivedMail[]> {
  // Some e-mails are sent after the answer (sign-up, reset): wait for them as a reader of the inbox would.
  await t.ctx.background.settled();
  const folder = path.join(t.ctx.settings.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(folder)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(folder, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
      return {
        to: to ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: String(parsed.html || ''),
        replyTo: parsed.replyTo?.text ?? '',
      };
    }),
  );
}

export async function mailsTo(t: TestApp, email: string): Promise<ReceivedMail[]> {
  return (await outbox(t)).filter((m) => m.to.includes(email));
}

/**
 * The e-mails to `email` once at least `count` have arrived: some go through the job worker (a paid order's),
 * which sends them a moment after the request that queued them answered.
 */
export async function mailsSentTo(t: TestApp, email: string, count = 1): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(t, email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the newest link of that kind sent to `email`. */
export async function tokenFromMail(
  t: TestApp,
  email: string,
  kind: 'activation' | 'reset',
): Promise<string> {
  const pattern = kind === 'activation' ? /\/auth\/new\/([\w-]+)/ : /\/auth\/reset\/([\w-]+)/;
  const mail = (await mailsTo(t, email)).reverse().find((m) => pattern.test(m.text));
  if (!mail) throw new Error(`No ${kind} e-mail to ${email}`);
  return pattern.exec(mail.text)![1]!;
}

let counter = 0;
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = 'secreto1', ...fields } = overrides;
  const [user] = await t.ctx.database.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      name: 'Ana Pérez',
      passwordHash: await hashPassword(password),
      activatedAt: new Date(),
      ...fields,
    })
    .returning();
  return { ...user!, password };
}

/** A random client address, so rate limits of one test (or of an earlier run, in Redis) do not leak. */
export function freshIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** No answer may ever carry a password hash or a token hash. */
export function expectNoSecrets(body: string): void {
  if (/argon2|password_?hash|token_?hash/i.test(body))
    throw new Error(`secret leaked in: ${body.slice(0, 300)}`);
}
