import { ActionIcon, Button, Container, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import type { Publication, PublicationInput } from '../../../shared/schemas/marketplace';
import { confirmAction } from '../../components/dialog-store';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { RequireUser } from '../../features/accounts/components/require-user';
import { myPublicationsQuery, usePublicationAction } from '../../features/marketplace/api/marketplace';
import { publicationFormValuesOf } from '../../features/marketplace/components/publication-form';
import { EmptyState, PublicationGrid } from '../../features/marketplace/components/publication-grid';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useKeptData } from '../../lib/use-kept-data';
import { paths } from '../../paths';

const t = marketplaceText.mine;

function NewPublicationButton() {
  return (
    <Button component={Link} to={paths.newPublication()} leftSection={<IconPlus size={18} />} radius="xl">
      {t.new}
    </Button>
  );
}

function Actions({ publication }: { publication: Publication }) {
  const action = usePublicationAction();
  const busy = action.isPending;
  const paused = publication.status === 0;

  const run = async (input: PublicationInput | undefined, done: string) => {
    try {
      await action.mutateAsync({ id: publication._id, input, done });
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : msg.api.internal, { color: 'danger' });
    }
  };

  const handleToggle = () =>
    run({ ...publicationFormValuesOf(publication), status: paused ? 1 : 0 }, paused ? t.resumed : t.paused);

  const handleDelete = async () => {
    const confirmed = await confirmAction({
      title: t.deleteTitle,
      message: t.deleteMessage(publication.title),
      color: 'red',
      icon: <IconTrash size={22} />,
      confirmButtonText: t.deleteConfirm,
    });
    if (confirmed) await run(undefined, t.deleted);
  };

  return (
    <Group
      gap={4}
      justify="space-between"
      px={8}
      pb={8}
      role="group"
      aria-label={t.actionsFor(publication.title)}
    >
      <Tooltip label={marketplaceText.publication.edit}>
        <ActionIcon
          component={Link}
          to={paths.editPublication(publication._id)}
          variant="light"
          radius="xl"
          size="lg"
          aria-label={`${marketplaceText.publication.edit}: ${publication.title}`}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={paused ? t.resume : t.pause}>
        <ActionIcon
          variant="light"
          color={paused ? 'green' : 'gray'}
          radius="xl"
          size="lg"
          loading={busy}
          aria-label={`${paused ? t.resume : t.pause}: ${publication.title}`}
          onClick={() => void handleToggle()}
        >
          {paused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={marketplaceText.publication.delete}>
        <ActionIcon
          variant="light"
          color="red"
          radius="xl"
          size="lg"
          disabled={busy}
          aria-label={`${marketplaceText.publication.delete}: ${publication.title}`}
          onClick={() => void handleDelete()}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function MyPublications({ userId }: { userId: string }) {
  const list = useInfiniteQuery(myPublicationsQuery(userId));
  const data = useKeptData(list.data, list.error, 'GET /my-publications');
  const empty = (
    <EmptyState title={t.empty} hint={t.emptyHint}>
      <NewPublicationButton />
    </EmptyState>
  );
  if (!data) return list.isError ? empty : <PageLoader text={t.loading} />;
  return (
    <PublicationGrid
      publications={data.pages.flatMap((page) => page.publications)}
      hasNextPage={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      empty={empty}
      footer={(publication) => <Actions publication={publication} />}
    />
  );
}

/** /dashboard/publications, "Mis publicaciones": the seller's listings with edit, pause and delete. */
export default function MyPublicationsPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle}>
        <Group mt="md">
          <NewPublicationButton />
        </Group>
      </PageHeader>
      <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <RequireUser>{(user) => <MyPublications userId={user._id} />}</RequireUser>
      </Container>
    </>
  );
}
