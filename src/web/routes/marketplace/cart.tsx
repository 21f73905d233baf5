import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../components/dialog-store';
import { useSession, type SessionUser } from '../../lib/session-store';
import type { CheckoutBuyer } from '../../../shared/schemas/marketplace';
import { CheckoutForm } from '../../features/marketplace/components/checkout-form';
import { defaultPhoneCountry } from '../../features/marketplace/places';
import { payOrder } from '../../features/marketplace/api/marketplace';
import {
  clearSellerCart,
  lineTotal,
  maxQuantity,
  newOrderOf,
  removeFromCart,
  setQuantity,
  totalsByCurrency,
  type SellerCart,
} from '../../features/marketplace/cart';
import { updateCart, useCart } from '../../features/marketplace/cart-store';
import classes from '../../features/marketplace/components/marketplace.module.css';
import { EmptyState } from '../../features/marketplace/components/publication-grid';
import { QuantityStepper } from '../../features/marketplace/components/quantity-stepper';
import { TestModeNotice } from '../../features/marketplace/components/test-mode-notice';
import { formatMoney } from '../../../shared/format-money';
import { toast } from '../../lib/toast';
import { paths } from '../../paths';

const t = marketplaceText.cart;

function SellerCartCard({ sellerCart, user }: { sellerCart: SellerCart; user: SessionUser | null }) {
  const navigate = useNavigate();
  const [checkingOut, setCheckingOut] = useState(false);
  const { sellerId, seller } = sellerCart;
  const totals = totalsByCurrency(sellerCart.publications);
  const units = sellerCart.publications.reduce((n, p) => n + p.quantity, 0);

  const handleClear = async () => {
    const confirmed = await confirmAction({
      title: t.clearTitle,
      message: t.clearMessage(seller.name),
      color: 'red',
      icon: <IconTrash size={22} />,
      confirmButtonText: t.clear,
    });
    if (!confirmed) return;
    updateCart((cart) => clearSellerCart(cart, sellerId));
    toast(t.cleared, { color: 'info' });
  };

  const handleContinue = () => {
    if (!user) {
      toast(t.signInToPay, { color: 'info' });
      void navigate(paths.signIn(paths.cart()));
      return;
    }
    setCheckingOut(true);
  };

  const handlePay = async (buyer: CheckoutBuyer) => {
    const { checkoutUrl } = await payOrder({ ...newOrderOf(sellerCart), buyer });
    // The cart stays until the order page sees the payment approved: a rejected card can try again.
    window.location.assign(checkoutUrl);
    // The form keeps its spinner while the browser leaves for the checkout.
    await new Promise(() => undefined);
  };

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={t.sellerCart(seller.name)}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t.seller}
          </Text>
          <Anchor component={Link} to={paths.profile(seller.hero || sellerId)} fw={700} truncate>
            {seller.name}
          </Anchor>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          onClick={() => void handleClear()}
        >
          {t.clear}
        </Button>
      </Group>

      <Stack gap="sm">
        {sellerCart.publications.map((item) => (
          <Group key={item._id} wrap="nowrap" align="flex-start" gap="sm" data-testid="cart-line">
            <Link to={paths.publication(item._id)} className={classes.lineImage} aria-hidden tabIndex={-1}>
              {item.image ? <img src={item.image} alt="" loading="lazy" /> : <IconPhoto size={22} />}
            </Link>
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Anchor
                  component={Link}
                  to={paths.publication(item._id)}
                  c="inherit"
                  fw={600}
                  size="sm"
                  lineClamp={2}
                >
                  {item.title}
                </Anchor>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t.remove(item.title)}
                  onClick={() => {
                    updateCart((cart) => removeFromCart(cart, sellerId, item._id));
                    toast(t.removed, { color: 'info' });
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <QuantityStepper
                  size="md"
                  value={item.quantity}
                  max={maxQuantity(item)}
                  label={t.quantity(item.title)}
                  onChange={(quantity) =>
                    updateCart((cart) => setQuantity(cart, sellerId, item._id, quantity))
                  }
                />
                <Text fw={700} size="sm" ta="right">
                  {formatMoney(lineTotal(item), item.currency)}
                </Text>
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>

      <Divider my="md" />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text c="dimmed" size="sm">
          {t.total} · {t.items(units)}
        </Text>
        <Stack gap={0} align="flex-end">
          {totals.map((total) => (
            <Text key={total.currency} fw={800} fz="lg" data-testid="cart-total">
              {formatMoney(total.amount, total.currency)}
            </Text>
          ))}
        </Stack>
      </Group>
      {totals.length > 1 && (
        <Alert color="orange" variant="light" mt="sm" icon={<IconAlertTriangle size={18} />}>
          {t.mixedCurrencies}
        </Alert>
      )}
      {checkingOut && user && totals.length === 1 ? (
        <>
          <Divider my="md" />
          <CheckoutForm
            id={`checkout-${sellerId}`}
            initialValues={{
              name: user.name,
              email: user.email,
              phoneCountry: defaultPhoneCountry(totals[0]!.currency),
              phone: user.phone ?? '',
              delivery: 'delivery',
              address: '',
            }}
            onSubmit={handlePay}
            onBack={() => setCheckingOut(false)}
          />
        </>
      ) : (
        <Button
          mt="md"
          size="lg"
          radius="xl"
          fullWidth
          rightSection={<IconArrowRight size={18} />}
          disabled={totals.length > 1}
          onClick={handleContinue}
        >
          {t.continue}
        </Button>
      )}
    </Card>
  );
}

/** /cart: one cart per seller, each paid on its own (spec sections 3 and 4). */
export default function CartPage() {
  const cart = useCart();
  const session = useSession();
  return (
    <>
      <PageHeader title={t.title} description={cart.length > 1 ? t.subtitle : undefined} />
      <Container size="sm" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <TestModeNotice mb="lg" />
        {cart.length === 0 ? (
          <EmptyState title={t.empty} hint={t.emptyHint}>
            <Button component={Link} to={paths.marketplace()} radius="xl" mt="sm">
              {t.browse}
            </Button>
          </EmptyState>
        ) : (
          <Stack gap="lg">
            {cart.map((sellerCart) => (
              <SellerCartCard
                key={sellerCart.sellerId}
                sellerCart={sellerCart}
                user={session.status === 'authenticated' ? session.session.user : null}
              />
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
