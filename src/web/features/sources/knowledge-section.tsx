import '@mantine/core/styles/Progress.css';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBooks,
  IconFileText,
  IconInfoCircle,
  IconNotes,
  IconSparkles,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '../../../shared/messages.es';
import type { DraftIntent, Source } from '../../../shared/schemas/sources';
import { confirmAction, showInfo } from '../../components/dialog-store';
import { toast } from '../../lib/toast';
import { toastError } from '../../lib/toast-error';
import { getSourceDrafts, sourcesQuery, useDeleteSource } from './api/sources';
import { AddSource } from './add-source';
import { DraftsDialog } from './drafts-dialog';
import classes from './sources.module.css';

const t = msg.sources;

const KIND_ICONS = { file: IconFileText, url: IconWorld, text: IconNotes } as const;

export interface KnowledgeSectionProps {
  botId: string;
  /** The names of the bot's intents, to tell which drafts merge into an existing one. */
  intentNames: readonly string[];
  /** Merges accepted drafts into the bot's intents (the route composes the training feature). */
  onAcceptDrafts: (drafts: DraftIntent[]) => Promise<void>;
}

interface SourceRowProps {
  source: Source;
  deleting: boolean;
  loadingDrafts: boolean;
  onDelete: () => void;
  onReview: () => void;
}

function SourceRow({ source, deleting, loadingDrafts, onDelete, onReview }: SourceRowProps) {
  const KindIcon = KIND_ICONS[source.kind];
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={{ listStyle: 'none' }}
      data-testid="source-row"
      data-status={source.status}
      aria-busy={source.status === 'processing' || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="gray" radius="md" size={32} style={{ flex: 'none' }}>
          <KindIcon size={18} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {source.title}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {source.url ?? t.kindLabel[source.kind]}
            </Text>
          </div>
          {source.status === 'processing' && (
            <Stack gap={2}>
              <Progress
                value={Math.max(source.progress, 4)}
                animated
                striped
                radius="xl"
                size="sm"
                aria-label={t.processing(source.progress)}
              />
              <Text size="xs" c="dimmed">
                {t.processing(source.progress)}
              </Text>
            </Stack>
          )}
          {source.status === 'ready' && (
            <Group gap={6} wrap="wrap">
              <Badge variant="light" color="teal" radius="xl" size="sm" tt="none">
                {t.passagesCount(source.passages)}
              </Badge>
              {source.drafts > 0 && (
                <>
                  <Badge variant="light" color="indigo" radius="xl" size="sm" tt="none">
                    {t.draftsCount(source.drafts)}
                  </Badge>
                  <Button
                    variant="light"
                    size="compact-sm"
                    radius="xl"
                    leftSection={<IconSparkles size={14} />}
                    loading={loadingDrafts}
                    onClick={onReview}
                  >
                    {t.reviewDrafts}
                  </Button>
                </>
              )}
            </Group>
          )}
          {source.status === 'failed' && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconAlertCircle
                size={16}
                color="var(--mantine-color-red-7)"
                style={{ flex: 'none', marginTop: 2 }}
              />
              <Text size="sm" c="red.8">
                {source.error ?? t.failed}
              </Text>
            </Group>
          )}
        </Stack>
        <Tooltip label={t.remove(source.title)} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            radius="xl"
            size="lg"
            aria-label={t.remove(source.title)}
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

/** "Conocimiento" on the bot editor: add files, websites and pasted text; their state; drafts to review. */
export function KnowledgeSection({ botId, intentNames, onAcceptDrafts }: KnowledgeSectionProps) {
  const sources = useQuery(sourcesQuery(botId));
  const remove = useDeleteSource(botId);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [loadingDrafts, setLoadingDrafts] = useState<string | null>(null);
  const [review, setReview] = useState<{ source: Source; drafts: DraftIntent[] } | null>(null);

  const handleDelete = async (source: Source) => {
    const confirmed = await confirmAction({
      title: t.removeConfirm(source.title),
      message: t.removeMessage,
      color: 'red',
      confirmButtonText: t.removeYes,
      cancelButtonText: t.removeNo,
    });
    if (!confirmed) return;
    setDeleting(source._id);
    try {
      await remove.mutateAsync(source._id);
      toast(t.removed, { color: 'success' });
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(null);
    }
  };

  const handleReview = async (source: Source) => {
    setLoadingDrafts(source._id);
    try {
      const { intents } = await getSourceDrafts(botId, source._id);
      setReview({ source, drafts: intents });
    } catch (error) {
      toastError(error);
    } finally {
      setLoadingDrafts(null);
    }
  };

  const handleAccept = async (drafts: DraftIntent[]) => {
    await onAcceptDrafts(drafts);
    toast(t.draftsAdded(drafts.length), { color: 'success' });
    setReview(null);
  };

  const list = sources.data?.sources ?? [];

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t.title}
      data-testid="knowledge-section"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon variant="light" radius="xl" size={34} style={{ flex: 'none' }}>
          <IconBooks size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Title order={2} fz="lg">
              {t.title}
            </Title>
            <Tooltip label={msg.training.moreInfo(t.title)} withArrow>
              <ActionIcon
                variant="subtle"
                radius="xl"
                aria-label={msg.training.moreInfo(t.title)}
                onClick={() => showInfo({ title: t.title, description: t.info })}
              >
                <IconInfoCircle size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text size="sm" c="dimmed">
            {t.subtitle}
          </Text>
        </div>
      </Group>

      <Stack gap="lg">
        <AddSource botId={botId} />

        {sources.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : sources.isError && list.length === 0 ? (
          <Group justify="center" gap="xs" py="md">
            <Text size="sm" c="red.8">
              {t.loadFailed}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => void sources.refetch()}>
              {t.retry}
            </Button>
          </Group>
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="sm" data-testid="no-sources">
            {t.none}
          </Text>
        ) : (
          <ul className={classes.list} aria-label={t.listLabel}>
            {list.map((source) => (
              <SourceRow
                key={source._id}
                source={source}
                deleting={deleting === source._id}
                loadingDrafts={loadingDrafts === source._id}
                onDelete={() => void handleDelete(source)}
                onReview={() => void handleReview(source)}
              />
            ))}
          </ul>
        )}
      </Stack>

      {review && (
        <DraftsDialog
          key={review.source._id}
          sourceTitle={review.source.title}
          drafts={review.drafts}
          intentNames={intentNames}
          onAccept={handleAccept}
          onClose={() => setReview(null)}
        />
      )}
    </Paper>
  );
}
