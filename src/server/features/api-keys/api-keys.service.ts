import { randomBytes } from 'node:crypto';
import type { ApiKey, ApiKeyInput } from '../../../shared/schemas/integrations';
import { ApiKeyLimits } from '../../../shared/schemas/integrations';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { asKeyActor } from '../../lib/api-key-actor';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { UserRow } from '../../lib/user-row';
import { API_KEY_PREFIX, type ApiKeyLookup } from '../../plugins/auth';
import * as repo from './api-keys.repo';

/**
 * API keys (issue 43, decision 057): an owner's scripts call the same routes as their session, for their own
 * bots, within the scopes the key was given. The token is shown once; only its SHA-256 is kept (a key is
 * random, 32 bytes: a slow hash would add nothing but time to every request).
 */

function present(row: repo.ApiKeyRow): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKey['scopes'],
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: AppContext, actor: UserRow) {
  return (await repo.listKeys(ctx.database.db, actor.id)).map(present);
}

export async function createApiKey(ctx: AppContext, actor: UserRow, input: ApiKeyInput) {
  await ctx.rateLimiter.consume('apiKeyCreateUser', actor.id);
  const db = ctx.database.db;
  if ((await repo.countActiveKeys(db, actor.id)) >= ApiKeyLimits.perUser)
    throw new AppError('conflict', 409, msg.integrations.tooManyKeys);
  const token = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await repo.insertKey(db, {
    userId: actor.id,
    name: input.name,
    scopes: input.scopes,
    tokenHash: hashToken(token),
    prefix: token.slice(0, 8),
  });
  return { key: present(row), token };
}

export async function revokeApiKey(ctx: AppContext, actor: UserRow, keyId: string) {
  if (!(await repo.revokeKey(ctx.database.db, actor.id, keyId)))
    throw new AppError('not_found', 404, msg.integrations.keyNotFound);
}

/** What the auth plugin calls for a `vk_…` token: its owner as a key actor, and its scopes. */
export function apiKeyLookup(ctx: AppContext): ApiKeyLookup {
  return async (token) => {
    const found = await repo.findKeyByHash(ctx.database.db, hashToken(token));
    if (!found) return null;
    const { key, user } = found;
    // Noted after the answer; a failed note never fails the request.
    if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > 60_000)
      void repo.touchKey(ctx.database.db, key.id).catch(() => undefined);
    return { user: asKeyActor(user), apiKey: { id: key.id, scopes: key.scopes } };
  };
}
