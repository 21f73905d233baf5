import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleX, IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import type { SandboxOutcome } from '../../../../shared/schemas/marketplace';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { marketplaceKeys, paySandboxCheckout, sandboxCheckoutQuery } from '../api/marketplace';
import { formatMoney } from '../../../../shared/format-money';
import { orderReference } from '../../../../shared/order-reference';
import { EmptyState } from './publication-grid';
import { TestModeNotice } from './test-mode-notice';

const t = marketplaceText.sandboxCheckout;

/**
 * The built-in sandbox provider's checkout: the order's buyer (and nobody else: the API checks the token)
 * pays, or simulates a rejected card, and is sent back to the order as a real provider would send them.
 */
export function SandboxCheckout({ id, guestKey = null }: { id: string; guestKey?: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(sandboxCheckoutQuery(id, guestKey));
  // A guest's order (placed in a conversation) lives on its own page, behind its key.
  const orderPath = (orderId: string) => (guestKey ? paths.guestOrder(guestKey) : paths.purchase(orderId));
  const [busy, setBusy] = useState<SandboxOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handlePay = async (outcome: SandboxOutcome) => {
    setBusy(outcome);
    setError(null);
    try {
      const { redirectUrl } = await paySandboxCheckout(id, outcome, guestKey);
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders() });
      const target = new URL(redirectUrl, window.location.href);
      // Back to the order without the checkout in the history, as a provider's redirect would.
      if (target.origin === window.location.origin) {
        void navigate(`${target.pathname}${target.search}`, { replace: true });
      } else {
        window.location.replace(redirectUrl);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : msg.api.internal);
      setBusy(null);
      void query.refetch();
    }
  };

  if (query.isPending) return <PageLoader text={t.loading} />;
  const checkout = query.data;
  if (!checkout) {
    return (
      <EmptyState title={query.error instanceof ApiError ? query.error.message : msg.api.internal}>
        {!guestKey && (
          <Button component={Link} to={paths.orders('purchases')} radius="xl" mt="sm">
            {marketplaceText.orders.seeAll}
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <TestModeNotice show />
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="sandbox-checkout-title">
        <Stack gap="sm">
          <Title order={1} fz={{ base: 22, sm: 26 }} id="sandbox-checkout-title">
            {t.title}
          </Title>
          <Text c="dimmed" size="sm" data-testid="sandbox-order">
            {t.order(orderReference(checkout.orderId))}
          </Text>
          <Text size="sm">{checkout.title}</Text>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t.total}
            </Text>
            <Text fw={800} fz={30} data-testid="sandbox-total">
              {formatMoney(checkout.amount, checkout.currency)}
            </Text>
          </Stack>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          {checkout.open ? (
            <>
              <Text size="sm">{t.hint}</Text>
              <Button
                size="lg"
                radius="xl"
                fullWidth
                leftSection={<IconLock size={18} />}
                loading={busy === 'approved'}
                disabled={!!busy}
                onClick={() => void handlePay('approved')}
              >
                {t.pay}
              </Button>
              <Button
                variant="light"
                color="red"
                radius="xl"
                fullWidth
                leftSection={<IconCircleX size={18} />}
                loading={busy === 'rejected'}
                disabled={!!busy}
                onClick={() => void handlePay('rejected')}
              >
                {t.reject}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm">{t.closed}</Text>
              <Button component={Link} to={orderPath(checkout.orderId)} radius="xl" variant="light">
                {t.seeOrder}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
