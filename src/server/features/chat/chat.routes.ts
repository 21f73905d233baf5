import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import {
  ChatParamsSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  PhrasesQuerySchema,
  PhrasesResponseSchema,
} from '../../../shared/schemas/chat';
import { msg } from '../../../shared/messages.es';
import type { TaskLog } from '../../lib/background';
import { requireAppToken } from '../../plugins/auth';
import { toErrorBody } from '../../plugins/errors';
import type { UserRow } from '../../lib/user-row';
import { answerMessage } from './answer-message';
import { ChatEventStream, wantsEventStream } from './event-stream';
import type { WordingSession } from './llm/word-reply';
import { webVisitorLoader } from './web-visitor';
import { randomPhrases } from '../content/tips.service';

type ChatBody = z.output<typeof ChatRequestSchema>;

const errors = errorResponses(400, 401, 403, 404, 429);

export const chatRoutes: FastifyPluginAsyncZod = async (api) => {
  const schema = (summary: string) => ({
    tags: ['chat'],
    summary,
    security: [{ appToken: [] }],
    body: ChatRequestSchema,
    response: { 200: ChatResponseSchema, ...errors },
  });

  interface Call {
    body: ChatBody;
    tokenHeader: string | string[] | undefined;
    ip: string;
    viewer: UserRow | null;
    acceptLanguage: string | undefined;
    log: TaskLog;
    wording?: WordingSession;
  }
  /** The web chat and the widget as a channel of the conversation core (answer-message.ts). */
  const handle = async (
    { body, tokenHeader, ip, viewer, acceptLanguage, log, wording }: Call,
    botRef: string,
  ) => {
    requireAppToken(body.appToken, tokenHeader, api.ctx.settings.appToken);
    const load = await webVisitorLoader(api.ctx, {
      botRef,
      conversationId: body.conversationId,
      viewer,
      ip,
      acceptLanguage,
      origin: body.origin,
    });
    return answerMessage(api.ctx, {
      channel: body.origin ? 'widget' : 'web',
      message: body.interaction.message,
      viewer,
      address: ip,
      load,
      log,
      session: wording,
    });
  };
  const callOf = (request: FastifyRequest, body: ChatBody): Call => ({
    body,
    tokenHeader: request.headers['x-app-token'],
    ip: request.ip,
    viewer: request.auth?.user ?? null,
    acceptLanguage: request.headers['accept-language'],
    log: request.log,
  });

  /**
   * The reply as JSON, or with `Accept: text/event-stream` as server-sent events: the model's words as
   * `delta` events while it writes them, then `done` with the same JSON reply (only `done` when the engine
   * answers alone). What fails before the first event answers as the usual JSON error.
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, body: ChatBody, botRef: string) => {
    const call = callOf(request, body);
    if (!wantsEventStream(request)) return handle(call, botRef);
    const stream = new ChatEventStream(
      reply,
      api.ctx.settings.publicUrl.startsWith('https:')
        ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
        : {},
    );
    try {
      const response = await handle(
        { ...call, wording: { onDelta: (text) => stream.delta(text), signal: stream.signal } },
        botRef,
      );
      stream.done(response);
    } catch (error) {
      if (!stream.isStarted) throw error;
      const known = error instanceof Error ? toErrorBody(error) : undefined;
      if (!known || known.statusCode >= 500) request.log.error({ err: error }, 'chat stream failed');
      stream.fail(
        known ?? {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'internal_error',
          message: msg.api.internal,
        },
      );
    }
    return reply;
  };

  api.post(
    '/bot/:botId/io',
    {
      schema: {
        ...schema('Send a message to a bot and get its reply (JSON, or server-sent events)'),
        params: ChatParamsSchema,
      },
    },
    (request, reply) => answer(request, reply, request.body, request.params.botId),
  );
  api.post(
    '/io',
    { schema: schema('Send a message to the platform bot (JSON, or server-sent events)') },
    (request, reply) => answer(request, reply, request.body, request.body.botId || PLATFORM_BOT_ID),
  );

  api.get(
    '/bots-phrases',
    {
      schema: {
        tags: ['chat'],
        summary: 'Random tip-card phrases of published bots',
        querystring: PhrasesQuerySchema,
        response: { 200: PhrasesResponseSchema },
      },
    },
    async (request) => ({ phrases: await randomPhrases(api.ctx, request.query.limit) }),
  );
};
