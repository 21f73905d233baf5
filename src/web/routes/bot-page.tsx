import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconLock,
  IconLockOpen,
  IconMapPin,
  IconMessageChatbot,
  IconCalendarEvent,
  IconMessageCircle,
  IconPencil,
  IconShare,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { findFlagCountry } from '../../shared/countries';
import { msg } from '../../shared/messages.es';
import type { BotDetail } from '../../shared/schemas/bots';
import { openSharer } from '../components/share-store';
import { PageLoader } from '../components/page-loader';
import { restoreSession, useSession, type SessionState } from '../lib/session-store';
import { botQuery } from '../features/bots/api/get-bot';
import { servicesQuery } from '../features/booking/api/booking';
import { chatBotOf } from '../features/chat/chat-store';
import { categoriesQuery } from '../features/bots/api/places';
import { botRef, creatorRef, isPublished } from '../features/bots/bot-links';
import { CategoryBadge } from '../features/bots/components/category-badge';
import { PlaceMapOnDemand } from '../features/bots/components/lazy-maps';
import { coverStyle } from '../features/bots/cover-style';
import { useBackFacts } from '../layout/back-facts';
import { queryClient } from '../lib/query-client';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../paths';
import { codeOf, ErrorPage, statusOf } from './error-page';
import classes from './bot-page.module.css';

const b = msg.botPage;

function viewerOf(session: SessionState) {
  return session.status === 'anonymous' ? undefined : session.session;
}

/**
 * Loads the bot before the page shows; a 404 (missing or hidden) renders the error page. The categories
 * (the cover's and badge's colour) come in the same wait: arriving after the first render they made the
 * whole page draw twice, the second time in one long task on a slow phone. Without them the page still
 * draws, in neutral colours.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const viewerId = viewerOf(restoreSession())?.userId;
  const categories = queryClient.ensureQueryData(categoriesQuery()).catch(() => undefined);
  const bot = queryClient.ensureQueryData({
    ...botQuery(params.alias ?? '', viewerId),
    revalidateIfStale: true,
  });
  // Handled below (a 404 renders the error page); marked handled now, in case it fails while we yield.
  bot.catch(() => undefined);
  // The chat and the social widgets download while the bot does. Asked for here, their files are announced
  // to the browser (<link rel=modulepreload>) before the page draws, on the small first view; asked for by
  // the page's first render, that announcing ran inside its long task. Each is asked for in a task of its
  // own: announcing a dozen files costs a slow phone tens of milliseconds.
  // A failed download is left to the page: its lazy load asks again, and the route's boundary handles it.
  await yieldToBrowser();
  loadChatPanel().catch(() => undefined);
  await yieldToBrowser();
  social().catch(() => undefined);
  await bot;
  await categories;
  return null;
}

// The chat arrives after the page's first render: it is not part of the page's first download.
const loadChatPanel = () => import('../features/chat/chat-panel');
const ChatPanel = lazy(loadChatPanel);
// Only bots whose owner published a contact show it: its code loads with it, not with every bot page.
const ContactButtons = lazy(() =>
  import('../features/bots/components/contact-buttons').then((module) => ({
    default: module.ContactButtons,
  })),
);
// "Reservar turno" (issue 39) opens a dialog whose code comes when it is asked for.
const BookDialog = lazy(() => import('../features/booking/book-dialog'));
// So do the rating area and the subscription toggle, from one module.
const social = () => import('../features/social/load-social').then((module) => module.loadSocialWidgets());
const RatingArea = lazy(() => social().then((module) => ({ default: module.RatingArea })));
const SubscriptionToggle = lazy(() => social().then((module) => ({ default: module.SubscriptionToggle })));

/** A bot with hours asks whether it takes bookings; its services are read once for the button and the dialog. */
function useBookable(bot: BotDetail) {
  const services = useQuery({ ...servicesQuery(bot._id), enabled: !!bot.hours });
  const data = services.data;
  return data?.bookingOn && data.services.length > 0 ? data.services : null;
}

function BookButton({ bot, onOpen }: { bot: BotDetail; onOpen: () => void }) {
  const services = useBookable(bot);
  if (!services) return null;
  return (
    <Button
      variant="light"
      radius="xl"
      leftSection={<IconCalendarEvent size={18} />}
      onClick={onOpen}
      data-testid="book-button"
    >
      {msg.booking.bookButton}
    </Button>
  );
}

function BookingDialog({ bot, onClose }: { bot: BotDetail; onClose: () => void }) {
  const services = useBookable(bot);
  if (!services) return null;
  return (
    <Suspense fallback={null}>
      <BookDialog botId={bot._id} botName={bot.name} services={services} onClose={onClose} />
    </Suspense>
  );
}

/** While the chat's code loads: about the height of a new conversation, so the page below barely moves. */
function ChatLoading() {
  return (
    <Box mih={200} display="flex" style={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}>
      <Loader type="dots" aria-label={b.chatLoading} />
    </Box>
  );
}

/**
 * "Chatear": brings the chat into view when it is not (phones, under the bot's header) and puts the cursor
 * in its input; on wide screens the chat is already beside the header, and the button starts the typing.
 */
function jumpToChat(section: HTMLElement | null, requestFocus: () => void) {
  if (section) {
    const box = section.getBoundingClientRect();
    const inView = box.top >= 0 && box.bottom <= window.innerHeight;
    if (!inView) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  }
  requestFocus();
}

/** Below this width the chat sits under the bot's header (bot-page.module.css), not beside it. */
const STACKED_LAYOUT = '(max-width: 61.99em)';
/** The chat's least height on the first screen: the greeting, the suggestions and the input. */
const FIRST_SCREEN_MIN_PX = 340;

/**
 * The chat first fills what the page above it leaves of the first screen (on a phone the bot's header, on a
 * wide screen the cover), so its input is there at once; when the visitor sends a message it takes its whole
 * height (its CSS height: on a phone the screen below the top bar),
 * growing upward over the header: the page scrolls by what it grew, so the input stays where the visitor's
 * eyes and thumb are (and above the keyboard). Returns the section's height while it fits the first screen,
 * and `expand`.
 */
function useFirstScreenChat(section: RefObject<HTMLElement | null>) {
  const [fit, setFit] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const grownFrom = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (expanded) return;
    const measure = () => {
      const element = section.current;
      if (!element) return setFit(null);
      const top = element.getBoundingClientRect().top + window.scrollY;
      // The section's CSS height (bot-page.module.css): under the header, or in the sticky column beside it.
      const stacked = window.matchMedia(STACKED_LAYOUT).matches;
      const full = stacked ? window.innerHeight - 72 : Math.min(860, window.innerHeight - 96);
      const room = Math.floor(window.innerHeight - top - 8);
      setFit(room >= full ? null : Math.max(room, FIRST_SCREEN_MIN_PX));
    };
    measure();
    // The header settles after the first draw (fonts, the subscription toggle): measured again then.
    const frame = requestAnimationFrame(measure);
    void document.fonts?.ready.then(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [section, expanded]);

  useLayoutEffect(() => {
    const element = section.current;
    const before = grownFrom.current;
    if (!expanded || !element || before === null) return;
    grownFrom.current = null;
    const box = element.getBoundingClientRect();
    const grown = box.height - before;
    // Only when the visitor was looking at the input (the section's old bottom about on screen).
    if (grown > 0 && box.bottom - grown <= window.innerHeight + 48) window.scrollBy({ top: grown });
  }, [section, expanded]);

  const expand = () => {
    if (expanded) return;
    if (fit !== null) grownFrom.current = section.current?.getBoundingClientRect().height ?? null;
    setExpanded(true);
  };
  return { height: expanded ? null : fit, expand };
}

function ChatSection({
  bot,
  sectionRef,
  focusRequest,
}: {
  bot: BotDetail;
  sectionRef: RefObject<HTMLElement | null>;
  focusRequest: number;
}) {
  const viewerId = viewerOf(useSession())?.userId;
  const [ready, setReady] = useState(false);
  const firstScreen = useFirstScreenChat(sectionRef);
  useEffect(() => {
    // The chat draws after the page, in slices that yield to the browser (a transition) rather than in one
    // long task on a slow phone; the loading dots stay until it is drawn.
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.chat}
      component="section"
      aria-label={b.chatTitle}
      ref={sectionRef}
      id="chat"
      style={firstScreen.height !== null ? { height: firstScreen.height } : undefined}
    >
      <Stack gap="sm" className={classes.chatStack}>
        {/* On a phone the panel's own header names the bot: the title's line goes to the messages. */}
        <Group gap="sm" wrap="nowrap" visibleFrom="sm">
          <ThemeIcon size={40} radius="xl" variant="light">
            <IconMessageChatbot size={22} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {b.chatTitle}
          </Title>
        </Group>
        <Suspense fallback={<ChatLoading />}>
          {ready ? (
            <ChatPanel
              key={`${bot._id}:${viewerId ?? ''}`}
              bot={chatBotOf(bot)}
              // The conversation fills the section: a screen's height below the top bar (bot-page.module.css).
              fill
              focusRequest={focusRequest}
              onSend={firstScreen.expand}
            />
          ) : (
            <ChatLoading />
          )}
        </Suspense>
      </Stack>
    </Paper>
  );
}

/** The owner's description: whole on wide screens, three lines and "Ver más" on a phone. */
function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > 140 || text.split('\n').length > 3;
  return (
    <div>
      <Text fz={{ base: 'md', sm: 'lg' }} className={`${classes.description} ${open ? '' : classes.clamped}`}>
        {text}
      </Text>
      {long && !open && (
        <Anchor component="button" type="button" size="sm" hiddenFrom="sm" onClick={() => setOpen(true)}>
          {b.more}
        </Anchor>
      )}
    </div>
  );
}

function LocationSection({ bot }: { bot: BotDetail }) {
  const place = [bot.city, bot.province, bot.country].filter(Boolean).join(', ');
  const flag = bot.country ? findFlagCountry(bot.country)?.flag : undefined;
  const hasMap = bot.locationLatitude != null && bot.locationLongitude != null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" color="red">
            <IconMapPin size={22} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {b.location}
          </Title>
        </Group>
        {bot.locationAddress && <Text>{bot.locationAddress}</Text>}
        {place && (
          <Text size="sm" c="dimmed">
            {flag ? `${flag} ` : ''}
            {place}
          </Text>
        )}
        {hasMap && (
          <PlaceMapOnDemand
            latitude={bot.locationLatitude!}
            longitude={bot.locationLongitude!}
            height={240}
            zoom={15}
            pictureUrl={bot.pictureUrl}
            name={bot.name}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** /{alias}: the public page of a bot. */
export default function BotPage() {
  const { alias = '' } = useParams();
  const viewer = viewerOf(useSession());
  const query = useQuery(botQuery(alias, viewer?.userId));
  const categories = useQuery(categoriesQuery()).data?.categories;
  const bot = query.data?.bot;
  const isOwn = !!bot && !!viewer && bot.createdBy._id === viewer.userId;
  const manages = isOwn || (!!viewer?.user?.isSuperUser && !!bot);
  useBackFacts({ isOwn, creatorRef: bot ? creatorRef(bot.createdBy) : undefined });

  usePageTitle(bot?.name);
  const chatRef = useRef<HTMLElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [booking, setBooking] = useState(false);

  if (query.isError) return <ErrorPage status={statusOf(query.error)} code={codeOf(query.error)} />;
  if (!bot) return <PageLoader />;

  const category = categories?.find((c) => c.key === bot.categoryKey);
  const share = () =>
    openSharer({ ref: botRef(bot), name: bot.name, embedAlias: manages ? bot.alias : undefined });
  const published = isPublished(bot.status);
  const hasLocation = !!bot.locationAddress || bot.locationLatitude != null;

  return (
    <>
      <Box className={classes.cover} style={coverStyle(bot.coverUrl, category?.color)} />
      <Container size="lg" pb={48}>
        <div className={classes.layout}>
          <Stack gap="sm" className={classes.head}>
            <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
              <Avatar
                src={bot.pictureUrl}
                size={128}
                radius={128}
                color={category?.color ?? 'indigo'}
                alt={msg.botCard.avatar(bot.name)}
                className={classes.avatar}
                visibleFrom="sm"
              >
                <Text fz={48} fw={700} inherit>
                  {bot.name.slice(0, 1).toUpperCase()}
                </Text>
              </Avatar>
              <Avatar
                src={bot.pictureUrl}
                size={88}
                radius={88}
                color={category?.color ?? 'indigo'}
                alt={msg.botCard.avatar(bot.name)}
                className={classes.avatar}
                hiddenFrom="sm"
              >
                <Text fz={34} fw={700} inherit>
                  {bot.name.slice(0, 1).toUpperCase()}
                </Text>
              </Avatar>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="light"
                  radius="xl"
                  leftSection={<IconShare size={18} />}
                  onClick={share}
                  visibleFrom="sm"
                >
                  {b.share}
                </Button>
                <Button
                  variant="light"
                  radius="xl"
                  px={9}
                  aria-label={b.share}
                  onClick={share}
                  hiddenFrom="sm"
                >
                  <IconShare size={18} />
                </Button>
                {!isOwn && (
                  // The toggle loads after the page: a placeholder of its size keeps the row still.
                  <Suspense fallback={<Box w={146} h={36} />}>
                    <SubscriptionToggle botId={bot._id} viewerId={viewer?.userId} />
                  </Suspense>
                )}
                {manages && (
                  <Button
                    component={Link}
                    to={paths.editBot(bot._id)}
                    radius="xl"
                    leftSection={<IconPencil size={18} />}
                  >
                    {b.edit}
                  </Button>
                )}
              </Group>
            </Group>

            <Group gap="sm" align="center">
              <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.15}>
                {bot.name}
              </Title>
              {manages && (
                <Badge
                  color={published ? 'green' : 'red'}
                  variant="light"
                  leftSection={published ? <IconLockOpen size={12} /> : <IconLock size={12} />}
                >
                  {published ? msg.botCard.published : msg.botCard.unpublished}
                </Badge>
              )}
            </Group>
            <Group gap="sm" align="center">
              <CategoryBadge categoryKey={bot.categoryKey} categories={categories} size="md" />
              <Text size="sm" c="dimmed">
                {msg.botCard.by}{' '}
                <Anchor component={Link} to={paths.profile(creatorRef(bot.createdBy))} inherit>
                  {bot.createdBy.name}
                </Anchor>
              </Text>
            </Group>
            {bot.hoursStatus && (
              <Text
                size="sm"
                fw={600}
                c={bot.hoursStatus.openNow ? 'green.9' : 'red.9'}
                data-testid="hours-status"
              >
                {msg.agenda.status(bot.hoursStatus)}
              </Text>
            )}
            <Group gap="xs">
              <Button
                component="a"
                href="#chat"
                radius="xl"
                leftSection={<IconMessageCircle size={18} />}
                onClick={(event) => {
                  event.preventDefault();
                  jumpToChat(chatRef.current, () => setFocusRequest((n) => n + 1));
                }}
              >
                {b.startChat}
              </Button>
              <BookButton bot={bot} onOpen={() => setBooking(true)} />
            </Group>
            {booking && <BookingDialog bot={bot} onClose={() => setBooking(false)} />}
            <Description text={bot.description} />
            {!published && (
              <Alert color="red" variant="light" icon={<IconLock size={20} />}>
                {msg.botPage.unavailable}
              </Alert>
            )}
          </Stack>

          <div className={classes.chatArea}>
            <ChatSection bot={bot} sectionRef={chatRef} focusRequest={focusRequest} />
            {bot.whatsapp && (
              // The same bot answers on the business's WhatsApp (issue 21): under the chat, never above its input.
              <Button
                component="a"
                href={bot.whatsapp.url}
                target="_blank"
                rel="noopener noreferrer"
                radius="xl"
                color="green"
                variant="light"
                mt="sm"
                fullWidth
                leftSection={<IconBrandWhatsapp size={18} />}
                aria-label={msg.botPage.writeOnWhatsAppLabel(bot.name)}
                data-testid="bot-whatsapp"
              >
                {msg.botPage.writeOnWhatsApp}
              </Button>
            )}
          </div>

          <Stack gap="lg" className={classes.about}>
            {bot.tags.length > 0 && (
              <Group gap={6}>
                {bot.tags.map((tag) => (
                  <Badge
                    key={tag}
                    component={Link}
                    to={paths.explore({ tags: tag })}
                    variant="outline"
                    color="gray"
                    radius="xl"
                    style={{ cursor: 'pointer', textTransform: 'none' }}
                  >
                    #{tag}
                  </Badge>
                ))}
              </Group>
            )}
            {(bot.contactPhone || bot.contactEmail || bot.contactWebsite || bot.contactInstagram) && (
              <Suspense fallback={null}>
                <ContactButtons contacts={[bot]} />
              </Suspense>
            )}
            {hasLocation && <LocationSection bot={bot} />}
            <Suspense fallback={null}>
              <RatingArea
                target={{ kind: 'bot', id: bot._id }}
                ownerId={bot.createdBy._id}
                viewerId={viewer?.userId}
                globalRating={bot.globalRating}
                ratingsCount={bot.ratingsCount}
                onRated={() =>
                  void queryClient.invalidateQueries({ queryKey: botQuery(alias, viewer?.userId).queryKey })
                }
              />
            </Suspense>
          </Stack>
        </div>
      </Container>
    </>
  );
}
