import { Button, Group } from '@mantine/core';
import { IconChartBar, IconEdit, IconMessages, IconPlugConnected, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { insightsText } from '../../../../shared/messages/insights.es';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { integrationsText } from '../../../../shared/messages/integrations-screens.es';
import { paths } from '../../../paths';

const t = insightsText.inbox;

/** What a screen of a bot needs of its reader: anyone on its team, or those who manage it (not agents). */
export type BotPermissionLevel = 'inbox' | 'manage';
type Current = 'inbox' | 'stats' | 'team' | 'integrations';

/**
 * The links between a bot's inbox, stats, team and editor, at the top of those screens. An agent sees only
 * what they may open: the inbox and the team.
 */
export function InsightsLinks({
  botId,
  current,
  role,
}: {
  botId: string;
  current: Current;
  role: 'owner' | 'admin' | 'agent' | undefined;
}) {
  const manages = role === 'owner' || role === 'admin';
  const links = [
    {
      key: 'inbox',
      to: paths.botInbox(botId),
      Icon: IconMessages,
      label: insightsText.links.inbox,
      show: true,
    },
    { key: 'stats', to: paths.botStats(botId), Icon: IconChartBar, label: t.stats, show: manages },
    { key: 'team', to: paths.botTeam(botId), Icon: IconUsers, label: teamText.page.link, show: true },
    {
      key: 'integrations',
      to: paths.botIntegrations(botId),
      Icon: IconPlugConnected,
      label: integrationsText.page.link,
      show: manages,
    },
    { key: 'edit', to: paths.editBot(botId), Icon: IconEdit, label: t.editBot, show: manages },
  ].filter((link) => link.show && link.key !== current);
  return (
    <Group gap="xs" mt="md">
      {links.map(({ to, Icon, label }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size="xs"
          radius="xl"
          variant="white"
          leftSection={<Icon size={14} />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
