import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRobotOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg } from '../../../../shared/messages.es';
import type { Bot } from '../../../../shared/schemas/bots';
import type { Category } from '../../../../shared/schemas/categories';
import { LoadMore } from '../../../components/load-more';
import { BotCard } from './bot-card';
import classes from './bot-grid.module.css';

export interface BotGridProps {
  bots: readonly Bot[];
  categories: readonly Category[] | undefined;
  manage?: boolean;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown instead of the grid when there are no bots. */
  empty: ReactNode;
  /** The directory: the next page also loads when the visitor reaches the end of the grid. */
  autoLoad?: boolean;
}

/** The bot grid with "Cargar Más" (spec section 2), and in the directory loading as the visitor scrolls. */
export function BotGrid({
  bots,
  categories,
  manage,
  hasNextPage,
  loadingMore,
  onLoadMore,
  empty,
  autoLoad = false,
}: BotGridProps) {
  if (bots.length === 0) return <>{empty}</>;
  return (
    <Stack gap="lg">
      <div className={classes.grid}>
        {bots.map((bot) => (
          <BotCard key={bot._id} bot={bot} categories={categories} manage={manage} />
        ))}
      </div>
      {hasNextPage && (
        <LoadMore
          loading={loadingMore}
          onLoad={onLoadMore}
          size="md"
          autoLoadKey={autoLoad ? bots.length : undefined}
        />
      )}
    </Stack>
  );
}

/** The empty grid: "No se han encontrado bots registrados", with the term when one is set. */
export function EmptyBots({ term, children }: { term?: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconRobotOff size={30} />
        </ThemeIcon>
        <Text c="dimmed" ta="center" data-testid="empty-bots">
          {msg.explore.empty}
          {term ? msg.explore.emptyTerm(term) : ''}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
