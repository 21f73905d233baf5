import { Alert, Badge, type MantineSpacing } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import { appConfig } from '../../../lib/app-config';

/** Whether the built-in sandbox takes the payments now (the server's PAYMENTS_PROVIDER). */
export function paymentsInTestMode(): boolean {
  return appConfig().paymentsMode === 'sandbox';
}

/**
 * "Modo de prueba: no se cobra dinero real", in the flow of the page (never floating, so it cannot hide a
 * button): on every payment screen while the sandbox takes the payments. `show` overrides the server's
 * mode, e.g. an order placed in the sandbox stays a test order.
 */
export function TestModeNotice({
  show,
  mb,
  mt,
}: {
  show?: boolean;
  mb?: MantineSpacing;
  mt?: MantineSpacing;
}) {
  if (!(show ?? paymentsInTestMode())) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      role="note"
      icon={<IconFlask size={20} />}
      mb={mb}
      mt={mt}
      data-testid="test-mode-notice"
      styles={{ message: { fontWeight: 600 } }}
    >
      {marketplaceText.testMode}
    </Alert>
  );
}

/** The "Prueba" mark of a test order in a list. */
export function TestOrderBadge() {
  return (
    <Badge
      color="yellow"
      variant="light"
      size="sm"
      leftSection={<IconFlask size={12} />}
      title={marketplaceText.orders.testOrderHint}
      data-testid="test-order"
    >
      {marketplaceText.orders.testOrder}
    </Badge>
  );
}
