import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { jobs, notifications, webhookEndpoints } from '../../db/schema';
import { bearer, createUser, mailsSentTo, signIn } from '../../test/accounts-helpers';
import { createBotAs, putEmailFieldAs, putIntentsAs, visitorSays as say } from '../../test/bots-helpers';
import { joinTeam } from '../../test/team-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { verifySignature } from './webhook-signature';

/**
 * Outgoing webhooks (issue 43): a lead reaches a local receiver signed and verifiable; a receiver that
 * fails gets the same event again later; private addresses are refused; the log, "Probar", resend, and the
 * pause after a day of failures.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers `status` and keeps what it got. */
class Receiver {
  received: Received[] = [];
  status = 200;
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(this.status, { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/vocero`;
  }

  /** Waits for the `count`-th request of this type. */
  async nth(type: string, count = 1): Promise<Received[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.received.filter((r) => r.headers['x-vocero-event'] === type);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} arrived (${this.received.length} requests)`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let ownerToken: string;
let owner: { id: string; email: string };
let bot: { _id: string; alias: string };
let receiver: Receiver;
let receiverUrl: string;

const call = (method: string, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const visitorSays = (message: string, conversationId?: string) => say(t, bot._id, message, conversationId);

async function addWebhook(events: string[], url = receiverUrl) {
  const created = await call('POST', `/api/bot/${bot._id}/webhooks`, ownerToken, { url, events });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().webhook as { _id: string; secret: string; url: string; status: string };
}

/**
 * The webhook jobs waiting for their backoff come due now, and this instance claims them. The delivery row
 * records the failed attempt before the worker puts its job back in the queue, so this waits for the job
 * to be queued again: moving only what is queued at that instant would leave the job to its real backoff.
 */
async function retryNow() {
  const waiting = and(eq(jobs.kind, 'webhook-delivery'), eq(jobs.status, 'queued'));
  for (let i = 0; ; i++) {
    const moved = await t.ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(waiting)
      .returning();
    if (moved.length > 0) break;
    if (i >= 200) throw new Error('no webhook job waited for its retry');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await t.ctx.jobs.kick();
}

async function deliveries(webhookId: string) {
  const log = await call('GET', `/api/bot/${bot._id}/webhooks/${webhookId}/deliveries`, ownerToken);
  expect(log.statusCode, log.body).toBe(200);
  return log.json().deliveries as Array<{
    _id: string;
    eventId: string;
    type: string;
    status: string;
    attempts: number;
    responseCode: number | null;
    nextAttemptAt: string | null;
  }>;
}

beforeAll(async () => {
  receiver = new Receiver();
  receiverUrl = await receiver.start();
  // Only the receiver's own address is let through; any other private address stays refused.
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
  const person = await createUser(t, { name: 'Romina' });
  owner = { id: person.id, email: person.email };
  ownerToken = await signIn(t, person.email, person.password);
  bot = await createBotAs(t, ownerToken, {
    name: 'Peluquería Romi',
    description: 'Cortes y color en Rosario.',
    tags: ['peluquería'],
  });
  await putIntentsAs(t, ownerToken, bot._id, [
    { name: 'Horarios', description: 'Abrimos de martes a sábado.', questions: ['¿A qué hora abren?'] },
  ]);
  await putEmailFieldAs(t, ownerToken, bot._id);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.status = 200;
  receiver.received = [];
  await t.ctx.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.botId, bot._id));
});

describe('endpoints', () => {
  it('are added with a secret shown once, listed without it, and refused at private addresses', async () => {
    const webhook = await addWebhook(['lead.created']);
    expect(webhook.secret).toMatch(/^whsec_[\w-]{20,}$/);
    const list = await call('GET', `/api/bot/${bot._id}/webhooks`, ownerToken);
    expect(list.json().webhooks).toEqual([
      expect.objectContaining({
        _id: webhook._id,
        url: receiverUrl,
        events: ['lead.created'],
        status: 'active',
      }),
    ]);
    expect(list.body).not.toContain(webhook.secret);

    for (const url of ['http://10.0.0.7/hook', 'http://169.254.169.254/latest', 'http://[::1]:8080/']) {
      const refused = await call('POST', `/api/bot/${bot._id}/webhooks`, ownerToken, {
        url,
        events: ['lead.created'],
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toBe(msg.integrations.privateHost);
    }
    for (const url of ['ftp://example.com/x', 'hola', 'https://ana:clave@example.com/hook']) {
      const bad = await call('POST', `/api/bot/${bot._id}/webhooks`, ownerToken, {
        url,
        events: ['lead.created'],
      });
      expect(bad.statusCode, url).toBe(400);
    }
    const noEvents = await call('POST', `/api/bot/${bot._id}/webhooks`, ownerToken, {
      url: receiverUrl,
      events: [],
    });
    expect(noEvents.statusCode).toBe(400);
  });

  it("are the managers' only: an agent and a stranger get the bot's 404", async () => {
    const webhook = await addWebhook(['lead.created']);
    const agent = await joinTeam(t, ownerToken, bot._id, 'agent', 'Lucía');
    const stranger = await createUser(t, { name: 'Extraño' });
    const strangerToken = await signIn(t, stranger.email, stranger.password);
    for (const token of [agent.token, strangerToken]) {
      expect((await call('GET', `/api/bot/${bot._id}/webhooks`, token)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/bot/${bot._id}/webhooks/${webhook._id}`, token)).statusCode).toBe(
        404,
      );
      expect(
        (
          await call('POST', `/api/bot/${bot._id}/webhooks`, token, {
            url: receiverUrl,
            events: ['lead.created'],
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await call('GET', `/api/bot/${bot._id}/webhooks`, null)).statusCode).toBe(401);
    const removed = await call('DELETE', `/api/bot/${bot._id}/webhooks/${webhook._id}`, ownerToken);
    expect(removed.statusCode).toBe(204);
  });
});

describe('deliveries', () => {
  it('send a new lead signed, verifiable with the secret, as { id, type, createdAt, botId, data }', async () => {
    const webhook = await addWebhook(['lead.created', 'conversation.handoff']);
    const conversationId = await visitorSays('Hola, quiero un turno para color');
    await visitorSays('clara@example.com', conversationId);
    const [received] = await receiver.nth('lead.created');
    const header = String(received!.headers['x-vocero-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(webhook.secret, received!.body, header)).toBe(true);
    expect(verifySignature('whsec_otro', received!.body, header)).toBe(false);
    expect(verifySignature(webhook.secret, received!.body.replace('clara', 'clarA'), header)).toBe(false);
    const body = JSON.parse(received!.body);
    expect(body).toEqual({
      id: expect.any(String),
      type: 'lead.created',
      createdAt: expect.any(String),
      botId: bot._id,
      data: expect.objectContaining({
        leadId: conversationId,
        conversationId,
        collected: { correo: { label: 'Correo', value: 'clara@example.com' } },
      }),
    });
    expect(received!.headers['content-type']).toBe('application/json');
    const log = await deliveries(webhook._id);
    expect(log[0]).toMatchObject({ eventId: body.id, status: 'delivered', attempts: 1, responseCode: 200 });
  });

  it('retry an event a receiver failed, later, with the same id; the owner can resend it', async () => {
    const webhook = await addWebhook(['lead.created']);
    receiver.status = 500;
    const conversationId = await visitorSays('Hola, ¿hacen alisado?');
    await visitorSays('mora@example.com', conversationId);
    const [first] = await receiver.nth('lead.created');
    let log: Awaited<ReturnType<typeof deliveries>> = [];
    for (let i = 0; i < 100; i++) {
      log = await deliveries(webhook._id);
      if (log[0]?.attempts === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(log[0]).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
    expect(new Date(log[0]!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());

    receiver.status = 200;
    await retryNow();
    const [, second] = await receiver.nth('lead.created', 2);
    expect(JSON.parse(second!.body).id).toBe(JSON.parse(first!.body).id);
    expect(second!.headers['x-vocero-delivery']).toBe(first!.headers['x-vocero-delivery']);
    log = await deliveries(webhook._id);
    expect(log[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      responseCode: 200,
      nextAttemptAt: null,
    });

    const resent = await call(
      'POST',
      `/api/bot/${bot._id}/webhooks/${webhook._id}/deliveries/${log[0]!._id}/resend`,
      ownerToken,
    );
    expect(resent.statusCode, resent.body).toBe(202);
    const [, , third] = await receiver.nth('lead.created', 3);
    expect(JSON.parse(third!.body).id).toBe(JSON.parse(first!.body).id);
    expect(third!.headers['x-vocero-delivery']).not.toBe(first!.headers['x-vocero-delivery']);
  });

  it('"Probar" posts a ping and answers how the endpoint responded', async () => {
    const webhook = await addWebhook(['message.unanswered']);
    const ok = await call('POST', `/api/bot/${bot._id}/webhooks/${webhook._id}/ping`, ownerToken);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().delivery).toMatchObject({ type: 'ping', status: 'delivered', responseCode: 200 });
    const [ping] = await receiver.nth('ping');
    expect(verifySignature(webhook.secret, ping!.body, String(ping!.headers['x-vocero-signature']))).toBe(
      true,
    );
    receiver.status = 404;
    const failed = await call('POST', `/api/bot/${bot._id}/webhooks/${webhook._id}/ping`, ownerToken);
    expect(failed.json().delivery).toMatchObject({ status: 'failed', responseCode: 404 });
  });

  it('tell an unanswered question, and only to endpoints that chose it', async () => {
    await addWebhook(['message.unanswered']);
    await visitorSays('¿Venden repuestos de motosierra?');
    const [received] = await receiver.nth('message.unanswered');
    expect(JSON.parse(received!.body).data).toMatchObject({ message: '¿Venden repuestos de motosierra?' });
    expect(receiver.received.filter((r) => r.headers['x-vocero-event'] === 'lead.created')).toEqual([]);
  });

  it('pause an endpoint that failed for a day, and tell its owner', async () => {
    const webhook = await addWebhook(['lead.created']);
    receiver.status = 503;
    await t.ctx.database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(webhookEndpoints.id, webhook._id));
    const conversationId = await visitorSays('Quiero un turno');
    await visitorSays('paula@example.com', conversationId);
    await receiver.nth('lead.created');
    let status = 'active';
    for (let i = 0; i < 200 && status === 'active'; i++) {
      const list = await call('GET', `/api/bot/${bot._id}/webhooks`, ownerToken);
      status = list.json().webhooks[0].status;
      if (status === 'active') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe('paused');
    expect((await deliveries(webhook._id))[0]).toMatchObject({ status: 'failed', responseCode: 503 });
    const notices = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'webhook')));
    expect(notices).toHaveLength(1);
    const [mail] = await mailsSentTo(t, owner.email);
    expect(mail!.subject).toBe(msg.integrations.pausedEmailSubject('Peluquería Romi'));

    // Paused, nothing is sent; reactivated, it is.
    const resend = await call(
      'POST',
      `/api/bot/${bot._id}/webhooks/${webhook._id}/deliveries/${(await deliveries(webhook._id))[0]!._id}/resend`,
      ownerToken,
    );
    expect(resend.statusCode).toBe(409);
    const active = await call('PATCH', `/api/bot/${bot._id}/webhooks/${webhook._id}`, ownerToken, {
      active: true,
    });
    expect(active.json().webhook).toMatchObject({ status: 'active', failingSince: null });
  });
});
