import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { integrationsText } from '../../../../shared/messages/integrations-screens.es';
import type { WebhookDelivery, WebhookEvent } from '../../../../shared/schemas/integrations';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { deliveriesQuery, useResendDelivery } from '../api/integrations';

const t = integrationsText.log;

const STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  delivered: 'green',
  pending: 'yellow',
  failed: 'red',
};

function eventName(type: string): string {
  if (type === 'ping') return t.ping;
  return integrationsText.events[type as WebhookEvent] ?? type;
}

/** An endpoint's last deliveries: what was sent, how it went, the next retry, and a resend. */
export function WebhookDeliveries({
  botId,
  webhookId,
  active,
}: {
  botId: string;
  webhookId: string;
  active: boolean;
}) {
  const log = useQuery(deliveriesQuery(botId, webhookId));
  const resend = useResendDelivery(botId, webhookId);
  if (log.isPending) return <Loader size="sm" aria-label={t.heading} />;
  if (log.isError)
    return (
      <Text size="sm" c="red">
        {log.error.message}
      </Text>
    );
  const deliveries = log.data.deliveries;

  return (
    <Stack gap={6} data-testid="webhook-log">
      <Text size="sm" fw={600}>
        {t.heading}
      </Text>
      {deliveries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      )}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {deliveries.map((delivery) => (
          <li
            key={delivery._id}
            data-testid="webhook-delivery"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)', paddingTop: 6 }}
          >
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {eventName(delivery.type)}
                  </Text>
                  <Badge size="sm" variant="light" color={STATUS_COLOR[delivery.status]}>
                    {t[delivery.status]}
                  </Badge>
                  {delivery.responseCode !== null && (
                    <Badge size="sm" variant="outline" color="gray">
                      {delivery.responseCode}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)} ·{' '}
                  {t.attempts(delivery.attempts)}
                </Text>
                {delivery.error && delivery.status !== 'delivered' && (
                  <Text size="xs" c="red">
                    {delivery.error}
                  </Text>
                )}
                {delivery.nextAttemptAt && (
                  <Text size="xs" c="dimmed">
                    {t.next(formatDateTime(delivery.nextAttemptAt))}
                  </Text>
                )}
              </div>
              {active && delivery.type !== 'ping' && delivery.status !== 'pending' && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  style={{ flex: 'none' }}
                  loading={resend.isPending && resend.variables === delivery._id}
                  onClick={() =>
                    resend.mutate(delivery._id, {
                      onSuccess: () => toast(t.resent, { color: 'success' }),
                      onError: toastError,
                    })
                  }
                >
                  {t.resend}
                </Button>
              )}
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
