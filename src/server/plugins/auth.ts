import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../shared/messages.es';
import { findSession } from '../features/accounts/accounts.repo';
import type { UserRow } from '../lib/user-row';
import { AppError } from '../lib/app-error';

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

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

/** Resolves `request.auth` from a Bearer token; an invalid token on a public call just means anonymous. */
export function registerAuth(api: FastifyInstance): void {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.auth = await findSession(api.ctx.database.db, token);
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
