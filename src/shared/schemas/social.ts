import { z } from 'zod';
import { Paging } from '../constants';
import { msg } from '../messages.es';

const m = msg.rating;

/** Rating input: `comment` is the contract; the spec's other spelling `comments` is accepted too. */
export const QualificationInputSchema = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !('comment' in value) && 'comments' in value) {
      const { comments, ...rest } = value as Record<string, unknown>;
      return { ...rest, comment: comments };
    }
    return value;
  },
  z.object({
    _id: z.string().max(100).optional(),
    rating: z
      .number({ error: m.ratingRequired })
      .min(1, m.ratingRange)
      .max(5, m.ratingRange)
      .refine((value) => Number.isInteger(value * 2), m.ratingRange),
    comment: z
      .string({ error: m.commentRequired })
      .trim()
      .min(1, m.commentRequired)
      .min(6, m.commentShort)
      .max(300, m.commentLong),
  }),
);
export type QualificationInput = z.input<typeof QualificationInputSchema>;

export const QualificationSchema = z
  .object({
    _id: z.string(),
    fromUserId: z.string(),
    toUserId: z.string().nullable(),
    toBotId: z.string().nullable(),
    toAssistantId: z.string().nullable(),
    rating: z.number(),
    comment: z.string(),
    fromUser: z.object({ _id: z.string(), name: z.string(), pictureUrl: z.string().nullable() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Qualification' });
export type Qualification = z.infer<typeof QualificationSchema>;

export const QualificationResponseSchema = z.object({ qualification: QualificationSchema.nullable() });
export const PagedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(Paging.defaultPage),
  pageSize: z.coerce.number().int().min(1).max(Paging.maxPageSize).default(Paging.notificationsPageSize),
});
export const QualificationListSchema = z.object({
  qualifications: z.array(QualificationSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  nextPage: z.number().int().nullable(),
});

export const SubscriptionSchema = z.object({ on: z.boolean() });

export const NotificationSchema = z
  .object({
    _id: z.string(),
    kind: z.string(),
    title: z.string(),
    message: z.string(),
    fromUser: z.object({ name: z.string(), pictureUrl: z.string().nullable() }).nullable(),
    botId: z.string().nullable(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  nextPage: z.number().int().nullable(),
  unread: z.number().int(),
});
export const NotificationResponseSchema = z.object({ notification: NotificationSchema });
