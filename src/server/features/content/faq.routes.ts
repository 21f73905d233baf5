import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import {
  FaqInputSchema,
  FaqListSchema,
  FaqOrderSchema,
  FaqQuerySchema,
  FaqResponseSchema,
} from '../../../shared/schemas/content';
import { requireSuperUser } from '../../plugins/auth';
import { presentFaq } from './faq.presenter';
import { createFaq, deleteFaq, listFaq, reorderFaq, updateFaq } from './faq.service';

const tags = ['content'];
const adminErrors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

export const faqRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/faq',
    {
      schema: {
        tags,
        summary: 'Published platform FAQ in its order, optionally filtered by words of `term`',
        querystring: FaqQuerySchema,
        response: { 200: FaqListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      entries: (await listFaq(api.ctx, { term: request.query.term, onlyPublished: true })).map(presentFaq),
    }),
  );

  api.get(
    '/admin/faq',
    {
      schema: {
        tags,
        summary: 'Every FAQ entry, published or not (super users)',
        security,
        querystring: FaqQuerySchema,
        response: { 200: FaqListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireSuperUser(request);
      return {
        entries: (await listFaq(api.ctx, { term: request.query.term, onlyPublished: false })).map(presentFaq),
      };
    },
  );

  api.post(
    '/admin/faq',
    {
      schema: {
        tags,
        summary: 'Add an FAQ entry at the end (super users); the platform bot learns it',
        security,
        body: FaqInputSchema,
        response: { 201: FaqResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      requireSuperUser(request);
      return reply.status(201).send({ entry: presentFaq(await createFaq(api.ctx, request.body)) });
    },
  );

  api.put(
    '/admin/faq/:id',
    {
      schema: {
        tags,
        summary: 'Edit, publish or unpublish an FAQ entry (super users)',
        security,
        params: IdParamsSchema,
        body: FaqInputSchema,
        response: { 200: FaqResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireSuperUser(request);
      return { entry: presentFaq(await updateFaq(api.ctx, request.params.id, request.body)) };
    },
  );

  api.delete(
    '/admin/faq/:id',
    {
      schema: {
        tags,
        summary: 'Delete an FAQ entry (super users)',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      requireSuperUser(request);
      await deleteFaq(api.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/admin/faq-order',
    {
      schema: {
        tags,
        summary: 'Set the order of all FAQ entries at once (super users)',
        security,
        body: FaqOrderSchema,
        response: { 200: FaqListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireSuperUser(request);
      await reorderFaq(api.ctx, request.body.ids);
      return { entries: (await listFaq(api.ctx, { onlyPublished: false })).map(presentFaq) };
    },
  );
};
