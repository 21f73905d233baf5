import '../../components/form-styles';
import { Alert, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import type { Publication } from '../../../shared/schemas/marketplace';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { RequireUser } from '../../features/accounts/components/require-user';
import type { SessionUser } from '../../lib/session-store';
import {
  publicationQuery,
  sellerQuery,
  useSavePublication,
} from '../../features/marketplace/api/marketplace';
import { ConnectionCard } from '../../features/marketplace/components/connection-card';
import {
  PublicationForm,
  type PublicationFormValues,
} from '../../features/marketplace/components/publication-form';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { paths } from '../../paths';

const t = marketplaceText.form;

function Editor({ user, publication }: { user: SessionUser; publication?: Publication }) {
  const navigate = useNavigate();
  const save = useSavePublication(user._id);
  const handleSubmit = async (values: PublicationFormValues) => {
    const saved = await save.mutateAsync({ input: values, id: publication?._id });
    toast(publication ? t.saved : t.created, { color: 'success' });
    void navigate(paths.publication(saved._id));
  };
  return (
    <PublicationForm
      key={publication?._id ?? 'new'}
      publication={publication}
      onSubmit={handleSubmit}
      onCancel={() =>
        void navigate(publication ? paths.publication(publication._id) : paths.myPublications())
      }
    />
  );
}

/** A new listing: only a connected seller can publish, so a disconnected one gets the connection card. */
function NewPublication({ user }: { user: SessionUser }) {
  const connection = useQuery(sellerQuery(user._id));
  if (!connection.data) return <PageLoader text={marketplaceText.connection.loading} />;
  if (!connection.data.isConnected) {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light" title={marketplaceText.connection.needed}>
          <Text size="sm">{marketplaceText.connection.neededText}</Text>
        </Alert>
        <ConnectionCard userId={user._id} returnTo={paths.newPublication()} />
      </Stack>
    );
  }
  return <Editor user={user} />;
}

function EditPublication({ user, id }: { user: SessionUser; id: string }) {
  const query = useQuery(publicationQuery(id, user._id));
  if (query.isPending) return <PageLoader text={marketplaceText.publication.loading} />;
  const publication = query.data;
  const owns = publication && (publication.createdBy._id === user._id || user.isSuperUser);
  if (!owns) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
        {notFound || !publication ? marketplaceText.publication.notFound : t.forbidden}
      </Alert>
    );
  }
  return <Editor user={user} publication={publication} />;
}

/** /marketplace/new and /marketplace/{id}/edit: the publication form. */
export default function PublicationEditorPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? t.editTitle : t.newTitle} description={id ? t.editSubtitle : t.newSubtitle} />
      <Container size="sm" py="xl" px={{ base: 'xs', xs: 'md' }}>
        <RequireUser>
          {(user) => (id ? <EditPublication user={user} id={id} /> : <NewPublication user={user} />)}
        </RequireUser>
      </Container>
    </>
  );
}
