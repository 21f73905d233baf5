import './overlay-styles';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { msg } from '../../shared/messages.es';
import { useIsMobile } from '../lib/use-is-mobile';

interface FormDialogShellProps {
  title: string;
  size?: 'md' | 'lg';
  onClose: () => void;
  children: ReactNode;
}

/** With `onSubmit` the dialog holds the form too: the fields in a column, the server's error, Cancel and Save. */
interface FormDialogFormProps extends FormDialogShellProps {
  /** Usually useSchemaForm's `handleSubmit(onSave)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A message that belongs to no field; shown above the buttons. */
  serverError: string | null;
  /** While true, Save spins and Cancel is disabled. */
  submitting: boolean;
  /** The buttons' words, from the feature's catalog section. */
  texts: { cancel: string; save: string };
}

/** The dialog every edit form opens in: full screen on a phone, a titled card elsewhere. */
export function FormDialog(props: FormDialogShellProps | FormDialogFormProps) {
  const { title, size = 'lg', onClose, children } = props;
  const isMobile = useIsMobile();
  return (
    <Modal
      opened
      onClose={onClose}
      size={size}
      fullScreen={isMobile}
      radius={isMobile ? 0 : 'lg'}
      title={
        <Text fw={700} size="lg" component="span">
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': msg.dialogs.close }}
    >
      {'onSubmit' in props ? (
        <form onSubmit={props.onSubmit} noValidate>
          <Stack gap="md">
            {children}
            {props.serverError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {props.serverError}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose} disabled={props.submitting}>
                {props.texts.cancel}
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={props.submitting}>
                {props.texts.save}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        children
      )}
    </Modal>
  );
}
