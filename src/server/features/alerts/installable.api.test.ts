import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 42, the installable app: the server hands out the service worker at the root, always checked
 * again (no-cache), compressed or not, with a JavaScript type; the manifest is a manifest; pages allow the
 * worker and the manifest of this origin.
 */
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'vocero-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>x</title><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>',
  );
  copyFileSync(path.join(publicDir, 'sw.js'), path.join(webRoot, 'sw.js'));
  // As the build leaves it: a brotli copy beside the worker.
  writeFileSync(
    path.join(webRoot, 'sw.js.br'),
    brotliCompressSync(readFileSync(path.join(publicDir, 'sw.js'))),
  );
  copyFileSync(path.join(publicDir, 'manifest.webmanifest'), path.join(webRoot, 'manifest.webmanifest'));
  t = await buildTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('serves the service worker at the root as JavaScript, never cached without a check', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
    }
    const plain = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(plain.body).toContain("addEventListener('push'");
  });

  it('serves a manifest that opens the dashboard, standalone, with its icons', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json() as {
      start_url: string;
      display: string;
      lang: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone', lang: 'es-419' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect(readFileSync(path.join(publicDir, icon.src))).toBeTruthy();
  });

  it("lets pages register this origin's worker and manifest", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
