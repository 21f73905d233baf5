import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { msg } from '../../../shared/messages.es';
import { BotParamsSchema } from '../../../shared/schemas/bots';
import {
  InstagramConnectSchema,
  MessengerConnectSchema,
  MetaConnectionSchema,
  type MetaPlatform,
} from '../../../shared/schemas/meta';
import { WhatsAppVerifyQuerySchema } from '../../../shared/schemas/whatsapp';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { kickChannels } from './channel-jobs';
import { receivedMetaMessages, receivedMetaReceipts } from './meta-webhook';
import { recordMetaReceipts } from './receipts';
import { connectMeta, disconnectMeta, getMetaConnection, storeMetaMessages } from './meta.service';
import { challengeOf, readSignedJson, takeRawBodies } from './webhook';

const tags = ['meta'];
const security = [{ bearer: [] }];

/**
 * A bot's Facebook page (Messenger) and Instagram professional account, and the one webhook Meta delivers
 * both platforms' messages to (issue 41).
 */
export const metaRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
  const platforms: Array<{ platform: MetaPlatform; label: string }> = [
    { platform: 'messenger', label: 'Facebook page (Messenger)' },
    { platform: 'instagram', label: 'Instagram professional account' },
  ];

  for (const { platform, label } of platforms) {
    api.get(
      `/bot/:id/${platform}`,
      {
        schema: {
          tags,
          summary: `The bot's ${label} (owner or super user; others 404); the token is never shown`,
          security,
          params: BotParamsSchema,
          response: { 200: MetaConnectionSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => getMetaConnection(ctx, requireUser(request), request.params.id, platform),
    );

    api.delete(
      `/bot/:id/${platform}`,
      {
        schema: {
          tags,
          summary: `Disconnect the ${label}: the bot stops answering there`,
          security,
          params: BotParamsSchema,
          response: { 200: MetaConnectionSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        await disconnectMeta(ctx, requireUser(request), request.params.id, platform);
        return { connection: { connected: false as const, platform } };
      },
    );
  }

  const connectResponses = { 200: MetaConnectionSchema, ...errorResponses(400, 401, 404, 409, 429, 502) };
  api.put(
    '/bot/:id/messenger',
    {
      schema: {
        tags,
        summary:
          "Connect the bot to a Facebook page: the page token is checked against the Graph API (the page's name) and the page subscribed to the app's webhook; sealed and never returned; a page belongs to one bot (409 meta_account_taken)",
        security,
        params: BotParamsSchema,
        body: MessengerConnectSchema,
        response: connectResponses,
      },
    },
    async (request) =>
      connectMeta(ctx, requireUser(request), request.params.id, 'messenger', {
        accountId: request.body.pageId,
        accessToken: request.body.accessToken,
      }),
  );

  api.put(
    '/bot/:id/instagram',
    {
      schema: {
        tags,
        summary:
          "Connect the bot to an Instagram professional account: the token is checked against the Graph API (the account's username), sealed and never returned; an account belongs to one bot (409 meta_account_taken)",
        security,
        params: BotParamsSchema,
        body: InstagramConnectSchema,
        response: connectResponses,
      },
    },
    async (request) => connectMeta(ctx, requireUser(request), request.params.id, 'instagram', request.body),
  );

  api.get(
    '/meta/webhook',
    {
      schema: {
        tags,
        summary:
          "Meta's webhook verification for Messenger and Instagram: answers hub.challenge when hub.verify_token matches META_VERIFY_TOKEN, else 403",
        querystring: WhatsAppVerifyQuerySchema,
        response: { 200: z.string().describe('text/plain: hub.challenge'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const settings = ctx.settings.meta;
      if (!settings) throw new AppError('meta_disabled', 404, msg.meta.disabled);
      const challenge = challengeOf(request.query, settings.verifyToken);
      return reply
        .type('text/plain; charset=utf-8')
        .serializer((value) => String(value))
        .send(challenge);
    },
  );

  await api.register(async (scope) => {
    takeRawBodies(scope);
    scope.post(
      '/meta/webhook',
      {
        schema: {
          tags,
          summary:
            "Meta's Messenger (object page) and Instagram (object instagram) notifications, signed with X-Hub-Signature-256 (META_APP_SECRET): 401 with nothing stored when the signature is missing or wrong; messages are stored once by id and answered outside the request",
          response: {
            200: z.object({ received: z.number().int().describe('Messages stored for answering') }),
            ...errorResponses(400, 401, 404, 413),
          },
        },
      },
      async (request) => {
        const settings = ctx.settings.meta;
        if (!settings) throw new AppError('meta_disabled', 404, msg.meta.disabled);
        const body = readSignedJson(request, settings.appSecret);
        const delivery = receivedMetaMessages(body);
        if (delivery) await recordMetaReceipts(ctx, delivery.platform, receivedMetaReceipts(body));
        if (!delivery?.messages.length) return { received: 0 };
        const stored = await storeMetaMessages(ctx, delivery.platform, delivery.messages);
        if (stored) kickChannels(ctx, request.log);
        return { received: stored };
      },
    );
  });
};
