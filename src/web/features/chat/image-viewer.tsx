import './chat-styles';
import { ActionIcon, Group, Image, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { msg } from '../../../shared/messages.es';
import { rotateIndex } from './tip-phrases';

/** The image viewer of a reply's attachments: a small carousel, with arrows when there is more than one. */
export function ImageViewer({
  files,
  index,
  onIndex,
  onClose,
}: {
  files: string[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const many = files.length > 1;
  const current = index ?? 0;
  return (
    <Modal
      opened={index !== null}
      onClose={onClose}
      title={msg.chat.viewer}
      size="lg"
      centered
      zIndex={400}
      onKeyDown={(event) => {
        if (!many) return;
        if (event.key === 'ArrowLeft') onIndex(rotateIndex(current, -1, files.length));
        if (event.key === 'ArrowRight') onIndex(rotateIndex(current, 1, files.length));
      }}
    >
      <Group wrap="nowrap" gap="xs" justify="center">
        {many && (
          <ActionIcon
            variant="light"
            radius="xl"
            size="lg"
            aria-label={msg.chat.previousImage}
            onClick={() => onIndex(rotateIndex(current, -1, files.length))}
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
        )}
        <Image
          src={files[current]}
          alt={msg.chat.attachment(current + 1)}
          mah="70vh"
          fit="contain"
          radius="md"
          style={{ minWidth: 0, flex: 1 }}
        />
        {many && (
          <ActionIcon
            variant="light"
            radius="xl"
            size="lg"
            aria-label={msg.chat.nextImage}
            onClick={() => onIndex(rotateIndex(current, 1, files.length))}
          >
            <IconChevronRight size={20} />
          </ActionIcon>
        )}
      </Group>
      {many && (
        <Text ta="center" size="sm" c="dimmed" mt="xs">
          {current + 1} / {files.length}
        </Text>
      )}
    </Modal>
  );
}
