import type { FastifyRequest } from 'fastify';
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
import { AppError } from '../../lib/app-error';
import type { TaskLog } from '../../lib/background';
import { requireAppToken } from '../../plugins/auth';
import type { UserRow } from '../../lib/user-row';
import { getCachedPublicBot, getPublicBot } from '../bots/bots.service';
import { httpOrigin, originAllowed } from '../widget/embed-policy';
import { converse } from './chat.service';
import { ConversationStore } from './conversation-store';
import { countryOfLanguage } from './visitor-country';
import { ModelCache } from './model-cache';
import { randomPhrases } from '../content/tips.service';

type ChatBody = z.output<typeof ChatRequestSchema>;

const errors = errorResponses(400, 401, 403, 404, 429);
/** Tries whose turn is stored only if nothing moved meanwhile; the next one stores it regardless. */
const CHECKED_ATTEMPTS = 3;

export const chatRoutes: FastifyPluginAsyncZod = async (api) => {
  const models = new ModelCache();
  const store = new ConversationStore(api.ctx.database);

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
  }
  const handle = async ({ body, tokenHeader, ip, viewer, acceptLanguage, log }: Call, botRef: string) => {
    requireAppToken(body.appToken, tokenHeader, api.ctx.settings.appToken);
    const limits = api.ctx.rateLimiter;
    await limits.consume('chatIp', ip, msg.handoff.chatRateLimited);
    for (let attempt = 0; ; attempt += 1) {
      // First from this instance's copies (most messages then cost one statement, the write); when the write
      // refuses the turn because the conversation or the bot moved, again from a fresh read; the last try
      // stores whatever happened meanwhile, as a message racing another of the same conversation always did.
      const fresh = attempt > 0;
      const found = await store.findForVisitor(body.conversationId, viewer, { fresh });
      // Unpublished bots answer only whoever manages them ("PROBAR"); others get the same 404 as a missing
      // bot. A fresh read brought the bot's revision along: the bot cache checks it instead of asking.
      const named = found && (found.bot.id === botRef || found.bot.alias === botRef.toLowerCase());
      const { bot, intents, passages } = fresh
        ? await getPublicBot(api.ctx, viewer, botRef, named ? found.bot : undefined)
        : await getCachedPublicBot(api.ctx, viewer, botRef);
      // An id the server never issued, another visitor's or another bot's is no conversation: this message
      // starts a new one, counted under the address's allowance of new conversations (made-up ids cannot
      // dodge it).
      const conversation = found?.conversation.botId === bot.id ? found.conversation : undefined;
      if (attempt === 0) {
        // Per visitor too: an embedded bot on a busy site must not let one visitor flood the server.
        if (conversation) await limits.consume('chatVisitor', conversation.id, msg.handoff.chatRateLimited);
        else await limits.consume('chatNewIp', ip, msg.handoff.chatRateLimited);
      }
      let origin: string | null = null;
      if (body.origin) {
        if (!originAllowed(body.origin, bot.embedDomains)) {
          throw new AppError('embed_forbidden', 403, msg.handoff.embedForbidden);
        }
        origin = httpOrigin(body.origin)!.origin;
      }
      const reply = await converse(
        api.ctx,
        { models, store },
        {
          bot,
          intents,
          passages,
          viewer,
          conversation,
          checked: attempt < CHECKED_ATTEMPTS,
          message: body.interaction.message,
          origin,
          country: countryOfLanguage(acceptLanguage),
          log,
        },
      );
      if (reply) return reply;
    }
  };
  const callOf = (request: FastifyRequest, body: ChatBody): Call => ({
    body,
    tokenHeader: request.headers['x-app-token'],
    ip: request.ip,
    viewer: request.auth?.user ?? null,
    acceptLanguage: request.headers['accept-language'],
    log: request.log,
  });

  api.post(
    '/bot/:botId/io',
    { schema: { ...schema('Send a message to a bot and get its reply'), params: ChatParamsSchema } },
    (request) => handle(callOf(request, request.body), request.params.botId),
  );
  api.post('/io', { schema: schema('Send a message to the platform bot') }, (request) =>
    handle(callOf(request, request.body), request.body.botId || PLATFORM_BOT_ID),
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
