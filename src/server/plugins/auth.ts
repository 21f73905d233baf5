import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../shared/messages.es';
import type { UserRow } from '../lib/user-row';
import { AppError } from '../lib/app-error';

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

/** The session a bearer token opens, or null (features/accounts answers it: this plugin imports no feature). */
export type SessionLookup = (token: string) => Promise<Authenticated | null>;

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

/** The credentials a route's OpenAPI `security` requires in every alternative it accepts. */
function requiredSchemes(request: FastifyRequest): { bearer: boolean; appToken: boolean } {
  const security = (request.routeOptions.schema as { security?: Array<Record<string, unknown>> } | undefined)
    ?.security;
  if (!security?.length) return { bearer: false, appToken: false };
  return {
    bearer: security.every((alternative) => 'bearer' in alternative),
    appToken: security.every((alternative) => 'appToken' in alternative),
  };
}

/**
 * Resolves `request.auth` from a Bearer token; an invalid token on a public call just means anonymous. A
 * route whose OpenAPI `security` requires a session or the application token is refused with 401 before its
 * input is validated: a caller who may not use it learns nothing about what it accepts.
 */
export function registerAuth(api: FastifyInstance, findSession: SessionLookup): void {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.auth = await findSession(token);
  });
  api.addHook('preValidation', async (request) => {
    const required = requiredSchemes(request);
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
