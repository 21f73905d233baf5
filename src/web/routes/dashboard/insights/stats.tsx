import './insights-styles';
import { Center, Container, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import { insightsText } from '../../../../shared/messages/insights.es';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { RequireUser } from '../../../features/accounts/components/require-user';
import type { SessionUser } from '../../../lib/session-store';
import { statsQuery } from '../../../features/insights/api/insights';
import { StatsDaily, StatsSummary, StatsTops } from '../../../features/insights/components/stats-view';
import { STATS_PERIODS, type StatsDays } from '../../../features/insights/insights-format';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { ErrorPage, statusOf } from '../../error-page';
import { InsightsLinks } from './bot-insights-header';
import { useManagedBot } from './use-managed-bot';

const t = insightsText.stats;

function periodOf(value: string | null): StatsDays {
  const days = Number(value);
  return STATS_PERIODS.find((period) => period === days) ?? 30;
}

function BotStats({ user, id }: { user: SessionUser; id: string }) {
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search.get('days'));
  const { state, bot, role, forbidden, intentNames } = useManagedBot(id, user, 'manage');
  const stats = useQuery({ ...statsQuery(id, days), enabled: !!bot, placeholderData: keepPreviousData });

  if (state.isError) return <ErrorPage status={statusOf(state.error)} />;
  if (forbidden) return <ErrorPage status={404} />;
  if (!bot) return <PageLoader />;

  return (
    <>
      <PageHeader title={t.title} description={t.subtitle(bot.name)}>
        <InsightsLinks botId={bot._id} current="stats" role={role} />
      </PageHeader>
      <Container size="lg" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <Stack gap="md">
          <Group gap="sm">
            <Text size="sm" fw={500} id="stats-period">
              {t.period}
            </Text>
            <SegmentedControl
              aria-labelledby="stats-period"
              value={String(days)}
              onChange={(value) => setSearch(value === '30' ? {} : { days: value }, { replace: true })}
              data={STATS_PERIODS.map((period) => ({ value: String(period), label: t.days(period) }))}
            />
            {stats.isFetching && stats.data && <Loader size="xs" aria-label={t.loading} />}
          </Group>
          {stats.isPending ? (
            <Center py="xl">
              <Loader aria-label={t.loading} />
            </Center>
          ) : stats.isError ? (
            <Text c="red">{stats.error instanceof ApiError ? stats.error.message : msg.api.internal}</Text>
          ) : (
            <>
              <StatsSummary stats={stats.data} />
              <StatsDaily stats={stats.data} days={days} />
              <StatsTops
                stats={stats.data}
                unansweredHref={paths.botInbox(bot._id, { tab: 'unanswered' })}
                intentNames={intentNames}
              />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** /dashboard/bots/{id}/stats: per-day numbers of the last 7, 30 or 90 days, as charts or as a table. */
export default function StatsPage() {
  const { id = '' } = useParams();
  return <RequireUser>{(user) => <BotStats user={user} id={id} />}</RequireUser>;
}
