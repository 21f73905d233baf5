import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

/** What a phone receives: compressed bytes and the cache headers that let it keep them. */
let t: TestApp;
const script = `console.log(${JSON.stringify('Vocero '.repeat(400))});`;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'vocero-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>Vocero</title><meta name="description" content="x" /></head><body>${'<!-- relleno -->'.repeat(200)}</body></html>`,
  );
  // As the build writes them: the asset and its brotli and gzip copies beside it.
  const asset = path.join(webRoot, 'assets', 'app-3f2a9c.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await buildTestApp({ webRoot, env: { DEMO_CONTENT: 'true' } });
});
afterAll(() => t.close());

describe('compression and caching', () => {
  it('sends a content-hashed asset pre-compressed, by negotiation, cached for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a9c.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a9c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a9c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses the HTML shell and asks the browser to revalidate it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/bots',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>');
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bots?pageSize=12',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(list.rawPayload).toString());
    expect(body.bots.length).toBeGreaterThan(0);
    expect(list.headers['cache-control']).toBe('no-store');

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
