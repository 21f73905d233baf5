import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the framework's own errors", () => {
  it('answer an over-long id in the product format, in Spanish', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/bot/${'x'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      code: 'uri_too_long',
      message: 'La dirección solicitada es demasiado larga',
    });
  });

  it('answer a malformed URL in the product format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bot/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      message: 'La dirección solicitada no es válida',
    });
  });

  it('answer malformed HTTP on the socket in the product format', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      statusCode: 400,
      code: 'bad_request',
      message: 'Los datos enviados no son válidos',
    });
  });
});
