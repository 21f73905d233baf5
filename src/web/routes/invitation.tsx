import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { msg } from '../../shared/messages.es';
import { teamText } from '../../shared/messages/team-screens.es';
import { invitationQuery, useAcceptInvitation } from '../features/team/api/team';
import { ApiError } from '../lib/api-client';
import { useSession } from '../lib/session-store';
import { toastError } from '../lib/toast-error';
import { paths } from '../paths';

const t = teamText.invitation;

/**
 * /invitaciones/{token}: an invitation to a bot's team (issue 42). It says what it offers to anyone with the
 * link; a visitor signs in or creates an account and comes back here; a signed-in user accepts with a tap.
 */
export default function InvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useQuery(invitationQuery(token));
  const session = useSession();
  const accept = useAcceptInvitation(token);
  const here = paths.invitation(token);

  return (
    <Container size="sm" py="xl">
      {invitation.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t.loading} />
        </Group>
      ) : invitation.isError ? (
        <Alert color="red" icon={<IconMailOpened size={20} />} title={t.title}>
          {invitation.error instanceof ApiError && invitation.error.status === 404
            ? t.notFound
            : msg.api.internal}
        </Alert>
      ) : accept.isSuccess ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={1} size="h3">
              {t.accepted(invitation.data.botName)}
            </Title>
            <Group>
              <Button component={Link} to={paths.botInbox(accept.data.botId)} radius="xl">
                {t.goInbox}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" p="lg" data-testid="invitation">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <IconUsers size={28} aria-hidden />
              <Title order={1} size="h3">
                {t.title}
              </Title>
            </Group>
            <Text>
              {t.offer(
                invitation.data.invitedBy,
                invitation.data.botName,
                teamText.roles[invitation.data.role].toLowerCase(),
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {teamText.roleHints[invitation.data.role]}
            </Text>
            <Text size="sm" c="dimmed">
              {t.sentTo(invitation.data.email)}
            </Text>
            {session.status === 'anonymous' ? (
              <>
                <Text size="sm">{t.signInFirst}</Text>
                <Group>
                  <Button component={Link} to={paths.signIn(here)} radius="xl">
                    {t.signIn}
                  </Button>
                  <Button component={Link} to={paths.signUp(here)} radius="xl" variant="light">
                    {t.signUp}
                  </Button>
                </Group>
              </>
            ) : (
              <Group>
                <Button
                  radius="xl"
                  loading={accept.isPending}
                  onClick={() => accept.mutate(undefined, { onError: toastError })}
                  data-testid="accept-invitation"
                >
                  {t.accept}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
