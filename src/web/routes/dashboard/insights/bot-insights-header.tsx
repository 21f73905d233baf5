import { Button, Group } from '@mantine/core';
import { IconChartBar, IconEdit, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { insightsText } from '../../../../shared/messages/insights.es';
import { paths } from '../../../paths';

const t = insightsText.inbox;

/** The links between a bot's inbox, stats and editor, at the top of both insight screens. */
export function InsightsLinks({ botId, current }: { botId: string; current: 'inbox' | 'stats' }) {
  const links = [
    current === 'stats'
      ? { to: paths.botInbox(botId), Icon: IconMessages, label: insightsText.links.inbox }
      : { to: paths.botStats(botId), Icon: IconChartBar, label: t.stats },
    { to: paths.editBot(botId), Icon: IconEdit, label: t.editBot },
  ];
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
