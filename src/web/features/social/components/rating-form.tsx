import '../../../components/form-styles';
import '@mantine/core/styles/Rating.css';
import { Alert, Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import { QualificationInputSchema, type Qualification } from '../../../../shared/schemas/social';
import { confirmAction } from '../../../components/dialog-store';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import type { RatingTarget } from '../api/ratings';
import { useSaveRating } from '../api/save-rating';

const m = msg.rating;

interface RatingValues extends Record<string, unknown> {
  _id?: string;
  /** Undefined until a star is picked, so an empty form says the rating is required. */
  rating: number | undefined;
  comment: string;
}

interface RatingFormProps {
  target: RatingTarget;
  existing: Qualification | null;
  /** After a save (the cache is already updated): the area hides the form and tells its page. */
  onSaved: () => void;
  onClose: () => void;
}

/** Stars in half steps and a comment, validated by the shared schema (spec section 5, "Qualification"). */
export function RatingForm({ target, existing, onSaved, onClose }: RatingFormProps) {
  const labelId = useId();
  const save = useSaveRating(target);
  const [saved, setSaved] = useState(false);
  const { form, submitted, serverError, handleSubmit } = useSchemaForm<RatingValues>(
    QualificationInputSchema,
    existing
      ? { _id: existing._id, rating: existing.rating, comment: existing.comment }
      : { rating: undefined, comment: '' },
  );

  const handleSave = handleSubmit(async (values) => {
    await save.mutateAsync(QualificationInputSchema.parse(values));
    setSaved(true);
    toast(m.saved, { color: 'success' });
    onSaved();
  });

  const handleCancel = async () => {
    if (form.isDirty() && !(await confirmAction({ title: m.cancelTitle, message: m.cancelText }))) return;
    onClose();
  };

  const ratingError = submitted ? form.errors.rating : undefined;
  return (
    <form onSubmit={handleSave} noValidate data-testid="rating-form">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <Stack gap={6}>
          <Text id={labelId} size="sm" fw={500}>
            {m.stars}
          </Text>
          {/* Not stretched by the Stack: Mantine maps pointer and touch positions over the whole width. */}
          <Rating
            w="fit-content"
            aria-labelledby={labelId}
            value={form.values.rating ?? 0}
            onChange={(value) => form.setFieldValue('rating', value)}
            fractions={2}
            size="xl"
            getSymbolLabel={(value) => m.average(value)}
          />
          {ratingError && (
            <Text size="xs" c="red" role="alert">
              {ratingError}
            </Text>
          )}
        </Stack>
        <Textarea
          label={m.comment}
          placeholder={m.commentPlaceholder}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => void handleCancel()} disabled={saved}>
            {m.cancel}
          </Button>
          <Button
            type="submit"
            loading={form.submitting}
            disabled={saved}
            leftSection={saved ? <IconCheck size={18} /> : undefined}
          >
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
