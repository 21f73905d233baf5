import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timing } from '../../../shared/constants';
import { jobRuns, jobs } from '../../db/schema';
import { bearer, createUser, mailsTo, signIn } from '../../test/accounts-helpers';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../../test/test-app';
import { publishBotAs } from '../../test/bots-helpers';
import { periodStart, runDigestIfDue } from './digest';

const APP_TOKEN = 'test-app-token-0123456789';

async function botWithActivity(t: TestApp, notificationOn = true) {
  const owner = await createUser(t, { name: 'Dueña Digest' });
  const token = await signIn(t, owner.email, owner.password);
  const payload = {
    categoryKey: 'general',
    alias: `digest-${Math.random().toString(36).slice(2, 9)}`,
    name: 'Heladería Polar',
    description: 'Helados artesanales.',
    instructions: 'Responde en pocas palabras.',
    tags: ['helados'],
    notificationOn,
    notificationEmails: notificationOn ? ['copia@example.com'] : [],
  };
  const bot = (
    await t.app.inject({ method: 'POST', url: '/api/bots', headers: bearer(token), payload })
  ).json().bot;
  // Published by its owner on purpose, so that a visitor can chat (a new bot waits for its first intent).
  await publishBotAs(t, token, bot._id, payload);
  await t.app.inject({
    method: 'POST',
    url: `/api/bot/${bot._id}/io`,
    payload: { interaction: { from: 'user', message: '¿venden tortas heladas?' }, appToken: APP_TOKEN },
  });
  return { owner, bot };
}

const nextPeriod = () => new Date(periodStart(new Date()).getTime() + Timing.ownerDigestIntervalMs + 60_000);

describe('owner digest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends one Spanish summary per bot with notifications on, to the owner and the copies, once per period', async () => {
    const { owner } = await botWithActivity(t);
    const quiet = await botWithActivity(t, false);
    const result = await runDigestIfDue(t.ctx, nextPeriod());
    expect(result).toEqual({ sent: 1 });
    const [mail] = await mailsTo(t, owner.email);
    expect(mail?.to).toContain('copia@example.com');
    expect(mail?.subject).toBe('Novedades de Heladería Polar en Vocero');
    expect(mail?.text).toContain('1 conversación nueva');
    expect(mail?.text).toContain('1 pregunta sin respuesta');
    expect(mail?.text).toContain('/dashboard/notifications');
    expect(await mailsTo(t, quiet.owner.email)).toEqual([]);

    // A restart in the middle of the period runs the job again: nothing is repeated.
    expect(await runDigestIfDue(t.ctx, new Date(nextPeriod().getTime() + 3_600_000))).toBeNull();
    expect(await mailsTo(t, owner.email)).toHaveLength(1);
  });

  it('sends nothing when nothing happened, and skips no period after downtime', async () => {
    const later = new Date(nextPeriod().getTime() + 2 * Timing.ownerDigestIntervalMs);
    expect(await runDigestIfDue(t.ctx, later)).toEqual({ sent: 0 });
  });
});

/** Several instances share one PostgreSQL: the digest of a period still goes out exactly once. */
describe.runIf(process.env.TEST_DATABASE_URL)('owner digest with two instances', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drop = database.drop;
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
    first = await buildTestApp({ env, databaseUrl: database.url });
    second = await buildTestApp({ env, databaseUrl: database.url });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends each digest once although both instances run the job', async () => {
    const { owner } = await botWithActivity(first);
    const signups = received.length;
    const now = nextPeriod();
    const results = await Promise.all([runDigestIfDue(first.ctx, now), runDigestIfDue(second.ctx, now)]);
    expect(results.filter((r) => r !== null)).toEqual([{ sent: 1 }]);
    const digests = received.slice(signups).filter((to) => to.includes(owner.email));
    expect(digests).toHaveLength(1);
  });

  it("has both instances' job workers queue and run the period's digest once", async () => {
    first.ctx.jobs.start();
    second.ctx.jobs.start();
    const db = first.ctx.database.db;
    const current = periodStart(new Date());
    for (let i = 0; i < 100; i++) {
      const [row] = await db.select().from(jobs).where(eq(jobs.kind, 'owner-digest'));
      if (row?.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'owner-digest'))).toMatchObject([
      { status: 'done', attempts: 1, runAt: current, dedupeKey: `owner-digest@${current.toISOString()}` },
    ]);
    expect(await db.select().from(jobRuns).where(eq(jobRuns.periodStart, current))).toHaveLength(1);
  });
});
