import '../../../components/form-styles';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import type { FaqEntry } from '../../../../shared/schemas/content';
import { PageLoader } from '../../../components/page-loader';
import { confirmAction } from '../../../components/dialog-store';
import { toast } from '../../../lib/toast';
import { useKeptData } from '../../../lib/use-kept-data';
import { paths } from '../../../paths';
import {
  answerPreview,
  countOn,
  faqWithPublished,
  movedIds,
  orderedLike,
  type FaqFormValues,
} from '../admin-items';
import { createFaq, deleteFaq, FAQ_KEY, faqQuery, reorderFaq, updateFaq } from '../api';
import { toastError } from '../../../lib/toast-error';
import { FaqDialog } from './faq-dialog';
import classes from './admin.module.css';

const a = msg.admin;

interface FaqRowProps {
  entry: FaqEntry;
  index: number;
  count: number;
  busy: boolean;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

function FaqRow({ entry, index, count, busy, onEdit, onMove, onTogglePublished, onDelete }: FaqRowProps) {
  return (
    <Paper component="li" withBorder radius="md" className={classes.row} data-testid="faq-row">
      <Group gap={4} wrap="nowrap" align="center" pl={4} pr={6} py={4}>
        <Stack gap={0}>
          <Tooltip label={a.moveUp(entry.question)} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              aria-label={a.moveUp(entry.question)}
              disabled={busy || index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={a.moveDown(entry.question)} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              aria-label={a.moveDown(entry.question)}
              disabled={busy || index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
        </Stack>
        <UnstyledButton onClick={onEdit} className={classes.edit} aria-label={`${a.edit}: ${entry.question}`}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} className={classes.wrap}>
              {index + 1}. {entry.question}
            </Text>
            {!entry.published && (
              <Badge size="sm" radius="xl" variant="light" color="gray" tt="none">
                {a.faqDraft}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" mt={2} lineClamp={2} className={classes.wrap}>
            {answerPreview(entry.answer)}
          </Text>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <Switch
            checked={entry.published}
            disabled={busy}
            onChange={onTogglePublished}
            aria-label={`${a.faqPublished}: ${entry.question}`}
          />
          <Tooltip label={a.remove} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              radius="xl"
              size="lg"
              aria-label={`${a.remove}: ${entry.question}`}
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

/** /dashboard/qa: the platform FAQ in its public order, with add, edit, publish, reorder and delete. */
export function FaqManager() {
  const client = useQueryClient();
  // The typed key of the list query: cache writes keep the answer's shape.
  const cacheKey = faqQuery().queryKey;
  const query = useQuery(faqQuery());
  const data = useKeptData(query.data, query.error, 'GET /admin/faq');
  const [editing, setEditing] = useState<{ entry?: FaqEntry; key: number } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [reordering, setReordering] = useState(false);
  const entries = data?.entries ?? [];

  const setEntries = (next: FaqEntry[]) => client.setQueryData(cacheKey, { entries: next });
  const replaceEntry = (saved: FaqEntry) =>
    client.setQueryData(cacheKey, (old) =>
      old ? { entries: old.entries.map((item) => (item._id === saved._id ? saved : item)) } : old,
    );

  const handleSave = async (values: FaqFormValues) => {
    const entry = editing?.entry;
    if (entry) {
      replaceEntry((await updateFaq(entry._id, values)).entry);
      toast(a.faqSaved, { color: 'success' });
    } else {
      const { entry: created } = await createFaq(values);
      client.setQueryData(cacheKey, (old) => ({ entries: [...(old?.entries ?? []), created] }));
      toast(a.faqCreated, { color: 'success' });
    }
    setEditing(null);
  };

  const handleMove = async (index: number, step: -1 | 1) => {
    const ids = movedIds(
      entries.map((entry) => entry._id),
      index,
      step,
    );
    if (!ids) return;
    const before = entries;
    // The row moves at once; the server's answer (the stored order) then replaces the list.
    setEntries(orderedLike(entries, ids));
    setReordering(true);
    try {
      setEntries((await reorderFaq(ids)).entries);
    } catch (error) {
      setEntries(before);
      toastError(error);
      void client.invalidateQueries({ queryKey: FAQ_KEY });
    } finally {
      setReordering(false);
    }
  };

  const handleTogglePublished = async (entry: FaqEntry) => {
    setBusyId(entry._id);
    try {
      replaceEntry((await updateFaq(entry._id, faqWithPublished(entry, !entry.published))).entry);
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };

  const handleDelete = async (entry: FaqEntry) => {
    const confirmed = await confirmAction({ title: a.removeFaqTitle, message: entry.question, color: 'red' });
    if (!confirmed) return;
    setBusyId(entry._id);
    try {
      await deleteFaq(entry._id);
      client.setQueryData(cacheKey, (old) =>
        old ? { entries: old.entries.filter((item) => item._id !== entry._id) } : old,
      );
      toast(a.faqRemoved, { color: 'success' });
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid="faq-count">
          {data
            ? a.faqCount(
                countOn(entries, (entry) => entry.published),
                entries.length,
              )
            : ''}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.questions()}
            variant="light"
            radius="xl"
            leftSection={<IconExternalLink size={16} />}
          >
            {a.viewFaqPage}
          </Button>
          <Button
            radius="xl"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ key: Date.now() })}
          >
            {a.newFaq}
          </Button>
        </Group>
      </Group>
      {!data ? (
        <PageLoader text={a.waitingFaq} />
      ) : entries.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {a.noFaq}
          </Text>
        </Paper>
      ) : (
        <ul className={classes.list}>
          {entries.map((entry, index) => (
            <FaqRow
              key={entry._id}
              entry={entry}
              index={index}
              count={entries.length}
              busy={reordering || busyId === entry._id}
              onEdit={() => setEditing({ entry, key: Date.now() })}
              onMove={(step) => void handleMove(index, step)}
              onTogglePublished={() => void handleTogglePublished(entry)}
              onDelete={() => void handleDelete(entry)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <FaqDialog
          key={editing.key}
          entry={editing.entry}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
