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
import { ANONYMOUS_USER_ID, Layout, Timing } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { MessageLink } from '../../../shared/schemas/chat';
import { useSession } from '../../lib/session-store';
import { appConfig } from '../../lib/app-config';
import { toast } from '../../lib/toast';
import { paths } from '../../paths';
import { BotMarkdown } from '../../components/bot-markdown';
import { sendChatMessage } from './chat-api';
import type { ChatBot } from './chat-store';
import {
  botMessage,
  browserStorage,
  getConversation,
  lastOwnerReplyAt,
  saveConversation,
  userMessage,
  withOwnerReplies,
  type ChatMessage,
  type StoredConversation,
} from './conversation-storage';
import { ImageViewer } from './image-viewer';
import { safeHref } from '../../lib/markdown';
import { chatSuggestions } from './suggestions';
import { useOwnerReplies } from './use-owner-replies';

const LINK_ICONS: Record<string, typeof IconWorld> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  whatsapp: IconBrandWhatsapp,
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function linkColor(hexa: string): string | undefined {
  const value = hexa.trim();
  if (/^#?[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i.test(value))
    return value.startsWith('#') ? value : `#${value}`;
  return undefined;
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

/** One message's balloon: the visitor's on the right, the bot's and the owner's on the left. */
function Bubble({
  testId,
  mine = false,
  bg,
  c,
  children,
}: {
  testId: string;
  mine?: boolean;
  bg: string;
  c?: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid={testId}
      // A long address or word breaks inside the bubble: nothing in the chat scrolls sideways.
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '88%',
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
      bg={bg}
      c={c}
      px="sm"
      py={8}
      bdrs="lg"
    >
      {children}
    </Box>
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

function BotBubble({ message }: { message: ChatMessage }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Bubble testId="bot-message" bg="var(--mantine-color-default-hover)">
      <Stack gap={8}>
        {message.message && <BotMarkdown text={message.message} />}
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
    <Bubble testId="user-message" mine bg="indigo.6" c="white">
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

function initialConversation(userId: string, botId: string, seedPhrase?: string): StoredConversation {
  const storage = browserStorage();
  const stored = storage
    ? getConversation(storage, userId, botId)
    : { userId, botId, conversation: [], conversationId: null };
  if (seedPhrase) return { ...stored, conversation: [botMessage(seedPhrase)], conversationId: null };
  if (stored.conversation.length === 0) return { ...stored, conversation: [botMessage(msg.chat.greeting)] };
  return stored;
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
}

/** The chat of spec section 2: header, message list, suggested questions and input. */
export default function ChatPanel({
  bot,
  seedPhrase,
  onClose,
  embed,
  listMaxHeight,
  fill = !!embed,
  focusRequest = 0,
}: ChatPanelProps) {
  const session = useSession();
  const userId = session.status === 'anonymous' ? ANONYMOUS_USER_ID : session.session.userId;
  const config = appConfig();
  const botId = bot?.botId ?? config.platformBotId;
  const [entry, setEntry] = useState(() => initialConversation(userId, botId, seedPhrase));
  const latest = useRef(entry);
  const [writing, setWriting] = useState(false);
  // The reply's words while the language model writes them (server-sent `delta` events); null otherwise.
  const [streamed, setStreamed] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<string[]>([]);
  const [questions] = useState(() => chatSuggestions(bot?.intents));
  const viewport = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  // The owner's name once the server told it, and whether the owner is attending by hand right now.
  const [owner, setOwner] = useState<{ name: string; attending: boolean } | null>(null);

  useEffect(() => {
    alive.current = true;
    // A tip-card phrase replaces the stored conversation at once.
    if (seedPhrase) {
      const storage = browserStorage();
      if (storage) saveConversation(storage, latest.current);
    }
    return () => {
      alive.current = false;
    };
  }, [seedPhrase]);

  useEffect(() => {
    // The page scrolls the panel into view itself: focusing must not jump the page a second time.
    if (focusRequest > 0) input.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  const count = entry.conversation.length;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }, [count, writing, streamed]);

  const commit = (next: StoredConversation) => {
    latest.current = next;
    if (alive.current) setEntry(next);
    const storage = browserStorage();
    if (storage) saveConversation(storage, next);
  };

  useOwnerReplies(
    botId,
    entry.conversationId,
    () => lastOwnerReplyAt(latest.current.conversation),
    (updates) => {
      const conversation = withOwnerReplies(latest.current.conversation, updates.messages);
      if (conversation !== latest.current.conversation) commit({ ...latest.current, conversation });
      setOwner({ name: updates.ownerName, attending: updates.ownerActive });
    },
  );

  const send = async (raw: string) => {
    const message = raw.trim();
    if (!message || writing) return;
    const withUser = {
      ...latest.current,
      conversation: [...latest.current.conversation, userMessage(message)],
    };
    commit(withUser);
    setText('');
    setOptions([]);
    setWriting(true);
    let streaming = false;
    try {
      const reply = await sendChatMessage(
        bot?.botId ?? null,
        message,
        withUser.conversationId,
        embed?.origin ?? null,
        (words) => {
          streaming = true;
          if (alive.current) setStreamed((shown) => (shown ?? '') + words);
        },
      );
      if (reply.ownerActive) {
        // The owner is answering by hand: the bot stays quiet and the owner's reply arrives by polling.
        commit({ ...latest.current, conversationId: reply.conversationId });
        setOwner((known) => (known ? { ...known, attending: true } : known));
        return;
      }
      // The spec's pause before the bot's reply, unless its words are already showing as they are written.
      if (!streaming) await wait(Timing.botReplyDelayMs);
      const answer = botMessage(reply.message || reply.intent || '', reply.messageFiles, reply.messageLinks);
      commit({
        ...latest.current,
        conversation: [...latest.current.conversation, answer],
        conversationId: reply.conversationId,
      });
      if (alive.current) setOptions(reply.options);
    } catch {
      toast(msg.chat.offline, { color: 'warning' });
    } finally {
      if (alive.current) {
        setStreamed(null);
        setWriting(false);
        setTimeout(() => input.current?.focus(), 0);
      }
    }
  };

  const sendSoon = (question: string) => {
    if (writing) return;
    setTimeout(() => void send(question), Timing.suggestedQuestionDelayMs);
  };

  const name = bot?.name ?? config.appName;
  const to = bot ? paths.bot(bot.alias || bot.botId) : paths.platformBot();
  const chips = options.length > 0 ? options : questions;
  const ownerAuthor = owner ? msg.handoff.ownerAuthor(owner.name) : msg.handoff.ownerUnknown;
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
      {entry.conversation.map((message) =>
        message.from === 'user' ? (
          <UserBubble key={message.key} message={message} />
        ) : message.from === 'owner' ? (
          <OwnerBubble key={message.key} message={message} author={ownerAuthor} />
        ) : (
          <BotBubble key={message.key} message={message} />
        ),
      )}
      {writing && streamed !== null && (
        <Bubble testId="bot-message-streaming" bg="var(--mantine-color-default-hover)">
          <BotMarkdown text={streamed} />
        </Bubble>
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
        <Group gap={6} aria-label={msg.chat.suggested} role="group">
          {chips.map((chip) => (
            <Button
              key={chip}
              variant="light"
              radius="xl"
              size="compact-sm"
              disabled={writing}
              onClick={() => sendSoon(chip)}
              // Long questions wrap instead of being cut on narrow screens.
              styles={{
                root: { height: 'auto', minHeight: 26, maxWidth: '100%', paddingBlock: 3 },
                label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 },
              }}
            >
              {chip}
            </Button>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {msg.chat.noQuestions}
        </Text>
      )}

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send(text);
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            ref={input}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder={msg.chat.input}
            aria-label={msg.chat.input}
            disabled={writing}
            maxLength={500}
            radius="xl"
            style={{ flex: 1 }}
          />
          <ActionIcon
            type="submit"
            size={36}
            radius="xl"
            aria-label={msg.chat.send}
            disabled={writing || !text.trim()}
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
