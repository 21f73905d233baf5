import '../../../components/form-styles';
import { Avatar, Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { msg } from '../../../../shared/messages.es';
import type { AdminPhrase } from '../../../../shared/schemas/content';
import { toast } from '../../../lib/toast';
import { useKeptData } from '../../../lib/use-kept-data';
import { phraseWithActive, type PhraseFormValues } from '../admin-items';
import { phrasesQuery, useDeletePhrase, useSavePhrase } from '../api/admin-content';
import { useEditDialog, useRowActions } from '../use-row-actions';
import { AdminList, AdminRow } from './admin-list';
import { TipDialog } from './tip-dialog';
import classes from './admin.module.css';

const a = msg.admin;

interface TipRowProps {
  phrase: AdminPhrase;
  busy: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}

function TipRow({ phrase, busy, onEdit, onToggleActive, onDelete }: TipRowProps) {
  return (
    <AdminRow
      testId="tip-row"
      name={phrase.phrase}
      on={phrase.active}
      onLabel={a.tipActive}
      busy={busy}
      onEdit={onEdit}
      onToggle={onToggleActive}
      onDelete={onDelete}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={phrase.botPictureUrl} radius="xl" size={40} color="indigo" alt="">
          {phrase.botName.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={classes.grow}>
          <Text size="sm" fw={500} className={classes.wrap} c={phrase.active ? undefined : 'dimmed'}>
            “{phrase.phrase}”
          </Text>
          <Text size="xs" c="dimmed" mt={4} truncate>
            <Text span inherit fw={600}>
              {phrase.botName}
            </Text>{' '}
            · /{phrase.botAlias}
          </Text>
          {!phrase.active && (
            <Badge size="sm" radius="xl" variant="light" color="gray" tt="none" mt={4}>
              {a.tipInactive}
            </Badge>
          )}
        </div>
      </Group>
    </AdminRow>
  );
}

/** /dashboard/tips: the tip card's phrases, newest first, each linked to a published bot. */
export function TipManager() {
  const query = useQuery(phrasesQuery());
  const data = useKeptData(query.data, query.error, 'GET /admin/phrases');
  const editor = useEditDialog<AdminPhrase>();
  const { busy: busyId, runOnRow, confirmThenRun } = useRowActions();
  const save = useSavePhrase();
  const remove = useDeletePhrase();

  const handleSave = async (values: PhraseFormValues) => {
    const phrase = editor.editing?.item;
    await save.mutateAsync({ id: phrase?._id, input: values });
    toast(phrase ? a.tipSaved : a.tipCreated, { color: 'success' });
    editor.close();
  };

  const handleToggleActive = (phrase: AdminPhrase) =>
    runOnRow(phrase._id, async () => {
      await save.mutateAsync({ id: phrase._id, input: phraseWithActive(phrase, !phrase.active) });
    });

  const handleDelete = (phrase: AdminPhrase) =>
    confirmThenRun(phrase._id, { title: a.removeTipTitle, message: phrase.phrase }, async () => {
      await remove.mutateAsync(phrase._id);
      toast(a.tipRemoved, { color: 'success' });
    });

  return (
    <AdminList
      items={data?.phrases}
      isOn={(phrase) => phrase.active}
      countText={a.tipsCount}
      countTestId="tips-count"
      actions={
        <Button radius="xl" leftSection={<IconPlus size={16} />} onClick={editor.openNew}>
          {a.newTip}
        </Button>
      }
      waitingText={a.waitingTips}
      emptyText={a.noTips}
      dialog={
        editor.editing && (
          <TipDialog
            key={editor.editing.key}
            phrase={editor.editing.item}
            onSave={handleSave}
            onClose={editor.close}
          />
        )
      }
      renderRow={(phrase) => (
        <TipRow
          key={phrase._id}
          phrase={phrase}
          busy={busyId === phrase._id}
          onEdit={() => editor.openEdit(phrase)}
          onToggleActive={() => void handleToggleActive(phrase)}
          onDelete={() => void handleDelete(phrase)}
        />
      )}
    />
  );
}
