import { Container } from '@mantine/core';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { RequireUser } from '../../features/accounts/components/require-user';
import { NotificationList } from '../../features/social/components/notification-list';

/** /dashboard/notifications: ratings, subscribers and visitors' data, newest first. */
export default function NotificationsPage() {
  return (
    <>
      <PageHeader title={msg.pages.notifications} description={msg.panel.notificationsText} />
      {/* The bottom room keeps the last item's actions clear of the floating buttons. */}
      <Container size="sm" pt="lg" pb={96} px={{ base: 'sm', sm: 'md' }}>
        <RequireUser>{(user) => <NotificationList userId={user._id} />}</RequireUser>
      </Container>
    </>
  );
}
