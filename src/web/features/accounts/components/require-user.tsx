import { Alert, Button, Container } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg } from '../../../../shared/messages.es';
import { PageLoader } from '../../../components/page-loader';
import { refreshUser, useSession, type SessionUser } from '../../../lib/session-store';

/**
 * Renders a screen that needs the signed-in user: the spec's wait text "Cargando información del usuario"
 * while GET /me is on its way, its error message (with a retry) if it failed.
 */
export function RequireUser({ children }: { children: (user: SessionUser) => ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated') return children(session.session.user);
  if (session.status === 'loading' && session.error) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          {session.error}
          <Button
            mt="md"
            size="xs"
            variant="light"
            color="red"
            display="block"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void refreshUser()}
          >
            {msg.loadingUser.retry}
          </Button>
        </Alert>
      </Container>
    );
  }
  return <PageLoader text={msg.loadingUser.wait} />;
}
