import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import {
  AdminPhraseListSchema,
  AdminPhraseResponseSchema,
  PhraseInputSchema,
} from '../../../shared/schemas/content';
import { requireSuperUser } from '../../plugins/auth';
import { createPhrase, deletePhrase, listPhrases, updatePhrase } from './tips.service';

const tags = ['content'];
const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];

/** The tip card's phrases (/dashboard/tips): super users only; visitors read them at GET /bots-phrases. */
export const tipRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/admin/phrases',
    {
      schema: {
        tags,
        summary: 'Every tip-card phrase, newest first (super users)',
        security,
        response: { 200: AdminPhraseListSchema, ...errors },
      },
    },
    async (request) => {
      requireSuperUser(request);
      return { phrases: await listPhrases(api.ctx) };
    },
  );

  api.post(
    '/admin/phrases',
    {
      schema: {
        tags,
        summary: 'Add a tip-card phrase linked to a published bot (by id or alias)',
        security,
        body: PhraseInputSchema,
        response: { 201: AdminPhraseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireSuperUser(request);
      return reply.status(201).send({ phrase: await createPhrase(api.ctx, request.body) });
    },
  );

  api.put(
    '/admin/phrases/:id',
    {
      schema: {
        tags,
        summary: 'Edit, activate or deactivate a tip-card phrase',
        security,
        params: IdParamsSchema,
        body: PhraseInputSchema,
        response: { 200: AdminPhraseResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSuperUser(request);
      return { phrase: await updatePhrase(api.ctx, request.params.id, request.body) };
    },
  );

  api.delete(
    '/admin/phrases/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tip-card phrase',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireSuperUser(request);
      await deletePhrase(api.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
