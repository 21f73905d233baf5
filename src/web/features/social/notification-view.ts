import { truncate, Truncation } from '../../../shared/constants';
import type { Notification } from '../../../shared/schemas/social';

/** The list shows at most 33 characters of a title (spec section 9); the reader shows it whole. */
export function notificationTitle(title: string): string {
  return truncate(title, Truncation.notificationTitle);
}

export function isUnread(notification: Pick<Notification, 'readAt'>): boolean {
  return notification.readAt === null;
}
