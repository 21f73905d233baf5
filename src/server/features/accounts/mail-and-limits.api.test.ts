import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, uniqueEmail } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('sign-up e-mail over SMTP', () => {
  const received: Array<{ to: string; raw: Buffer }> = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    t = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Vocero <hola@vocero.example>',
        PUBLIC_URL: 'https://vocero.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the Spanish activation e-mail with text and HTML parts', async () => {
    const email = uniqueEmail('smtp');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Sofía <b>Ríos</b>', email, password: 'clave123', passwordConfirmation: 'clave123' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(201);
    await t.ctx.background.settled();
    const message = received.find((m) => m.to === email);
    expect(message).toBeDefined();
    const parsed = await simpleParser(message!.raw);
    expect(parsed.from?.text).toContain('hola@vocero.example');
    expect(parsed.subject).toBe('Activa tu cuenta en Vocero');
    expect(parsed.text).toMatch(/https:\/\/vocero\.example\/auth\/new\/[\w-]{43}/);
    expect(String(parsed.html)).toContain('https://vocero.example/auth/new/');
    // The name is user input: escaped in the HTML part.
    expect(String(parsed.html)).toContain('Sofía &lt;b&gt;Ríos&lt;/b&gt;');
  });

  it('carries where the visitor signed up from into the activation link, and drops a path that leaves the app', async () => {
    const signUp = async (extra: Record<string, unknown>) => {
      const email = uniqueEmail('return');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          name: 'Vale Nueva',
          email,
          password: 'clave123',
          passwordConfirmation: 'clave123',
          ...extra,
        },
        remoteAddress: freshIp(),
      });
      await t.ctx.background.settled();
      const message = received.find((m) => m.to === email);
      return { response, text: message ? ((await simpleParser(message.raw)).text ?? '') : '' };
    };

    const kept = await signUp({ next: '/libreria-del-puerto', reason: 'subscribe' });
    expect(kept.response.statusCode).toBe(201);
    expect(kept.text).toMatch(
      /https:\/\/vocero\.example\/auth\/new\/[\w-]{43}\?next=%2Flibreria-del-puerto&reason=subscribe(\s|$)/,
    );

    for (const next of ['//evil.example', 'https://evil.example', '/\t/evil.example', '/x'.repeat(200)]) {
      const dropped = await signUp({ next, reason: 'rate' });
      expect(dropped.response.statusCode).toBe(201);
      // Without a way back there is no reason either: the plain link.
      expect(dropped.text).toMatch(/\/auth\/new\/[\w-]{43}(\s|$)/);
    }

    const badReason = await signUp({ next: '/libreria-del-puerto', reason: 'delete' });
    expect(badReason.response.statusCode).toBe(400);
    expect(badReason.response.json().message).toBeTruthy();
    expect(JSON.stringify(badReason.response.json())).toContain('El motivo para ingresar no es válido');
  });
});

/** In scaled mode the limits are shared through Redis: two instances count the same attempts. */
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('answers 429 on the 11th attempt of one address spread over two instances', async () => {
    const email = uniqueEmail('redis');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email, password: 'incorrecta' },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
