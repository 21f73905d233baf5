import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import { AlertPreferencesSchema, PushSubscriptionInputSchema } from '../../../shared/schemas/team';
import { requireUser } from '../../plugins/auth';
import * as alerts from './alerts.service';

const tags = ['alerts'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 404, 429);

/**
 * Alerts on the phone and by e-mail (issue 42): the browsers a person subscribed to Web Push, and what
 * each person wants to hear of each bot they run.
 */
export const alertRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/push/key',
    {
      schema: {
        tags,
        summary:
          "The server's VAPID public key, for a browser's pushManager.subscribe (applicationServerKey)",
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: api.ctx.settings.push.publicKey }),
  );

  api.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary:
          "Store this browser's push subscription for the caller (PushSubscription.toJSON()); only the browsers' push services (FCM, Mozilla, Apple, Windows) or PUSH_ALLOWED_HOSTS are accepted. An endpoint stored for another user moves to the caller",
        security,
        body: PushSubscriptionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await alerts.subscribe(api.ctx, requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Forget this browser's push subscription (the caller's own; anyone else's is left alone)",
        security,
        body: z.object({ endpoint: z.string().min(1).max(1000) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await alerts.unsubscribe(api.ctx, requireUser(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/bot/:id/alerts',
    {
      schema: {
        tags,
        summary:
          "The caller's own alerts for a bot they run (any role): push kinds on their subscribed browsers, and e-mail",
        security,
        params: IdParamsSchema,
        response: { 200: AlertPreferencesSchema, ...errors },
      },
    },
    async (request) => alerts.readAlertPreferences(api.ctx, requireUser(request), request.params.id),
  );

  api.put(
    '/bot/:id/alerts',
    {
      schema: {
        tags,
        summary: "Save the caller's own alerts for a bot they run (any role)",
        security,
        params: IdParamsSchema,
        body: AlertPreferencesSchema,
        response: { 200: AlertPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      alerts.saveAlertPreferences(api.ctx, requireUser(request), request.params.id, request.body),
  );
};
