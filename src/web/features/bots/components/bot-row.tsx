import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Layout, Paging } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import type { Category } from '../../../../shared/schemas/categories';
import { BotCard } from './bot-card';
import { EmptyBots } from './bot-grid';
import { paths } from '../../../paths';
import { homeBotsQuery } from '../api/get-home-bots';
import classes from './bot-row.module.css';

/** A titled row of four bot cards on the home (featured, best rated). */
export function BotRow({
  id,
  title,
  text,
  sort,
  categories,
}: {
  id: string;
  title: string;
  text: string;
  sort: 'recent' | 'rating';
  categories: readonly Category[] | undefined;
}) {
  const list = useQuery(homeBotsQuery(sort));
  // The cards arrive with the data; drawn as a deferred render, their work is sliced instead of one long task
  // on a slow phone (the skeleton stays until they are ready).
  const bots = useDeferredValue(list.data?.bots);
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={id}>
      <Group justify="space-between" align="flex-end" mb="md" gap="xs">
        <Stack gap={2}>
          <Title order={2} id={id} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
        </Stack>
        {/* "Ver todos" opens the directory in this row's order. */}
        <Anchor component={Link} to={paths.explore({ sort })} fw={600} size="sm">
          <Group gap={4} wrap="nowrap">
            {msg.home.seeAll}
            <IconArrowRight size={16} />
          </Group>
        </Anchor>
      </Group>
      {list.isPending || (list.isSuccess && !bots) ? (
        <div className={classes.row} aria-busy>
          {Array.from({ length: Paging.botsPageSize }, (_, index) => (
            <Skeleton key={index} h={Layout.cardHeightPx} radius="lg" />
          ))}
        </div>
      ) : list.isError ? (
        <Alert color="red" variant="light">
          {msg.home.rowError}
        </Alert>
      ) : !bots || bots.length === 0 ? (
        <EmptyBots />
      ) : (
        <div className={classes.row}>
          {bots.map((bot) => (
            <BotCard key={bot._id} bot={bot} categories={categories} />
          ))}
        </div>
      )}
    </section>
  );
}
