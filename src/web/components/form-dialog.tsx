import './overlay-styles';
import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { msg } from '../../shared/messages.es';
import { useIsMobile } from '../lib/use-is-mobile';

/** The dialog every edit form opens in: full screen on a phone, a titled card elsewhere. */
export function FormDialog({
  title,
  size = 'lg',
  onClose,
  children,
}: {
  title: string;
  size?: 'md' | 'lg';
  onClose: () => void;
  children: ReactNode;
}) {
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
      {children}
    </Modal>
  );
}
