import { Alert, Button, Card, Container, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../shared/format-money';
import { msg } from '../../../shared/messages.es';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import type { GuestOrder } from '../../../shared/schemas/marketplace';
import { guestOrderQuery } from '../../features/marketplace/api/marketplace';
import { ContactLinks } from '../../features/marketplace/components/order-delivery';
import { DeliveredBadge, OrderStatusBadge } from '../../features/marketplace/components/order-status';
import { TestModeNotice } from '../../features/marketplace/components/test-mode-notice';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';

const t = marketplaceText.guestOrder;
const o = marketplaceText.orders;

/**
 * /pedido/{key}: an order placed in a bot's conversation, behind the key of its link (issue 40). No account
 * needed: the key is the proof. It pays the order while its units are held, and tells its status after.
 */
export default function GuestOrderPage() {
  const key = useParams().key ?? '';
  const query = useQuery(guestOrderQuery(key));
  return (
    <Container size="xs" py="lg" px={{ base: 'xs', xs: 'md' }}>
      {query.data ? (
        <GuestOrderCard order={query.data} />
      ) : query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          {query.error instanceof ApiError ? query.error.message : msg.api.internal}
        </Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label={t.loading} />
        </Group>
      )}
    </Container>
  );
}

function GuestOrderCard({ order }: { order: GuestOrder }) {
  const time = new Date(order.holdUntil).toLocaleTimeString('es', { hour: '2-digit', minute: '2-digit' });
  return (
    <Stack gap="md">
      <TestModeNotice show={order.testMode} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="guest-order-title">
        <Stack gap="sm">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }} id="guest-order-title">
              {t.title} {order.reference}
            </Title>
            <Text size="sm" c="dimmed">
              {t.from(order.sellerName)}
            </Text>
          </div>
          <Group gap="xs">
            <OrderStatusBadge status={order.status} />
            {order.deliveredAt && <DeliveredBadge />}
          </Group>
          <Divider />
          <Stack gap={4} data-testid="guest-order-items">
            {order.items.map((item, i) => (
              <Group key={`${item.title}-${i}`} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {o.unitPrice(formatMoney(item.unitPrice, order.currency), item.quantity)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Group justify="space-between">
            <Text fw={700}>{o.total}</Text>
            <Text fw={800} fz={22} data-testid="guest-order-total">
              {formatMoney(order.total, order.currency)}
            </Text>
          </Group>
          <Text size="sm">{t.forName(order.buyerName)}</Text>
          {order.delivery && (
            <Text size="sm">
              {order.delivery.method === 'delivery'
                ? `${o.shipping}: ${order.delivery.address ?? ''}`
                : o.pickup}
            </Text>
          )}
          {order.deliveredAt && <Text size="sm">{o.deliveredAt(formatDateTime(order.deliveredAt))}</Text>}
          {order.payUrl ? (
            <>
              {order.status === 'rejected' && (
                <Alert color="red" variant="light">
                  {t.rejectedHint}
                </Alert>
              )}
              <Text size="sm">{t.payHint(time)}</Text>
              <Button
                component="a"
                href={order.payUrl}
                rel="noreferrer"
                size="lg"
                radius="xl"
                fullWidth
                leftSection={<IconLock size={18} />}
              >
                {t.pay}
              </Button>
            </>
          ) : (
            order.status === 'paid' && <Text size="sm">{t.paidHint}</Text>
          )}
        </Stack>
      </Card>
      {order.status === 'paid' && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {o.sellerContactTitle}
            </Title>
            {order.sellerContact && (order.sellerContact.phone || order.sellerContact.email) ? (
              <ContactLinks phone={order.sellerContact.phone} email={order.sellerContact.email} />
            ) : (
              <Text size="sm">{o.sellerNoContact}</Text>
            )}
          </Stack>
        </Card>
      )}
      <Text size="sm" c="dimmed">
        {t.keepLink}
      </Text>
      {order.botPath && (
        <Button
          component={Link}
          to={order.botPath}
          variant="light"
          radius="xl"
          leftSection={<IconMessageCircle size={18} />}
        >
          {t.backToChat}
        </Button>
      )}
    </Stack>
  );
}
