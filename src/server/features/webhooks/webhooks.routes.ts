import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import {
  DeliveryParamsSchema,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookInputSchema,
  WebhookParamsSchema,
  WebhookPatchSchema,
  WebhookSchema,
} from '../../../shared/schemas/integrations';
import { requireUser } from '../../plugins/auth';
import * as webhooks from './webhooks.service';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 404, 409, 429);

/**
 * A bot's outgoing webhooks (issue 43, decision 056): whoever manages the bot (owner, super user, admin)
 * adds endpoints, reads their delivery log, resends and tries them; everyone else gets the bot's 404.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/bot/:id/webhooks',
    {
      schema: {
        tags,
        summary: "The bot's webhook endpoints (their secrets are never shown again)",
        security,
        params: IdParamsSchema,
        response: { 200: z.object({ webhooks: z.array(WebhookSchema) }), ...errors },
      },
    },
    async (request) => ({
      webhooks: await webhooks.listWebhooks(api.ctx, requireUser(request), request.params.id),
    }),
  );

  api.post(
    '/bot/:id/webhooks',
    {
      schema: {
        tags,
        summary:
          'Adds an endpoint (http or https, public addresses only) for the chosen events; its signing secret is answered this once',
        security,
        params: IdParamsSchema,
        body: WebhookInputSchema,
        response: { 201: WebhookCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const webhook = await webhooks.createWebhook(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ webhook });
    },
  );

  api.patch(
    '/bot/:id/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Pauses or reactivates an endpoint, or changes its events',
        security,
        params: WebhookParamsSchema,
        body: WebhookPatchSchema,
        response: { 200: z.object({ webhook: WebhookSchema }), ...errors },
      },
    },
    async (request) => ({
      webhook: await webhooks.updateWebhook(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.params.webhookId,
        request.body,
      ),
    }),
  );

  api.delete(
    '/bot/:id/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Removes an endpoint and its log',
        security,
        params: WebhookParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await webhooks.deleteWebhook(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.params.webhookId,
      );
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/bot/:id/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags,
        summary: "The endpoint's last 50 deliveries: status, response code, time, attempts and next retry",
        security,
        params: WebhookParamsSchema,
        response: { 200: z.object({ deliveries: z.array(WebhookDeliverySchema) }), ...errors },
      },
    },
    async (request) => ({
      deliveries: await webhooks.listDeliveries(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.params.webhookId,
      ),
    }),
  );

  api.post(
    '/bot/:id/webhooks/:webhookId/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        summary: 'Sends a delivery’s event again, with the same event id (409 while the endpoint is paused)',
        security,
        params: DeliveryParamsSchema,
        response: { 202: z.object({ delivery: WebhookDeliverySchema }), ...errors },
      },
    },
    async (request, reply) => {
      const delivery = await webhooks.resendDelivery(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.params.webhookId,
        request.params.deliveryId,
      );
      return reply.code(202).send({ delivery });
    },
  );

  api.post(
    '/bot/:id/webhooks/:webhookId/ping',
    {
      schema: {
        tags,
        summary: '"Probar": posts a `ping` event at once and answers how the endpoint responded',
        security,
        params: WebhookParamsSchema,
        response: { 200: z.object({ delivery: WebhookDeliverySchema }), ...errors },
      },
    },
    async (request) => ({
      delivery: await webhooks.pingWebhook(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.params.webhookId,
      ),
    }),
  );
};
