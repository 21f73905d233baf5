import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../shared/messages.es';
import type { UserRow } from '../lib/user-row';
import { AppError } from '../lib/app-error';

export interface Authenticated {
  user: UserRow;
  /** The session's id; an API key's request has none. */
  sessionId: string;
  /** Present when the request came with an API key (issue 43): its id and scopes. */
  apiKey?: { id: string; scopes: readonly string[] };
}

/** The session a bearer token opens, or null (features/accounts answers it: this plugin imports no feature). */
export type SessionLookup = (token: string) => Promise<Authenticated | null>;

/** The owner behind an API key (`vk_…`), or null when it is unknown or revoked (features/api-keys). */
export type ApiKeyLookup = (
  token: string,
) => Promise<Required<Pick<Authenticated, 'user' | 'apiKey'>> | null>;

/**
 * An API key is `vk_` and 43 base64url characters. A session token (lib/tokens.ts) is 43 characters: it may
 * begin with `vk_` by chance, but it is never 46 long.
 */
export const API_KEY_PREFIX = 'vk_';
export const API_KEY_LENGTH = 46;
const isApiKey = (token: string) => token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);

/**
 * The `security` of a route a session or an API key with `scope` may call (issue 43): the OpenAPI document
 * says so, and the plugin reads it back to let the key through.
 */
export const sessionOrKey = (scope: string): Array<Record<string, string[]>> => [
  { bearer: [] },
  { apiKey: [scope] },
];

/** A public route that an API key with `scope` may also call (its owner's view of their own bots). */
export const publicOrKey = (scope: string): Array<Record<string, string[]>> => [{}, { apiKey: [scope] }];

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 128 ? token : undefined;
}

type Security = Array<Record<string, unknown>>;

const securityOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { security?: Security } | undefined)?.security;

/** The credentials a route's OpenAPI `security` requires in every alternative it accepts. */
function requiredSchemes(security: Security | undefined): { bearer: boolean; appToken: boolean } {
  if (!security?.length) return { bearer: false, appToken: false };
  return {
    // A session or an API key: either is a signed-in caller.
    bearer: security.every((alternative) => 'bearer' in alternative || 'apiKey' in alternative),
    appToken: security.every((alternative) => 'appToken' in alternative),
  };
}

/** The scope an API key needs on this route, or undefined when keys may not call it. */
function keyScopeOf(security: Security | undefined): string | undefined {
  const alternative = security?.find((item) => 'apiKey' in item);
  const scopes = alternative?.apiKey;
  return Array.isArray(scopes) && typeof scopes[0] === 'string' ? scopes[0] : undefined;
}

/**
 * Resolves `request.auth` from a Bearer token; an invalid token on a public call just means anonymous. A
 * route whose OpenAPI `security` requires a session or the application token is refused with 401 before its
 * input is validated: a caller who may not use it learns nothing about what it accepts.
 */
export function registerAuth(
  api: FastifyInstance,
  findSession: SessionLookup,
  findApiKey: ApiKeyLookup,
): void {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    if (!isApiKey(token)) {
      request.auth = await findSession(token);
      return;
    }
    // A key that is not (or no longer) valid is refused everywhere: a script must learn it at once.
    const key = await findApiKey(token);
    if (!key) throw new AppError('unauthorized', 401, msg.integrations.keyRevoked);
    request.auth = { ...key, sessionId: '' };
  });
  api.addHook('preValidation', async (request) => {
    const security = securityOf(request);
    const key = request.auth?.apiKey;
    if (key) {
      const scope = keyScopeOf(security);
      if (!scope) throw new AppError('forbidden', 403, msg.integrations.keyNotAllowedHere);
      if (!key.scopes.includes(scope))
        throw new AppError('forbidden', 403, msg.integrations.keyScopeMissing(scope));
      await api.ctx.rateLimiter.consume('apiKeyRequests', key.id, msg.integrations.keyTooFast);
    }
    const required = requiredSchemes(security);
    if (required.bearer) requireAuth(request);
    if (required.appToken) {
      const inBody = (request.body as { appToken?: unknown } | null | undefined)?.appToken;
      requireAppToken(
        typeof inBody === 'string' ? inBody : undefined,
        request.headers['x-app-token'],
        api.ctx.settings.appToken,
      );
    }
  });
}

export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('unauthorized', 401, msg.api.unauthorized);
  return request.auth;
}

export function requireUser(request: FastifyRequest): UserRow {
  return requireAuth(request).user;
}

/** Admin calls: 401 for visitors, 403 for signed-in users who are not super users. */
export function requireSuperUser(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isSuperUser) throw new AppError('forbidden', 403, msg.api.forbidden);
  return user;
}

/** Chat and pay calls carry the application token, in the body (as the spec) or the x-app-token header. */
export function requireAppToken(
  inBody: string | undefined,
  header: string | string[] | undefined,
  expected: string,
): void {
  const given = inBody ?? (typeof header === 'string' ? header : undefined);
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  if (!given || a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new AppError('unauthorized', 401, msg.api.unauthorized);
  }
}
