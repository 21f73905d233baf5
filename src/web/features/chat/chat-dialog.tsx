import './chat-styles';
import { Button, CloseButton, Group, Loader, Paper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Layout } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { useSession } from '../../lib/session-store';
import { appConfig } from '../../lib/app-config';
import ChatPanel from './chat-panel';
import { closeChat, openChat, useChatUi } from './chat-store';
import classes from './chat-dialog.module.css';

const LIST_MAX_HEIGHT = `min(${Layout.chatListMaxHeightPx}px, calc(100dvh - 280px))`;

/**
 * The global chat opened by the floating "Hola" button or a tip-card phrase: a panel anchored above the
 * button, a sheet across the bottom on phones. It does not dim or lock the page (a non-modal dialog); Escape closes it.
 */
export default function ChatDialog() {
  const ui = useChatUi();
  const session = useSession();
  const userId = session.status === 'anonymous' ? '' : session.session.userId;
  const { appName } = appConfig();
  const name = ui.bot?.name ?? appName;

  useEffect(() => {
    if (!ui.chatOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeChat();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ui.chatOpen]);

  if (!ui.chatOpen) return null;
  return (
    <Paper
      id="global-chat"
      role="dialog"
      aria-modal={false}
      aria-label={msg.chat.dialogTitle(ui.loadingBot ? msg.tips.loadingBot : name)}
      className={classes.panel}
      shadow="xl"
      radius="lg"
      withBorder
    >
      {ui.loadingBot ? (
        <>
          <Group justify="flex-end">
            <CloseButton aria-label={msg.chat.close} onClick={closeChat} size="lg" />
          </Group>
          <div className={classes.loading} role="status">
            <Loader type="dots" />
            <Text c="dimmed">{msg.tips.loadingBot}</Text>
          </div>
        </>
      ) : (
        <>
          {ui.bot && (
            // A business's bot chosen from the tip card: the platform's assistant stays one tap away.
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => openChat(null)}
              style={{ alignSelf: 'flex-start' }}
              mb={4}
            >
              {msg.chat.backToAssistant(appName)}
            </Button>
          )}
          <ChatPanel
            // A new bot, person or tip-card phrase is a new conversation.
            key={`${userId}:${ui.bot?.botId ?? ''}:${ui.seed?.nonce ?? ''}`}
            bot={ui.bot}
            seedPhrase={ui.seed?.phrase}
            onClose={closeChat}
            // At most 460 px of messages (spec section 2), less on a short screen: the input stays in view.
            listMaxHeight={LIST_MAX_HEIGHT}
          />
        </>
      )}
    </Paper>
  );
}
