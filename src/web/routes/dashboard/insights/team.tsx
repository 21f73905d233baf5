import '../../../components/form-styles';
import './insights-styles';
import { Container, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { RequireUser } from '../../../features/accounts/components/require-user';
import { BotAlertsCard } from '../../../features/alerts/components/bot-alerts-card';
import { CannedRepliesCard } from '../../../features/team/components/canned-replies-card';
import { MembersCard } from '../../../features/team/components/members-card';
import { StagesCard } from '../../../features/team/components/stages-card';
import type { SessionUser } from '../../../lib/session-store';
import { paths } from '../../../paths';
import { ErrorPage, statusOf } from '../../error-page';
import { InsightsLinks } from './bot-insights-header';
import { useManagedBot } from './use-managed-bot';

function Team({ user, id }: { user: SessionUser; id: string }) {
  const navigate = useNavigate();
  const { state, bot, role, forbidden } = useManagedBot(id, user);
  if (state.isError) return <ErrorPage status={statusOf(state.error)} />;
  if (forbidden) return <ErrorPage status={404} />;
  if (!bot) return <PageLoader />;
  const manages = role === 'owner' || role === 'admin';

  return (
    <>
      <PageHeader
        title={`${teamText.page.title}: ${bot.name}`}
        description={teamText.page.subtitle(bot.name)}
      >
        <InsightsLinks botId={bot._id} current="team" role={role} />
      </PageHeader>
      <Container size="md" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <Stack gap="lg">
          <MembersCard botId={bot._id} viewerId={user._id} onLeft={() => void navigate(paths.myBots())} />
          <BotAlertsCard botId={bot._id} />
          <CannedRepliesCard botId={bot._id} manages={manages} />
          {manages && <StagesCard botId={bot._id} />}
        </Stack>
      </Container>
    </>
  );
}

/** /dashboard/bots/{id}/team: who runs the bot, its saved answers and its lead stages (issue 42). */
export default function TeamPage() {
  const { id = '' } = useParams();
  return <RequireUser>{(user) => <Team user={user} id={id} />}</RequireUser>;
}
