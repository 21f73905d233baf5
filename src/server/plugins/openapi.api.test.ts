import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://vocero.example' } });
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a maintained validator, every route included', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy, and fail with the validator's own words.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });
});

describe('security headers', () => {
  it('keep API answers with a session out of every cache, and never let the browser sniff', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tell browsers to use https only when the public address is https', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      const local = await plain.app.inject({ method: 'GET', url: '/api/health' });
      expect(local.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('give the API docs page a CSP that no site may frame', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
