import '../../components/overlay-styles';
import '../../components/form-styles';
import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconDeviceFloppy,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { findBlanks } from '../../../shared/blanks';
import { msg } from '../../../shared/messages.es';
import {
  IntentsBodySchema,
  TrainingLimits,
  type Intent,
  type IntentInput,
} from '../../../shared/schemas/training';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ImageListUpload, type ImageListTexts } from '../../components/image-list-upload';
import {
  intentFormValuesOf,
  intentInputOf,
  intentInputsOf,
  itemErrors,
  listItemSchema,
  type IntentFormValues,
} from './training-items';
import { FormDialog } from '../../components/form-dialog';

const t = msg.training;

const IMAGE_TEXTS: ImageListTexts = {
  title: t.images,
  status: (count, max) => `${count}/${max}`,
  uploading: t.imageUploading,
  upload: t.uploadImage,
  empty: t.noImages,
  tooMany: t.filesMany,
  image: t.image,
  remove: t.removeImage,
};

export interface IntentDialogProps {
  intents: readonly Intent[];
  /** The edited intent's position; null adds a new one. */
  index: number | null;
  /** Saves the whole list with this intent in place; an ApiError keeps the dialog open with its message. */
  onSave: (intents: IntentInput[]) => Promise<void>;
  onClose: () => void;
}

/** "Agregar" / "Editar" Intención: name, alternative questions, response and images (spec section 2). */
export function IntentDialog({ intents, index, onSave, onClose }: IntentDialogProps) {
  const original = index === null ? undefined : intents[index];
  const others = useMemo(() => intentInputsOf(intents), [intents]);
  const schema = useMemo(
    () =>
      listItemSchema(IntentsBodySchema, 'intents', others, index, (values: IntentFormValues) =>
        intentInputOf(values, original),
      ),
    [others, index, original],
  );
  const { form, submitted, serverError, handleSubmit } = useSchemaForm<IntentFormValues>(
    schema,
    intentFormValuesOf(original),
  );
  const [uploading, setUploading] = useState(false);
  const values = form.values;
  const blanks = findBlanks(values.description);

  const submit = handleSubmit(async (input) => {
    const next =
      index === null
        ? [...others, intentInputOf(input)]
        : others.map((item, i) => (i === index ? intentInputOf(input, original) : item));
    try {
      await onSave(next);
    } catch (error) {
      // The API names the list's paths (intents.3.name): the ones of this intent go on its inputs.
      const fieldErrors =
        error instanceof ApiError ? itemErrors(error.fields, 'intents', index ?? others.length) : undefined;
      if (!fieldErrors) throw error;
      form.setErrors(fieldErrors);
    }
  });

  const questionError = (i: number) => (submitted ? form.errors[`questions.${i}`] : undefined);

  return (
    <FormDialog title={original ? t.editIntent : t.addIntent} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.intentName}
            withAsterisk
            data-autofocus
            maxLength={TrainingLimits.intentNameMax + 10}
            {...form.getInputProps('name')}
          />

          <Stack gap="xs">
            <Text fw={700} size="sm">
              {t.questions}
            </Text>
            {values.questions.map((_, i) => (
              <TextInput
                key={i}
                label={t.question(i + 1)}
                maxLength={TrainingLimits.questionMax + 10}
                {...form.getInputProps(`questions.${i}`)}
                error={questionError(i)}
                rightSection={
                  <Tooltip label={t.removeQuestion(i + 1)} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      radius="xl"
                      aria-label={t.removeQuestion(i + 1)}
                      onClick={() => form.removeListItem('questions', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                }
              />
            ))}
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={16} />}
              disabled={values.questions.length >= TrainingLimits.questionsMax}
              onClick={() => form.insertListItem('questions', '')}
            >
              {t.addQuestion}
            </Button>
            {submitted && typeof form.errors.questions === 'string' && (
              <Text c="red" size="sm" role="alert">
                {form.errors.questions}
              </Text>
            )}
          </Stack>

          <Textarea
            label={t.response}
            description={`${t.responseHint} (${values.description.length}/${TrainingLimits.intentDescriptionMax})`}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('description')}
          />
          {blanks.length > 0 && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid="answer-blanks"
              py="xs"
            >
              <Text size="sm">{msg.templates.blanksInAnswer(blanks)}</Text>
            </Alert>
          )}

          <ImageListUpload
            images={values.intentionFiles}
            max={TrainingLimits.filesMax}
            kind="intent"
            texts={IMAGE_TEXTS}
            testId="intent-images"
            onAdd={(file) => form.setFieldValue('intentionFiles', (files) => [...files, file])}
            onRemove={(index) =>
              form.setFieldValue('intentionFiles', (files) => files.filter((_, i) => i !== index))
            }
            onUploadingChange={setUploading}
            error={submitted ? (form.errors.intentionFiles as string | undefined) : undefined}
          />

          {serverError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {serverError}
            </Alert>
          )}

          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={form.submitting}
              disabled={uploading}
            >
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
