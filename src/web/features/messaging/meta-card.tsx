import '@mantine/core/styles/List.css';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { metaCard as t } from '../../../shared/messages/meta-card';
import {
  InstagramConnectSchema,
  MessengerConnectSchema,
  type InstagramConnect,
  type MessengerConnect,
  type MetaConnection,
  type MetaPlatform,
} from '../../../shared/schemas/meta';
import { WhatsAppLimits } from '../../../shared/schemas/whatsapp';
import { confirmAction } from '../../components/dialog-store';
import { appConfig } from '../../lib/app-config';
import { formatDateTime } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { toastError } from '../../lib/toast-error';
import { useSchemaForm } from '../../lib/use-schema-form';
import { CHANNEL_LOOK, ChannelIcon } from '../../components/channel-icon';
import { metaQuery, useMetaMutations } from './api/meta-connection';

type Connected = Extract<MetaConnection['connection'], { connected: true }>;

function CardFrame({ platform, children }: { platform: MetaPlatform; children: ReactNode }) {
  const text = t[platform];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={`${platform}-card-title`}
      data-testid={`${platform}-card`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon
          variant="light"
          color={CHANNEL_LOOK[platform].color}
          radius="xl"
          size={34}
          style={{ flex: 'none' }}
        >
          <ChannelIcon channel={platform} size={18} />
        </ThemeIcon>
        <div>
          <Title order={3} size="h4" id={`${platform}-card-title`}>
            {text.title}
          </Title>
          <Text size="sm" c="dimmed">
            {text.subtitle}
          </Text>
        </div>
      </Group>
      {children}
    </Paper>
  );
}

/** The webhook address the owner pastes in the Meta app: the same for Messenger and Instagram. */
function WebhookAddress() {
  const url = `${appConfig().publicUrl}/api/meta/webhook`;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {t.webhookUrl}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{url}</Code>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? t.copied : t.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/** The steps in Meta for Developers, then the two values they give, checked by the server against Meta. */
function ConnectForm({ botId, platform }: { botId: string; platform: MetaPlatform }) {
  const text = t[platform];
  const { connect } = useMetaMutations(botId, platform);
  // The page's or the account's id, under the name the API gives it (its errors come back by that name).
  const field = platform === 'messenger' ? 'pageId' : 'accountId';
  const { form, serverError, handleSubmit } = useSchemaForm<Record<string, string>>(
    platform === 'messenger' ? MessengerConnectSchema : InstagramConnectSchema,
    { [field]: '', accessToken: '' },
  );
  const submit = handleSubmit(async (values) => {
    await connect.mutateAsync({ [field]: values[field] ?? '', accessToken: values.accessToken ?? '' } as
      MessengerConnect | InstagramConnect);
    toast(text.connectedToast, { color: 'success' });
  });

  return (
    <Stack gap="md">
      <div>
        <Text fw={600} size="sm" mb={6}>
          {t.stepsTitle}
        </Text>
        <List type="ordered" size="sm" spacing={6}>
          {text.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </div>
      <WebhookAddress />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={text.accountId}
            description={text.accountIdHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={WhatsAppLimits.phoneNumberIdMax}
            withAsterisk
            {...form.getInputProps(field)}
          />
          <PasswordInput
            label={t.accessToken}
            description={text.accessTokenHint}
            autoComplete="off"
            maxLength={WhatsAppLimits.accessTokenMax}
            withAsterisk
            {...form.getInputProps('accessToken')}
          />
          {serverError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" color={CHANNEL_LOOK[platform].color} loading={connect.isPending}>
              {text.connect}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function ConnectedView({
  botId,
  platform,
  connection,
}: {
  botId: string;
  platform: MetaPlatform;
  connection: Connected;
}) {
  const text = t[platform];
  const { disconnect } = useMetaMutations(botId, platform);
  const handleDisconnect = async () => {
    const confirmed = await confirmAction({
      title: text.disconnectTitle,
      message: text.disconnectMessage,
      color: 'red',
      confirmButtonText: t.disconnectYes,
      cancelButtonText: t.disconnectNo,
    });
    if (!confirmed) return;
    try {
      await disconnect.mutateAsync();
      toast(text.disconnectedToast, { color: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={CHANNEL_LOOK[platform].color} variant="light" radius="sm">
          {t.connected}
        </Badge>
        <Text size="sm" c="dimmed">
          {t.since(formatDateTime(connection.connectedAt))}
        </Text>
      </Group>
      <div>
        <Text size="sm" c="dimmed">
          {text.account}
        </Text>
        <Text fw={700} data-testid={`${platform}-account`}>
          {connection.name}
        </Text>
      </div>
      <WebhookAddress />
      {connection.lastError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {t.lastError(formatDateTime(connection.lastErrorAt ?? connection.connectedAt))}{' '}
          {connection.lastError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          color="red"
          onClick={() => void handleDisconnect()}
          loading={disconnect.isPending}
        >
          {t.disconnect}
        </Button>
      </Group>
    </Stack>
  );
}

/** The bot editor's Messenger or Instagram card (issue 41): how to connect, or the connection. */
export function MetaCard({ botId, platform }: { botId: string; platform: MetaPlatform }) {
  const enabled = appConfig().metaEnabled;
  const connection = useQuery({ ...metaQuery(botId, platform), enabled });

  if (!enabled) {
    return (
      <CardFrame platform={platform}>
        <Text size="sm">{t.disabled}</Text>
      </CardFrame>
    );
  }
  return (
    <CardFrame platform={platform}>
      {connection.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t[platform].loading}
          </Text>
        </Group>
      ) : connection.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {connection.error.message}
        </Alert>
      ) : connection.data.connection.connected ? (
        <ConnectedView botId={botId} platform={platform} connection={connection.data.connection} />
      ) : (
        <ConnectForm botId={botId} platform={platform} />
      )}
    </CardFrame>
  );
}
