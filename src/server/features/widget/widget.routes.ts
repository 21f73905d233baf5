import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import { msg } from '../../../shared/messages.es';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import { EmbedDomainsSchema, WidgetConfigSchema } from '../../../shared/schemas/widget';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { getVisibleBot, saveEmbedDomains } from '../bots/bots.service';
import { originAllowed } from './embed-policy';

/** The embeddable widget: what its launcher asks on a host page, and the owner's list of allowed sites. */
export const widgetRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/widget/:alias',
    {
      schema: {
        tags: ['widget'],
        summary:
          "The launcher's button data; a site the owner did not list gets 403 (the panel's frame headers agree)",
        params: z.object({ alias: z.string().min(1).max(100) }),
        response: { 200: WidgetConfigSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      // The browser sets Origin on the launcher's cross-site request; a page cannot forge it.
      const origin = request.headers.origin;
      void reply.header('Vary', 'Origin');
      if (origin) void reply.header('Access-Control-Allow-Origin', origin);
      const bot = await getVisibleBot(api.ctx, null, request.params.alias);
      if (origin && !originAllowed(origin, bot.embedDomains)) {
        throw new AppError('embed_forbidden', 403, msg.handoff.embedForbidden);
      }
      void reply.header('Cache-Control', 'public, max-age=60');
      return {
        botId: bot.id,
        alias: bot.alias,
        name: bot.name,
        pictureUrl: bot.pictureUrl,
      };
    },
  );

  api.put(
    '/bot/:id/embed',
    {
      schema: {
        tags: ['widget'],
        summary: 'The sites allowed to embed the bot (owner or super user); an empty list allows any site',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: EmbedDomainsSchema,
        response: { 200: z.object({ domains: z.array(z.string()) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const domains = await saveEmbedDomains(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.body.domains,
      );
      return { domains };
    },
  );
};
