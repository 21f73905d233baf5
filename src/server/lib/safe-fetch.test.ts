import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed, isPrivateAddress, safeFetch } from './safe-fetch';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '200.45.191.35', '2800:3f0:4002:80a::200e', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('treats what is not an address as refused', () => {
    expect(isPrivateAddress('localhost')).toBe(true);
  });
});

describe('addressAllowed', () => {
  it('lifts the refusal for all private addresses, or only for the listed ranges', () => {
    expect(addressAllowed('10.0.0.5', false)).toBe(false);
    expect(addressAllowed('10.0.0.5', true)).toBe(true);
    expect(addressAllowed('10.0.0.5', ['10.0.0.0/24'])).toBe(true);
    expect(addressAllowed('10.0.1.5', ['10.0.0.0/24'])).toBe(false);
    expect(addressAllowed('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(addressAllowed('8.8.8.8', false)).toBe(true);
  });
});

describe('safeFetch', () => {
  let server: Server;
  let base = '';
  const limits = {
    maxBytes: 1000,
    timeoutMs: 2000,
    maxRedirects: 2,
    allowPrivateHosts: ['127.0.0.1'],
    userAgent: 'Prueba/1.0',
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/gzip') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return response.end(gzipSync('<p>Hola comprimido</p>'));
      }
      if (path === '/bomb') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return response.end(gzipSync(Buffer.alloc(100_000, 'a')));
      }
      if (path === '/big') return response.end(Buffer.alloc(5000, 'a'));
      if (request.method === 'POST') {
        // Echoes what a POST carried; /post-moved answers a redirect, which a POST must not follow.
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          if (path === '/post-moved') response.writeHead(307, { location: '/elsewhere' });
          else response.writeHead(201, { 'content-type': 'text/plain' });
          response.end(
            `${request.headers.ttl} ${request.headers['content-length']} ${Buffer.concat(chunks)}`,
          );
        });
        return;
      }
      if (path.startsWith('/loop')) {
        response.writeHead(302, { location: `/loop${path.length}` });
        return response.end();
      }
      if (path === '/drip') {
        // A byte every 100 ms: never silent long enough for a socket timeout.
        const timer = setInterval(() => response.write('a'), 100);
        response.on('close', () => clearInterval(timer));
        return;
      }
      response.end(`agente: ${request.headers['user-agent']}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the user agent and decompresses what a server compressed anyway', async () => {
    expect((await safeFetch(`${base}/`, limits)).body.toString()).toBe('agente: Prueba/1.0');
    expect((await safeFetch(`${base}/gzip`, limits)).body.toString()).toBe('<p>Hola comprimido</p>');
  });

  it('bounds the size, compressed or not, the redirects and the time', async () => {
    await expect(safeFetch(`${base}/big`, limits)).rejects.toMatchObject({ reason: 'too_big' });
    await expect(safeFetch(`${base}/bomb`, limits)).rejects.toMatchObject({ reason: 'too_big' });
    await expect(safeFetch(`${base}/loop`, limits)).rejects.toMatchObject({ reason: 'too_many_redirects' });
    await expect(
      safeFetch(`${base}/drip`, { ...limits, maxBytes: 100_000, timeoutMs: 500 }),
    ).rejects.toMatchObject({
      reason: 'too_slow',
    });
  });

  it('posts a body with its headers, and returns a redirect to a POST instead of following it', async () => {
    const post = {
      method: 'POST' as const,
      headers: { TTL: 60, 'Content-Length': 4 },
      body: Buffer.from('hola'),
    };
    const sent = await safeFetch(`${base}/push`, limits, undefined, post);
    expect(sent.status).toBe(201);
    expect(sent.body.toString()).toBe('60 4 hola');
    const moved = await safeFetch(`${base}/post-moved`, limits, undefined, post);
    expect(moved.status).toBe(307);
  });

  it('refuses a private address that is not on the allowed list', async () => {
    await expect(safeFetch(base.replace('127.0.0.1', '127.0.0.2'), limits)).rejects.toMatchObject({
      reason: 'private_host',
    });
    await expect(safeFetch(`${base}/`, { ...limits, allowPrivateHosts: false })).rejects.toMatchObject({
      reason: 'private_host',
    });
  });
});
