import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import { InboxParamsSchema, TranscriptSchema } from '../../../shared/schemas/inbox';
import {
  HandoffPauseSchema,
  HandoffSchema,
  OwnerReplyBodySchema,
  VisitorUpdatesParamsSchema,
  VisitorUpdatesQuerySchema,
  VisitorUpdatesSchema,
} from '../../../shared/schemas/widget';
import { requireAppToken, requireUser } from '../../plugins/auth';
import { requireBot } from '../bots/bots.service';
import { publishLive } from '../live/live.service';
import { transcript } from '../inbox/inbox.service';
import { replyAsOwner, setPaused, visitorUpdates } from './handoff.service';
import { channelHandReply } from '../messaging/hand-replies';
import { kickChannels } from '../messaging/channel-jobs';
import { templateHandReply } from '../messaging/whatsapp-templates';

/** The owner answers a visitor by hand from the inbox, and the visitor's open chat picks it up. */
export const handoffRoutes: FastifyPluginAsyncZod = async (api) => {
  const security = [{ bearer: [] }];

  api.post(
    '/bot/:id/conversations/:conversationId/replies',
    {
      schema: {
        tags: ['inbox'],
        summary:
          "The owner's hand reply; the bot stays quiet in this conversation for 10 minutes after it. On WhatsApp it is delivered while the 24-hour customer-service window is open (409 whatsapp_window_closed after it); on Messenger and Instagram for 24 hours, then for 7 days with the HUMAN_AGENT tag (409 meta_window_closed after it). `template` sends an approved WhatsApp template instead, also after the window",
        security,
        params: InboxParamsSchema,
        body: OwnerReplyBodySchema,
        response: { 201: TranscriptSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const bot = await requireBot(api.ctx, actor, request.params.id, 'inbox');
      const { conversationId } = request.params;
      const { text, template } = request.body;
      // A conversation on a messaging channel also queues the message there, or says why it cannot (409);
      // a WhatsApp template goes whatever the window, and reads in the inbox as its filled-in body.
      const { said, delivery } = template
        ? await templateHandReply(api.ctx, bot.id, conversationId, {
            name: template.name,
            language: template.language,
            parameters: template.parameters ?? [],
          }).then(({ text: body, write }) => ({ said: body, delivery: write }))
        : { said: text!, delivery: await channelHandReply(api.ctx, bot.id, conversationId, text!) };
      await replyAsOwner(api.ctx, bot.id, conversationId, actor.id, said, delivery);
      // The visitor's open chat and the team's other screens hear of it at once (issue 42).
      publishLive(api.ctx, { botId: bot.id, conversationId, kind: 'message', from: 'owner' });
      if (delivery) kickChannels(api.ctx, request.log);
      return reply
        .status(201)
        .send({ conversation: await transcript(api.ctx, bot.id, request.params.conversationId) });
    },
  );

  api.put(
    '/bot/:id/conversations/:conversationId/handoff',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Pause the bot while the owner writes (paused: true), or let it answer again (false)',
        security,
        params: InboxParamsSchema,
        body: HandoffPauseSchema,
        response: { 200: HandoffSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const bot = await requireBot(api.ctx, requireUser(request), request.params.id, 'inbox');
      return setPaused(api.ctx, bot.id, request.params.conversationId, request.body.paused);
    },
  );

  api.get(
    '/bot/:botId/io/:conversationId',
    {
      schema: {
        tags: ['chat'],
        summary: "The owner's hand replies after `after`, polled by the visitor's open chat",
        security: [{ appToken: [] }],
        params: VisitorUpdatesParamsSchema,
        querystring: VisitorUpdatesQuerySchema,
        response: { 200: VisitorUpdatesSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      requireAppToken(undefined, request.headers['x-app-token'], api.ctx.settings.appToken);
      await api.ctx.rateLimiter.consume('chatPollIp', request.ip);
      void reply.header('Cache-Control', 'no-store');
      return visitorUpdates(
        api.ctx,
        request.params.botId,
        request.auth?.user ?? null,
        request.params.conversationId,
        request.query.after,
      );
    },
  );
};
