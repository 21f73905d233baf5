import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

const expectedMode = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('system routes', () => {
  let t: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'vocero-web-'));

  beforeAll(async () => {
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    writeFileSync(path.join(webRoot, 'robots-test.txt'), 'hola');
    t = await buildTestApp({ webRoot, env: { APP_NAME: 'V</script><script>alert(1)</script>' } });
  });
  afterAll(() => t.close());

  it('reports the database mode and that it is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ mode: expectedMode, state: 'up' });
  });

  it('answers 503 with the database down', async () => {
    const ping = t.ctx.database.ping;
    t.ctx.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().database).toMatchObject({ mode: expectedMode, state: 'down' });
    } finally {
      t.ctx.database.ping = ping;
    }
  });

  it('gives the web app its run-time config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({
      appToken: 'test-app-token-0123456789',
      publicUrl: 'http://localhost:3000',
      // The checkout's own setting (MARKETPLACE_FEE_PERCENT, 5 by default), for the publication form.
      marketplaceFeePercent: 5,
    });
  });

  it('answers unknown API routes with the JSON error model in Spanish', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'La ruta solicitada no existe',
    });
  });

  it('rejects a malformed JSON body with 400 and a Spanish message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"roto":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(/[áéíóúñ]|no|El/);
  });

  it('serves the web app for page routes with the config embedded as inert JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/bots/123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(response.body);
    expect(match).not.toBeNull();
    // The app name tried to close the script element: it must stay inside the JSON.
    expect(response.body).not.toContain('<script>alert(1)');
    expect(JSON.parse(match![1]!).appName).toBe('V</script><script>alert(1)</script>');
  });

  it('serves static files of the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots-test.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('hola');
  });

  it('redirects /b permanently to the directory and /b/{slug} to the root', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/b?tags=odontolog%C3%ADa' });
    expect(list.statusCode).toBe(301);
    expect(list.headers.location).toBe('/bots?tags=odontolog%C3%ADa');
    const bot = await t.app.inject({ method: 'GET', url: '/b/clinica-sonrisas' });
    expect(bot.statusCode).toBe(301);
    expect(bot.headers.location).toBe('/clinica-sonrisas');
  });

  it('serves uploads as inert data', async () => {
    await t.ctx.storage.put('demo/prueba.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    const response = await t.app.inject({ method: 'GET', url: '/uploads/demo/prueba.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve files outside the uploads folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/categories', '/api/category/{key}']),
    );
  });
});
