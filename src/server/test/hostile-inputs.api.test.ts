import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors';
import { bearer, createUser, signIn } from './accounts-helpers';
import { createBotAs, putIntentsAs } from './bots-helpers';
import { buildTestApp, type TestApp } from './test-app';

/**
 * Every route in the OpenAPI document receives malformed ids, queries and bodies; none may answer 5xx.
 * Routes added later are covered automatically as soon as they are documented.
 */
const HOSTILE_STRINGS = [
  '',
  ' ',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '🤖'.repeat(50),
  'x'.repeat(5000),
  '-1',
  '1e309',
  'NaN',
  'null',
  '{"$gt":""}',
  '00000000-0000-0000-0000-000000000000',
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  'x'.repeat(10_000),
  [],
  {},
  ['a', 1, null],
  { $gt: '' },
];

const HOSTILE_BODIES: Array<{ payload: string; contentType: string }> = [
  { payload: '{"roto":', contentType: 'application/json' },
  { payload: 'no soy json', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"texto"', contentType: 'application/json' },
  { payload: JSON.stringify(nest(200)), contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'text/xml' },
  { payload: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' },
];

function nest(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

interface Operation {
  method: InjectOptions['method'];
  path: string;
  query: string[];
  bodyProps: string[];
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

/** Whether a JSON schema holds, at any depth, a string that is an owner-written pattern (`format: regex`). */
function acceptsPattern(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ((schema as { format?: unknown }).format === 'regex') return true;
  return Object.values(schema).some(acceptsPattern);
}

/**
 * A pattern that backtracking engines take exponential time on, and the visitor text that triggers it:
 * with JavaScript's RegExp this one answer blocked the server for seconds (28 a's: 20 s).
 */
const CATASTROPHIC = { pattern: '^(a|a)*$', text: `${'a'.repeat(26)}!` };

/**
 * Every route that accepts an owner-written pattern, with the way a visitor's text reaches it. A route
 * documented with `format: regex` and missing here fails the test below, so none goes unexercised.
 */
const PATTERN_ROUTES: Record<string, (t: TestApp) => Promise<void>> = {
  'PUT /api/bot/{id}/fields': async (t) => {
    const owner = await createUser(t, { hero: `patrones-${Date.now().toString(36)}` });
    const token = await signIn(t, owner.email, owner.password);
    const bot = await createBotAs(t, token, {
      name: 'Cerrajería',
      description: 'Copias de llaves y aperturas.',
      tags: ['llaves'],
    });
    await putIntentsAs(t, token, bot._id, [
      { name: 'Horarios', questions: ['¿A qué hora abren?'], description: 'De 9 a 18.' },
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot._id}/fields`,
      headers: bearer(token),
      payload: {
        fields: [
          { _id: '1', name: 'codigo', label: 'Código', collectAt: 'start', validation: CATASTROPHIC.pattern },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const say = (message: string, conversationId?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bot/${bot._id}/io`,
        payload: {
          interaction: { from: 'user', message },
          botId: bot._id,
          appToken: 'test-app-token-0123456789',
          conversationId,
        },
      });
    const first = await say('hola');
    const conversationId = first.json().conversationId as string;
    const started = performance.now();
    const answer = await say(CATASTROPHIC.text, conversationId);
    expect(answer.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  },
};

function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: Object.keys(spec.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  return operations;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

describe('hostile input on every documented route', () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
    operations = operationsOf(doc).filter((op) => op.path.startsWith('/api/'));
  });
  afterAll(() => t.close());

  async function expectNo5xx(request: InjectOptions, label: string) {
    const response = await t.app.inject(request);
    expect(
      response.statusCode,
      `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
    ).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json();
      expect(body, label).toMatchObject({
        statusCode: response.statusCode,
        code: expect.any(String),
        message: expect.any(String),
      });
      // The product's own codes only (never a framework's FST_ERR_…, whose message is English).
      expect(ERROR_CODES, label).toContain(body.code);
    }
  }

  it('documents the routes it checks', () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
  });

  it('runs owner-written patterns on visitor text without blocking, on every route that accepts one', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
    const withPatterns = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, spec]) => acceptsPattern(spec.requestBody))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withPatterns.sort()).toEqual(Object.keys(PATTERN_ROUTES).sort());
    for (const exercise of Object.values(PATTERN_ROUTES)) await exercise(t);
  });

  it('survives hostile path ids', async () => {
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      for (const value of HOSTILE_STRINGS) {
        const url = fillPath(op.path, value);
        await expectNo5xx({ method: op.method, url }, `${op.method} ${url.slice(0, 80)}`);
      }
    }
  });

  it('survives hostile query strings', async () => {
    for (const op of operations) {
      const names = [...op.query, 'page', 'pageSize', 'term'];
      for (const value of HOSTILE_STRINGS) {
        const query = names.map((n) => `${encodeURIComponent(n)}=${encodeURIComponent(value)}`).join('&');
        const url = `${fillPath(op.path, 'x')}?${query}&${names[0]}[]=a&${names[0]}[b]=c`;
        await expectNo5xx({ method: op.method, url }, `${op.method} ${op.path} ?${value.slice(0, 20)}`);
      }
    }
  });

  it('survives hostile bodies', async () => {
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const url = fillPath(op.path, 'x');
      for (const body of HOSTILE_BODIES) {
        await expectNo5xx(
          { method: op.method, url, payload: body.payload, headers: { 'content-type': body.contentType } },
          `${op.method} ${op.path} body ${body.payload.slice(0, 20)}`,
        );
      }
      for (const prop of op.bodyProps) {
        for (const value of HOSTILE_VALUES) {
          await expectNo5xx(
            { method: op.method, url, payload: { [prop]: value } },
            `${op.method} ${op.path} ${prop}=${String(value).slice(0, 20)}`,
          );
        }
      }
    }
  });
});
