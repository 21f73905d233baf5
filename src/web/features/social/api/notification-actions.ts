import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '../../../../shared/messages.es';
import { toast } from '../../../lib/toast';
import { deleteNotification, notificationKeys, toggleNotificationRead } from './notifications';

// Apart from notifications.ts, which the top bar loads with every page: the mutation code stays out of the
// first download (docs/performance.md).
/**
 * Toggles read or deletes a notification (and says so); the mutation settles once the list and the avatar's
 * unread count (they share the prefix) have reloaded.
 */
export function useNotificationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'toggle' | 'remove' }) => {
      if (action === 'remove') await deleteNotification(id);
      else await toggleNotificationRead(id);
    },
    onSuccess: (_, { action }) => {
      if (action === 'remove') toast(msg.notification.removed, { color: 'success' });
      return client.invalidateQueries({ queryKey: notificationKeys.all() });
    },
  });
}
