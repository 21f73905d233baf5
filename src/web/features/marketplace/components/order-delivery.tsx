import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconBuildingStore,
  IconCircleCheck,
  IconPackage,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import type { Order } from '../../../../shared/schemas/marketplace';
import { whatsappUrl } from '../../../../shared/whatsapp';
import { confirmAction } from '../../../components/dialog-store';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useMarkSaleDelivered, type OrderSide } from '../api/marketplace';
import { DeliveredBadge } from './order-status';

const t = marketplaceText.orders;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A phone and an e-mail as links people use: a call, mail and WhatsApp (wa.me). */
export function ContactLinks({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <Stack gap="xs">
      {phone && (
        <Field label={t.phone}>
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} inherit>
            {phone}
          </Anchor>
        </Field>
      )}
      {email && (
        <Field label={t.email}>
          <Anchor href={`mailto:${email}`} inherit>
            {email}
          </Anchor>
        </Field>
      )}
      {phone && (
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={whatsappUrl(phone)}
            target="_blank"
            rel="noopener noreferrer"
            radius="xl"
            size="compact-md"
            color="green"
            variant="light"
            leftSection={<IconBrandWhatsapp size={16} />}
          >
            {t.whatsapp}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DeliveryMethod({ order }: { order: Order }) {
  if (!order.delivery) return null;
  const shipping = order.delivery.method === 'delivery';
  return (
    <Stack gap="xs">
      <Group gap={6} wrap="nowrap">
        {shipping ? <IconTruckDelivery size={18} aria-hidden /> : <IconBuildingStore size={18} aria-hidden />}
        <Text size="sm" fw={600}>
          {shipping ? t.shipping : t.pickup}
        </Text>
      </Group>
      {shipping && order.delivery.address && <Field label={t.address}>{order.delivery.address}</Field>}
    </Stack>
  );
}

function DeliveredState({ order, side }: { order: Order; side: OrderSide }) {
  const markDelivered = useMarkSaleDelivered();
  const [busy, setBusy] = useState(false);
  if (order.deliveredAt) {
    return (
      <Group gap="xs" wrap="wrap" data-testid="delivered-state">
        <DeliveredBadge />
        <Text size="sm" c="dimmed">
          {t.deliveredAt(formatDateTime(order.deliveredAt))}
        </Text>
      </Group>
    );
  }
  if (order.status !== 'paid') {
    return side === 'sale' ? (
      <Text size="sm" c="dimmed">
        {t.deliverAfterPay}
      </Text>
    ) : null;
  }
  if (side === 'purchase') {
    return (
      <Badge variant="light" color="gray" size="md" leftSection={<IconPackage size={14} />}>
        {t.notDelivered}
      </Badge>
    );
  }
  const handleDelivered = async () => {
    const confirmed = await confirmAction({
      title: t.markDeliveredTitle,
      message: t.markDeliveredMessage,
      color: 'teal',
      icon: <IconCircleCheck size={22} />,
      confirmButtonText: t.markDelivered,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await markDelivered.mutateAsync(order._id);
      toast(t.markedDelivered, { color: 'success' });
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : t.notFound, { color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      radius="xl"
      color="teal"
      fullWidth
      leftSection={<IconCircleCheck size={18} />}
      loading={busy}
      onClick={() => void handleDelivered()}
    >
      {t.markDelivered}
    </Button>
  );
}

/**
 * The sale's "how to reach the buyer and what to deliver" (with "Marcar como entregado"), and the purchase's
 * seller contact with the buyer's own delivery details.
 */
export function OrderDeliveryCard({ order, side }: { order: Order; side: OrderSide }) {
  const contact = order.buyerContact;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="order-delivery-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="order-delivery-title">
          {side === 'sale' ? t.buyerContactTitle : t.sellerContactTitle}
        </Title>
        {side === 'sale' ? (
          contact ? (
            <>
              <Field label={t.name}>{contact.name}</Field>
              <ContactLinks phone={contact.phone} email={contact.email} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t.noDetails}
            </Text>
          )
        ) : order.sellerContact && (order.sellerContact.phone || order.sellerContact.email) ? (
          <ContactLinks phone={order.sellerContact.phone} email={order.sellerContact.email} />
        ) : (
          <Text size="sm" c="dimmed">
            {t.sellerNoContact}
          </Text>
        )}
        <Divider />
        <Title order={2} fz="md">
          {side === 'sale' ? t.deliveryTitle : t.yourDetailsTitle}
        </Title>
        {side === 'purchase' && contact && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {contact.name} · {contact.phone} · {contact.email}
          </Text>
        )}
        <DeliveryMethod order={order} />
        <DeliveredState order={order} side={side} />
      </Stack>
    </Card>
  );
}
