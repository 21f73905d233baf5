import '../../../components/overlay-styles';
import '../../../components/form-styles';
import { Switch, Textarea } from '@mantine/core';
import { useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import { ContentLimits, PhraseInputSchema, type AdminPhrase } from '../../../../shared/schemas/content';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { phraseFormValuesOf, type PhraseFormValues } from '../admin-items';
import { BotPicker, type PickedBot } from './bot-picker';
import { FormDialog } from '../../../components/form-dialog';

const a = msg.admin;

export interface TipDialogProps {
  /** The edited phrase; undefined adds a new one. */
  phrase?: AdminPhrase;
  onSave: (values: PhraseFormValues) => Promise<void>;
  onClose: () => void;
}

/** A tip-card phrase: the published bot it opens, the phrase (max 120) and whether it is shown. */
export function TipDialog({ phrase, onSave, onClose }: TipDialogProps) {
  const { form, serverError, handleSubmit } = useSchemaForm<PhraseFormValues>(
    PhraseInputSchema,
    phraseFormValuesOf(phrase),
  );
  const [bot, setBot] = useState<PickedBot | null>(
    phrase
      ? { _id: phrase.botId, name: phrase.botName, alias: phrase.botAlias, pictureUrl: phrase.botPictureUrl }
      : null,
  );
  const botError = form.getInputProps('botId').error as string | undefined;

  const handleBot = (next: PickedBot | null) => {
    setBot(next);
    form.setFieldValue('botId', next?._id ?? '');
  };

  return (
    <FormDialog
      title={phrase ? a.editTip : a.addTip}
      size="md"
      onClose={onClose}
      onSubmit={handleSubmit(onSave)}
      serverError={serverError}
      submitting={form.submitting}
      texts={a}
    >
      <BotPicker value={bot} onChange={handleBot} error={botError} />
      <Textarea
        label={a.phrase}
        withAsterisk
        autosize
        minRows={2}
        maxRows={4}
        maxLength={ContentLimits.phraseMax}
        description={a.phraseHint(form.values.phrase.length, ContentLimits.phraseMax)}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        {...form.getInputProps('phrase')}
      />
      <Switch
        label={a.tipActive}
        description={a.tipActiveHint}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
