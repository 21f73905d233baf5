import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconLock,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import { fromMinorUnits, toMinorUnits } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/marketplace';
import { PageLoader } from '../../components/page-loader';
import { RequireUser } from '../../features/accounts/components/require-user';
import {
  confirmPayment,
  marketplaceKeys,
  orderQuery,
  type OrderSide,
} from '../../features/marketplace/api/marketplace';
import { removeOrderedItems } from '../../features/marketplace/cart';
import { updateCart } from '../../features/marketplace/cart-store';
import { OrderDeliveryCard } from '../../features/marketplace/components/order-delivery';
import {
  DeliveredBadge,
  ORDER_STATUS_COLOR,
  OrderStatusBadge,
  BotSaleBadge,
} from '../../features/marketplace/components/order-status';
import { EmptyState } from '../../features/marketplace/components/publication-grid';
import { TestModeNotice } from '../../features/marketplace/components/test-mode-notice';
import { formatMoney } from '../../../shared/format-money';
import { paymentReference } from '../../../shared/order-reference';
import { ApiError } from '../../lib/api-client';
import { formatDateTime, formatLongDate } from '../../lib/format-date';
import { paths } from '../../paths';

const t = marketplaceText.orders;

const STATUS_ICON: Record<Order['status'], ReactNode> = {
  pending: <IconClockHour4 size={28} />,
  paid: <IconCircleCheck size={28} />,
  rejected: <IconCircleX size={28} />,
  refunded: <IconReceiptRefund size={28} />,
  expired: <IconClockHour4 size={28} />,
};

const TIME = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function statusHint(order: Order, side: OrderSide): string | null {
  if (side !== 'purchase') return null;
  if (order.status === 'paid') return t.paidThanks;
  if (order.status === 'rejected') return t.rejectedHint;
  if (order.status === 'pending') return t.payHint;
  return null;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function OrderView({ order, side }: { order: Order; side: OrderSide }) {
  const other = side === 'purchase' ? order.seller : order.buyer;
  const hint = statusHint(order, side);
  const totalMinor = toMinorUnits(order.total, order.currency) ?? 0;
  const feeMinor = toMinorUnits(order.fee, order.currency) ?? 0;
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={ORDER_STATUS_COLOR[order.status]}>
            {STATUS_ICON[order.status]}
          </ThemeIcon>
          <Text size="xs" c="dimmed" data-testid="order-reference">
            {t.orderShort(order.reference)}
          </Text>
          <Group gap="xs" justify="center">
            <OrderStatusBadge status={order.status} size="lg" />
            {order.deliveredAt && <DeliveredBadge size="lg" />}
            {order.placedIn === 'conversation' && <BotSaleBadge size="lg" />}
          </Group>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {formatMoney(order.total, order.currency)}
          </Title>
          <Text size="sm" c="dimmed">
            {order.paidAt
              ? t.paidAt(formatDateTime(order.paidAt))
              : t.createdAt(formatLongDate(order.createdAt))}
          </Text>
          {hint && <Text size="sm">{hint}</Text>}
          {side === 'purchase' && order.status === 'pending' && order.checkoutUrl && (
            <Stack gap={4} w="100%" maw={360}>
              <Button
                component="a"
                href={order.checkoutUrl}
                size="lg"
                radius="xl"
                fullWidth
                leftSection={<IconLock size={18} />}
              >
                {t.pay}
              </Button>
              <Text size="xs" c="dimmed">
                {t.holdUntil(TIME.format(new Date(order.holdUntil)))}
              </Text>
            </Stack>
          )}
        </Stack>
      </Card>

      <OrderDeliveryCard order={order} side={side} />

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {side === 'purchase' ? t.seller : t.buyer}
            </Text>
            {other._id ? (
              <Anchor
                component={Link}
                to={paths.profile(other.hero || other._id)}
                fw={600}
                size="sm"
                truncate
              >
                {other.name}
              </Anchor>
            ) : (
              // A guest who bought in a conversation has no profile: their name as given.
              <Text fw={600} size="sm" truncate>
                {other.name}
              </Text>
            )}
          </Group>
          <Divider />
          <Title order={2} fz="md">
            {t.items}
          </Title>
          {order.items.map((item, i) => (
            <Group key={item.publicationId ?? i} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                {item.publicationId ? (
                  <Anchor
                    component={Link}
                    to={paths.publication(item.publicationId)}
                    size="sm"
                    fw={600}
                    c="inherit"
                  >
                    {item.title}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {item.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t.unitPrice(formatMoney(item.unitPrice, order.currency), item.quantity)}
                </Text>
              </Stack>
              <Text size="sm" fw={600} style={{ flex: 'none' }}>
                {formatMoney(
                  fromMinorUnits(
                    (toMinorUnits(item.unitPrice, order.currency) ?? 0) * item.quantity,
                    order.currency,
                  ),
                  order.currency,
                )}
              </Text>
            </Group>
          ))}
          <Divider />
          <Row label={t.total} value={formatMoney(order.total, order.currency)} strong />
          {side === 'sale' && (
            <>
              <Row label={t.fee} value={`− ${formatMoney(order.fee, order.currency)}`} />
              <Row
                label={t.net}
                value={formatMoney(fromMinorUnits(totalMinor - feeMinor, order.currency), order.currency)}
              />
            </>
          )}
          {order.payments.length > 0 && (
            <>
              <Divider />
              <Title order={2} fz="md">
                {t.payments}
              </Title>
              {order.payments.map((payment) => (
                <Group key={payment._id} justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {t.payment(paymentReference(payment.providerPaymentId))} ·{' '}
                    {formatDateTime(payment.createdAt)}
                  </Text>
                  <Text size="xs" fw={600} style={{ flex: 'none' }}>
                    {t.paymentStatus[payment.status] ?? payment.status}
                  </Text>
                </Group>
              ))}
            </>
          )}
        </Stack>
      </Card>

      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={paths.orders(side === 'sale' ? 'sales' : 'purchases')}
          variant="light"
          radius="xl"
        >
          {t.seeAll}
        </Button>
        {side === 'purchase' && (
          <Button component={Link} to={paths.marketplace()} variant="subtle" radius="xl">
            {t.keepShopping}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /orders/purchase/{id} and /orders/sale/{id}. The checkout sends the buyer back here with
 * ?payment_id&status&external_reference: the payment is reported (POST /payments, checked with the provider)
 * before the order is shown, and the parameters leave the address bar.
 */
function OrderScreen({ side, orderId }: { side: OrderSide; orderId: string }) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentId = side === 'purchase' ? searchParams.get('payment_id') : null;
  const [confirming, setConfirming] = useState(!!paymentId);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const reported = useRef<string | null>(null);
  const query = useQuery({ ...orderQuery(side, orderId), enabled: !confirming });

  useEffect(() => {
    if (!paymentId || reported.current === paymentId) return;
    reported.current = paymentId;
    setConfirming(true);
    confirmPayment(orderId, paymentId)
      .then(({ order }) => {
        queryClient.setQueryData(orderQuery(side, orderId).queryKey, order);
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders() });
      })
      .catch((failure: unknown) => {
        // The webhook may already have recorded it: the order itself says what happened.
        if (failure instanceof ApiError && failure.status !== 404) setConfirmError(failure.message);
      })
      .finally(() => {
        setConfirming(false);
        setSearchParams(
          (params) => {
            for (const key of [...params.keys()]) params.delete(key);
            return params;
          },
          { replace: true },
        );
      });
  }, [paymentId, orderId, side, queryClient, setSearchParams]);

  const order = query.data;
  // A paid purchase leaves the cart: its lines were bought.
  useEffect(() => {
    if (side === 'purchase' && order?.status === 'paid') {
      updateCart((cart) =>
        removeOrderedItems(
          cart,
          order.seller._id,
          order.items.map((item) => item.publicationId),
        ),
      );
    }
  }, [side, order]);

  if (confirming) {
    return (
      <Stack align="center" py={80} gap="sm" aria-live="polite">
        <Loader />
        <Text c="dimmed">{t.confirming}</Text>
      </Stack>
    );
  }
  if (query.isPending) return <PageLoader />;
  if (!order) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <EmptyState title={t.notFound}>
        <Button component={Link} to={paths.orders()} radius="xl" mt="sm">
          {t.seeAll}
        </Button>
      </EmptyState>
    ) : (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
        {query.error instanceof ApiError ? query.error.message : t.notFound}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <TestModeNotice show={order.testMode} />
      {confirmError && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
          {confirmError}
        </Alert>
      )}
      <OrderView order={order} side={side} />
    </Stack>
  );
}

export default function OrderPage() {
  const { orderId = '' } = useParams();
  const { pathname } = useLocation();
  const side: OrderSide = pathname.startsWith('/orders/sale/') ? 'sale' : 'purchase';
  return (
    <Container size="sm" py="lg" px={{ base: 'xs', xs: 'md' }}>
      <RequireUser>{() => <OrderScreen side={side} orderId={orderId} />}</RequireUser>
    </Container>
  );
}
