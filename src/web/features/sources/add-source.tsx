import '../../components/form-styles';
import '../../components/segmented-control-styles';
import { Alert, Button, Group, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { msg } from '../../../shared/messages.es';
import { SourceCreateBodySchema, SourceLimits, type Source } from '../../../shared/schemas/sources';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddSource } from './api/sources';
import { FileDrop } from './file-drop';

const t = msg.sources;

type Kind = Source['kind'];

export interface AddSourceProps {
  botId: string;
}

function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

function UrlForm({ botId }: AddSourceProps) {
  const add = useAddSource(botId);
  const { form, serverError, handleSubmit } = useSchemaForm<{ url: string }>(SourceCreateBodySchema, {
    url: '',
  });
  const submit = handleSubmit(async ({ url }) => {
    await add.mutateAsync({ url: url.trim() });
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t.url}
          description={t.urlHint}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={SourceLimits.urlMax}
          {...form.getInputProps('url')}
        />
        <ServerError message={serverError} />
        <SubmitRow label={t.addUrl} submitting={form.submitting} />
      </Stack>
    </form>
  );
}

/** A form's "Agregar …" button: full width on a phone, at the right on wider screens. */
function SubmitRow({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Group justify="flex-end">
      <Button
        type="submit"
        radius="xl"
        w={{ base: '100%', sm: 'auto' }}
        leftSection={<IconPlus size={16} />}
        loading={submitting}
      >
        {label}
      </Button>
    </Group>
  );
}

function TextForm({ botId }: AddSourceProps) {
  const add = useAddSource(botId);
  const { form, serverError, handleSubmit } = useSchemaForm<{ title: string; text: string }>(
    SourceCreateBodySchema,
    { title: '', text: '' },
  );
  const submit = handleSubmit(async (values) => {
    await add.mutateAsync({ title: values.title.trim(), text: values.text.trim() });
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t.sourceTitle}
          description={t.sourceTitleHint}
          withAsterisk
          maxLength={SourceLimits.titleMax + 10}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t.text}
          placeholder={t.textPlaceholder}
          withAsterisk
          autosize
          minRows={5}
          maxRows={14}
          {...form.getInputProps('text')}
        />
        <ServerError message={serverError} />
        <SubmitRow label={t.addText} submitting={form.submitting} />
      </Stack>
    </form>
  );
}

/** The three ways to add knowledge: a file (drop or pick), a website, or pasted text. */
export function AddSource({ botId }: AddSourceProps) {
  const add = useAddSource(botId);
  const [kind, setKind] = useState<Kind>('file');
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        radius="xl"
        aria-label={t.addAs}
        data-testid="source-kind"
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        data={[
          { value: 'file', label: t.kindFile },
          { value: 'url', label: t.kindUrl },
          { value: 'text', label: t.kindText },
        ]}
      />
      {kind === 'file' && (
        <FileDrop
          onFile={async (file) => {
            await add.mutateAsync(file);
          }}
        />
      )}
      {kind === 'url' && <UrlForm botId={botId} />}
      {kind === 'text' && <TextForm botId={botId} />}
    </Stack>
  );
}
