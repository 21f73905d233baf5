import './chat-styles';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconSend,
  IconWorld,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Layout } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { MessageLink } from '../../../shared/schemas/chat';
import { appConfig } from '../../lib/app-config';
import { paths } from '../../paths';
import { BotMarkdown } from '../../components/bot-markdown';
import type { ContactContext } from '../../lib/contact-links';
import type { ChatBot } from './chat-store';
import type { ChatMessage, ChatProduct } from './conversation-storage';
import { formatMoney } from '../../../shared/format-money';
import { ImageViewer } from './image-viewer';
import { safeHref } from '../../lib/markdown';
import { useConversation } from './use-conversation';
import classes from './chat-panel.module.css';

const LINK_ICONS: Record<string, typeof IconWorld> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  whatsapp: IconBrandWhatsapp,
};

function linkColor(hexa: string): string | undefined {
  const value = hexa.trim();
  if (/^#?[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i.test(value))
    return value.startsWith('#') ? value : `#${value}`;
  return undefined;
}

/** A product of the owner's as a card in the bubble: its photo, title, price and stock, and its page. */
function ProductCard({
  product,
  onBuy,
  busy,
}: {
  product: ChatProduct;
  onBuy?: (text: string) => void;
  busy: boolean;
}) {
  const buyable = product.purchasable && product.stock !== 0 && !!onBuy;
  const href = safeHref(product.url);
  const picture = product.pictureUrl ? safeHref(product.pictureUrl) : null;
  return (
    <Paper withBorder radius="md" p={8} className={classes.product} data-testid="product-card">
      <Group gap={10} wrap="nowrap" align="flex-start">
        {picture && <img src={picture} alt="" width={56} height={56} className={classes.productPicture} />}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={700} lineClamp={2}>
            {product.title}
          </Text>
          <Text size="sm">{formatMoney(product.price, product.currency)}</Text>
          {product.stock !== null && product.stock <= 5 && (
            <Text size="xs" c={product.stock === 0 ? 'red.8' : 'dimmed'}>
              {product.stock === 0 ? msg.chat.productSoldOut : msg.chat.productLeft(product.stock)}
            </Text>
          )}
          <Group gap={10} mt={2}>
            {buyable && (
              <Button
                size="compact-sm"
                radius="xl"
                disabled={busy}
                onClick={() => onBuy(msg.chat.buyMessage(product.title))}
                aria-label={`${msg.chat.productBuy}: ${product.title}`}
              >
                {msg.chat.productBuy}
              </Button>
            )}
            {href && (
              <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                {msg.chat.productSee}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function LinkButton({ link }: { link: MessageLink }) {
  const href = safeHref(link.url);
  if (!href) return null;
  const Icon = LINK_ICONS[link.key] ?? IconWorld;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="compact-sm"
      radius="xl"
      color={linkColor(link.hexa) ?? 'indigo'}
      leftSection={<Icon size={16} />}
      // Long titles wrap inside the bubble instead of being cut or pushing the list sideways.
      styles={{
        root: { height: 'auto', minHeight: 26, maxWidth: '100%', paddingBlock: 3 },
        label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3, overflowWrap: 'anywhere' },
      }}
    >
      {link.title || link.url}
    </Button>
  );
}

/**
 * One message's balloon: the visitor's on the right, the bot's and the owner's on the left. `speaker` names
 * who says it for screen readers, beside the balloon (the balloon's text stays the message's own).
 */
function Bubble({
  testId,
  speaker,
  mine = false,
  bg,
  c,
  children,
}: {
  testId: string;
  speaker?: string;
  mine?: boolean;
  bg: string;
  c?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.row} data-mine={mine || undefined}>
      {speaker && <VisuallyHidden>{speaker}</VisuallyHidden>}
      <Box
        data-testid={testId}
        // A long address or word breaks inside the bubble: nothing in the chat scrolls sideways.
        className={classes.bubble}
        bg={bg}
        c={c}
        px="sm"
        py={8}
        bdrs="lg"
      >
        {children}
      </Box>
    </div>
  );
}

/** Plain text: what a person types (visitor or owner) is never read as markup. */
function PersonText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

function BotBubble({
  message,
  speaker,
  contacts,
  onBuy,
  busy = false,
}: {
  message: ChatMessage;
  speaker: string;
  contacts?: ContactContext;
  /** Sends the card's «Comprar» as the visitor's message. */
  onBuy?: (text: string) => void;
  busy?: boolean;
}) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Bubble testId="bot-message" speaker={speaker} bg="var(--mantine-color-default-hover)">
      <Stack gap={8}>
        {message.message && <BotMarkdown text={message.message} contacts={contacts} />}
        {message.messageFiles.length > 0 && (
          <Group gap={6}>
            {message.messageFiles.map((file, i) => (
              <UnstyledButton
                key={`${file}-${i}`}
                onClick={() => setViewing(i)}
                aria-label={msg.chat.attachment(i + 1)}
              >
                <img
                  src={file}
                  alt=""
                  width={72}
                  height={72}
                  style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }}
                />
              </UnstyledButton>
            ))}
          </Group>
        )}
        {message.products && message.products.length > 0 && (
          <Stack gap={6}>
            {message.products.map((product) => (
              <ProductCard key={product.publicationId} product={product} onBuy={onBuy} busy={busy} />
            ))}
          </Stack>
        )}
        {message.messageLinks.length > 0 && (
          <Group gap={6}>
            {message.messageLinks.map((link, i) => (
              <LinkButton key={`${link.url}-${i}`} link={link} />
            ))}
          </Group>
        )}
      </Stack>
      {message.messageFiles.length > 0 && (
        <ImageViewer
          files={message.messageFiles}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
    </Bubble>
  );
}

function UserBubble({ message }: { message: ChatMessage }) {
  return (
    <Bubble testId="user-message" speaker={msg.chat.speakerYou} mine bg="indigo.6" c="white">
      <PersonText text={message.message} />
    </Bubble>
  );
}

function OwnerBubble({ message, author }: { message: ChatMessage; author: string }) {
  return (
    <Bubble testId="owner-message" bg="var(--mantine-color-teal-light)">
      <Text size="xs" fw={700} c="teal.8">
        {author}
      </Text>
      <PersonText text={message.message} />
    </Bubble>
  );
}

export interface ChatPanelProps {
  /** No bot: the platform's own assistant. */
  bot: ChatBot | null;
  /** A tip-card phrase: the conversation becomes just that bot message. */
  seedPhrase?: string;
  onClose?: () => void;
  /** Inside the embeddable widget: the host site (sent with each message), and the panel fills its frame. */
  embed?: { origin: string | null };
  /** The message list's largest height (CSS), when the panel must fit a screen with other things on it. */
  listMaxHeight?: string;
  /** The panel fills its container's height and the list takes what is left (the widget, the global chat). */
  fill?: boolean;
  /** Each new value puts the cursor in the input (the bot page's "Chatear"); set when the panel mounts, too. */
  focusRequest?: number;
  /** A message goes (typed or a chip): the bot page gives the conversation the whole screen. */
  onSend?: () => void;
}

/** Whether the person uses a mouse or a touchpad: focus may move by itself without raising a keyboard. */
const finePointer = () => window.matchMedia?.('(pointer: fine)').matches ?? false;

/** The chat of spec section 2: header, message list, suggested questions and input. */
export default function ChatPanel({
  bot,
  seedPhrase,
  onClose,
  embed,
  listMaxHeight,
  fill = !!embed,
  focusRequest = 0,
  onSend,
}: ChatPanelProps) {
  const config = appConfig();
  const input = useRef<HTMLInputElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  /** How the message on its way was sent: typed (the cursor stays in the input) or a chip. */
  const sentBy = useRef<'input' | 'chip'>('input');
  const { messages, writing, streamed, chips, owner, draft, setDraft, send, sendSoon } = useConversation({
    bot,
    seedPhrase,
    origin: embed?.origin ?? null,
    onSettled: () =>
      setTimeout(() => {
        // The input keeps the cursor while the bot writes (the phone's keyboard stays open). Only when the
        // focus was lost (a chip that went away) does it come back, and after a chip only with a mouse: a
        // phone's keyboard would rise over the reply the person is about to read.
        const active = document.activeElement;
        const lost = !active || active === document.body;
        if (lost && (sentBy.current === 'input' || finePointer()))
          input.current?.focus({ preventScroll: true });
      }, 0),
  });

  useEffect(() => {
    // The page scrolls the panel into view itself: focusing must not jump the page a second time.
    if (focusRequest > 0) input.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  const count = messages.length;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }, [count, writing, streamed]);

  const name = bot?.name ?? config.appName;
  // The platform bot has its public page like any bot (spec: the header links to the bot page), not /bot.
  const to = paths.bot(bot ? bot.alias || bot.botId : config.platformBotId);
  const ownerAuthor = owner ? msg.handoff.ownerAuthor(owner.name) : msg.handoff.ownerUnknown;
  const botSpeaker = msg.chat.speakerBot(name);
  // Once the visitor has written, the suggestions give their room to the conversation.
  const started = messages.some((message) => message.from === 'user');
  const headerStyle = { minWidth: 0, display: 'flex', alignItems: 'center', gap: 10 } as const;
  const heading = (
    <>
      <Avatar src={bot?.pictureUrl ?? null} radius="xl" size={40} color="indigo" alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text fw={700} truncate="end" aria-live="polite">
        {writing ? msg.chat.writing : name}
      </Text>
    </>
  );

  const list = (
    <Stack gap={8} p="sm" aria-label={msg.chat.messages} role="log">
      {messages.map((message) =>
        message.from === 'user' ? (
          <UserBubble key={message.key} message={message} />
        ) : message.from === 'owner' ? (
          <OwnerBubble key={message.key} message={message} author={ownerAuthor} />
        ) : (
          <BotBubble
            key={message.key}
            message={message}
            speaker={botSpeaker}
            contacts={bot?.contacts}
            busy={writing}
            onBuy={(text) => {
              sentBy.current = 'chip';
              onSend?.();
              sendSoon(text);
            }}
          />
        ),
      )}
      {writing && streamed !== null && (
        // Read once, whole, when it is done: a screen reader would otherwise read every few words.
        <div aria-hidden>
          <Bubble testId="bot-message-streaming" bg="var(--mantine-color-default-hover)">
            <BotMarkdown text={streamed} />
          </Bubble>
        </div>
      )}
      {writing && streamed === null && (
        <Box
          style={{ alignSelf: 'flex-start' }}
          bg="var(--mantine-color-default-hover)"
          px="md"
          py={10}
          bdrs="lg"
          aria-label={msg.chat.writing}
          role="status"
        >
          <Loader type="dots" size="sm" color="indigo" />
        </Box>
      )}
    </Stack>
  );

  return (
    <Stack
      gap="sm"
      data-testid="chat-panel"
      h={fill ? '100%' : undefined}
      style={fill ? { flex: 1, minHeight: 0 } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {embed ? (
          // In the widget the bot's page opens beside the host site, never inside the small frame.
          <Anchor
            href={`${config.publicUrl}${to}`}
            target="_blank"
            rel="noopener"
            underline="never"
            c="inherit"
            style={headerStyle}
          >
            {heading}
          </Anchor>
        ) : (
          <Anchor
            component={Link}
            to={to}
            onClick={onClose}
            underline="never"
            c="inherit"
            style={headerStyle}
          >
            {heading}
          </Anchor>
        )}
        {onClose && <CloseButton aria-label={msg.chat.close} onClick={onClose} size="lg" />}
      </Group>

      {owner?.attending && (
        <Text size="xs" c="teal.8" fw={600} role="status">
          {msg.handoff.ownerAttending(owner.name)}
        </Text>
      )}

      {fill ? (
        <Paper withBorder radius="md" p={0} style={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <ScrollArea viewportRef={viewport} type="auto" style={{ flex: 1 }}>
            {list}
          </ScrollArea>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={0}>
          <ScrollArea.Autosize
            mah={listMaxHeight ?? Layout.chatListMaxHeightPx}
            viewportRef={viewport}
            type="auto"
          >
            {list}
          </ScrollArea.Autosize>
        </Paper>
      )}

      {chips.length > 0 ? (
        // One row that scrolls sideways: the conversation keeps the height, however many questions there are.
        <div
          className={classes.chips}
          data-started={started || undefined}
          aria-label={msg.chat.suggested}
          role="group"
          data-testid="chat-chips"
        >
          {chips.map((chip) => (
            <Button
              key={chip}
              variant="light"
              radius="xl"
              size={started ? 'compact-xs' : 'compact-sm'}
              className={classes.chip}
              classNames={{ label: classes.chipLabel }}
              title={chip}
              disabled={writing}
              onClick={() => {
                sentBy.current = 'chip';
                onSend?.();
                sendSoon(chip);
              }}
            >
              {chip}
            </Button>
          ))}
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {msg.chat.noQuestions}
        </Text>
      )}

      <form
        onSubmit={(event) => {
          event.preventDefault();
          sentBy.current = 'input';
          if (draft.trim() && !writing) onSend?.();
          void send(draft);
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            ref={input}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            placeholder={msg.chat.input}
            aria-label={msg.chat.input}
            // Never disabled while the bot writes: a disabled input loses the cursor and the phone's keyboard
            // closes after every message. The next message waits for the reply (Send is off meanwhile).
            enterKeyHint="send"
            autoComplete="off"
            maxLength={500}
            radius="xl"
            style={{ flex: 1 }}
          />
          <ActionIcon
            type="submit"
            size={36}
            radius="xl"
            aria-label={msg.chat.send}
            disabled={writing || !draft.trim()}
            // Tapping Send leaves the cursor in the input, as in a messaging app.
            onMouseDown={(event) => event.preventDefault()}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </form>
      <Text size="xs" c="dimmed" ta="center" mt={-6}>
        {msg.chat.ownerReads}
      </Text>
    </Stack>
  );
}
