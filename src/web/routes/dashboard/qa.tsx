import { Container } from '@mantine/core';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { RequireUser } from '../../features/accounts/components/require-user';
import { restoreSession } from '../../lib/session-store';
import { faqQuery } from '../../features/admin/api/admin-content';
import { FaqManager } from '../../features/admin/components/faq-manager';
import { queryClient } from '../../lib/query-client';
import { ErrorPage } from '../error-page';

export function loader() {
  const session = restoreSession();
  if (session.status === 'authenticated' && session.session.user.isSuperUser) {
    void queryClient.prefetchQuery(faqQuery());
  }
  return null;
}

/** /dashboard/qa (super users): the platform FAQ that /questions shows and the platform bot answers from. */
export default function QaPage() {
  return (
    <RequireUser>
      {(user) =>
        user.isSuperUser ? (
          <>
            <PageHeader title={msg.pages.qa} description={msg.admin.qaSubtitle} />
            <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
              <FaqManager />
            </Container>
          </>
        ) : (
          <ErrorPage status={404} />
        )
      }
    </RequireUser>
  );
}
