import { Container } from '@mantine/core';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { RequireUser } from '../../features/accounts/components/require-user';
import { refreshUser, restoreSession } from '../../lib/session-store';
import { membersQuery } from '../../features/admin/api/admin-content';
import { MemberList } from '../../features/admin/components/member-list';
import { queryClient } from '../../lib/query-client';
import { ErrorPage } from '../error-page';

/** The first page of members loads with the screen's code when the super user is already known. */
export function loader() {
  const session = restoreSession();
  if (session.status === 'authenticated' && session.session.user.isSuperUser) {
    void queryClient.prefetchInfiniteQuery(membersQuery(''));
  }
  return null;
}

/** /dashboard/members (super users): every account, with publish and super-user actions. */
export default function MembersPage() {
  return (
    <RequireUser>
      {(user) =>
        // Others get the same answer as a page that does not exist.
        user.isSuperUser ? (
          <>
            <PageHeader title={msg.pages.members} description={msg.admin.membersSubtitle} />
            <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
              <MemberList selfId={user._id} onSelfRoleChanged={() => void refreshUser()} />
            </Container>
          </>
        ) : (
          <ErrorPage status={404} />
        )
      }
    </RequireUser>
  );
}
