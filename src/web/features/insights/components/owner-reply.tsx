import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerPause, IconSend } from '@tabler/icons-react';
import type { MessagingChannel } from '../../../../shared/channels';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Timing } from '../../../../shared/constants';
import { insightsText } from '../../../../shared/messages/insights.es';
import { msg } from '../../../../shared/messages.es';
import { metaCard } from '../../../../shared/messages/meta-card';
import { whatsappCard } from '../../../../shared/messages/whatsapp-card';
import { OwnerReplySchema, WidgetLimits } from '../../../../shared/schemas/widget';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useReplyToConversation, useSetHandoff } from '../api/insights';
import { activePause, formatTime } from '../insights-format';
import { ChannelIcon } from '../../../components/channel-icon';
import { TemplateReply } from './template-reply';
import { CannedMenu, CannedSuggestions, matchingReplies, typedShortcut } from './canned-suggestions';
import { cannedRepliesQuery } from '../../../lib/team-queries';
import type { CannedReply } from '../../../../shared/schemas/team';
import { useQuery } from '@tanstack/react-query';

const t = insightsText.transcript;

/** Typing keeps the bot paused; one call per this long is plenty (the pause itself lasts 10 minutes). */
const PAUSE_THROTTLE_MS = 30_000;

/**
 * Meta's reply windows: on WhatsApp a reply reaches the customer only within 24 h of their last message; on
 * Messenger and Instagram within 24 h, then for 7 days as a person's reply (the HUMAN_AGENT tag).
 */
export interface ReplyWindow {
  channel: MessagingChannel;
  open: boolean;
  closesAt: string | null;
  humanAgent: boolean;
}

/** What the reply box says about the window while it is open. */
function windowNote(window: ReplyWindow): string | null {
  if (!window.closesAt) return null;
  const time = formatDateTime(window.closesAt);
  if (window.channel === 'whatsapp') return whatsappCard.windowClosesAt(time);
  const name = msg.meta.names[window.channel];
  return window.humanAgent
    ? `${msg.meta.humanAgentWindow(name)} ${metaCard.humanAgentUntil(time)}`
    : metaCard.windowOpen(name, time);
}

/**
 * The owner's hand reply under an open transcript, and the bot's pause: typing pauses the bot in this
 * conversation, replying keeps it quiet for 10 minutes, "Reanudar bot" lets it answer again. On a messaging
 * channel (`replyWindow`), the box says until when a reply can go out, and why it cannot once the window closed.
 */
export function OwnerReply({
  botId,
  conversationId,
  botPausedUntil,
  replyWindow,
}: {
  botId: string;
  conversationId: string;
  botPausedUntil: string | null;
  replyWindow?: ReplyWindow;
}) {
  const reply = useReplyToConversation(botId, conversationId);
  const handoff = useSetHandoff(botId, conversationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [resuming, setResuming] = useState(false);
  const lastPauseAt = useRef(0);
  const canned = useQuery(cannedRepliesQuery(botId)).data?.replies ?? [];
  const suggestions = matchingReplies(canned, typedShortcut(text));
  const [active, setActive] = useState(0);
  const suggestionsId = `canned-${conversationId}`;

  /** A saved answer replaces the "/atajo" typed, or goes after what was written. */
  const insertCanned = (reply: CannedReply) => {
    const current = typedShortcut(text) === null ? text.trimEnd() : '';
    handleChange(current ? `${current}\n${reply.text}` : reply.text);
    setActive(0);
  };

  const pauseWhileTyping = () => {
    const now = Date.now();
    if (now - lastPauseAt.current < PAUSE_THROTTLE_MS) return;
    lastPauseAt.current = now;
    // Best effort: sending the reply pauses the bot anyway.
    void handoff.mutateAsync(true).catch(() => undefined);
  };

  const handleChange = (value: string) => {
    setText(value);
    setActive(0);
    setError(undefined);
    if (value.trim()) pauseWhileTyping();
  };

  const send = async () => {
    if (sending) return;
    const parsed = OwnerReplySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await reply.mutateAsync(parsed.data.text);
      lastPauseAt.current = Date.now();
      setText('');
    } catch (failure) {
      // The text stays in the box: nothing the owner wrote is lost.
      const fieldError = failure instanceof ApiError ? failure.fields?.text : undefined;
      if (fieldError) setError(fieldError);
      else toastError(failure);
    } finally {
      setSending(false);
    }
  };

  const handleResume = async () => {
    setResuming(true);
    try {
      await handoff.mutateAsync(false);
      lastPauseAt.current = 0;
      toast(t.resumed, { color: 'success' });
    } catch (failure) {
      toastError(failure);
    } finally {
      setResuming(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length && !event.nativeEvent.isComposing) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        insertCanned(suggestions[Math.min(active, suggestions.length - 1)]!);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const pausedUntil = activePause(botPausedUntil);
  const closed = replyWindow ? !replyWindow.open : false;

  return (
    <Stack gap="xs" data-testid="owner-reply">
      {pausedUntil ? (
        <Paper
          radius="md"
          p="sm"
          bg="yellow.0"
          style={{ border: '1px solid var(--mantine-color-yellow-3)' }}
          role="status"
          data-testid="handoff-paused"
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap={8} wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px' }}>
              <IconPlayerPause size={18} style={{ flex: 'none', marginTop: 2 }} aria-hidden />
              <Text size="sm">{t.pausedUntil(formatTime(pausedUntil))}</Text>
            </Group>
            <Button
              size="xs"
              radius="xl"
              variant="white"
              color="dark"
              loading={resuming}
              onClick={() => void handleResume()}
            >
              {t.resume}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Text size="xs" c="dimmed">
          {t.pauseHint(Math.round(Timing.handoffSilenceMs / 60_000))}
        </Text>
      )}
      {replyWindow &&
        (closed ? (
          <Alert
            color="gray"
            variant="light"
            icon={<ChannelIcon channel={replyWindow.channel} size={18} />}
            role="status"
            data-testid="reply-window-closed"
          >
            {replyWindow.channel === 'whatsapp'
              ? msg.whatsapp.windowClosed
              : msg.meta.windowClosed(msg.meta.names[replyWindow.channel])}
          </Alert>
        ) : (
          windowNote(replyWindow) && (
            <Text size="xs" c="dimmed" data-testid="reply-window-open">
              {windowNote(replyWindow)}
            </Text>
          )
        ))}
      {closed && replyWindow?.channel === 'whatsapp' && (
        <TemplateReply botId={botId} conversationId={conversationId} />
      )}
      <form onSubmit={handleSubmit}>
        <Textarea
          label={t.replyLabel}
          placeholder={t.replyPlaceholder}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={WidgetLimits.replyMax}
          value={text}
          onChange={(event) => handleChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          readOnly={sending}
          disabled={closed}
          error={error}
          aria-autocomplete="list"
          aria-controls={suggestions.length ? suggestionsId : undefined}
          aria-activedescendant={suggestions.length ? `${suggestionsId}-${active}` : undefined}
        />
        <CannedSuggestions id={suggestionsId} replies={suggestions} active={active} onPick={insertCanned} />
        <Text size="xs" c="dimmed" visibleFrom="sm" mt={4}>
          {t.replyKeys}
        </Text>
        <Group justify="space-between" gap="xs" mt={6} wrap="wrap">
          <CannedMenu replies={canned} disabled={closed || sending} onPick={insertCanned} />
          <Button
            type="submit"
            radius="xl"
            ml="auto"
            loading={sending}
            disabled={closed}
            leftSection={<IconSend size={16} />}
            style={{ flex: 'none' }}
          >
            {t.reply}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
