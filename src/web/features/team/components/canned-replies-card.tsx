import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { CannedReplyInputSchema, type CannedReply } from '../../../../shared/schemas/team';
import { EditorCard } from '../../../components/editor-card';
import { ApiError } from '../../../lib/api-client';
import { cannedRepliesQuery } from '../../../lib/team-queries';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useDeleteCannedReply, useSaveCannedReply } from '../api/team';

const t = teamText.canned;

/** The form of one saved answer: a new one, or an existing one being edited. */
function CannedForm({ botId, reply, onDone }: { botId: string; reply?: CannedReply; onDone?: () => void }) {
  const save = useSaveCannedReply(botId);
  const [shortcut, setShortcut] = useState(reply?.shortcut ?? '');
  const [text, setText] = useState(reply?.text ?? '');
  const [errors, setErrors] = useState<{ shortcut?: string; text?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CannedReplyInputSchema.safeParse({ shortcut, text });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'text' ? 'text' : 'shortcut';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    save.mutate(
      { ...(reply ? { id: reply._id } : {}), body: parsed.data },
      {
        onSuccess: () => {
          toast(t.saved, { color: 'success' });
          if (!reply) {
            setShortcut('');
            setText('');
          }
          onDone?.();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields?.shortcut : undefined;
          if (field) setErrors({ shortcut: field });
          else toastError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid={reply ? 'canned-edit' : 'canned-new'}>
      <Stack gap="xs">
        <TextInput
          label={t.shortcut}
          placeholder={t.shortcutPlaceholder}
          leftSection={<Text size="sm">/</Text>}
          value={shortcut}
          onChange={(event) => {
            setShortcut(event.currentTarget.value);
            setErrors((old) => ({ ...old, shortcut: undefined }));
          }}
          error={errors.shortcut}
          maxLength={31}
          data-testid="canned-shortcut"
        />
        <Textarea
          label={t.text}
          placeholder={t.textPlaceholder}
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setErrors((old) => ({ ...old, text: undefined }));
          }}
          error={errors.text}
          data-testid="canned-text"
        />
        <Group justify="flex-end" gap="xs">
          {onDone && reply && (
            <Button variant="default" radius="xl" onClick={onDone}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" radius="xl" loading={save.isPending}>
            {reply ? t.save : t.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The bot's saved answers: read by the whole team, written by the owner and admins (`manages`). */
export function CannedRepliesCard({ botId, manages }: { botId: string; manages: boolean }) {
  const replies = useQuery(cannedRepliesQuery(botId)).data?.replies;
  const remove = useDeleteCannedReply(botId);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <EditorCard
      title={t.heading}
      subtitle={t.subtitle}
      icon={<IconBookmark size={18} />}
      testId="canned-card"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t.hint}
      </Text>
      {replies && replies.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {manages ? t.empty : t.noneYet}
        </Text>
      )}
      <Stack
        gap="sm"
        component="ul"
        aria-label={t.listLabel}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {replies?.map((reply) => (
          <li key={reply._id} data-testid="canned-row">
            {editing === reply._id ? (
              <CannedForm botId={botId} reply={reply} onDone={() => setEditing(null)} />
            ) : (
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    /{reply.shortcut}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {reply.text}
                  </Text>
                </div>
                {manages && (
                  <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing(reply._id)}>
                      {t.edit}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      loading={remove.isPending && remove.variables === reply._id}
                      onClick={() =>
                        remove.mutate(reply._id, {
                          onSuccess: () => toast(t.deleted, { color: 'success' }),
                          onError: toastError,
                        })
                      }
                    >
                      {t.delete}
                    </Button>
                  </Group>
                )}
              </Group>
            )}
          </li>
        ))}
      </Stack>
      {manages && (
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <CannedForm botId={botId} />
        </div>
      )}
    </EditorCard>
  );
}
