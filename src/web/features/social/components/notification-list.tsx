import { Badge, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import type { Notification } from '../../../../shared/schemas/social';
import { PageLoader } from '../../../components/page-loader';
import { confirmAction, showInfo } from '../../../components/dialog-store';
import { formatDateTime } from '../../../lib/format-date';
import { useKeptData } from '../../../lib/use-kept-data';
import { paths } from '../../../paths';
import { useNotificationAction } from '../api/notification-actions';
import { notificationsQuery } from '../api/notifications';
import { isUnread, notificationTitle } from '../notification-view';
import { toastError } from '../../../lib/toast-error';
import { LoadMore } from '../../../components/load-more';
import { NotificationItem, type NotificationAction } from './notification-item';
import classes from './notifications.module.css';

const n = msg.notification;

function EmptyNotifications() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconBellOff size={26} />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {msg.empty.results}
        </Text>
      </Stack>
    </Paper>
  );
}

/** "Leer" shows the whole notification; reading an unread one marks it read. */
function openReader(notification: Notification) {
  showInfo({
    title: notification.title,
    description: notification.message,
    text: [notification.fromUser?.name, formatDateTime(notification.createdAt)].filter(Boolean).join(' · '),
    ...(notification.botId ? { to: paths.bot(notification.botId), toCaption: n.viewBot } : {}),
  });
}

/** The signed-in user's notifications, six at a time, with read, read-state and delete actions. */
export function NotificationList({ userId }: { userId: string }) {
  const change = useNotificationAction();
  const list = useInfiniteQuery(notificationsQuery(userId));
  const data = useKeptData(list.data, list.error, 'GET /notifications');
  const [pending, setPending] = useState<{ id: string; action: NotificationAction } | null>(null);
  useEffect(() => {
    if (list.error) toastError(list.error);
  }, [list.error]);

  const handleAction = async (action: NotificationAction, notification: Notification) => {
    if (action === 'remove') {
      const confirmed = await confirmAction({
        title: n.removeTitle,
        message: notificationTitle(notification.title),
        color: 'red',
      });
      if (!confirmed) return;
    }
    if (action === 'read') {
      openReader(notification);
      if (!isUnread(notification)) return;
    }
    setPending({ id: notification._id, action });
    try {
      await change.mutateAsync({ id: notification._id, action: action === 'remove' ? 'remove' : 'toggle' });
    } catch (error) {
      toastError(error);
    } finally {
      setPending(null);
    }
  };

  if (!data) return list.isError ? <EmptyNotifications /> : <PageLoader text={n.waiting} />;
  const items = data.pages.flatMap((page) => page.notifications);
  const unread = data.pages[0]?.unread ?? 0;
  if (!items.length) return <EmptyNotifications />;
  return (
    <Stack gap="md">
      {unread > 0 && (
        <Badge color="indigo" variant="light" size="lg" radius="xl" data-testid="unread-count">
          {n.unread(unread)}
        </Badge>
      )}
      <Stack component="ul" gap="sm" className={classes.list}>
        {items.map((item) => (
          <NotificationItem
            key={item._id}
            notification={item}
            pending={pending?.id === item._id ? pending.action : null}
            onAction={(action, notification) => void handleAction(action, notification)}
          />
        ))}
      </Stack>
      {list.hasNextPage && (
        <LoadMore loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      )}
    </Stack>
  );
}
