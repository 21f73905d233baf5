import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import { HoursInputSchema, HoursResponseSchema } from '../../../shared/schemas/agenda';
import { BotParamsSchema } from '../../../shared/schemas/bots';
import { requireUser } from '../../plugins/auth';
import { getHours, saveHours } from './hours.service';

const tags = ['agenda'];

export const hoursRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/bot/:id/hours',
    {
      schema: {
        tags,
        summary: "The bot's opening hours and whether it is open now; owner or super user",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        response: { 200: HoursResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getHours(api.ctx, requireUser(request), request.params.id),
  );

  api.put(
    '/bot/:id/hours',
    {
      schema: {
        tags,
        summary:
          "Replace the bot's opening hours (weekly ranges, closures, IANA time zone); owner or super user. 400 for a range that closes before it opens, overlapping ranges or an unknown zone",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        body: HoursInputSchema,
        response: { 200: HoursResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => saveHours(api.ctx, requireUser(request), request.params.id, request.body),
  );
};
