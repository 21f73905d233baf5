import { Alert, Container } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { msg } from '../../shared/messages.es';
import { PageHeader } from '../components/page-header';

/** The honest placeholder of a screen that a later issue delivers. */
export function UnderConstruction({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Container size="lg" py="xl">
        <Alert icon={<IconTools size={20} />} title={msg.construction.title} color="indigo" variant="light">
          {msg.construction.text}
        </Alert>
      </Container>
    </>
  );
}
