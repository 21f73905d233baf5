import '../../../components/form-styles';
import './insights-styles';
import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { integrationsText } from '../../../../shared/messages/integrations-screens.es';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { RequireUser } from '../../../features/accounts/components/require-user';
import { ApiKeysCard } from '../../../features/integrations/components/api-keys-card';
import { WebhooksCard } from '../../../features/integrations/components/webhooks-card';
import type { SessionUser } from '../../../lib/session-store';
import { ErrorPage, statusOf } from '../../error-page';
import { InsightsLinks } from './bot-insights-header';
import { useManagedBot } from './use-managed-bot';

function Integrations({ user, id }: { user: SessionUser; id: string }) {
  const { state, bot, role, forbidden } = useManagedBot(id, user);
  if (state.isError) return <ErrorPage status={statusOf(state.error)} />;
  // Agents do not manage the bot: for them this page does not exist, as the API answers.
  if (forbidden || (role && role === 'agent')) return <ErrorPage status={404} />;
  if (!bot) return <PageLoader />;
  const t = integrationsText.page;

  return (
    <>
      <PageHeader title={`${t.title}: ${bot.name}`} description={t.subtitle(bot.name)}>
        <InsightsLinks botId={bot._id} current="integrations" role={role} />
      </PageHeader>
      <Container size="md" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <Stack gap="lg">
          <WebhooksCard botId={bot._id} />
          {/* Keys act for their owner's own bots only: an admin's keys would not reach this one. */}
          {role === 'owner' && <ApiKeysCard />}
        </Stack>
      </Container>
    </>
  );
}

/** /dashboard/bots/{id}/integrations: the bot's webhooks and the owner's API keys (issue 43). */
export default function IntegrationsPage() {
  const { id = '' } = useParams();
  return <RequireUser>{(user) => <Integrations user={user} id={id} />}</RequireUser>;
}
