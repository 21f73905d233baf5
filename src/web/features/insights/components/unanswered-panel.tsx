import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  IconChevronDown,
  IconCircleCheck,
  IconClockPause,
  IconPlus,
  IconQuestionMark,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { msg } from '../../../../shared/messages.es';
import { insightsText } from '../../../../shared/messages/insights.es';
import type { ResolveUnanswered, UnansweredGroup } from '../../../../shared/schemas/inbox';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { unansweredQuery, useResolveUnanswered } from '../api/insights';
import { intentNameFrom } from '../insights-format';
import { EmptyNote } from './empty-note';

const t = insightsText.unanswered;

export interface IntentChoice {
  _id: string;
  name: string;
}

function CreateIntentDialog({
  group,
  busy,
  onClose,
  onSave,
}: {
  group: UnansweredGroup | undefined;
  busy: boolean;
  onClose: () => void;
  onSave: (name: string, description: string) => void;
}) {
  const [name, setName] = useState(group ? intentNameFrom(group.text) : '');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t.nameRequired);
    onSave(name.trim(), description.trim());
  };

  return (
    <Modal opened={!!group} onClose={onClose} title={t.createTitle} centered radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500}>
              {t.question}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {group?.text}
            </Text>
          </div>
          <TextInput
            label={t.name}
            value={name}
            maxLength={100}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
          />
          <Textarea
            label={t.answer}
            placeholder={t.answerPlaceholder}
            value={description}
            maxLength={2000}
            autosize
            minRows={3}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" radius="xl" onClick={onClose} disabled={busy}>
              {t.cancel}
            </Button>
            <Button type="submit" radius="xl" loading={busy}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What visitors asked that the bot did not know; each group becomes a new intent or joins one in two clicks. */
/** A button opening the list of the bot's intents; picking one calls `onPick` with its id. */
function IntentMenu({
  intents,
  title,
  variant,
  icon,
  loading,
  disabled,
  onPick,
  children,
}: {
  intents: readonly IntentChoice[];
  title: string;
  variant: 'light' | 'subtle';
  icon?: ReactNode;
  loading?: boolean;
  disabled: boolean;
  onPick: (intentId: string) => void;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="xs"
          radius="xl"
          variant={variant}
          leftSection={icon}
          rightSection={<IconChevronDown size={14} />}
          loading={loading}
          disabled={disabled}
        >
          {children}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
        <Menu.Label>{title}</Menu.Label>
        {intents.map((intent) => (
          <Menu.Item key={intent._id} onClick={() => onPick(intent._id)}>
            {intent.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function UnansweredPanel({ botId, intents }: { botId: string; intents: readonly IntentChoice[] }) {
  const resolve = useResolveUnanswered(botId);
  const state = useQuery(unansweredQuery(botId));
  const [creating, setCreating] = useState<UnansweredGroup>();
  const [busyKey, setBusyKey] = useState<string>();

  const teach = async (body: ResolveUnanswered, done: string) => {
    setBusyKey(body.key);
    try {
      await resolve.mutateAsync(body);
      setCreating(undefined);
      toast(done, { color: 'success' });
    } catch (error) {
      toast(error instanceof ApiError ? error.message : msg.api.internal, { color: 'danger' });
    } finally {
      setBusyKey(undefined);
    }
  };

  if (state.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t.loading} />
      </Center>
    );
  }
  if (state.isError) {
    return <Text c="red">{state.error instanceof ApiError ? state.error.message : msg.api.internal}</Text>;
  }
  const groups = state.data.groups;
  if (groups.length === 0) {
    return <EmptyNote icon={<IconCircleCheck size={24} />} title={t.empty} hint={t.emptyHint} />;
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      {groups.map((group) => {
        const others = group.samples.filter((sample) => sample !== group.text);
        return (
          <Paper
            key={group.key}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-label={group.text}
            data-testid="unanswered-group"
          >
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <IconQuestionMark
                  size={18}
                  color="var(--mantine-color-orange-7)"
                  style={{ flex: 'none', marginTop: 2 }}
                />
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {group.text}
                </Text>
              </Group>
              <Badge color="orange" variant="light" style={{ flex: 'none', textTransform: 'none' }}>
                {t.times(group.count)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {t.last(formatDateTime(group.lastAt))}
            </Text>
            {others.length > 0 && (
              <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t.samples}: {others.map((sample) => `«${sample}»`).join(', ')}
              </Text>
            )}
            <Group gap="xs" mt="sm" role="group" aria-label={t.actionsFor(group.text)}>
              <Button
                size="xs"
                radius="xl"
                leftSection={<IconPlus size={14} />}
                onClick={() => setCreating(group)}
                disabled={!!busyKey}
              >
                {t.createIntent}
              </Button>
              {intents.length > 0 && (
                <IntentMenu
                  intents={intents}
                  title={t.intent}
                  variant="light"
                  loading={busyKey === group.key && !creating}
                  disabled={!!busyKey}
                  onPick={(intentId) => void teach({ key: group.key, intentId }, t.added)}
                >
                  {t.addToIntent}
                </IntentMenu>
              )}
              {intents.length > 0 && (
                // Not now: the group waits in "Para aprender" for the intent chosen (issue 37).
                <IntentMenu
                  intents={intents}
                  title={t.laterTitle}
                  variant="subtle"
                  icon={<IconClockPause size={14} />}
                  disabled={!!busyKey}
                  onPick={(intentId) => void teach({ key: group.key, intentId, later: true }, t.setAside)}
                >
                  {t.later}
                </IntentMenu>
              )}
            </Group>
          </Paper>
        );
      })}
      <CreateIntentDialog
        key={creating?.key ?? 'none'}
        group={creating}
        busy={!!busyKey}
        onClose={() => setCreating(undefined)}
        onSave={(name, description) =>
          void teach({ key: creating!.key, newIntent: { name, description } }, t.created)
        }
      />
    </Stack>
  );
}
