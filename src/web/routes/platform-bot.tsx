import { Anchor, Avatar, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconQuestionMark } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { msg } from '../../shared/messages.es';
import type { BotDetail } from '../../shared/schemas/bots';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { RequireUser } from '../features/accounts/components/require-user';
import { restoreSession, type SessionUser } from '../lib/session-store';
import { botQuery } from '../features/bots/api/get-bot';
import { botRef } from '../features/bots/bot-links';
import { openChat } from '../features/chat/chat-store';
import { FieldManager } from '../features/training/field-manager';
import { IntentManager } from '../features/training/intent-manager';
import { appConfig } from '../lib/app-config';
import { queryClient } from '../lib/query-client';
import { paths } from '../paths';
import { ErrorPage, statusOf } from './error-page';

const a = msg.admin;

export function loader() {
  const session = restoreSession();
  if (session.status === 'authenticated' && session.session.user.isSuperUser) {
    void queryClient.prefetchQuery(botQuery(appConfig().platformBotId, session.session.userId));
  }
  return null;
}

function BotSummary({ bot }: { bot: BotDetail }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={bot.name}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={bot.pictureUrl} size={64} radius="xl" color="indigo" alt="">
          {bot.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="xl">
            {bot.name}
          </Title>
          <Anchor component={Link} to={paths.bot(botRef(bot))} size="sm">
            /{bot.alias}
          </Anchor>
        </div>
      </Group>
      <Text fw={700} size="sm" mt="md">
        {a.botDescription}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {bot.description}
      </Text>
      {bot.instructions && (
        <>
          <Text fw={700} size="sm" mt="sm">
            {a.botInstructions}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {bot.instructions}
          </Text>
        </>
      )}
      <Group gap="xs" mt="md">
        <Button component={Link} to={paths.editBot(bot._id)} radius="xl" leftSection={<IconEdit size={16} />}>
          {a.editBot}
        </Button>
        <Button
          component={Link}
          to={paths.bot(botRef(bot))}
          variant="light"
          radius="xl"
          leftSection={<IconExternalLink size={16} />}
        >
          {msg.botForm.viewBot}
        </Button>
      </Group>
      <Paper bg="indigo.0" radius="md" p="sm" mt="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconQuestionMark size={18} style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">
            {a.botFaqNote}{' '}
            <Anchor component={Link} to={paths.qa()} inherit>
              {a.manageFaq}
            </Anchor>
          </Text>
        </Group>
      </Paper>
    </Paper>
  );
}

function PlatformBot({ user }: { user: SessionUser }) {
  const id = appConfig().platformBotId;
  const state = useQuery(botQuery(id, user._id));
  const bot = state.data?.bot;
  if (state.isError) return <ErrorPage status={statusOf(state.error)} />;
  if (!bot) return <PageLoader />;

  return (
    <Stack gap="lg">
      <BotSummary bot={bot} />
      {/* PROBAR opens the "Hola" chat, which this bot answers. */}
      <IntentManager botId={bot._id} intents={bot.intents} onTry={() => openChat(null)} />
      <FieldManager botId={bot._id} fields={bot.fields} intents={bot.intents} />
    </Stack>
  );
}

/** /bot (super users): the platform bot's description and its training, with the owners' managers. */
export default function PlatformBotPage() {
  return (
    <RequireUser>
      {(user) =>
        user.isSuperUser ? (
          <>
            <PageHeader title={msg.pages.platformBot} description={a.botSubtitle} />
            <Container size="md" py="lg" px={{ base: 'xs', xs: 'md' }}>
              <PlatformBot user={user} />
            </Container>
          </>
        ) : (
          <ErrorPage status={404} />
        )
      }
    </RequireUser>
  );
}
