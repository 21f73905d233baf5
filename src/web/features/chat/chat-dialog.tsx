import './chat-styles';
import { Modal } from '@mantine/core';
import { msg } from '../../../shared/messages.es';
import { useSession } from '../accounts/session-store';
import { appConfig } from '../../lib/app-config';
import ChatPanel from './chat-panel';
import { closeChat, useChatUi } from './chat-store';

/** The global chat dialog opened by the floating "Hola" button or a tip-card phrase. */
export default function ChatDialog() {
  const ui = useChatUi();
  const session = useSession();
  const userId = session.status === 'anonymous' ? '' : session.session.userId;
  const name = ui.bot?.name ?? appConfig().appName;
  return (
    <Modal
      opened={ui.chatOpen}
      onClose={closeChat}
      withCloseButton={false}
      title={undefined}
      aria-label={msg.chat.dialogTitle(name)}
      size="lg"
      radius="lg"
      padding="md"
      yOffset="4vh"
      zIndex={300}
    >
      {ui.chatOpen && (
        <ChatPanel
          // A new bot, person or tip-card phrase is a new conversation.
          key={`${userId}:${ui.bot?.botId ?? ''}:${ui.seed?.nonce ?? ''}`}
          bot={ui.bot}
          seedPhrase={ui.seed?.phrase}
          onClose={closeChat}
        />
      )}
    </Modal>
  );
}
