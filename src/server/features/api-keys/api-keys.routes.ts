import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { ApiKeyCreatedSchema, ApiKeyInputSchema, ApiKeySchema } from '../../../shared/schemas/integrations';
import { requireAuth, requireUser } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { msg } from '../../../shared/messages.es';
import * as keys from './api-keys.service';

const tags = ['api-keys'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Keys are managed with the session only: a key can neither make nor revoke keys. */
function requireSession(request: Parameters<typeof requireAuth>[0]) {
  const auth = requireAuth(request);
  if (auth.apiKey) throw new AppError('forbidden', 403, msg.integrations.keyNotAllowedHere);
  return requireUser(request);
}

/** The signed-in user's API keys (issue 43, decision 057). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/api-keys',
    {
      schema: {
        tags,
        summary: "The caller's active API keys (never their tokens)",
        security,
        response: { 200: z.object({ keys: z.array(ApiKeySchema) }), ...errors },
      },
    },
    async (request) => ({ keys: await keys.listApiKeys(api.ctx, requireSession(request)) }),
  );

  api.post(
    '/api-keys',
    {
      schema: {
        tags,
        summary:
          'Creates a key with scopes; the token (`vk_…`) is answered this once and kept only as a hash',
        security,
        body: ApiKeyInputSchema,
        response: { 201: ApiKeyCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await keys.createApiKey(api.ctx, requireSession(request), request.body)),
  );

  api.delete(
    '/api-keys/:keyId',
    {
      schema: {
        tags,
        summary: 'Revokes a key: its next request gets 401',
        security,
        params: z.object({ keyId: z.string().uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await keys.revokeApiKey(api.ctx, requireSession(request), request.params.keyId);
      return reply.code(204).send(null);
    },
  );
};
