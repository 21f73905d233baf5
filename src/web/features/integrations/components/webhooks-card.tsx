import { Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { integrationsText } from '../../../../shared/messages/integrations-screens.es';
import {
  WEBHOOK_EVENTS,
  WebhookInputSchema,
  type Webhook,
  type WebhookEvent,
} from '../../../../shared/schemas/integrations';
import { confirmAction } from '../../../components/dialog-store';
import { EditorCard } from '../../../components/editor-card';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import {
  usePingWebhook,
  useCreateWebhook,
  useDeleteWebhook,
  useSetWebhookActive,
  webhooksQuery,
} from '../api/integrations';
import { ShownOnce } from './shown-once';
import { WebhookDeliveries } from './webhook-deliveries';

const t = integrationsText.webhooks;

function NewWebhookForm({ botId, onCreated }: { botId: string; onCreated: (secret: string) => void }) {
  const create = useCreateWebhook(botId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.created']);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WebhookInputSchema.safeParse({ url, events });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] === 'events' ? 'events' : 'url'] ??= issue.message;
      setErrors(next);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ webhook }) => {
        toast(t.added, { color: 'success' });
        setUrl('');
        onCreated(webhook.secret);
      },
      onError: (error) => {
        // The server's refusals (a private address, a name that does not resolve) belong to the field.
        if (error instanceof ApiError && error.status === 400)
          setErrors({ url: error.fields?.url ?? error.message });
        else toastError(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="webhook-new">
      <Stack gap="sm">
        <TextInput
          label={t.url}
          placeholder={t.urlPlaceholder}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setErrors((old) => ({ ...old, url: undefined }));
          }}
          error={errors.url}
          maxLength={500}
          data-testid="webhook-url"
        />
        <Checkbox.Group
          label={t.events}
          value={events}
          onChange={(value) => {
            setEvents(value as WebhookEvent[]);
            setErrors((old) => ({ ...old, events: undefined }));
          }}
          error={errors.events}
        >
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENTS.map((name) => (
              <Checkbox key={name} value={name} label={integrationsText.events[name]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={create.isPending}>
            {t.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function WebhookRow({ botId, webhook }: { botId: string; webhook: Webhook }) {
  const ping = usePingWebhook(botId);
  const setActive = useSetWebhookActive(botId);
  const remove = useDeleteWebhook(botId);
  const [showLog, setShowLog] = useState(false);
  const active = webhook.status === 'active';

  const test = () =>
    ping.mutate(webhook._id, {
      onSuccess: ({ delivery }) =>
        delivery.status === 'delivered'
          ? toast(t.testOk(delivery.responseCode ?? 200), { color: 'success' })
          : toast(t.testFailed(delivery.error ?? String(delivery.responseCode)), { color: 'danger' }),
      onError: toastError,
    });

  const confirmRemove = async () => {
    if (!(await confirmAction({ title: t.confirmRemove, color: 'red', confirmButtonText: t.remove }))) return;
    remove.mutate(webhook._id, {
      onSuccess: () => toast(t.removed, { color: 'success' }),
      onError: toastError,
    });
  };

  return (
    <li
      data-testid="webhook-row"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 12 }}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere', flex: 1 }}>
            {webhook.url}
          </Text>
          <Badge variant="light" color={active ? 'green' : 'gray'} style={{ flex: 'none' }}>
            {active ? t.active : t.paused}
          </Badge>
        </Group>
        <Group gap={4}>
          {webhook.events.map((name) => (
            <Badge key={name} size="sm" variant="outline" color="gray" tt="none">
              {integrationsText.events[name]}
            </Badge>
          ))}
        </Group>
        {webhook.failingSince && (
          <Text size="xs" c="red">
            {t.failingSince(formatDateTime(webhook.failingSince))}
          </Text>
        )}
        {!active && (
          <Text size="xs" c="dimmed">
            {t.pausedHint}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" radius="xl" variant="light" onClick={test} loading={ping.isPending}>
            {t.test}
          </Button>
          <Button
            size="xs"
            radius="xl"
            variant="default"
            loading={setActive.isPending}
            onClick={() =>
              setActive.mutate({ webhookId: webhook._id, active: !active }, { onError: toastError })
            }
          >
            {active ? t.pause : t.resume}
          </Button>
          <Button
            size="xs"
            radius="xl"
            variant="subtle"
            onClick={() => setShowLog((v) => !v)}
            aria-expanded={showLog}
          >
            {showLog ? t.hideLog : t.showLog}
          </Button>
          <Button
            size="xs"
            radius="xl"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => void confirmRemove()}
          >
            {t.remove}
          </Button>
        </Group>
        {showLog && <WebhookDeliveries botId={botId} webhookId={webhook._id} active={active} />}
      </Stack>
    </li>
  );
}

/** A bot's outgoing webhooks: add one (its secret shown once), try it, pause it, read its log (issue 43). */
export function WebhooksCard({ botId }: { botId: string }) {
  const webhooks = useQuery(webhooksQuery(botId)).data?.webhooks;
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <EditorCard
      title={t.heading}
      subtitle={t.subtitle}
      icon={<IconWebhook size={18} />}
      testId="webhooks-card"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t.hint}
      </Text>
      {secret && (
        <ShownOnce
          title={t.secretTitle}
          body={t.secretBody}
          value={secret}
          onDone={() => setSecret(null)}
          testId="webhook-secret"
        />
      )}
      {webhooks && webhooks.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t.empty}
        </Text>
      )}
      <Stack
        gap="md"
        component="ul"
        aria-label={t.listLabel}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {webhooks?.map((webhook) => (
          <WebhookRow key={webhook._id} botId={botId} webhook={webhook} />
        ))}
      </Stack>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <NewWebhookForm botId={botId} onCreated={setSecret} />
      </div>
    </EditorCard>
  );
}
