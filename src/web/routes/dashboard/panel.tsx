import { Avatar, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBell,
  IconBulb,
  IconLock,
  IconPlus,
  IconQuestionMark,
  IconRobot,
  IconSettings,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { RequireUser } from '../../features/accounts/components/require-user';
import { panelCards, type PanelCard, type PanelCardKey } from './panel-cards';
import classes from './panel.module.css';

const ICONS: Record<PanelCardKey, ComponentType<{ size?: number }>> = {
  myBots: IconRobot,
  newBot: IconPlus,
  notifications: IconBell,
  settings: IconSettings,
  profile: IconUser,
  password: IconLock,
  members: IconUsers,
  qa: IconQuestionMark,
  tips: IconBulb,
};

function PanelCardLink({ card, color }: { card: PanelCard; color: string }) {
  const Icon = ICONS[card.key];
  return (
    <Card component={Link} to={card.to} withBorder padding="lg" radius="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <Icon size={24} />
        </ThemeIcon>
        <IconArrowRight size={18} className={classes.arrow} />
      </Group>
      <Text fw={700} mt="md">
        {card.title}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {card.text}
      </Text>
    </Card>
  );
}

/** /dashboard: "Mi Panel", the hub of everything a signed-in user manages. */
export default function PanelPage() {
  return (
    <RequireUser>
      {(user) => {
        const { account, admin } = panelCards(user);
        return (
          <>
            <PageHeader title={msg.panel.title}>
              <Group gap="sm" mt="sm" wrap="nowrap">
                <Avatar src={user.pictureUrl} radius="xl" size={44} color="indigo" alt={user.name}>
                  {user.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <div>
                  <Text fw={600}>{msg.panel.welcome(user.name)}</Text>
                  <Text size="sm" c="dimmed">
                    {msg.panel.subtitle}
                  </Text>
                </div>
              </Group>
            </PageHeader>
            <Container size="lg" py="xl">
              <Stack gap="xl">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                  {account.map((card) => (
                    <PanelCardLink key={card.key} card={card} color="indigo" />
                  ))}
                </SimpleGrid>
                {admin.length > 0 && (
                  <Stack gap="md">
                    <Title order={2} fz="xl">
                      {msg.panel.adminTitle}
                    </Title>
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                      {admin.map((card) => (
                        <PanelCardLink key={card.key} card={card} color="grape" />
                      ))}
                    </SimpleGrid>
                  </Stack>
                )}
              </Stack>
            </Container>
          </>
        );
      }}
    </RequireUser>
  );
}
