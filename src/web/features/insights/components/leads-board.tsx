import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { MAX_LEAD_LABELS, NoteInputSchema, UpdateLeadSchema } from '../../../../shared/schemas/team';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import type { Leads } from '../api/insights';
import { notesQuery, useAddNote, useUpdateLead } from '../api/team';
import { formatShortDateTime } from '../insights-format';
import classes from './insights.module.css';

const t = teamText.leads;
type Lead = Leads['leads'][number];
type Stage = Leads['stages'][number];

/** The MIME type a dragged card carries: its lead's id, nothing a drop elsewhere could misread. */
const DRAG_TYPE = 'application/x-vocero-lead';

/**
 * The leads by stage (issue 42): columns on a desktop, where a card is dragged to another stage; a list
 * grouped by stage on a phone. Every card also has its stage as a select, so moving one needs neither a
 * mouse nor a drag (a keyboard, a screen reader, a thumb).
 */
export function LeadsBoard({
  botId,
  data,
  isMobile,
  onOpenConversation,
}: {
  botId: string;
  data: Leads;
  isMobile: boolean;
  onOpenConversation: (conversationId: string) => void;
}) {
  const update = useUpdateLead(botId);
  const [detail, setDetail] = useState<Lead | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const stageName = new Map(data.stages.map((stage) => [stage.key, stage.name]));
  // A lead in a stage the owner has since removed shows in the first one, where it can be moved on.
  const stageOf = (lead: Lead) => (stageName.has(lead.stage) ? lead.stage : data.stages[0]!.key);

  const move = (lead: Lead, stage: string) => {
    if (stage === stageOf(lead)) return;
    update.mutate(
      { leadId: lead.conversationId, change: { stage } },
      {
        onSuccess: () => toast(t.moved(stageName.get(stage) ?? stage), { color: 'success' }),
        onError: toastError,
      },
    );
  };

  const onDrop = (stage: Stage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const lead = data.leads.find((candidate) => candidate.conversationId === id);
    if (lead) move(lead, stage.key);
  };

  const column = (stage: Stage) => {
    const leads = data.leads.filter((lead) => stageOf(lead) === stage.key);
    return (
      <section
        key={stage.key}
        className={isMobile ? undefined : classes.boardColumn}
        data-over={over === stage.key || undefined}
        aria-labelledby={`stage-${stage.key}`}
        data-testid="lead-stage"
        onDragOver={
          isMobile
            ? undefined
            : (event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(stage.key);
              }
        }
        onDragLeave={isMobile ? undefined : () => setOver((key) => (key === stage.key ? null : key))}
        onDrop={isMobile ? undefined : onDrop(stage)}
      >
        <Group justify="space-between" mb={6} wrap="nowrap">
          <Title order={3} size="h6" id={`stage-${stage.key}`}>
            {stage.name}
          </Title>
          <Text size="xs" c="dimmed">
            {t.stageCount(leads.length)}
          </Text>
        </Group>
        <Stack gap={6}>
          {leads.length === 0 ? (
            <Text size="xs" c="dimmed" py="xs">
              {t.emptyStage}
            </Text>
          ) : (
            leads.map((lead) => (
              <LeadCard
                key={lead.conversationId}
                lead={lead}
                stage={stageOf(lead)}
                stages={data.stages}
                draggable={!isMobile}
                onMove={(next) => move(lead, next)}
                onOpenDetail={() => setDetail(lead)}
                onOpenConversation={() => onOpenConversation(lead.conversationId)}
              />
            ))
          )}
        </Stack>
      </section>
    );
  };

  return (
    <>
      {!isMobile && (
        <Text size="xs" c="dimmed">
          {t.dragHint}
        </Text>
      )}
      <div
        className={isMobile ? classes.boardList : classes.board}
        role="group"
        aria-label={t.boardLabel}
        data-testid="leads-board"
      >
        {data.stages.map(column)}
      </div>
      {detail && (
        <LeadDetail
          botId={botId}
          lead={data.leads.find((lead) => lead.conversationId === detail.conversationId) ?? detail}
          onClose={() => setDetail(null)}
        />
      )}
    </>
  );
}

function LeadCard({
  lead,
  stage,
  stages,
  draggable,
  onMove,
  onOpenDetail,
  onOpenConversation,
}: {
  lead: Lead;
  stage: string;
  stages: Stage[];
  draggable: boolean;
  onMove: (stage: string) => void;
  onOpenDetail: () => void;
  onOpenConversation: () => void;
}) {
  const values = Object.values(lead.values).filter(Boolean);
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className={classes.leadCard}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, lead.conversationId);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="lead-card"
    >
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onOpenConversation} truncate>
          {lead.visitor}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
          {formatShortDateTime(lead.createdAt)}
        </Text>
      </Group>
      {values.length > 0 && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {values.join(' · ')}
        </Text>
      )}
      {lead.labels.length > 0 && (
        <Group gap={4} mt={4}>
          {lead.labels.map((label) => (
            <Badge key={label} size="xs" variant="light" color="grape" style={{ textTransform: 'none' }}>
              {label}
            </Badge>
          ))}
        </Group>
      )}
      <Group gap={6} mt={6} wrap="nowrap" justify="space-between">
        <NativeSelect
          size="xs"
          aria-label={t.moveToLabel(lead.visitor)}
          value={stage}
          onChange={(event) => onMove(event.currentTarget.value)}
          data={stages.map((option) => ({ value: option.key, label: option.name }))}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="lead-stage-select"
        />
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconNotes size={14} />}
          onClick={onOpenDetail}
          aria-label={t.openNotes(lead.visitor)}
          data-testid="lead-notes-button"
        >
          {lead.notesCount > 0 ? t.notesCount(lead.notesCount) : t.notes}
        </Button>
      </Group>
    </Paper>
  );
}

/** A lead's labels and private notes, in a dialog: the notes list with authors and times, and a new one. */
function LeadDetail({ botId, lead, onClose }: { botId: string; lead: Lead; onClose: () => void }) {
  const notes = useQuery(notesQuery(botId, lead.conversationId));
  const addNote = useAddNote(botId, lead.conversationId);
  const update = useUpdateLead(botId);
  const [labels, setLabels] = useState(lead.labels);
  const [labelsError, setLabelsError] = useState<string>();
  const [text, setText] = useState('');
  const [noteError, setNoteError] = useState<string>();

  const saveLabels = () => {
    const parsed = UpdateLeadSchema.safeParse({ labels });
    if (!parsed.success) {
      setLabelsError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { leadId: lead.conversationId, change: { labels: parsed.data.labels! } },
      { onSuccess: () => toast(t.labelsSaved, { color: 'success' }), onError: toastError },
    );
  };

  const submitNote = () => {
    const parsed = NoteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    addNote.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        toast(t.noteAdded, { color: 'success' });
      },
      // What was written stays in the box.
      onError: toastError,
    });
  };

  return (
    <Modal opened onClose={onClose} title={t.notesTitle(lead.visitor)} size="lg" fullScreen={false}>
      <Stack gap="md">
        <div>
          <TagsInput
            label={t.labels}
            description={t.labelsHint}
            placeholder={t.labelsPlaceholder}
            value={labels}
            onChange={(next) => {
              setLabels(next);
              setLabelsError(undefined);
            }}
            maxTags={MAX_LEAD_LABELS}
            error={labelsError}
            splitChars={[',']}
            data-testid="lead-labels"
          />
          <Group justify="flex-end" mt={6}>
            <Button size="xs" radius="xl" variant="light" loading={update.isPending} onClick={saveLabels}>
              {t.saveLabels}
            </Button>
          </Group>
        </div>
        <div>
          <Title order={3} size="h6" mb={6}>
            {t.notes}
          </Title>
          {notes.isPending ? (
            <Center py="sm">
              <Loader size="sm" aria-label={t.loadingNotes} />
            </Center>
          ) : (notes.data?.notes.length ?? 0) === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noNotes}
            </Text>
          ) : (
            <Stack gap={6} component="ol" className={classes.notes} data-testid="lead-notes">
              {notes.data!.notes.map((note) => (
                <li key={note._id}>
                  <Text size="xs" c="dimmed">
                    {note.author ?? '—'} · {formatDateTime(note.createdAt)}
                  </Text>
                  <Text size="sm" className={classes.plain}>
                    {note.text}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
          <Textarea
            mt="sm"
            aria-label={t.addNote}
            placeholder={t.notePlaceholder}
            autosize
            minRows={2}
            maxLength={2000}
            value={text}
            error={noteError}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setNoteError(undefined);
            }}
            data-testid="lead-note-input"
          />
          <Group justify="flex-end" mt={6}>
            <Button size="xs" radius="xl" loading={addNote.isPending} onClick={submitNote}>
              {t.addNote}
            </Button>
          </Group>
        </div>
      </Stack>
    </Modal>
  );
}
