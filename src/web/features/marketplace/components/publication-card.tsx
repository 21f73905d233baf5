import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import type { Publication } from '../../../../shared/schemas/marketplace';
import { formatMoney } from '../../../../shared/format-money';
import { paths } from '../../../paths';
import classes from './marketplace.module.css';

const t = marketplaceText.card;

export function placeOf(publication: Pick<Publication, 'city' | 'country'>): string {
  return [publication.city, publication.country].filter(Boolean).join(', ');
}

export function isSoldOut(publication: Pick<Publication, 'typed' | 'stock'>): boolean {
  return publication.typed === 'product' && (publication.stock ?? 0) <= 0;
}

/** A listing in a grid: photo, type, price, title and place; the whole card links to its page. */
export function PublicationCard({ publication, footer }: { publication: Publication; footer?: ReactNode }) {
  const image = publication.images[0];
  const place = placeOf(publication);
  return (
    <div className={classes.card} data-testid="publication-card">
      <Link to={paths.publication(publication._id)} className={classes.cardLink}>
        <div className={classes.photo}>
          {image ? (
            <img src={image.lazyUrl || image.url} alt="" loading="lazy" decoding="async" />
          ) : (
            <IconPhoto size={36} aria-label={t.noImage} />
          )}
          <div className={classes.photoBadges}>
            <Badge size="sm" variant="white" color={publication.typed === 'service' ? 'grape' : 'indigo'}>
              {publication.typed === 'service' ? t.service : t.product}
            </Badge>
            {publication.status === 0 && (
              <Badge size="sm" variant="filled" color="gray">
                {t.paused}
              </Badge>
            )}
            {isSoldOut(publication) && (
              <Badge size="sm" variant="filled" color="red">
                {t.outOfStock}
              </Badge>
            )}
          </div>
        </div>
        <div className={classes.cardBody}>
          <Text className={classes.price} component="p">
            {formatMoney(publication.price, publication.currency)}
          </Text>
          <Text size="sm" fw={600} lineClamp={2} component="h3" m={0}>
            {publication.title}
          </Text>
          {place && (
            <Group gap={4} wrap="nowrap" c="dimmed" mt="auto">
              <IconMapPin size={14} aria-hidden style={{ flex: 'none' }} />
              <Text size="xs" c="dimmed" truncate>
                {place}
              </Text>
            </Group>
          )}
        </div>
      </Link>
      {footer}
    </div>
  );
}
