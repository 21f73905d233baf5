import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../shared/messages.es';
import { buildTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 35, item 10: a route that needs a session (or the application token) refuses an anonymous caller
 * with 401 before it looks at the input, for every such route the API publishes, present and future.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Operation {
  security?: Array<Record<string, unknown>>;
}

describe('authentication comes before validation', () => {
  it('answers 401 to an anonymous caller with a bad body, on every route that requires a credential', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const guarded: Array<{ method: string; url: string }> = [];
    for (const [path, operations] of Object.entries(docs.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const security = operation.security ?? [];
        if (!security.length || !security.every((s) => 'bearer' in s || 'appToken' in s)) continue;
        // Parameters that would fail their own validation, and a body that fails any schema.
        guarded.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '%20%20') });
      }
    }
    expect(guarded.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { method, url } of guarded) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE'
          ? { query: { page: 'no-es-un-número', limit: '-5' } }
          : // A JSON array where every route takes an object: fails any body schema.
            { payload: '[1,2]', headers: { 'content-type': 'application/json' } }),
      });
      if (response.statusCode !== 401 || response.json().message !== msg.api.unauthorized)
        failures.push(`${method} ${url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('declares the credential in OpenAPI on every route whose handler requires one', () => {
    const undeclared: string[] = [];
    const features = path.resolve(import.meta.dirname, '../features');
    const files = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.routes.ts'))
      .map((name) => path.join(features, name));
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const starts = [...source.matchAll(/\b(?:api|app)\.(get|post|put|patch|delete)\(\s*['"`]([^'"`]+)/g)];
      starts.forEach((match, i) => {
        const block = source.slice(match.index, starts[i + 1]?.index ?? source.length);
        if (/require(User|SuperUser|Auth)\(/.test(block) && !/security[:,]|\.\.\.secured/.test(block))
          undeclared.push(`${file}: ${match[1]!.toUpperCase()} ${match[2]}`);
      });
    }
    expect(undeclared).toEqual([]);
  });
});
