import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/test-app';
import { readableMessage, resolveLogFormat, type LogFormat } from './logging';

/** The lines an app built over `t`'s context writes in `format` while answering `request`. */
async function linesOf(t: TestApp, format: LogFormat, headers: Record<string, string> = {}) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(t.ctx, { logger: { format, destination } });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers });
    expect(response.statusCode).toBe(200);
  } finally {
    await app.close();
  }
  return lines;
}

describe('server logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('writes one JSON line per request carrying its id', async () => {
    const lines = (await linesOf(t, 'json', { 'x-request-id': 'pedido-42' })).map(
      (line) => JSON.parse(line) as Record<string, unknown>,
    );
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      level: 30,
      reqId: 'pedido-42',
      method: 'GET',
      url: '/api/health',
      status: 200,
    });
  });

  it('gives a request without an id one of its own', async () => {
    const lines = (await linesOf(t, 'json')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'request')?.reqId).toEqual(expect.any(String));
  });

  it('writes a readable line per request for a terminal, with its id', async () => {
    const lines = await linesOf(t, 'pretty', { 'x-request-id': 'pedido-43' });
    const request = lines.find((line) => line.includes('GET /api/health'));
    expect(request).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[pedido-43\] GET \/api\/health 200 \d+ ms$/);
  });
});

describe('readable lines', () => {
  it('puts the request fields in the message, and keeps them on other lines', () => {
    expect(
      readableMessage(
        { reqId: 'req-1', msg: 'request', method: 'POST', url: '/api/io', status: 201, ms: 7 },
        'msg',
      ),
    ).toBe('[req-1] POST /api/io 201 7 ms');
    expect(
      readableMessage({ msg: 'delivery failed', status: 500, url: 'https://example.com/hook' }, 'msg'),
    ).toBe('delivery failed url=https://example.com/hook status=500');
  });

  it('lets no control character of a request draw in the terminal', () => {
    expect(readableMessage({ reqId: 'a\u001b[31mb\nc', msg: 'hola' }, 'msg')).toBe('[a?[31mb?c] hola');
  });

  it('are chosen on a terminal unless LOG_FORMAT says otherwise', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });
});
