import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceReader } from './source-reader';
import { crawlWebsite } from './website';

let site: Server;
let base: string;
const reader = new SourceReader();

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        '<html><head><title>Ferretería Norte</title></head><body><p>Abrimos de lunes a sábado de 8 a 20 horas.</p><a href="/muda">Catálogo</a><a href="/envios">Envíos</a></body></html>',
      );
    }
    if (path === '/envios') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        '<html><head><title>Envíos</title></head><body><p>Enviamos a todo el barrio sin cargo desde $20.000.</p></body></html>',
      );
    }
    // A page that never answers.
    if (path === '/muda') return;
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  site.close();
  await reader.close();
});

describe('crawlWebsite', () => {
  it('gives each page its own timeout, so a silent page costs that, not the whole crawl', async () => {
    const began = Date.now();
    const pages = await crawlWebsite(`${base}/`, {
      maxPages: 10,
      maxBytes: 1_000_000,
      maxRedirects: 2,
      allowPrivateHosts: ['127.0.0.1'],
      userAgent: 'VoceroBot/1.0',
      robotsAgent: 'VoceroBot',
      reader,
      timeoutMs: 700,
      deadline: Date.now() + 60_000,
    });
    expect(pages.map((page) => page.title)).toEqual(['Ferretería Norte', 'Envíos']);
    // Two silent fetches at most (robots.txt answers 404 at once; /muda waits out its 0.7 s).
    expect(Date.now() - began).toBeLessThan(5_000);
  }, 20_000);
});
