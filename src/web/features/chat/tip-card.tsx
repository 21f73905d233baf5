import './chat-styles';
import {
  ActionIcon,
  Affix,
  Avatar,
  Group,
  Paper,
  Text,
  Transition,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Paging, Timing } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { BotDetail } from '../../../shared/schemas/bots';
import { useSession } from '../../lib/session-store';
import { api } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';
import { botKeys } from '../../lib/bot-cache';
import { toast } from '../../lib/toast';
import {
  chatBotOf,
  closeChat,
  closeTip,
  openChat,
  openChatLoading,
  TIP_CARD_WIDTH_PX,
  useChatUi,
} from './chat-store';
import { parsePhrases, rotateIndex, truncatePhrase, welcomePhrases, type TipPhrase } from './tip-phrases';

async function loadPhrases(): Promise<TipPhrase[]> {
  const config = appConfig();
  try {
    const phrases = parsePhrases(
      await api<unknown>('/bots-phrases', { query: { limit: Paging.phrasesLimit } }),
    );
    if (phrases) return phrases;
  } catch (error) {
    console.error(error);
  }
  toast(msg.tips.loadingWelcome, { color: 'info', timeout: Timing.phrasesFallbackToastMs });
  return welcomePhrases(config.platformBotId, config.appName);
}

/** Reads a phrase's bot by alias or id; the shell passes the bots feature's cached query. */
export type LoadBot = (ref: string, viewerId: string | undefined) => Promise<{ bot: BotDetail }>;

/** Opens the phrase's bot in the global chat with the phrase as its only message, then closes the card. */
async function openPhrase(phrase: TipPhrase, viewerId: string | undefined, loadBot: LoadBot) {
  if (phrase.botId === appConfig().platformBotId) {
    openChat(null, phrase.phrase);
    closeTip();
    return;
  }
  // The panel opens at once and says it is loading the bot, rather than a toast over the page.
  openChatLoading();
  closeTip();
  try {
    const { bot } = await loadBot(phrase.alias || phrase.botId, viewerId);
    openChat(chatBotOf(bot), phrase.phrase);
  } catch (error) {
    console.error(error);
    closeChat();
    toast(msg.tips.botError, { color: 'red' });
  }
}

/** The floating tip card of spec section 2: one phrase at a time, rotating every 10 s while visible. */
export default function TipCard({ loadBot }: { loadBot: LoadBot }) {
  const ui = useChatUi();
  // The card steps aside while the chat dialog is open.
  const tipOpen = ui.tipOpen && !ui.chatOpen;
  const session = useSession();
  const viewerId = session.status === 'anonymous' ? undefined : session.session.userId;
  // The key carries the auth state: signing in or out reloads the phrases.
  const query = useQuery({
    queryKey: botKeys.phrases(viewerId),
    queryFn: loadPhrases,
    staleTime: Infinity,
    enabled: tipOpen,
  });
  const phrases = query.data ?? [];
  const [index, setIndex] = useState(0);
  const current = phrases.length ? phrases[index % phrases.length] : undefined;
  const count = phrases.length;

  useEffect(() => {
    if (!tipOpen || count < 2) return;
    const timer = setInterval(() => setIndex((i) => rotateIndex(i, 1, count)), Timing.tipCardRotateMs);
    return () => clearInterval(timer);
  }, [tipOpen, count, index]);

  useEffect(() => {
    if (!tipOpen) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"], [role="dialog"]')) return;
      if (event.key === 'Escape') closeTip();
      else if (event.key === 'ArrowLeft') setIndex((i) => rotateIndex(i, -1, count));
      else if (event.key === 'ArrowRight') setIndex((i) => rotateIndex(i, 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tipOpen, count]);

  return (
    <Affix position={{ bottom: 68, left: 16 }} zIndex={190}>
      <Transition mounted={tipOpen && !!current} transition="slide-up" duration={200}>
        {(style) => (
          <Paper
            style={{ ...style, width: `min(${TIP_CARD_WIDTH_PX}px, calc(100vw - 32px))` }}
            shadow="lg"
            radius="lg"
            withBorder
            p="sm"
            role="region"
            aria-label={msg.tips.card}
            data-testid="tip-card"
          >
            {current && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {/* Named by what it shows (WCAG 2.5.3): "Chatear con" is read before the name and phrase. */}
                <UnstyledButton
                  onClick={() => void openPhrase(current, viewerId, loadBot)}
                  data-bot-name={current.botName}
                  style={{ flex: 1, minWidth: 0, display: 'flex', gap: 10, alignItems: 'center' }}
                >
                  <VisuallyHidden>{msg.tips.openPrefix}</VisuallyHidden>
                  <Avatar src={current.botPictureUrl} radius="xl" size={40} color="indigo" alt="" aria-hidden>
                    {current.botName.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" fw={600} truncate="end">
                      {current.botName}
                    </Text>
                    <Text size="sm" lh={1.35} title={current.phrase}>
                      {truncatePhrase(current.phrase)}
                    </Text>
                  </div>
                </UnstyledButton>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={msg.tips.close}
                  onClick={closeTip}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            )}
            {count > 1 && (
              <Group justify="flex-end" gap={4} mt={6}>
                <ActionIcon
                  variant="light"
                  size="sm"
                  radius="xl"
                  aria-label={msg.tips.previous}
                  onClick={() => setIndex((i) => rotateIndex(i, -1, count))}
                >
                  <IconChevronLeft size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  size="sm"
                  radius="xl"
                  aria-label={msg.tips.next}
                  onClick={() => setIndex((i) => rotateIndex(i, 1, count))}
                >
                  <IconChevronRight size={14} />
                </ActionIcon>
              </Group>
            )}
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
