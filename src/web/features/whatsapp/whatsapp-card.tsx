import '@mantine/core/styles/List.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBrandWhatsapp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { whatsappCard as t } from '../../../shared/messages/whatsapp-card';
import {
  REMINDER_TEMPLATE_PARAMETERS_MAX,
  WhatsAppConnectSchema,
  WhatsAppLimits,
  type WhatsAppConnect,
  type WhatsAppConnection,
} from '../../../shared/schemas/whatsapp';
import { confirmAction } from '../../components/dialog-store';
import { appConfig } from '../../lib/app-config';
import { formatDateTime } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { toastError } from '../../lib/toast-error';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useWhatsAppMutations, whatsAppQuery, whatsAppTemplatesQuery } from './api/whatsapp-connection';

type Connected = Extract<WhatsAppConnection['whatsapp'], { connected: true }>;

function CardFrame({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="whatsapp-card-title"
      data-testid="whatsapp-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon variant="light" color="green" radius="xl" size={34} style={{ flex: 'none' }}>
          <IconBrandWhatsapp size={18} />
        </ThemeIcon>
        <div>
          <Title order={3} size="h4" id="whatsapp-card-title">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.subtitle}
          </Text>
        </div>
      </Group>
      {children}
    </Paper>
  );
}

/** The steps in WhatsApp Manager, then the two values they give, checked by the server against WhatsApp. */
function ConnectForm({ botId }: { botId: string }) {
  const { connect } = useWhatsAppMutations(botId);
  const { form, serverError, handleSubmit } = useSchemaForm<Required<WhatsAppConnect>>(
    WhatsAppConnectSchema,
    { phoneNumberId: '', accessToken: '', businessAccountId: '', displayPhoneNumber: '' },
  );
  const submit = handleSubmit(async (values) => {
    await connect.mutateAsync(values);
    toast(t.connectedToast, { color: 'success' });
  });

  return (
    <Stack gap="md">
      <div>
        <Text fw={600} size="sm" mb={6}>
          {t.stepsTitle}
        </Text>
        <List type="ordered" size="sm" spacing={6}>
          {t.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.phoneNumberId}
            description={t.phoneNumberIdHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={WhatsAppLimits.phoneNumberIdMax}
            withAsterisk
            {...form.getInputProps('phoneNumberId')}
          />
          <PasswordInput
            label={t.accessToken}
            description={t.accessTokenHint}
            autoComplete="off"
            maxLength={WhatsAppLimits.accessTokenMax}
            withAsterisk
            {...form.getInputProps('accessToken')}
          />
          <TextInput
            label={t.businessAccountId}
            description={t.businessAccountIdHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={WhatsAppLimits.phoneNumberIdMax}
            {...form.getInputProps('businessAccountId')}
          />
          <TextInput
            label={t.displayPhoneNumber}
            description={t.displayPhoneNumberHint}
            placeholder={t.displayPhoneNumberPlaceholder}
            inputMode="tel"
            autoComplete="off"
            maxLength={WhatsAppLimits.displayPhoneNumberMax}
            {...form.getInputProps('displayPhoneNumber')}
          />
          {serverError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" color="green" loading={connect.isPending}>
              {t.connect}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Which approved template a booking reminder goes by on WhatsApp (at most 3 placeholders), or none. */
function ReminderTemplatePicker({ botId, connection }: { botId: string; connection: Connected }) {
  const templates = useQuery(whatsAppTemplatesQuery(botId));
  const { reminderTemplate } = useWhatsAppMutations(botId);
  const usable = (templates.data?.templates ?? []).filter(
    (template) => template.parameters.length <= REMINDER_TEMPLATE_PARAMETERS_MAX,
  );
  const keyOf = (template: { name: string; language: string }) => `${template.name}|${template.language}`;
  const change = async (value: string) => {
    const template = usable.find((candidate) => keyOf(candidate) === value) ?? null;
    try {
      await reminderTemplate.mutateAsync(template && { name: template.name, language: template.language });
      toast(t.reminderTemplateSaved, { color: 'success' });
    } catch (error) {
      toastError(error);
    }
  };
  if (templates.isError) {
    return (
      <Text size="sm" c="dimmed">
        {templates.error.message}
      </Text>
    );
  }
  return (
    <NativeSelect
      label={t.reminderTemplate}
      description={t.reminderTemplateHint}
      disabled={templates.isPending || reminderTemplate.isPending}
      data={[
        { value: '', label: t.reminderTemplateNone },
        ...usable.map((template) => ({
          value: keyOf(template),
          label: `${template.name} (${template.language})`,
        })),
      ]}
      value={connection.reminderTemplate ? keyOf(connection.reminderTemplate) : ''}
      onChange={(event) => void change(event.currentTarget.value)}
      data-testid="reminder-template"
    />
  );
}

function ConnectedView({ botId, connection }: { botId: string; connection: Connected }) {
  const { disconnect } = useWhatsAppMutations(botId);
  const handleDisconnect = async () => {
    const confirmed = await confirmAction({
      title: t.disconnectTitle,
      message: t.disconnectMessage,
      color: 'red',
      confirmButtonText: t.disconnectYes,
      cancelButtonText: t.disconnectNo,
    });
    if (!confirmed) return;
    try {
      await disconnect.mutateAsync();
      toast(t.disconnectedToast, { color: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="green" variant="light" radius="sm">
          {t.connected}
        </Badge>
        <Text size="sm" c="dimmed">
          {t.since(formatDateTime(connection.connectedAt))}
        </Text>
      </Group>
      <div>
        <Text size="sm" c="dimmed">
          {t.number}
        </Text>
        <Text fw={700} data-testid="whatsapp-number">
          {connection.displayPhoneNumber}
        </Text>
      </div>
      {connection.verifiedName && (
        <div>
          <Text size="sm" c="dimmed">
            {t.verifiedName}
          </Text>
          <Text>{connection.verifiedName}</Text>
        </div>
      )}
      <div>
        <Text size="sm" c="dimmed">
          {t.businessAccount}
        </Text>
        <Text size="sm">{connection.businessAccountId ?? t.noBusinessAccount}</Text>
      </div>
      {connection.businessAccountId && <ReminderTemplatePicker botId={botId} connection={connection} />}
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

/** The bot editor's "WhatsApp" card (issue 21): how to connect the business's number, or the connection. */
export function WhatsAppCard({ botId }: { botId: string }) {
  const enabled = appConfig().whatsappEnabled;
  const connection = useQuery({ ...whatsAppQuery(botId), enabled });

  if (!enabled) {
    return (
      <CardFrame>
        <Text size="sm">{t.disabled}</Text>
      </CardFrame>
    );
  }
  return (
    <CardFrame>
      {connection.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t.loading}
          </Text>
        </Group>
      ) : connection.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {connection.error.message}
        </Alert>
      ) : connection.data.whatsapp.connected ? (
        <ConnectedView botId={botId} connection={connection.data.whatsapp} />
      ) : (
        <ConnectForm botId={botId} />
      )}
    </CardFrame>
  );
}
