import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import { BotParamsSchema } from '../../../shared/schemas/bots';
import {
  FieldsBodySchema,
  FieldsResponseSchema,
  IntentsBodySchema,
  IntentsResponseSchema,
} from '../../../shared/schemas/training';
import { requireUser } from '../../plugins/auth';
import { presentIntent } from '../bots/bots.presenter';
import { saveFields, saveIntents } from './training.service';

const errors = errorResponses(400, 401, 404, 409);

export const trainingRoutes: FastifyPluginAsyncZod = async (api) => {
  api.put(
    '/bot/:id/intents',
    {
      schema: {
        tags: ['training'],
        summary:
          "Replace the bot's intents (the whole list); owner or super user. 409 unfilled_blanks when the bot is published and an answer still has a blank ('[tu horario]')",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        body: IntentsBodySchema,
        response: { 200: IntentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveIntents(api.ctx, requireUser(request), request.params.id, request.body);
      return {
        intents: saved.intents.map(presentIntent),
        status: saved.status,
        publishWhenTrained: saved.publishWhenTrained,
        setAside: saved.setAside,
      };
    },
  );

  api.put(
    '/bot/:id/fields',
    {
      schema: {
        tags: ['training'],
        summary: "Replace the bot's data fields (the whole list); owner or super user",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        body: FieldsBodySchema,
        response: { 200: FieldsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      fields: await saveFields(api.ctx, requireUser(request), request.params.id, request.body),
    }),
  );
};
