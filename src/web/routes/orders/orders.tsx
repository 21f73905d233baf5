import '@mantine/core/styles/Tabs.css';
import { Button, Card, Container, Group, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconReceipt, IconShoppingBag } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import type { Order } from '../../../shared/schemas/marketplace';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { RequireUser } from '../../features/accounts/components/require-user';
import { myPublicationsQuery, ordersQuery, type OrderSide } from '../../features/marketplace/api/marketplace';
import {
  BotSaleBadge,
  DeliveredBadge,
  OrderStatusBadge,
} from '../../features/marketplace/components/order-status';
import { EmptyState } from '../../features/marketplace/components/publication-grid';
import { defaultOrdersTab, tabOfAddress } from '../../features/marketplace/orders-tab';
import { TestModeNotice, TestOrderBadge } from '../../features/marketplace/components/test-mode-notice';
import { formatMoney } from '../../../shared/format-money';
import { formatLongDate } from '../../lib/format-date';
import { useKeptData } from '../../lib/use-kept-data';
import { paths } from '../../paths';

const t = marketplaceText.orders;

function OrderRow({ order, side }: { order: Order; side: OrderSide }) {
  const other = side === 'purchase' ? order.seller : order.buyer;
  const titles = order.items.map((item) => item.title).join(', ');
  return (
    <UnstyledButton
      component={Link}
      to={side === 'purchase' ? paths.purchase(order._id) : paths.sale(order._id)}
      data-testid="order-row"
    >
      <Card withBorder radius="lg" padding="md">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <OrderStatusBadge status={order.status} size="sm" />
              {order.deliveredAt && <DeliveredBadge size="sm" />}
              {order.placedIn === 'conversation' && <BotSaleBadge size="sm" />}
              {order.testMode && <TestOrderBadge />}
              <Text size="xs" c="dimmed">
                {order.reference} · {formatLongDate(order.createdAt)}
              </Text>
            </Group>
            <Text fw={600} size="sm" lineClamp={1}>
              {titles}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {side === 'purchase' ? t.seller : t.buyer}: {other.name}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
            <Text fw={800}>{formatMoney(order.total, order.currency)}</Text>
          </Stack>
          <IconChevronRight size={18} color="var(--mantine-color-gray-5)" style={{ flex: 'none' }} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function OrderList({ side, userId }: { side: OrderSide; userId: string }) {
  const query = useQuery(ordersQuery(side, userId));
  const orders = useKeptData(query.data, query.error, `GET /orders/${side}s`);
  if (!orders) return query.isError ? null : <PageLoader text={t.loading} />;
  if (orders.length === 0) {
    return side === 'purchase' ? (
      <EmptyState title={t.noPurchases} hint={marketplaceText.cart.emptyHint}>
        <Button component={Link} to={paths.marketplace()} radius="xl" mt="sm">
          {marketplaceText.cart.browse}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={t.noSales} hint={t.noSalesHint}>
        <Button component={Link} to={paths.newPublication()} radius="xl" mt="sm">
          {marketplaceText.mine.new}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <OrderRow key={order._id} order={order} side={side} />
      ))}
    </Stack>
  );
}

function useOpeningTab(userId: string, named: OrderSide | null): OrderSide | null {
  const asking = named === null;
  const sales = useQuery({ ...ordersQuery('sale', userId), enabled: asking });
  const publications = useInfiniteQuery({ ...myPublicationsQuery(userId), enabled: asking });
  if (named) return named;
  // A failed look-up (status "error", not pending) is no reason to hide the page: it counts as none.
  if (sales.isPending || publications.isPending) return null;
  return defaultOrdersTab(sales.data?.length ?? 0, publications.data?.pages[0]?.total ?? 0);
}

function OrderTabs({ userId, named }: { userId: string; named: OrderSide | null }) {
  const [, setSearchParams] = useSearchParams();
  const tab = useOpeningTab(userId, named);
  if (!tab) return <PageLoader text={t.loading} />;
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setSearchParams({ tab: value === 'sale' ? 'sales' : 'purchases' }, { replace: true })
      }
      keepMounted={false}
    >
      <Tabs.List grow mb="md">
        <Tabs.Tab value="purchase" leftSection={<IconShoppingBag size={16} />}>
          {t.purchases}
        </Tabs.Tab>
        <Tabs.Tab value="sale" leftSection={<IconReceipt size={16} />}>
          {t.sales}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="purchase">
        <OrderList side="purchase" userId={userId} />
      </Tabs.Panel>
      <Tabs.Panel value="sale">
        <OrderList side="sale" userId={userId} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /orders: purchases (?tab=purchases) and sales (?tab=sales), newest first, with the payment state of each;
 * without a tab, a seller's page opens on their sales.
 */
export default function OrdersPage() {
  const [searchParams] = useSearchParams();
  const named = tabOfAddress(searchParams.get('tab'));
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <Container size="sm" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <TestModeNotice mb="md" />
        <RequireUser>{(user) => <OrderTabs userId={user._id} named={named} />}</RequireUser>
      </Container>
    </>
  );
}
