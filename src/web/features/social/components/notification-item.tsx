import { Avatar, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconEye, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { msg } from '../../../../shared/messages.es';
import type { Notification } from '../../../../shared/schemas/social';
import { formatDateTime } from '../../../lib/format-date';
import { isUnread, notificationTitle } from '../notification-view';
import classes from './notifications.module.css';

const n = msg.notification;

export type NotificationAction = 'read' | 'toggle' | 'remove';

interface NotificationItemProps {
  notification: Notification;
  /** The action on its way for this item, if any: its button spins and the others wait. */
  pending: NotificationAction | null;
  onAction: (action: NotificationAction, notification: Notification) => void;
}

/** One notification: unread ones are dark with the title in bold and the message hidden (spec section 4). */
export function NotificationItem({ notification, pending, onAction }: NotificationItemProps) {
  const unread = isUnread(notification);
  const from = notification.fromUser;
  const busy = pending !== null;
  return (
    <Paper
      component="li"
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      withBorder
      className={classes.item}
      data-unread={unread || undefined}
      data-testid="notification"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {from ? (
          <Avatar
            src={from.pictureUrl}
            alt={from.name}
            radius="xl"
            color="indigo"
            variant="filled"
            className={classes.avatar}
          >
            {from.name.slice(0, 1).toUpperCase()}
          </Avatar>
        ) : (
          <ThemeIcon size={38} radius="xl" variant="light">
            <IconBell size={20} />
          </ThemeIcon>
        )}
        <Stack gap={4} miw={0} flex={1}>
          <Text fw={unread ? 700 : 500} className={classes.title} title={notification.title}>
            {notificationTitle(notification.title)}
          </Text>
          <Text size="xs" className={classes.meta}>
            {from ? `${from.name} · ` : ''}
            {formatDateTime(notification.createdAt)}
          </Text>
          {!unread && (
            <Text size="sm" className={classes.message}>
              {notification.message}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap={4} mt="xs" className={classes.actions}>
        <Button
          size="compact-sm"
          variant={unread ? 'white' : 'light'}
          leftSection={<IconEye size={16} />}
          loading={pending === 'read'}
          disabled={busy && pending !== 'read'}
          onClick={() => onAction('read', notification)}
        >
          {n.read}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color={unread ? 'gray.0' : 'gray'}
          leftSection={unread ? <IconMailOpened size={16} /> : <IconMail size={16} />}
          loading={pending === 'toggle'}
          disabled={busy && pending !== 'toggle'}
          onClick={() => onAction('toggle', notification)}
        >
          {unread ? n.markRead : n.markUnread}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color={unread ? 'red.2' : 'red'}
          leftSection={<IconTrash size={16} />}
          loading={pending === 'remove'}
          disabled={busy && pending !== 'remove'}
          onClick={() => onAction('remove', notification)}
        >
          {n.remove}
        </Button>
      </Group>
    </Paper>
  );
}
