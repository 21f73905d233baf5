import '@mantine/core/styles/Tooltip.css';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  LoadingOverlay,
  Text,
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconExternalLink,
  IconLock,
  IconLockOpen,
  IconMapPin,
  IconMessageCircle,
  IconMessages,
  IconPencil,
  IconPlayerPlay,
  IconShare,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import { insightsLinks } from '../../../../shared/messages/insights-links.es';
import type { Bot } from '../../../../shared/schemas/bots';
import type { Category } from '../../../../shared/schemas/categories';
import { openSharer } from '../../../components/share-store';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { paths } from '../../../paths';
import { useDeleteBot } from '../api/delete-bot';
import { botRef, cardTags, creatorRef, isPublished } from '../bot-links';
import { cardDescription } from '../card-description';
import { coverStyle } from '../cover-style';
import { CategoryBadge } from './category-badge';
import classes from './bot-card.module.css';

const c = msg.botCard;

export interface BotCardProps {
  bot: Bot;
  categories: readonly Category[] | undefined;
  /** The owner's view (Mis Bots): privacy, edit, test, open in a new window and delete. */
  manage?: boolean;
}

/** Where the bot is, as a card says it: its city (else its province) and its country. */
export function cardPlace(bot: Pick<Bot, 'city' | 'province' | 'country'>): string {
  return [bot.city || bot.province, bot.country].filter(Boolean).join(', ');
}

/**
 * The line under the description: where the bot is and its rating with the number of ratings ("4,8 (40)"),
 * so that a visitor can tell a vet of their city, and one well rated by many, at a glance.
 */
function CardFacts({ bot }: { bot: Bot }) {
  const place = cardPlace(bot);
  const rated = bot.ratingsCount > 0;
  if (!place && !rated) return null;
  return (
    <div className={classes.facts}>
      {place && (
        <span className={classes.place}>
          <IconMapPin size={14} aria-hidden className={classes.factIcon} />
          <span className={classes.placeText}>{place}</span>
        </span>
      )}
      {rated && (
        <span className={classes.rating} data-testid="bot-card-rating">
          <IconStarFilled size={14} aria-hidden className={classes.star} />
          <span aria-hidden>{c.rating(bot.globalRating, bot.ratingsCount)}</span>
          <VisuallyHidden>{c.ratingLabel(bot.globalRating, bot.ratingsCount)}</VisuallyHidden>
        </span>
      )}
    </div>
  );
}

/** A card of the bot grid (spec section 2), with its removal state in the manager view. */
export function BotCard({ bot, categories, manage = false }: BotCardProps) {
  const removal = useDeleteBot();
  const [removing, setRemoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ref = botRef(bot);
  const href = paths.bot(ref);
  const category = categories?.find((item) => item.key === bot.categoryKey);
  const published = isPublished(bot.status);

  const handleDelete = async () => {
    setDeleting(true);
    try {
      await removal.mutateAsync(bot._id);
    } catch (error) {
      // An already deleted bot is gone either way.
      if (!(error instanceof ApiError && error.status === 404)) {
        toast(error instanceof ApiError ? error.message : msg.api.internal, { color: 'danger' });
      }
    } finally {
      setDeleting(false);
      setRemoving(false);
    }
  };

  const shareButton = (
    <ActionIcon
      variant="light"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={c.share}
      // The embed snippet is the owner's business: visitors share the link and the QR code.
      onClick={() => openSharer({ ref, name: bot.name, embedAlias: manage ? bot.alias : undefined })}
    >
      <IconShare size={18} />
    </ActionIcon>
  );

  return (
    <article className={classes.card} aria-label={bot.name} data-testid="bot-card">
      <LoadingOverlay visible={deleting} zIndex={5} overlayProps={{ blur: 1 }} />
      <div className={classes.cover} style={coverStyle(bot.coverUrl, category?.color)}>
        <div className={classes.coverShade} />
        <div className={classes.tags}>
          {cardTags(bot.tags).map((tag) => (
            <Badge
              key={tag}
              component={Link}
              to={paths.explore({ tags: tag })}
              variant="white"
              color="dark"
              size="sm"
              radius="xl"
              className={classes.tag}
              style={{ cursor: 'pointer', textTransform: 'none' }}
            >
              #{tag}
            </Badge>
          ))}
        </div>
        {bot.openNow && (
          <Badge
            className={classes.open}
            variant="white"
            color="green.9"
            size="sm"
            radius="xl"
            leftSection={<span className={classes.openDot} aria-hidden />}
            style={{ textTransform: 'none' }}
            data-testid="bot-card-open"
          >
            {msg.agenda.openNowFilter}
          </Badge>
        )}
        {manage && (
          <Tooltip label={published ? c.published : c.unpublished} withArrow>
            <ThemeIcon
              className={classes.status}
              color={published ? 'green' : 'red'}
              variant="white"
              radius="xl"
              size="md"
              role="img"
              aria-label={published ? c.published : c.unpublished}
            >
              {published ? <IconLockOpen size={16} /> : <IconLock size={16} />}
            </ThemeIcon>
          </Tooltip>
        )}
      </div>

      <div className={`${classes.body} ${removing ? classes.removing : ''}`}>
        <div className={classes.head}>
          <Link to={href} className={classes.avatar} aria-hidden tabIndex={-1}>
            <Avatar src={bot.pictureUrl} size={60} radius={60} color={category?.color ?? 'indigo'} alt="">
              {bot.name.slice(0, 1).toUpperCase()}
            </Avatar>
          </Link>
          <div className={classes.titles}>
            <Link to={href} className={classes.name}>
              {bot.name}
            </Link>
            <Text size="xs" c="dimmed" truncate>
              {c.by}{' '}
              <Anchor component={Link} to={paths.profile(creatorRef(bot.createdBy))} size="xs" inherit>
                {bot.createdBy.name}
              </Anchor>
            </Text>
          </div>
        </div>

        {removing ? (
          <div className={classes.warning} role="alert">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" style={{ flex: 'none' }} />
              <Text size="sm" c="red.9" fw={500}>
                {c.removeWarning}
              </Text>
            </Group>
            <Group justify="space-between">
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                aria-label={c.cancelRemove}
                onClick={() => setRemoving(false)}
                disabled={deleting}
              >
                <IconArrowBackUp size={18} />
              </ActionIcon>
              <Button
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => void handleDelete()}
                loading={deleting}
              >
                {c.remove}
              </Button>
            </Group>
          </div>
        ) : (
          <>
            <Text size="sm" c="dimmed" lineClamp={2} className={classes.description}>
              {cardDescription(bot.description)}
            </Text>
            <CardFacts bot={bot} />
            <div className={classes.meta}>
              <CategoryBadge categoryKey={bot.categoryKey} categories={categories} />
            </div>
            <div className={classes.actions}>
              <Group gap={4} wrap="nowrap">
                {manage && (
                  <Tooltip label={c.editHint} withArrow>
                    <ActionIcon
                      component={Link}
                      to={paths.editBot(bot._id)}
                      variant="light"
                      size="lg"
                      radius="xl"
                      aria-label={c.edit}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {manage ? (
                  <Tooltip label={c.share} withArrow>
                    {shareButton}
                  </Tooltip>
                ) : (
                  // A visitor's card has this one icon button, named for screen readers (aria-label). A Tooltip
                  // on each of a dozen cards positioned itself in the directory's first draw and made React
                  // draw the grid again in the same long task on a slow phone; the owner's cards keep theirs.
                  shareButton
                )}
                {manage && (
                  <>
                    <Tooltip label={insightsLinks.inboxHint} withArrow>
                      <ActionIcon
                        component={Link}
                        to={paths.botInbox(bot._id)}
                        variant="light"
                        color="grape"
                        size="lg"
                        radius="xl"
                        aria-label={insightsLinks.inbox}
                      >
                        <IconMessages size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={c.openNew} withArrow>
                      <ActionIcon
                        component="a"
                        href={href}
                        target="_blank"
                        rel="noopener"
                        variant="light"
                        color="gray"
                        size="lg"
                        radius="xl"
                        aria-label={c.openNew}
                      >
                        <IconExternalLink size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={c.remove} withArrow>
                      <ActionIcon
                        variant="light"
                        color="red"
                        size="lg"
                        radius="xl"
                        aria-label={c.remove}
                        onClick={() => setRemoving(true)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </>
                )}
              </Group>
              <Button
                component={Link}
                to={href}
                size="sm"
                radius="xl"
                variant={manage ? 'light' : 'filled'}
                leftSection={manage ? <IconPlayerPlay size={16} /> : <IconMessageCircle size={16} />}
              >
                {manage ? c.test : c.chat}
              </Button>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
