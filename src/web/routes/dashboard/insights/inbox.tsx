import '../../../components/form-styles';
import './insights-styles';
import { Container, Divider, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAddressBook, IconMessages, IconQuestionMark } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { insightsText } from '../../../../shared/messages/insights.es';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { RequireUser } from '../../../features/accounts/components/require-user';
import { getSessionState, type SessionUser } from '../../../lib/session-store';
import { BotMarkdown } from '../../../components/bot-markdown';
import { ConversationList } from '../../../features/insights/components/conversation-list';
import { LeadsPanel } from '../../../features/insights/components/leads-panel';
import { TranscriptView } from '../../../features/insights/components/transcript-view';
import { ProposalsPanel } from '../../../features/insights/components/proposals-panel';
import { UnansweredPanel } from '../../../features/insights/components/unanswered-panel';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { ErrorPage, statusOf } from '../../error-page';
import { InsightsLinks } from './bot-insights-header';
import { useManagedBot } from './use-managed-bot';
import { useInboxLive } from '../../../features/insights/api/live';

const t = insightsText.inbox;
type Tab = 'conversations' | 'leads' | 'unanswered';

const renderAnswer = (text: string) => <BotMarkdown text={text} />;
const currentToken = () => {
  const session = getSessionState();
  return session.status === 'anonymous' ? undefined : session.session.token;
};

function Inbox({ user, id }: { user: SessionUser; id: string }) {
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const { state, bot, role, forbidden, intentNames } = useManagedBot(id, user);
  // New messages and the team's changes arrive as they happen (issue 42).
  useInboxLive(bot?._id);
  // Teaching the bot what it did not know is training: an agent's inbox has no "Sin respuesta".
  const teaches = role === 'owner' || role === 'admin';
  const tabParam = search.get('tab');
  const tab: Tab =
    tabParam === 'leads' || (tabParam === 'unanswered' && teaches) ? tabParam : 'conversations';
  const selected = search.get('c') ?? undefined;

  if (state.isError) return <ErrorPage status={statusOf(state.error)} />;
  if (forbidden) return <ErrorPage status={404} />;
  if (!bot) return <PageLoader />;

  const go = (next: { tab?: Tab; c?: string }) => {
    const params = new URLSearchParams();
    if (next.tab && next.tab !== 'conversations') params.set('tab', next.tab);
    if (next.c) params.set('c', next.c);
    setSearch(params);
  };
  const openConversation = (c: string) => {
    go({ c });
    if (isMobile) window.scrollTo({ top: 0 });
  };

  const transcript = selected ? (
    <TranscriptView
      key={selected}
      botId={bot._id}
      conversationId={selected}
      renderAnswer={renderAnswer}
      intentNames={intentNames}
      // A super user reading someone else's bot did not write its hand replies (not all of them, at least).
      ownerLabel={
        bot.createdBy._id === user._id ? insightsText.transcript.owner : insightsText.transcript.ownerOther
      }
      viewerId={user._id}
      onBack={isMobile ? () => go({}) : undefined}
    />
  ) : null;

  return (
    <>
      <PageHeader title={`${t.title}: ${bot.name}`} description={t.subtitle(bot.name)}>
        <InsightsLinks botId={bot._id} current="inbox" role={role} />
      </PageHeader>
      <Container size="lg" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <Tabs
          value={tab}
          onChange={(value) => go({ tab: (value as Tab | null) ?? 'conversations' })}
          keepMounted={false}
          styles={isMobile ? { tab: { paddingInline: 10 } } : undefined}
        >
          {/* On a phone the three tabs keep one line: less padding, no icons. */}
          <Tabs.List aria-label={t.tabsLabel} mb="md" style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value="conversations" leftSection={isMobile ? null : <IconMessages size={16} />}>
              {t.conversations}
            </Tabs.Tab>
            <Tabs.Tab value="leads" leftSection={isMobile ? null : <IconAddressBook size={16} />}>
              {t.leads}
            </Tabs.Tab>
            {teaches && (
              <Tabs.Tab value="unanswered" leftSection={isMobile ? null : <IconQuestionMark size={16} />}>
                {t.unanswered}
              </Tabs.Tab>
            )}
          </Tabs.List>

          <Tabs.Panel value="conversations">
            {isMobile && transcript ? (
              transcript
            ) : (
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <ConversationList botId={bot._id} selectedId={selected} onSelect={openConversation} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  {transcript ?? (
                    <Text c="dimmed" ta="center" py="xl" visibleFrom="sm">
                      {insightsText.conversations.pick}
                    </Text>
                  )}
                </Grid.Col>
              </Grid>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="leads">
            <LeadsPanel
              botId={bot._id}
              alias={bot.alias}
              getToken={currentToken}
              onOpenConversation={openConversation}
              isMobile={isMobile}
            />
          </Tabs.Panel>
          <Tabs.Panel value="unanswered">
            <Stack gap="lg">
              <ProposalsPanel botId={bot._id} />
              <Divider />
              <Stack gap="sm" component="section" aria-labelledby="unanswered-title">
                <Group gap="xs" wrap="nowrap">
                  <IconQuestionMark
                    size={20}
                    color="var(--mantine-color-orange-7)"
                    style={{ flex: 'none' }}
                    aria-hidden
                  />
                  <Title order={2} size="h4" id="unanswered-title">
                    {insightsText.unanswered.heading}
                  </Title>
                </Group>
                <UnansweredPanel botId={bot._id} intents={bot.intents} />
              </Stack>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}

/** /dashboard/bots/{id}/inbox: the bot's conversations, the contacts they left and what it did not know. */
export default function InboxPage() {
  const { id = '' } = useParams();
  return <RequireUser>{(user) => <Inbox user={user} id={id} />}</RequireUser>;
}
