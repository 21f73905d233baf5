import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { Paging } from '../../../../shared/constants';
import type { Notification, NotificationListSchema } from '../../../../shared/schemas/social';
import { api } from '../../../lib/api-client';

type NotificationList = z.infer<typeof NotificationListSchema>;

/** The query keys of notifications. */
export const notificationKeys = {
  /** Every notification query shares this prefix: a change on the list refreshes the avatar's count too. */
  all: () => ['notifications'] as const,
  unread: (userId: string) => [...notificationKeys.all(), 'unread', userId] as const,
  list: (userId: string) => [...notificationKeys.all(), 'list', userId] as const,
};

/** How often the top bar asks for the unread count: one tiny call a minute, and on window focus. */
const UNREAD_REFRESH_MS = 60_000;

/** The avatar's unread count: GET /notifications with one item, read only for `unread`. */
export function unreadCountQuery(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) =>
      api<NotificationList>('/notifications', { query: { page: Paging.defaultPage, pageSize: 1 }, signal }),
    select: (list) => list.unread,
    staleTime: 0,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** GET /notifications, six at a time, newest first ("Cargar Más" asks for nextPage). */
export function notificationsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam, signal }) =>
      api<NotificationList>('/notifications', {
        query: { page: pageParam, pageSize: Paging.notificationsPageSize },
        signal,
      }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: 0,
  });
}

/** PUT /notification/{id}: toggles read / unread. */
export function toggleNotificationRead(id: string): Promise<{ notification: Notification }> {
  return api(`/notification/${encodeURIComponent(id)}`, { method: 'PUT' });
}

export function deleteNotification(id: string): Promise<void> {
  return api(`/notification/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
