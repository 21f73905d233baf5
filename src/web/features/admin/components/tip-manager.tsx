import '../../../components/form-styles';
import {
  ActionIcon,
  Avatar,
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
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import type { AdminPhrase } from '../../../../shared/schemas/content';
import { PageLoader } from '../../../components/page-loader';
import { confirmAction } from '../../../components/dialog-store';
import { toast } from '../../../lib/toast';
import { useKeptData } from '../../../lib/use-kept-data';
import { countOn, phraseWithActive, type PhraseFormValues } from '../admin-items';
import { createPhrase, deletePhrase, phrasesQuery, updatePhrase } from '../api';
import { toastError } from '../../../lib/toast-error';
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
    <Paper component="li" withBorder radius="md" className={classes.row} data-testid="tip-row">
      <Group gap={4} wrap="nowrap" align="center" pr={6} py={4}>
        <UnstyledButton onClick={onEdit} className={classes.edit} aria-label={`${a.edit}: ${phrase.phrase}`}>
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
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <Switch
            checked={phrase.active}
            disabled={busy}
            onChange={onToggleActive}
            aria-label={`${a.tipActive}: ${phrase.phrase}`}
          />
          <Tooltip label={a.remove} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              radius="xl"
              size="lg"
              aria-label={`${a.remove}: ${phrase.phrase}`}
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

/** /dashboard/tips: the tip card's phrases, newest first, each linked to a published bot. */
export function TipManager() {
  const client = useQueryClient();
  // The typed key of the list query: cache writes keep the answer's shape.
  const cacheKey = phrasesQuery().queryKey;
  const query = useQuery(phrasesQuery());
  const data = useKeptData(query.data, query.error, 'GET /admin/phrases');
  const [editing, setEditing] = useState<{ phrase?: AdminPhrase; key: number } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const phrases = data?.phrases ?? [];

  const replacePhrase = (saved: AdminPhrase) =>
    client.setQueryData(cacheKey, (old) =>
      old ? { phrases: old.phrases.map((item) => (item._id === saved._id ? saved : item)) } : old,
    );

  const handleSave = async (values: PhraseFormValues) => {
    const phrase = editing?.phrase;
    if (phrase) {
      replacePhrase((await updatePhrase(phrase._id, values)).phrase);
      toast(a.tipSaved, { color: 'success' });
    } else {
      const { phrase: created } = await createPhrase(values);
      client.setQueryData(cacheKey, (old) => ({ phrases: [created, ...(old?.phrases ?? [])] }));
      toast(a.tipCreated, { color: 'success' });
    }
    setEditing(null);
  };

  const handleToggleActive = async (phrase: AdminPhrase) => {
    setBusyId(phrase._id);
    try {
      replacePhrase((await updatePhrase(phrase._id, phraseWithActive(phrase, !phrase.active))).phrase);
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };

  const handleDelete = async (phrase: AdminPhrase) => {
    const confirmed = await confirmAction({ title: a.removeTipTitle, message: phrase.phrase, color: 'red' });
    if (!confirmed) return;
    setBusyId(phrase._id);
    try {
      await deletePhrase(phrase._id);
      client.setQueryData(cacheKey, (old) =>
        old ? { phrases: old.phrases.filter((item) => item._id !== phrase._id) } : old,
      );
      toast(a.tipRemoved, { color: 'success' });
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid="tips-count">
          {data
            ? a.tipsCount(
                countOn(phrases, (phrase) => phrase.active),
                phrases.length,
              )
            : ''}
        </Text>
        <Button
          radius="xl"
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ key: Date.now() })}
        >
          {a.newTip}
        </Button>
      </Group>
      {!data ? (
        <PageLoader text={a.waitingTips} />
      ) : phrases.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {a.noTips}
          </Text>
        </Paper>
      ) : (
        <ul className={classes.list}>
          {phrases.map((phrase) => (
            <TipRow
              key={phrase._id}
              phrase={phrase}
              busy={busyId === phrase._id}
              onEdit={() => setEditing({ phrase, key: Date.now() })}
              onToggleActive={() => void handleToggleActive(phrase)}
              onDelete={() => void handleDelete(phrase)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <TipDialog
          key={editing.key}
          phrase={editing.phrase}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
