import { Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { msg } from '../../../shared/messages.es';
import { FormDialog } from '../../components/form-dialog';
import { ApiError } from '../../lib/api-client';
import { blankSuggestionsQuery } from './api/get-blank-suggestions';
import { blankSlots, fillBlanks, leftOutNow, publishableNow } from './fill-blanks';
import type { IntentInput, SetAsideIntent } from '../../../shared/schemas/training';

const t = msg.templates;

export interface BlanksDialogProps {
  botId: string;
  /** The bot's intents as the intents API takes them (ids kept). */
  intents: readonly IntentInput[];
  /** The bot is private now: once nothing is left to fill, it can be published in the same save. */
  canPublish: boolean;
  /**
   * Saves the filled intents, then publishes the bot when asked; publishing before every blank is filled
   * also hands over the topics it leaves out (`leftOut`). An ApiError keeps the dialog open.
   */
  onSave: (intents: IntentInput[], publish: boolean, leftOut?: SetAsideIntent[]) => Promise<void>;
  /** What the form is for ("Completa los datos de tu negocio" unless said). */
  title?: string;
  onClose: () => void;
}

/**
 * "Completar ahora" (issue 38): every blank of the bot's answers in one form, each written once for all the
 * answers that use it, with the prices of an imported price list already written in as drafts to review.
 */
export function BlanksDialog({ botId, intents, canPublish, onSave, onClose, title }: BlanksDialogProps) {
  const slots = blankSlots(intents);
  const suggestions = useQuery(blankSuggestionsQuery(botId));
  const [values, setValues] = useState<Record<string, string>>({});
  const [publish, setPublish] = useState(true);
  // With blanks left, publishing now leaves their topics out; the owner opts in.
  const [publishWithout, setPublishWithout] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const suggestionOf = (label: string) =>
    suggestions.data?.suggestions.find((suggestion) => suggestion.label === label);
  // A suggestion stands in a field until the owner types there.
  const valueOf = (label: string) => values[label] ?? suggestionOf(label)?.value ?? '';
  const complete = slots.every((slot) => valueOf(slot.label).trim());
  const incompleteNames = [
    ...new Set(slots.filter((slot) => !valueOf(slot.label).trim()).flatMap((slot) => slot.intents)),
  ];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setServerError(null);
    try {
      const filled = fillBlanks(
        intents,
        Object.fromEntries(slots.map((slot) => [slot.label, valueOf(slot.label)])),
      );
      if (canPublish && !complete && publishWithout) {
        await onSave(publishableNow(filled), true, leftOutNow(filled));
      } else await onSave(filled, canPublish && complete && publish);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : msg.api.internal);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title={title ?? t.fillTitle}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      serverError={serverError}
      submitting={submitting}
      texts={{ cancel: t.fillCancel, save: t.fillSave }}
    >
      <Text size="sm" c="dimmed">
        {t.fillIntro}
      </Text>
      {suggestions.isPending && <Loader size="xs" aria-label={t.loading} />}
      <Stack gap="sm" data-testid="blank-slots">
        {slots.map((slot, index) => {
          const suggestion = values[slot.label] === undefined ? suggestionOf(slot.label) : undefined;
          return (
            <TextInput
              key={slot.label}
              label={slot.label.charAt(0).toUpperCase() + slot.label.slice(1)}
              description={
                suggestion
                  ? `${t.usedIn(slot.intents)} · ${t.fromDocument(suggestion.item, suggestion.matches)}`
                  : t.usedIn(slot.intents)
              }
              value={valueOf(slot.label)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [slot.label]: value }));
              }}
              data-autofocus={index === 0 || undefined}
              maxLength={300}
            />
          );
        })}
      </Stack>
      {canPublish && !complete && (
        <Switch
          checked={publishWithout}
          onChange={(event) => setPublishWithout(event.currentTarget.checked)}
          label={t.publishWithout}
          description={t.publishWithoutHint(incompleteNames)}
          color="green"
        />
      )}
      {canPublish && complete && (
        <Switch
          checked={publish}
          onChange={(event) => setPublish(event.currentTarget.checked)}
          label={t.publishOnSave}
          color="green"
        />
      )}
    </FormDialog>
  );
}
