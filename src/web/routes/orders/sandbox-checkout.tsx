import { Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { RequireUser } from '../../features/accounts/components/require-user';
import { SandboxCheckout } from '../../features/marketplace/components/sandbox-checkout';

/**
 * /sandbox/checkout/{id}: the built-in payment sandbox's checkout, for the signed-in buyer of the order, or
 * (`?key=`) for a guest holding the key of an order placed in a conversation.
 */
export default function SandboxCheckoutPage() {
  const { preferenceId = '' } = useParams();
  const key = useSearchParams()[0].get('key');
  return (
    <Container size="xs" py="lg" px={{ base: 'xs', xs: 'md' }}>
      {key ? (
        <SandboxCheckout id={preferenceId} guestKey={key} />
      ) : (
        <RequireUser>{() => <SandboxCheckout id={preferenceId} />}</RequireUser>
      )}
    </Container>
  );
}
