import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import {
  NotificationListSchema,
  NotificationResponseSchema,
  PagedQuerySchema,
  type Notification,
} from '../../../shared/schemas/social';
import type { notifications } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { pageOf } from '../../lib/pages';
import { deleteNotification, listNotifications, toggleRead } from './notifications.service';

const errors = errorResponses(400, 401, 404);
const tags = ['notifications'];

function present(
  row: typeof notifications.$inferSelect,
  fromUser: { name: string; pictureUrl: string | null } | null,
): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    fromUser,
    botId: row.botId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const notificationRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first (page size 6)",
        security: [{ bearer: [] }],
        querystring: PagedQuerySchema,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, pageSize } = request.query;
      const { rows, total, unread } = await listNotifications(api.ctx, user, page, pageSize);
      return {
        notifications: rows.map((r) => present(r.notification, r.fromUser)),
        unread,
        ...pageOf(total, page, pageSize),
      };
    },
  );

  api.put(
    '/notification/:id',
    {
      schema: {
        tags,
        summary: 'Toggle read / unread (only the addressee; others get 404)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: NotificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const toggled = await toggleRead(api.ctx, requireUser(request), request.params.id);
      return { notification: present(toggled.notification, toggled.fromUser) };
    },
  );

  api.delete(
    '/notification/:id',
    {
      schema: {
        tags,
        summary: 'Delete a notification (only the addressee; others get 404)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteNotification(api.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
