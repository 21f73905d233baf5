import '../../../components/form-styles';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import type { FaqEntry } from '../../../../shared/schemas/content';
import { toast } from '../../../lib/toast';
import { useKeptData } from '../../../lib/use-kept-data';
import { paths } from '../../../paths';
import { answerPreview, faqWithPublished, movedIds, type FaqFormValues } from '../admin-items';
import { faqQuery, useDeleteFaq, useReorderFaq, useSaveFaq } from '../api/admin-content';
import { toastError } from '../../../lib/toast-error';
import { useEditDialog, useRowActions } from '../use-row-actions';
import { AdminList, AdminRow } from './admin-list';
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
  const moveButton = (step: -1 | 1) => {
    const label = step < 0 ? a.moveUp(entry.question) : a.moveDown(entry.question);
    return (
      <Tooltip label={label} withArrow openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          radius="xl"
          aria-label={label}
          disabled={busy || index === (step < 0 ? 0 : count - 1)}
          onClick={() => onMove(step)}
        >
          {step < 0 ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
        </ActionIcon>
      </Tooltip>
    );
  };

  return (
    <AdminRow
      testId="faq-row"
      name={entry.question}
      on={entry.published}
      onLabel={a.faqPublished}
      busy={busy}
      leading={
        <Stack gap={0}>
          {moveButton(-1)}
          {moveButton(1)}
        </Stack>
      }
      onEdit={onEdit}
      onToggle={onTogglePublished}
      onDelete={onDelete}
    >
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
    </AdminRow>
  );
}

/** /dashboard/qa: the platform FAQ in its public order, with add, edit, publish, reorder and delete. */
export function FaqManager() {
  const query = useQuery(faqQuery());
  const data = useKeptData(query.data, query.error, 'GET /admin/faq');
  const editor = useEditDialog<FaqEntry>();
  const { busy: busyId, runOnRow, confirmThenRun } = useRowActions();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const reorder = useReorderFaq();
  const reordering = reorder.isPending;
  const entries = data?.entries ?? [];

  const handleSave = async (values: FaqFormValues) => {
    const entry = editor.editing?.item;
    await save.mutateAsync({ id: entry?._id, input: values });
    toast(entry ? a.faqSaved : a.faqCreated, { color: 'success' });
    editor.close();
  };

  const handleMove = async (index: number, step: -1 | 1) => {
    const ids = movedIds(
      entries.map((entry) => entry._id),
      index,
      step,
    );
    if (!ids) return;
    try {
      await reorder.mutateAsync(ids);
    } catch (error) {
      toastError(error);
    }
  };

  const handleTogglePublished = (entry: FaqEntry) =>
    runOnRow(entry._id, async () => {
      await save.mutateAsync({ id: entry._id, input: faqWithPublished(entry, !entry.published) });
    });

  const handleDelete = (entry: FaqEntry) =>
    confirmThenRun(entry._id, { title: a.removeFaqTitle, message: entry.question }, async () => {
      await remove.mutateAsync(entry._id);
      toast(a.faqRemoved, { color: 'success' });
    });

  return (
    <AdminList
      items={data?.entries}
      isOn={(entry) => entry.published}
      countText={a.faqCount}
      countTestId="faq-count"
      actions={
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
          <Button radius="xl" leftSection={<IconPlus size={16} />} onClick={editor.openNew}>
            {a.newFaq}
          </Button>
        </Group>
      }
      waitingText={a.waitingFaq}
      emptyText={a.noFaq}
      dialog={
        editor.editing && (
          <FaqDialog
            key={editor.editing.key}
            entry={editor.editing.item}
            onSave={handleSave}
            onClose={editor.close}
          />
        )
      }
      renderRow={(entry, index) => (
        <FaqRow
          key={entry._id}
          entry={entry}
          index={index}
          count={entries.length}
          busy={reordering || busyId === entry._id}
          onEdit={() => editor.openEdit(entry)}
          onMove={(step) => void handleMove(index, step)}
          onTogglePublished={() => void handleTogglePublished(entry)}
          onDelete={() => void handleDelete(entry)}
        />
      )}
    />
  );
}
