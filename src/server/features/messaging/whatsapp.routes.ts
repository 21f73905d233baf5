import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { msg } from '../../../shared/messages.es';
import { BotParamsSchema } from '../../../shared/schemas/bots';
import {
  WhatsAppConnectionSchema,
  ReminderTemplateSchema,
  WhatsAppConnectSchema,
  WhatsAppTemplatesSchema,
  WhatsAppVerifyQuerySchema,
} from '../../../shared/schemas/whatsapp';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { recordWhatsAppStatuses } from './receipts';
import { challengeOf, readSignedJson, receivedMessages, receivedStatuses, takeRawBodies } from './webhook';
import { kickChannels } from './channel-jobs';
import { chooseReminderTemplate, listTemplates } from './whatsapp-templates';
import { connect, disconnect, getConnection, storeReceivedMessages } from './whatsapp.service';

const tags = ['whatsapp'];
const security = [{ bearer: [] }];

/** A bot's WhatsApp number (Cloud API) and the webhook Meta delivers its customers' messages to. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;

  api.get(
    '/bot/:id/whatsapp',
    {
      schema: {
        tags,
        summary: "The bot's WhatsApp connection (owner or super user; others 404); the token is never shown",
        security,
        params: BotParamsSchema,
        response: { 200: WhatsAppConnectionSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getConnection(ctx, requireUser(request), request.params.id),
  );

  api.put(
    '/bot/:id/whatsapp',
    {
      schema: {
        tags,
        summary:
          "Connect the bot to a WhatsApp Business number: the token is checked against the Graph API (the number's details), sealed and never returned; a number belongs to one bot (409 whatsapp_number_taken)",
        security,
        params: BotParamsSchema,
        body: WhatsAppConnectSchema,
        response: { 200: WhatsAppConnectionSchema, ...errorResponses(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) => connect(ctx, requireUser(request), request.params.id, request.body),
  );

  api.delete(
    '/bot/:id/whatsapp',
    {
      schema: {
        tags,
        summary: 'Disconnect WhatsApp: the bot stops answering there and its page drops the WhatsApp link',
        security,
        params: BotParamsSchema,
        response: { 200: WhatsAppConnectionSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await disconnect(ctx, requireUser(request), request.params.id);
      return { whatsapp: { connected: false as const } };
    },
  );

  api.get(
    '/bot/:id/whatsapp/templates',
    {
      schema: {
        tags,
        summary:
          "The number's approved message templates, read from Meta (GET /{waba-id}/message_templates): a hand reply can be sent as one after the 24-hour window. 409 whatsapp_no_business_account without the account id",
        security,
        params: BotParamsSchema,
        response: { 200: WhatsAppTemplatesSchema, ...errorResponses(401, 404, 409, 502) },
      },
    },
    async (request) => listTemplates(ctx, requireUser(request), request.params.id),
  );

  api.put(
    '/bot/:id/whatsapp/reminder-template',
    {
      schema: {
        tags,
        summary:
          'The approved template booking reminders go by to customers who booked on WhatsApp ({{1}} their name, {{2}} the time, {{3}} the service; at most 3), or null for e-mail only',
        security,
        params: BotParamsSchema,
        body: ReminderTemplateSchema,
        response: { 200: WhatsAppConnectionSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => chooseReminderTemplate(ctx, requireUser(request), request.params.id, request.body),
  );

  api.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags,
        summary: "Meta's webhook verification: answers hub.challenge when hub.verify_token matches, else 403",
        querystring: WhatsAppVerifyQuerySchema,
        response: { 200: z.string().describe('text/plain: hub.challenge'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const settings = ctx.settings.whatsapp;
      if (!settings) throw new AppError('whatsapp_disabled', 404, msg.whatsapp.disabled);
      const challenge = challengeOf(request.query, settings.verifyToken);
      return reply
        .type('text/plain; charset=utf-8')
        .serializer((value) => String(value))
        .send(challenge);
    },
  );

  // The delivery's signature covers its exact bytes: this route alone reads the body raw, and parses the
  // JSON itself once the signature holds.
  await api.register(async (scope) => {
    takeRawBodies(scope);

    scope.post(
      '/whatsapp/webhook',
      {
        schema: {
          tags,
          summary:
            "Meta's WhatsApp notifications (messages, statuses), signed with X-Hub-Signature-256: 401 with nothing stored when the signature is missing or wrong; messages are stored once by id and answered outside the request",
          response: {
            200: z.object({ received: z.number().int().describe('Messages stored for answering') }),
            ...errorResponses(400, 401, 404, 413),
          },
        },
      },
      async (request) => {
        const settings = ctx.settings.whatsapp;
        if (!settings) throw new AppError('whatsapp_disabled', 404, msg.whatsapp.disabled);
        const body = readSignedJson(request, settings.appSecret);
        await recordWhatsAppStatuses(ctx, receivedStatuses(body));
        const messages = receivedMessages(body);
        if (!messages.length) return { received: 0 };
        const stored = await storeReceivedMessages(ctx, messages);
        if (stored) kickChannels(ctx, request.log);
        return { received: stored };
      },
    );
  });
};
