import { Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { paths } from '../../../paths';
import { teamBotsQuery } from '../api/team';

const t = teamText.myTeams;

/** "Bots que atiendes": other people's bots the user runs as a member, with their role (issue 42). */
export function TeamBots({ userId }: { userId: string }) {
  const bots = useQuery(teamBotsQuery(userId)).data?.bots;
  if (!bots?.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-bots-title" mt="xl" data-testid="team-bots">
      <div>
        <Title order={2} size="h3" id="team-bots-title">
          {t.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {bots.map((bot) => (
          <Paper key={bot._id} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={bot.pictureUrl} alt="" radius="xl">
                {bot.name.slice(0, 1)}
              </Avatar>
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} truncate>
                  {bot.name}
                </Text>
                <Badge size="xs" variant="light" color={bot.role === 'admin' ? 'indigo' : 'teal'}>
                  {teamText.roles[bot.role]}
                </Badge>
              </div>
            </Group>
            <Group gap="xs" mt="sm">
              <Button component={Link} to={paths.botInbox(bot._id)} size="xs" radius="xl">
                {t.inbox}
              </Button>
              {bot.role === 'admin' && (
                <Button component={Link} to={paths.editBot(bot._id)} size="xs" radius="xl" variant="light">
                  {t.edit}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
