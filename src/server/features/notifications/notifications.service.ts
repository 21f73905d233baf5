import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import * as repo from './notifications.repo';

const notFound = () => new AppError('not_found', 404, msg.notification.notFound);

/** One page of the user's notifications, newest first, with how many are unread. */
export function listNotifications(ctx: AppContext, user: UserRow, page: number, pageSize: number) {
  return repo.findNotificationsOf(ctx.database.db, user.id, page, pageSize);
}

/** Read ↔ unread; only the addressee's notification, else 404. */
export async function toggleRead(ctx: AppContext, user: UserRow, id: string) {
  const toggled = await repo.toggleRead(ctx.database.db, user.id, id);
  if (!toggled) throw notFound();
  return toggled;
}

/** Only the addressee's notification, else 404. */
export async function deleteNotification(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  if (!(await repo.deleteNotification(ctx.database.db, user.id, id))) throw notFound();
}
