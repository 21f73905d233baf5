import '@mantine/core/styles/Rating.css';
import { Box, Button, Group, Loader, Paper, Rating, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconLayoutDashboard,
  IconPencil,
  IconStar,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Timing } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import { paths } from '../../../paths';
import { myRatingQuery, type RatingTarget } from '../api/ratings';
import { ratingRoleOf } from '../rating-role';
import { toastError } from '../../../lib/toast-error';
import { RatingList } from './rating-list';
import { hasPendingAction, rememberPendingAction, takePendingAction } from '../pending-action';
import classes from './social.module.css';

// The form (its schema and form code) loads when the visitor chooses to rate, not with every bot page.
const RatingForm = lazy(() => import('./rating-form').then((module) => ({ default: module.RatingForm })));

const m = msg.rating;
const AVERAGE = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

export interface RatingAreaProps {
  target: RatingTarget;
  /** The bot's creator or the profile's owner: they see a note instead of the form. */
  ownerId: string;
  viewerId: string | undefined;
  globalRating: number;
  ratingsCount: number;
  /** Refreshes the page's own data, so its average and count follow a new rating. */
  onRated: () => void;
}

/** "Calificar" sends a visitor to sign in, and back here with the form open. */
function AnonymousInvite() {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm">
      <Text>{m.anonymous}</Text>
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.signIn(pathname, 'rate')}
          onClick={() => rememberPendingAction('rate', pathname)}
          radius="xl"
          leftSection={<IconStar size={18} />}
        >
          {m.rate}
        </Button>
        <Button
          component={Link}
          to={paths.signUp(pathname, 'rate')}
          onClick={() => rememberPendingAction('rate', pathname)}
          variant="light"
          radius="xl"
        >
          {msg.nav.signUp}
        </Button>
      </Group>
    </Stack>
  );
}

function OwnerNote({ kind }: { kind: RatingTarget['kind'] }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{kind === 'bot' ? m.ownBotText : m.ownProfile}</Text>
      <Button
        component={Link}
        to={paths.dashboard()}
        variant="light"
        radius="xl"
        leftSection={<IconLayoutDashboard size={18} />}
      >
        {m.managePanel}
      </Button>
    </Stack>
  );
}

/** "Calificar" or "Cambiar", and the form; the form hides 333 ms after a save (spec section 4). */
function RaterPanel({
  target,
  viewerId,
  onRated,
}: Pick<RatingAreaProps, 'target' | 'onRated'> & { viewerId: string }) {
  const mine = useQuery(myRatingQuery(target, viewerId));
  // Back from signing in after "Calificar": the form is open and in view.
  const { pathname } = useLocation();
  const [formOpen, setFormOpen] = useState(() => hasPendingAction('rate', pathname));
  const formBox = useRef<HTMLDivElement | null>(null);
  const bringFormIntoView = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  // The area is low on the page, and the form appears once the visitor's rating is known.
  const showForm = (node: HTMLDivElement | null) => {
    formBox.current = node;
    if (!node || !bringFormIntoView.current) return;
    bringFormIntoView.current = false;
    setTimeout(() => node.scrollIntoView({ block: 'center' }), 100);
  };
  useEffect(() => {
    if (!takePendingAction('rate', pathname)) return;
    bringFormIntoView.current = true;
    if (formBox.current) showForm(formBox.current);
  }, [pathname]);
  useEffect(() => {
    if (mine.error) toastError(mine.error);
  }, [mine.error]);

  if (mine.isPending) return <Loader type="dots" size="sm" />;
  const existing = mine.data?.qualification ?? null;

  const handleSaved = () => {
    onRated();
    hideTimer.current = setTimeout(() => setFormOpen(false), Timing.ratingFormHideMs);
  };

  const invite = target.kind === 'bot' ? m.inviteBot : m.inviteUser;
  const rated = target.kind === 'bot' ? m.ratedBot : m.ratedUser;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text>{existing ? rated : invite}</Text>
          {existing && (
            <Rating
              w="fit-content"
              value={existing.rating}
              fractions={2}
              readOnly
              size="sm"
              role="img"
              aria-label={m.average(existing.rating)}
            />
          )}
        </Stack>
        {!formOpen && (
          <Button
            radius="xl"
            variant={existing ? 'light' : 'filled'}
            leftSection={existing ? <IconPencil size={18} /> : <IconStar size={18} />}
            onClick={() => setFormOpen(true)}
          >
            {existing ? m.change : m.rate}
          </Button>
        )}
      </Group>
      {formOpen && (
        <Box className={classes.formBox} ref={showForm}>
          <Suspense fallback={<Loader type="dots" mx="auto" display="block" />}>
            <RatingForm
              target={target}
              existing={existing}
              onSaved={handleSaved}
              onClose={() => setFormOpen(false)}
            />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}

/** The rating area of a bot page or a profile, per viewer (spec section 6). */
export default function RatingArea({
  target,
  ownerId,
  viewerId,
  globalRating,
  ratingsCount,
  onRated,
}: RatingAreaProps) {
  const titleId = useId();
  const role = ratingRoleOf(viewerId, ownerId);
  const [listOpen, setListOpen] = useState(false);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      data-testid="rating-area"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" color="yellow">
            <IconStar size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="xl" id={titleId}>
              {m.title}
            </Title>
            <Group gap={6} data-testid="rating-summary">
              {ratingsCount > 0 && (
                <>
                  <Rating
                    value={globalRating}
                    fractions={2}
                    readOnly
                    size="xs"
                    role="img"
                    aria-label={m.average(globalRating)}
                  />
                  <Text size="sm" fw={600}>
                    {AVERAGE.format(globalRating)}
                  </Text>
                </>
              )}
              <Text size="sm" c="dimmed">
                {m.count(ratingsCount)}
              </Text>
            </Group>
          </Stack>
        </Group>

        {role === 'anonymous' && <AnonymousInvite />}
        {role === 'owner' && <OwnerNote kind={target.kind} />}
        {role === 'rater' && viewerId && <RaterPanel target={target} viewerId={viewerId} onRated={onRated} />}

        {/* Reviews are readable without an account (issue 38, decision 044); rating needs one. */}
        <Stack gap="sm">
          <Button
            variant="subtle"
            radius="xl"
            color="gray"
            mx="auto"
            aria-expanded={listOpen}
            rightSection={listOpen ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            onClick={() => setListOpen((open) => !open)}
          >
            {listOpen ? m.hide : m.show}
          </Button>
          {listOpen && <RatingList target={target} />}
        </Stack>
      </Stack>
    </Paper>
  );
}
