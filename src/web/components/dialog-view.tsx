import './overlay-styles';
import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '../../shared/messages.es';
import { closeDialog, type OpenDialog } from './dialog-store';

/** Renders one requested dialog; loaded on the first dialog so the first paint stays light. */
export default function DialogView({ dialog }: { dialog: OpenDialog }) {
  const close = () => closeDialog(dialog.id);
  if (dialog.kind === 'confirm') {
    const { request } = dialog;
    return (
      <Modal
        opened
        onClose={close}
        centered
        title={
          <Group gap="xs">
            {request.icon}
            <Text fw={700}>{request.title}</Text>
          </Group>
        }
      >
        {request.message && <Text size="sm">{request.message}</Text>}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {request.cancelButtonText ?? msg.dialogs.confirmNo}
          </Button>
          <Button
            color={request.color ?? 'indigo'}
            onClick={() => closeDialog(dialog.id, true)}
            data-autofocus
          >
            {request.confirmButtonText ?? msg.dialogs.confirmYes}
          </Button>
        </Group>
      </Modal>
    );
  }
  const { request } = dialog;
  return (
    <Modal
      opened
      onClose={close}
      centered
      title={
        <Title order={3} component="span">
          {request.title}
        </Title>
      }
    >
      <Stack gap="sm">
        {request.mediaUrl && (
          <img
            src={request.mediaUrl}
            alt=""
            style={{ maxWidth: request.mediaMaxWidth ?? 240, alignSelf: 'center' }}
          />
        )}
        {request.subtitle && (
          <Text fw={600} c="indigo.7">
            {request.subtitle}
          </Text>
        )}
        {request.description && <Text size="sm">{request.description}</Text>}
        {request.text && (
          <Text size="sm" c="dimmed">
            {request.text}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          {request.href && (
            <Anchor href={request.href} target="_blank" rel="noopener noreferrer" size="sm">
              {request.hrefCaption ?? msg.dialogs.infoLink}
            </Anchor>
          )}
          {request.to && (
            <Button component={Link} to={request.to} variant="light" onClick={close}>
              {request.toCaption ?? msg.dialogs.infoLink}
            </Button>
          )}
          <Button onClick={close}>{request.closeCaption ?? msg.dialogs.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
