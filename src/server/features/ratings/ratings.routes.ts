import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import {
  PagedQuerySchema,
  QualificationInputSchema,
  QualificationListSchema,
  QualificationResponseSchema,
  SubscriptionSchema,
} from '../../../shared/schemas/social';
import { requireUser } from '../../plugins/auth';
import { pageOf } from '../../lib/pages';
import { findMyQualification, listQualifications, rate, type Target } from './ratings.service';
import { isSubscribed, setSubscription } from './subscriptions.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const BotParams = z.object({ botId: z.string().min(1).max(100) });
const UserParams = z.object({ userId: z.string().min(1).max(100) });
const secured = { security: [{ bearer: [] }] };

export const ratingRoutes: FastifyPluginAsyncZod = async (api) => {
  // The spec's paths name the target differently per call; each pair shares one handler.
  const targets = [
    {
      kind: 'bot' as const,
      base: '/bot/:botId',
      mine: 'qualification',
      params: BotParams,
      ref: (p: Record<string, string>) => p.botId!,
    },
    {
      kind: 'user' as const,
      base: '/user/:userId',
      mine: 'my-qualification',
      params: UserParams,
      ref: (p: Record<string, string>) => p.userId!,
    },
  ];
  for (const target of targets) {
    const targetOf = (params: Record<string, string>): Target => ({
      kind: target.kind,
      ref: target.ref(params),
    });
    const tags = ['ratings'];

    api.get(
      `${target.base}/${target.mine}`,
      {
        schema: {
          tags,
          summary: `My rating of this ${target.kind} (null when none)`,
          ...secured,
          params: target.params,
          response: { 200: QualificationResponseSchema, ...errors },
        },
      },
      async (request) => ({
        qualification: await findMyQualification(api.ctx, requireUser(request), targetOf(request.params)),
      }),
    );

    api.post(
      `${target.base}/qualifications`,
      {
        schema: {
          tags,
          summary: `Rate this ${target.kind} (1–5 in half steps, with a comment)`,
          ...secured,
          params: target.params,
          body: QualificationInputSchema,
          response: { 201: QualificationResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          qualification: await rate(
            api.ctx,
            requireUser(request),
            targetOf(request.params),
            request.body,
            'create',
          ),
        }),
    );

    api.put(
      `${target.base}/qualification`,
      {
        schema: {
          tags,
          summary: `Change my rating of this ${target.kind}`,
          ...secured,
          params: target.params,
          body: QualificationInputSchema,
          response: { 200: QualificationResponseSchema, ...errors },
        },
      },
      async (request) => ({
        qualification: await rate(
          api.ctx,
          requireUser(request),
          targetOf(request.params),
          request.body,
          'update',
        ),
      }),
    );

    api.get(
      `${target.base}/qualifications`,
      {
        schema: {
          tags,
          summary: `Ratings of this ${target.kind}, newest first`,
          params: target.params,
          querystring: PagedQuerySchema,
          response: { 200: QualificationListSchema, ...errors },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { qualifications, total } = await listQualifications(
          api.ctx,
          request.auth?.user ?? null,
          targetOf(request.params),
          page,
          pageSize,
        );
        return { qualifications, ...pageOf(total, page, pageSize) };
      },
    );
  }

  api.get(
    '/bot/:botId/subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Whether I follow this bot',
        ...secured,
        params: BotParams,
        response: { 200: SubscriptionSchema, ...errors },
      },
    },
    async (request) => ({ on: await isSubscribed(api.ctx, requireUser(request), request.params.botId) }),
  );
  api.post(
    '/bot/:botId/subscribers',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Follow this bot',
        ...secured,
        params: BotParams,
        response: { 200: SubscriptionSchema, ...errors },
      },
    },
    async (request) => ({
      on: await setSubscription(api.ctx, requireUser(request), request.params.botId, true),
    }),
  );
  api.delete(
    '/bot/:botId/subscribers',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Stop following this bot',
        ...secured,
        params: BotParams,
        response: { 200: SubscriptionSchema, ...errors },
      },
    },
    async (request) => ({
      on: await setSubscription(api.ctx, requireUser(request), request.params.botId, false),
    }),
  );
};
