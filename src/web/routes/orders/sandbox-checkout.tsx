import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { RequireUser } from '../../features/accounts/components/require-user';
import { SandboxCheckout } from '../../features/marketplace/components/sandbox-checkout';

/** /sandbox/checkout/{id}: the built-in payment sandbox's checkout, for the signed-in buyer of the order. */
export default function SandboxCheckoutPage() {
  const { preferenceId = '' } = useParams();
  return (
    <Container size="xs" py="lg" px={{ base: 'xs', xs: 'md' }}>
      <RequireUser>{() => <SandboxCheckout id={preferenceId} />}</RequireUser>
    </Container>
  );
}
