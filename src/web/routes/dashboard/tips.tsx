import { Container } from '@mantine/core';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { RequireUser } from '../../features/accounts/components/require-user';
import { restoreSession } from '../../lib/session-store';
import { phrasesQuery } from '../../features/admin/api/admin-content';
import { TipManager } from '../../features/admin/components/tip-manager';
import { queryClient } from '../../lib/query-client';
import { ErrorPage } from '../error-page';

export function loader() {
  const session = restoreSession();
  if (session.status === 'authenticated' && session.session.user.isSuperUser) {
    void queryClient.prefetchQuery(phrasesQuery());
  }
  return null;
}

/** /dashboard/tips (super users): the phrases of the floating "Bots" tip card. */
export default function TipsPage() {
  return (
    <RequireUser>
      {(user) =>
        user.isSuperUser ? (
          <>
            <PageHeader title={msg.pages.tips} description={msg.admin.tipsSubtitle} />
            <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
              <TipManager />
            </Container>
          </>
        ) : (
          <ErrorPage status={404} />
        )
      }
    </RequireUser>
  );
}
