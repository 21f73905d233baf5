import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import { VisitorUpdatesParamsSchema } from '../../../shared/schemas/widget';
import { requireAppToken, requireUser } from '../../plugins/auth';
import { LiveStream } from './live-stream';
import { OpenStreams, openBotStream, openVisitorStream, resumeFrom } from './live.service';

const stream = z.string().describe('text/event-stream');

/**
 * Live updates as server-sent events (issue 42, decision 055): the owner's screens of a bot, and a
 * visitor's open chat. Authorised like the reads they replace; each instance ends its streams when it stops.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (api) => {
  const streams = new OpenStreams();
  // Before the server waits for its connections to end: a stream never ends by itself.
  api.addHook('preClose', async () => streams.endAll());
  const extraHeaders: Record<string, string> = api.ctx.settings.publicUrl.startsWith('https:')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};

  /** Opens the stream for `key` once `open` authorised it; a refusal frees the slot it took. */
  const serve = async (
    key: string,
    reply: FastifyReply,
    open: (stream: () => LiveStream) => Promise<LiveStream>,
  ) => {
    streams.admit(key);
    let tracked = false;
    try {
      await open(() => {
        const live = new LiveStream(reply, extraHeaders);
        streams.track(key, live);
        tracked = true;
        return live;
      });
    } catch (error) {
      if (!tracked) streams.release(key);
      throw error;
    }
    return reply;
  };

  api.get(
    '/bot/:id/events',
    {
      schema: {
        tags: ['inbox'],
        summary:
          "Server-sent events of the bot's conversations for whoever runs it: `message` ({conversationId, from, at}) for every new message, `conversation` ({conversationId, at}) when its assignment, status or lead changes. Resumable: with Last-Event-ID, the messages missed come first",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: stream, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const since = resumeFrom(request);
      return serve(`user:${actor.id}`, reply, (open) =>
        openBotStream(api.ctx, actor, request.params.id, since, open),
      );
    },
  );

  api.get(
    '/bot/:botId/io/:conversationId/events',
    {
      schema: {
        tags: ['chat'],
        summary:
          "Server-sent events of a visitor's open chat: `reply` ({at}) when a person of the bot's team answers by hand (then fetch GET /bot/{botId}/io/{conversationId})",
        security: [{ appToken: [] }],
        params: VisitorUpdatesParamsSchema,
        response: { 200: stream, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      requireAppToken(undefined, request.headers['x-app-token'], api.ctx.settings.appToken);
      await api.ctx.rateLimiter.consume('chatEventsIp', request.ip);
      const viewer = request.auth?.user ?? null;
      return serve(`ip:${request.ip}`, reply, (open) =>
        openVisitorStream(api.ctx, viewer, request.params.botId, request.params.conversationId, open),
      );
    },
  );
};
