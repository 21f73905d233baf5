import { Badge } from '@mantine/core';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import type { Order } from '../../../../shared/schemas/marketplace';

export const ORDER_STATUS_COLOR: Record<Order['status'], string> = {
  pending: 'orange',
  paid: 'green',
  rejected: 'red',
  refunded: 'grape',
  expired: 'gray',
};

export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: Order['status'];
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge color={ORDER_STATUS_COLOR[status]} variant="light" size={size} data-testid="order-status">
      {marketplaceText.orders.status[status]}
    </Badge>
  );
}

/** The seller's own state of a paid sale: "Entregado". */
export function DeliveredBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color="teal" variant="filled" size={size} data-testid="delivered-badge">
      {marketplaceText.orders.delivered}
    </Badge>
  );
}

/** A sale made in a conversation of the seller's bot (issue 40): the seller's "Ventas" tells them apart. */
export function BotSaleBadge({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color="indigo"
      variant="light"
      size={size}
      title={marketplaceText.guestOrder.byBotHint}
      data-testid="bot-sale-badge"
    >
      {marketplaceText.guestOrder.byBot}
    </Badge>
  );
}
