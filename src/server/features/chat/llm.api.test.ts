import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

interface Received {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** A local server speaking the OpenAI chat-completions shape; its behaviour is switched per test. */
function startLlm(): Promise<{
  server: Server;
  url: string;
  received: Received[];
  mode: { value: 'ok' | 'error' | 'slow' };
}> {
  const received: Received[] = [];
  const mode = { value: 'ok' as 'ok' | 'error' | 'slow' };
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      if (mode.value === 'error') {
        res.writeHead(500).end('{"error":"boom"}');
      } else if (mode.value === 'slow') {
        setTimeout(
          () =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end('{"choices":[{"message":{"content":"tarde"}}]}'),
          1500,
        );
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [
              {
                message: { role: 'assistant', content: '¡Claro! Abrimos de lunes a viernes de 9 a 19 h.' },
              },
            ],
          }),
        );
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/v1`, received, mode });
    }),
  );
}

describe('replies worded by an LLM', () => {
  let t: TestApp;
  let llm: Awaited<ReturnType<typeof startLlm>>;
  let botId: string;

  beforeAll(async () => {
    llm = await startLlm();
    t = await buildTestApp({
      env: {
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'modelo-prueba',
        LLM_API_KEY: 'clave-llm',
        LLM_TIMEOUT_MS: '500',
      },
    });
    const owner = await createUser(t);
    const token = await signIn(t, owner.email, owner.password);
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload: {
        categoryKey: 'openings',
        alias: 'clinica-llm',
        name: 'Clínica Aurora',
        description: 'Odontología en Rosario.',
        instructions: 'Trata de usted.',
        tags: ['odontología'],
      },
    });
    botId = bot.json().bot._id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/intents`,
      headers: bearer(token),
      payload: {
        intents: [
          {
            name: 'Horarios',
            description: 'Lunes a viernes de 9 a 19 h.',
            questions: ['¿Cuál es el horario?'],
          },
        ],
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => llm.server.close(resolve));
  });

  const ask = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/io`,
      payload: { interaction: { from: 'user', message }, appToken: 'test-app-token-0123456789' },
    });

  it('sends the bot’s description, instructions and retrieved intents, and uses the worded reply', async () => {
    llm.mode.value = 'ok';
    const reply = (await ask('¿a qué hora atienden?')).json();
    expect(reply.message).toBe('¡Claro! Abrimos de lunes a viernes de 9 a 19 h.');
    expect(reply.intent).toBe('Horarios');
    const request = llm.received.at(-1)!;
    expect(request.authorization).toBe('Bearer clave-llm');
    expect(request.body.model).toBe('modelo-prueba');
    const system = request.body.messages[0]!.content;
    expect(system).toContain('Clínica Aurora');
    expect(system).toContain('Odontología en Rosario.');
    expect(system).toContain('Trata de usted.');
    expect(system).toContain('Horarios: Lunes a viernes de 9 a 19 h.');
    expect(request.body.messages[1]).toEqual({ role: 'user', content: '¿a qué hora atienden?' });
  });

  it('grounds the reply on the passage that answers when no intent does, keeping its source', async () => {
    llm.mode.value = 'ok';
    const owner = t.ctx.settings.adminEmail;
    const token = await signIn(t, owner, 'secreto123');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/sources`,
      headers: bearer(token),
      payload: {
        title: 'Aranceles',
        text: 'Una limpieza dental cuesta $30.000. El blanqueamiento cuesta $90.000.',
      },
    });
    expect(posted.statusCode).toBe(201);
    await t.ctx.background.settled();
    const reply = (await ask('¿cuánto cuesta el blanqueamiento?')).json();
    expect(reply.intent).toBe('passage');
    expect(reply.source).toEqual({ _id: posted.json().source._id, title: 'Aranceles' });
    expect(reply.message).toBe('¡Claro! Abrimos de lunes a viernes de 9 a 19 h.');
    const system = llm.received.at(-1)!.body.messages[0]!.content;
    expect(system).toContain(
      'Aranceles: Una limpieza dental cuesta $30.000. El blanqueamiento cuesta $90.000.',
    );
    expect(system).toContain('El blanqueamiento cuesta $90.000.');
  });

  it('falls back to the engine’s reply when the LLM fails', async () => {
    llm.mode.value = 'error';
    expect((await ask('¿cuál es el horario?')).json().message).toBe('Lunes a viernes de 9 a 19 h.');
  });

  it('falls back to the engine’s reply when the LLM is too slow', async () => {
    llm.mode.value = 'slow';
    const started = Date.now();
    expect((await ask('¿cuál es el horario?')).json().message).toBe('Lunes a viernes de 9 a 19 h.');
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
