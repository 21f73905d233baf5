import '../../../components/overlay-styles';
import '../../../components/form-styles';
import '../../../components/segmented-control-styles';
import { Group, SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import { ContentLimits, FaqInputSchema, type FaqEntry } from '../../../../shared/schemas/content';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { BotMarkdown } from '../../../components/bot-markdown';
import { faqFormValuesOf, type FaqFormValues } from '../admin-items';
import classes from './admin.module.css';
import { FormDialog } from '../../../components/form-dialog';

const a = msg.admin;

export interface FaqDialogProps {
  /** The edited entry; undefined adds a new one at the end. */
  entry?: FaqEntry;
  /** Stores the entry; an ApiError keeps the dialog open with its message on the fields. */
  onSave: (values: FaqFormValues) => Promise<void>;
  onClose: () => void;
}

/** Question, markdown answer with its preview as the chat shows it, and the published switch. */
export function FaqDialog({ entry, onSave, onClose }: FaqDialogProps) {
  const { form, serverError, handleSubmit } = useSchemaForm<FaqFormValues>(
    FaqInputSchema,
    faqFormValuesOf(entry),
  );
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const answer = form.values.answer;

  return (
    <FormDialog
      title={entry ? a.editFaq : a.addFaq}
      onClose={onClose}
      onSubmit={handleSubmit(onSave)}
      serverError={serverError}
      submitting={form.submitting}
      texts={a}
    >
      <TextInput
        label={a.question}
        withAsterisk
        data-autofocus
        maxLength={ContentLimits.questionMax + 10}
        {...form.getInputProps('question')}
      />
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={500} size="sm" component="label" htmlFor="faq-answer">
            {a.answer}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <SegmentedControl
            size="xs"
            radius="xl"
            value={tab}
            onChange={(value) => setTab(value === 'preview' ? 'preview' : 'write')}
            data={[
              { value: 'write', label: a.write },
              { value: 'preview', label: a.preview },
            ]}
          />
        </Group>
        {tab === 'write' ? (
          <Textarea
            id="faq-answer"
            aria-label={a.answer}
            description={`${a.answerHint} (${answer.length}/${ContentLimits.answerMax})`}
            inputWrapperOrder={['input', 'error', 'description']}
            autosize
            minRows={5}
            maxRows={14}
            {...form.getInputProps('answer')}
          />
        ) : (
          <div className={classes.preview} data-testid="faq-preview">
            {answer.trim() ? (
              <BotMarkdown text={answer} />
            ) : (
              <Text size="sm" c="dimmed">
                {a.emptyPreview}
              </Text>
            )}
          </div>
        )}
        {tab === 'preview' && form.getInputProps('answer').error ? (
          <Text c="red" size="sm" role="alert">
            {String(form.getInputProps('answer').error)}
          </Text>
        ) : null}
      </Stack>
      <Switch
        label={a.faqPublished}
        description={a.faqPublishedHint}
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
