import '../../../components/form-styles';
import { ActionIcon, Group, Paper, Stack, Switch, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg } from '../../../../shared/messages.es';
import { PageLoader } from '../../../components/page-loader';
import { countOn } from '../admin-items';
import classes from './admin.module.css';

const a = msg.admin;

/** The three states of a super-user list: a loader until the first answer, an empty note, or `children`. */
export function AdminListBody({
  loaded,
  waitingText,
  isEmpty,
  emptyText,
  children,
}: {
  loaded: boolean;
  waitingText: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (!loaded) return <PageLoader text={waitingText} />;
  if (isEmpty) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return children;
}

export interface AdminListProps<T> {
  /** The list; undefined until its first answer. */
  items: readonly T[] | undefined;
  /** Whether an item counts as switched on (a published entry, an active tip). */
  isOn: (item: T) => boolean;
  /** The count's words: "N publicadas de M". */
  countText: (on: number, total: number) => string;
  countTestId: string;
  /** The buttons beside the count (Nueva …). */
  actions: ReactNode;
  waitingText: string;
  emptyText: string;
  renderRow: (item: T, index: number) => ReactNode;
  /** The edit dialog, when open. */
  dialog: ReactNode;
}

/** A super-user list screen (FAQ, tips): count and buttons, a loader until the first answer, then the rows. */
export function AdminList<T>({
  items,
  isOn,
  countText,
  countTestId,
  actions,
  waitingText,
  emptyText,
  renderRow,
  dialog,
}: AdminListProps<T>) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid={countTestId}>
          {items ? countText(countOn(items, isOn), items.length) : ''}
        </Text>
        {actions}
      </Group>
      <AdminListBody
        loaded={!!items}
        waitingText={waitingText}
        isEmpty={items?.length === 0}
        emptyText={emptyText}
      >
        <ul className={classes.list}>{items?.map(renderRow)}</ul>
      </AdminListBody>
      {dialog}
    </Stack>
  );
}

export interface AdminRowProps {
  testId: string;
  /** The item's words in the controls' accessible names ("Editar: …", "Eliminar: …"). */
  name: string;
  /** The on/off switch: published for an FAQ entry, active for a tip. */
  on: boolean;
  onLabel: string;
  busy: boolean;
  /** Controls before the edit button (the FAQ's move arrows). */
  leading?: ReactNode;
  /** What the edit button shows. */
  children: ReactNode;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One list row: the item as a button that opens its editor, then its on/off switch and a delete button. */
export function AdminRow({
  testId,
  name,
  on,
  onLabel,
  busy,
  leading,
  children,
  onEdit,
  onToggle,
  onDelete,
}: AdminRowProps) {
  return (
    <Paper component="li" withBorder radius="md" className={classes.row} data-testid={testId}>
      <Group gap={4} wrap="nowrap" align="center" pl={leading ? 4 : undefined} pr={6} py={4}>
        {leading}
        <UnstyledButton onClick={onEdit} className={classes.edit} aria-label={`${a.edit}: ${name}`}>
          {children}
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <Switch checked={on} disabled={busy} onChange={onToggle} aria-label={`${onLabel}: ${name}`} />
          <Tooltip label={a.remove} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              radius="xl"
              size="lg"
              aria-label={`${a.remove}: ${name}`}
              disabled={busy}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
