import { Button, Group } from '@mantine/core';
import { IconChartBar, IconEdit, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { insightsText } from '../../../../shared/messages/insights.es';
import { paths } from '../../../paths';

const t = insightsText.inbox;

/** The links between a bot's inbox, stats and editor, at the top of both insight screens. */
export function InsightsLinks({ botId, current }: { botId: string; current: 'inbox' | 'stats' }) {
  return (
    <Group gap="xs" mt="md">
      {current === 'stats' ? (
        <Button
          component={Link}
          to={paths.botInbox(botId)}
          size="xs"
          radius="xl"
          variant="white"
          leftSection={<IconMessages size={14} />}
        >
          {insightsText.links.inbox}
        </Button>
      ) : (
        <Button
          component={Link}
          to={paths.botStats(botId)}
          size="xs"
          radius="xl"
          variant="white"
          leftSection={<IconChartBar size={14} />}
        >
          {t.stats}
        </Button>
      )}
      <Button
        component={Link}
        to={paths.editBot(botId)}
        size="xs"
        radius="xl"
        variant="white"
        leftSection={<IconEdit size={14} />}
      >
        {t.editBot}
      </Button>
    </Group>
  );
}
