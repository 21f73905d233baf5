import '@mantine/core/styles/Grid.css';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconEdit,
  IconMapPin,
  IconPhoto,
  IconShieldCheck,
  IconShoppingCart,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import type { Publication } from '../../../shared/schemas/marketplace';
import { confirmAction } from '../../components/dialog-store';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session-store';
import { publicationQuery, useDeletePublication } from '../../features/marketplace/api/marketplace';
import { addToCart, isInCart, maxQuantity } from '../../features/marketplace/cart';
import { updateCart, useCart } from '../../features/marketplace/cart-store';
import classes from '../../features/marketplace/components/marketplace.module.css';
import { isSoldOut, placeOf } from '../../features/marketplace/components/publication-card';
import { EmptyState } from '../../features/marketplace/components/publication-grid';
import { QuantityStepper } from '../../features/marketplace/components/quantity-stepper';
import { formatMoney } from '../../../shared/format-money';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { paths } from '../../paths';

const t = marketplaceText.publication;

function Gallery({ publication }: { publication: Publication }) {
  const [index, setIndex] = useState(0);
  const images = publication.images;
  const current = images[Math.min(index, images.length - 1)];
  return (
    <Stack gap="xs">
      <div className={classes.gallery}>
        {current ? (
          <img src={current.url} alt={publication.title} decoding="async" />
        ) : (
          <IconPhoto size={56} aria-label={marketplaceText.card.noImage} />
        )}
      </div>
      {images.length > 1 && (
        <div className={classes.thumbs}>
          {images.map((image, i) => (
            <button
              key={image.url}
              type="button"
              className={classes.thumb}
              aria-current={i === index}
              aria-label={t.showImage(i + 1)}
              onClick={() => setIndex(i)}
            >
              <img src={image.lazyUrl || image.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </Stack>
  );
}

function BuyBox({ publication, isOwner }: { publication: Publication; isOwner: boolean }) {
  const cart = useCart();
  const navigate = useNavigate();
  const remove = useDeletePublication();
  const [quantity, setQuantity] = useState(1);
  const inCart = isInCart(cart, publication._id);
  const available = publication.purchasable && publication.status === 1 && !isSoldOut(publication);

  const handleAdd = () => {
    updateCart((current) => addToCart(current, publication, quantity));
    toast(t.added, { color: 'success' });
  };

  const handleDelete = async () => {
    const confirmed = await confirmAction({
      title: marketplaceText.mine.deleteTitle,
      message: marketplaceText.mine.deleteMessage(publication.title),
      color: 'red',
      icon: <IconTrash size={22} />,
      confirmButtonText: marketplaceText.mine.deleteConfirm,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(publication._id);
      toast(marketplaceText.mine.deleted, { color: 'info' });
      void navigate(paths.myPublications());
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : t.notFound, { color: 'danger' });
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group gap={6}>
          <Badge variant="light" color={publication.typed === 'service' ? 'grape' : 'indigo'}>
            {publication.typed === 'service' ? marketplaceText.card.service : marketplaceText.card.product}
          </Badge>
          {publication.status === 0 && (
            <Badge variant="filled" color="gray">
              {marketplaceText.card.paused}
            </Badge>
          )}
        </Group>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {publication.title}
        </Title>
        <Text fz={{ base: 28, sm: 32 }} fw={800} lh={1.1} data-testid="publication-price">
          {formatMoney(publication.price, publication.currency)}
        </Text>
        {publication.typed === 'product' ? (
          <Text size="sm" c={isSoldOut(publication) ? 'red' : 'dimmed'}>
            {isSoldOut(publication) ? marketplaceText.card.outOfStock : t.stock(publication.stock ?? 0)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t.serviceNote}
          </Text>
        )}

        {isOwner ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t.ownListing}
            </Text>
            <Group grow>
              <Button
                component={Link}
                to={paths.editPublication(publication._id)}
                radius="xl"
                leftSection={<IconEdit size={18} />}
              >
                {t.edit}
              </Button>
              <Button
                color="red"
                variant="light"
                radius="xl"
                leftSection={<IconTrash size={18} />}
                onClick={() => void handleDelete()}
              >
                {t.delete}
              </Button>
            </Group>
          </Stack>
        ) : !available ? (
          <Stack gap={4}>
            <Button size="lg" radius="xl" disabled fullWidth>
              {t.unavailable}
            </Button>
            <Text size="xs" c="dimmed">
              {t.unavailableHint}
            </Text>
          </Stack>
        ) : inCart ? (
          <Stack gap="xs">
            <Group gap={6} c="green.8">
              <IconCheck size={18} aria-hidden />
              <Text size="sm" fw={600}>
                {t.inCart}
              </Text>
            </Group>
            <Button
              component={Link}
              to={paths.cart()}
              size="lg"
              radius="xl"
              fullWidth
              leftSection={<IconShoppingCart size={20} />}
            >
              {t.goToCart}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {t.quantity}
              </Text>
              <QuantityStepper
                value={quantity}
                max={maxQuantity(publication)}
                onChange={setQuantity}
                label={t.quantity}
              />
            </Group>
            <Button
              size="lg"
              radius="xl"
              fullWidth
              leftSection={<IconShoppingCart size={20} />}
              onClick={handleAdd}
            >
              {t.addToCart}
            </Button>
          </Stack>
        )}
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconShieldCheck size={16} aria-hidden style={{ flex: 'none' }} />
          <Text size="xs" c="dimmed">
            {t.securePay}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function SellerCard({ publication }: { publication: Publication }) {
  const seller = publication.createdBy;
  const place = placeOf(publication);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <UnstyledButton component={Link} to={paths.profile(seller.hero || seller._id)}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={seller.pictureUrl} radius="xl" color="indigo">
              {seller.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t.seller}
              </Text>
              <Text fw={700} truncate>
                {seller.name}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Anchor component={Link} to={paths.profile(seller.hero || seller._id)} size="sm">
          {t.sellerProfile}
        </Anchor>
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{place}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /marketplace/{id}: one listing with its pictures, price, seller and the add-to-cart box. */
export default function PublicationPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? session.session.user : null;
  const viewerId = session.status === 'anonymous' ? undefined : session.session.userId;
  const query = useQuery(publicationQuery(id, viewerId));

  if (query.isPending) return <PageLoader text={t.loading} />;
  const publication = query.data;
  if (!publication) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container size="sm" py="xl">
        {notFound ? (
          <EmptyState title={t.notFound} hint={t.notFoundHint}>
            <Button component={Link} to={paths.marketplace()} radius="xl" mt="sm">
              {t.backToMarket}
            </Button>
          </EmptyState>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            {query.error instanceof ApiError ? query.error.message : t.notFound}
          </Alert>
        )}
      </Container>
    );
  }
  const isOwner = !!viewer && (viewer._id === publication.createdBy._id || viewer.isSuperUser);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Gallery publication={publication} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <BuyBox publication={publication} isOwner={isOwner} />
            <SellerCard publication={publication} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {publication.description && (
              <div>
                <Title order={2} fz="lg" mb={6}>
                  {t.description}
                </Title>
                {/* Plain text: the seller's words are never rendered as HTML. */}
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {publication.description}
                </Text>
              </div>
            )}
            {publication.labels.length > 0 && (
              <Group gap={6} aria-label={t.labels}>
                {publication.labels.map((label) => (
                  <Badge key={label} variant="outline" color="gray" radius="xl" tt="none">
                    #{label}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
