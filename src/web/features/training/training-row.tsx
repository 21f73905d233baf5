import { ActionIcon, Group, Loader, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg } from '../../../shared/messages.es';
import classes from './training.module.css';

export interface TrainingRowProps {
  title: string;
  /** Chips beside the title. */
  badges?: ReactNode;
  details: ReactNode;
  /** Marked by a first delete click: red, with the back arrow. */
  armed: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCancelDelete: () => void;
}

/** One intent or field of a manager's list: clicking it edits it; the trash deletes it in two clicks. */
export function TrainingRow({
  title,
  badges,
  details,
  armed,
  deleting,
  onEdit,
  onDelete,
  onCancelDelete,
}: TrainingRowProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      data-testid="training-row"
      data-armed={armed || undefined}
      bg={armed ? 'red.0' : undefined}
      style={{ borderColor: armed ? 'var(--mantine-color-red-5)' : undefined, listStyle: 'none' }}
    >
      <Group gap={4} wrap="nowrap" pr={6}>
        <UnstyledButton onClick={onEdit} disabled={deleting} className={classes.edit}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} c={armed ? 'red.8' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {badges}
          </Group>
          <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        </UnstyledButton>
        {armed && !deleting && (
          <Tooltip label={msg.nav.back} withArrow>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={msg.nav.back}
              onClick={onCancelDelete}
            >
              <IconArrowBackUp size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={msg.training.remove(title)} withArrow>
          <ActionIcon
            variant={armed ? 'filled' : 'subtle'}
            color={armed ? 'red' : 'gray'}
            radius="xl"
            size="lg"
            aria-label={msg.training.remove(title)}
            onClick={onDelete}
            disabled={deleting}
          >
            {deleting ? <Loader size={16} color="red" /> : <IconTrash size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
