import '../../components/form-styles';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { msg } from '../../../shared/messages.es';
import type { DraftIntent } from '../../../shared/schemas/sources';
import { TrainingLimits } from '../../../shared/schemas/training';
import { FormDialog } from '../../components/form-dialog';
import { ApiError } from '../../lib/api-client';
import { intentKey } from './merge-drafts';

const t = msg.sources;

export interface DraftsDialogProps {
  sourceTitle: string;
  drafts: DraftIntent[];
  /** The names of the bot's intents: a draft named the same is merged into it. */
  intentNames: readonly string[];
  /** Merges the chosen drafts (with their edited names) into the bot's intents; an ApiError keeps it open. */
  onAccept: (drafts: DraftIntent[]) => Promise<void>;
  onClose: () => void;
}

interface Row {
  name: string;
  selected: boolean;
}

/** "Revisar borradores": the intents drafted from a source, each with its name editable and a checkbox. */
export function DraftsDialog({ sourceTitle, drafts, intentNames, onAccept, onClose }: DraftsDialogProps) {
  const [rows, setRows] = useState<Row[]>(() =>
    drafts.map((draft) => ({ name: draft.name, selected: true })),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const existing = new Set(intentNames.map(intentKey));
  const chosen = rows.filter((row) => row.selected).length;
  const allSelected = chosen === rows.length;

  const update = (index: number, change: Partial<Row>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    setErrors((current) => {
      const { [index]: _removed, ...rest } = current;
      return rest;
    });
  };

  /** Each chosen draft needs a name, and no two chosen drafts may share one. */
  const validate = (): Record<number, string> => {
    const found: Record<number, string> = {};
    const seen = new Map<string, number>();
    rows.forEach((row, index) => {
      if (!row.selected) return;
      const name = row.name.trim();
      if (!name) found[index] = msg.training.intentNameRequired;
      else if (name.length > TrainingLimits.intentNameMax) found[index] = msg.training.intentNameLong;
      else if (seen.has(intentKey(name))) found[index] = t.draftNamesDuplicate;
      else seen.set(intentKey(name), index);
    });
    return found;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || chosen === 0) return;
    setSubmitting(true);
    try {
      await onAccept(
        drafts
          .map((draft, index) => ({ ...draft, name: rows[index]!.name.trim() }))
          .filter((_, index) => rows[index]!.selected),
      );
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : msg.api.internal);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title={t.draftsTitle(sourceTitle)}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
      serverError={serverError}
      submitting={submitting}
      texts={{ cancel: t.cancel, save: t.acceptCount(chosen) }}
    >
      <Text size="sm" c="dimmed">
        {t.draftsIntro}
      </Text>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setRows((current) => current.map((row) => ({ ...row, selected: !allSelected })))}
        >
          {allSelected ? t.selectNone : t.selectAll}
        </Button>
      </Group>
      <Stack gap="xs" component="ul" m={0} p={0} data-testid="draft-list">
        {drafts.map((draft, index) => {
          const row = rows[index]!;
          return (
            <Paper
              key={index}
              component="li"
              withBorder
              radius="md"
              p="sm"
              style={{ listStyle: 'none' }}
              data-testid="draft-row"
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox
                  mt={30}
                  checked={row.selected}
                  aria-label={t.draftSelect(row.name || draft.name)}
                  onChange={(event) => update(index, { selected: event.currentTarget.checked })}
                />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <TextInput
                    label={t.draftName}
                    value={row.name}
                    disabled={!row.selected}
                    maxLength={TrainingLimits.intentNameMax + 10}
                    error={errors[index]}
                    description={
                      row.selected && existing.has(intentKey(row.name)) ? t.draftMerges : undefined
                    }
                    onChange={(event) => update(index, { name: event.currentTarget.value })}
                  />
                  <Text size="xs" c="dimmed">
                    {msg.training.questionsCount(draft.questions.length)}
                    {draft.questions[0] ? ` · ${draft.questions[0]}` : ''}
                  </Text>
                  <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {draft.description}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </FormDialog>
  );
}
