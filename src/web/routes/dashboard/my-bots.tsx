import { Button, Container, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { RequireUser } from '../../features/accounts/components/require-user';
import { myBotsQuery } from '../../features/bots/api/get-bots';
import { categoriesQuery } from '../../features/bots/api/places';
import { BotGrid, EmptyBots } from '../../features/bots/components/bot-grid';
import { TeamBots } from '../../features/team/components/team-bots';
import { useKeptData } from '../../lib/use-kept-data';
import { paths } from '../../paths';

function NewBotButton() {
  return (
    <Button component={Link} to={paths.newBot()} leftSection={<IconPlus size={18} />} radius="xl">
      {msg.nav.newBot}
    </Button>
  );
}

function MyBotsGrid({ userId }: { userId: string }) {
  const categories = useQuery(categoriesQuery()).data?.categories;
  const list = useInfiniteQuery(myBotsQuery(userId));
  const data = useKeptData(list.data, list.error, 'GET /my-bots');
  if (!data) return list.isError ? <EmptyBots /> : <PageLoader text={msg.explore.waiting} />;
  return (
    <BotGrid
      bots={data.pages.flatMap((page) => page.bots)}
      categories={categories}
      manage
      hasNextPage={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      empty={
        <EmptyBots>
          <NewBotButton />
        </EmptyBots>
      }
    />
  );
}

/** /dashboard/bots, "Mis Bots": the user's bots in the manager view. */
export default function MyBotsPage() {
  return (
    <>
      <PageHeader title={msg.pages.myBots} description={msg.panel.myBotsText}>
        <Group mt="md">
          <NewBotButton />
        </Group>
      </PageHeader>
      <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <RequireUser>
          {(user) => (
            <>
              <MyBotsGrid userId={user._id} />
              <TeamBots userId={user._id} />
            </>
          )}
        </RequireUser>
      </Container>
    </>
  );
}
