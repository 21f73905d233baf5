import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Publication } from '../../../../shared/schemas/marketplace';
import { LoadMore } from '../../../components/load-more';
import classes from './marketplace.module.css';
import { PublicationCard } from './publication-card';

interface PublicationGridProps {
  publications: Publication[];
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
  /** Extra controls under each card (the seller's list). */
  footer?: (publication: Publication) => ReactNode;
}

/** Listings two per row on phones, three on wider screens, with "Cargar Más" (spec section 9: pages of 6). */
export function PublicationGrid({
  publications,
  hasNextPage,
  loadingMore,
  onLoadMore,
  empty,
  footer,
}: PublicationGridProps) {
  if (publications.length === 0) return <>{empty}</>;
  return (
    <Stack gap="lg">
      <div className={classes.grid}>
        {publications.map((publication) => (
          <PublicationCard key={publication._id} publication={publication} footer={footer?.(publication)} />
        ))}
      </div>
      {hasNextPage && <LoadMore loading={loadingMore} onLoad={onLoadMore} />}
    </Stack>
  );
}

/** An empty state with an icon, a line of help and an optional action. */
export function EmptyState({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconMoodEmpty size={30} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {title}
      </Text>
      {hint && (
        <Text c="dimmed" size="sm" maw={420}>
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}
