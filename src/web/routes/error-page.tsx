import { Anchor, Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHome, IconMail, IconMoodSad } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router';
import { msg } from '../../shared/messages.es';
import { paths } from '../paths';
import { ApiError } from '../lib/api-client';
import { reloadOnceForStaleChunk } from '../lib/chunk-reload';
import { usePageTitle } from '../lib/use-page-title';
import { useErrorPageShown } from '../layout/floating-visibility';

/** The status of a navigation error: statusCode or the response status, defaulting to 500. */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const candidate = (error as { statusCode?: unknown; status?: unknown } | null) ?? {};
  const status = candidate.statusCode ?? candidate.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The API's error code, when the error is an API answer ("bot_unavailable"…). */
export function codeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function ErrorPage({ status, code }: { status: number; code?: string }) {
  const navigate = useNavigate();
  const notFound = status === 404;
  // A bot that exists but is paused or not yet published: its own words, not "página no encontrada".
  const unavailable = code === 'bot_unavailable';
  const title = unavailable
    ? msg.errorPage.unavailableTitle
    : notFound
      ? msg.errorPage.notFoundTitle
      : msg.errorPage.serverErrorTitle;
  usePageTitle(title);
  useErrorPageShown();
  const handleBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home());
  };
  return (
    <Center py={60} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={notFound ? 'indigo' : 'red'}>
          <IconMoodSad size={40} />
        </ThemeIcon>
        <Text c="dimmed" fw={700} fz={48} lh={1} data-testid="error-status">
          {status}
        </Text>
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">
          {unavailable
            ? msg.errorPage.unavailableText
            : notFound
              ? msg.errorPage.oops
              : msg.errorPage.serverOops}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.home()} leftSection={<IconHome size={18} />}>
            {msg.errorPage.goHome}
          </Button>
          <Button variant="light" onClick={handleBack} leftSection={<IconArrowLeft size={18} />}>
            {msg.errorPage.goBack}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={paths.contact()}
            leftSection={<IconMail size={18} />}
          >
            {msg.errorPage.contact}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="md">
          {msg.errorPage.quickLinks}
        </Text>
        <Group gap="lg" justify="center">
          <Anchor component={Link} to={paths.explore()}>
            {msg.errorPage.exploreBots}
          </Anchor>
          <Anchor component={Link} to={paths.questions()}>
            {msg.errorPage.questions}
          </Anchor>
          <Anchor component={Link} to={paths.about()}>
            {msg.errorPage.about}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}

/** errorElement of the page routes: renders inside the layout so the top bar stays usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (reloadOnceForStaleChunk(error)) return null;
  return <ErrorPage status={statusOf(error)} code={codeOf(error)} />;
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
