import '@mantine/core/styles/Rating.css';
import { Anchor, Avatar, Group, Loader, Rating, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import type { Qualification } from '../../../../shared/schemas/social';
import { formatDateTime } from '../../../lib/format-date';
import { useKeptData } from '../../../lib/use-kept-data';
import { paths } from '../../../paths';
import { ratingsQuery, type RatingTarget } from '../api/ratings';
import { LoadMore } from '../../../components/load-more';
import classes from './social.module.css';

function RatingItem({ item }: { item: Qualification }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" className={classes.ratingItem}>
      <Avatar
        component={Link}
        to={paths.profile(item.fromUser._id)}
        src={item.fromUser.pictureUrl}
        alt={item.fromUser.name}
        radius="xl"
        color="indigo"
      >
        {item.fromUser.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={2} miw={0} flex={1}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor component={Link} to={paths.profile(item.fromUser._id)} fw={600} c="inherit" size="sm">
            {item.fromUser.name}
          </Anchor>
          <Rating
            value={item.rating}
            fractions={2}
            readOnly
            size="sm"
            role="img"
            aria-label={msg.rating.average(item.rating)}
          />
        </Group>
        <Text size="sm" className={classes.comment}>
          {item.comment}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(item.createdAt)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The target's ratings, newest first, with "Cargar Más" while more pages exist. */
export function RatingList({ target }: { target: RatingTarget }) {
  const list = useInfiniteQuery(ratingsQuery(target));
  const data = useKeptData(list.data, list.error, 'GET /{target}/qualifications');
  if (!data) {
    return list.isError ? (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {msg.empty.results}
      </Text>
    ) : (
      <Loader type="dots" mx="auto" my="md" display="block" />
    );
  }
  const items = data.pages.flatMap((page) => page.qualifications);
  if (!items.length) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {msg.empty.results}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap={0} className={classes.ratingList} data-testid="rating-list">
        {items.map((item) => (
          <RatingItem key={item._id} item={item} />
        ))}
      </Stack>
      {list.hasNextPage && (
        <LoadMore loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      )}
    </Stack>
  );
}
