import {
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendar, IconLock, IconPencil, IconRobot } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { UserStatus } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import { publicUserQuery } from '../features/accounts/api/users';
import { userBotsQuery } from '../features/bots/api/get-bots';
import { categoriesQuery } from '../features/bots/api/places';
import { BotGrid } from '../features/bots/components/bot-grid';
import { isPublished } from '../features/bots/bot-links';
import { ContactButtons } from '../features/bots/components/contact-buttons';
import { useKeptData } from '../lib/use-kept-data';
import { restoreSession, useSession, type SessionState } from '../lib/session-store';
import { useBackFacts } from '../layout/back-facts';
import { formatLongDate } from '../lib/format-date';
import { queryClient } from '../lib/query-client';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../paths';
import { ErrorPage, statusOf } from './error-page';
import { PageLoader } from '../components/page-loader';
import classes from './profile.module.css';

const p = msg.profile;

// The rating area arrives after the page's first render, like on the bot page.
const RatingArea = lazy(() =>
  import('../features/social/load-social')
    .then((module) => module.loadSocialWidgets())
    .then((module) => ({ default: module.RatingArea })),
);

function viewerOf(session: SessionState): string | undefined {
  return session.status === 'anonymous' ? undefined : session.session.userId;
}

/** Loads the profile before the page shows; a 404 (missing or unpublished) renders the error page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const viewerId = viewerOf(restoreSession());
  await queryClient.ensureQueryData({
    ...publicUserQuery(params.id ?? '', viewerId),
    revalidateIfStale: true,
  });
  return null;
}

/** /a/{hero or _id}: the public profile of an author. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const viewerId = viewerOf(useSession());
  const query = useQuery(publicUserQuery(id, viewerId));
  const user = query.data?.user;
  const isOwn = !!user && !!viewerId && user._id === viewerId;
  useBackFacts({ isOwn });
  usePageTitle(user?.name);

  if (query.isError) return <ErrorPage status={statusOf(query.error)} />;
  if (!user) return <PageLoader />;

  return (
    <>
      <Box className={classes.cover} />
      <Container size="md" pb="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
            <Avatar
              src={user.pictureUrl}
              size={128}
              radius={128}
              color="indigo"
              alt={user.name}
              className={classes.avatar}
            >
              <Text fz={48} fw={700} inherit>
                {user.name.slice(0, 1).toUpperCase()}
              </Text>
            </Avatar>
            {isOwn && (
              <Button
                component={Link}
                to={paths.settings()}
                variant="light"
                leftSection={<IconPencil size={16} />}
              >
                {p.editProfile}
              </Button>
            )}
          </Group>
          <Stack gap={4}>
            <Group gap="sm" align="center">
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {user.name}
              </Title>
              {user.status === UserStatus.unpublished && (
                <Badge color="red" variant="light" leftSection={<IconLock size={12} />}>
                  {p.unpublished}
                </Badge>
              )}
            </Group>
            {user.hero && <Text c="dimmed">@{user.hero}</Text>}
            <Group gap={6} c="dimmed">
              <IconCalendar size={16} />
              <Text size="sm">
                {p.memberSince} {formatLongDate(user.createdAt)}
              </Text>
            </Group>
          </Stack>
          <Text className={classes.bio} c={user.bio ? undefined : 'dimmed'} maw={720}>
            {user.bio || p.noBio}
          </Text>
          <ProfileContact userRef={user._id} viewerId={viewerId} />

          <Stack gap="sm" component="section" mt="md" aria-labelledby="profile-bots">
            <Title order={2} fz="xl" id="profile-bots">
              {p.bots}
            </Title>
            <ProfileBots userRef={user._id} viewerId={viewerId} />
          </Stack>

          <Suspense fallback={null}>
            <RatingArea
              target={{ kind: 'user', id: user._id }}
              ownerId={user._id}
              viewerId={viewerId}
              globalRating={user.globalRating}
              ratingsCount={user.ratingsCount}
              onRated={() =>
                void queryClient.invalidateQueries({ queryKey: publicUserQuery(id, viewerId).queryKey })
              }
            />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}

function NoBots() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconRobot size={26} />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {msg.profile.noBots}
        </Text>
      </Stack>
    </Paper>
  );
}

/** What the person published on their bots for people to reach them (the same list query as below). */
function ProfileContact({ userRef, viewerId }: { userRef: string; viewerId: string | undefined }) {
  const list = useInfiniteQuery(userBotsQuery(userRef, viewerId));
  const bots = (list.data?.pages ?? []).flatMap((page) => page.bots).filter((bot) => isPublished(bot.status));
  return <ContactButtons contacts={bots} />;
}

/** The profile's bots: published ones for visitors, all of them (with their privacy icon) for the owner. */
function ProfileBots({ userRef, viewerId }: { userRef: string; viewerId: string | undefined }) {
  const categories = useQuery(categoriesQuery()).data?.categories;
  const list = useInfiniteQuery(userBotsQuery(userRef, viewerId));
  const data = useKeptData(list.data, list.error, 'GET /user/{id}/bots');
  if (!data) return list.isError ? <NoBots /> : <PageLoader text={msg.explore.waiting} />;
  return (
    <BotGrid
      bots={data.pages.flatMap((page) => page.bots)}
      categories={categories}
      manage={viewerId === userRef}
      hasNextPage={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      empty={<NoBots />}
    />
  );
}
