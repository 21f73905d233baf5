import { Affix, Button } from '@mantine/core';
import { IconBulb, IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Timing } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import { openChat, scheduleTipAutoShow, toggleTip, useChatUi } from '../features/chat/chat-store';

// The card and the dialog load on first use: the first download of a page carries only the buttons.
const TipCard = lazy(() => import('../features/chat/tip-card'));
const ChatDialog = lazy(() => import('../features/chat/chat-dialog'));

/** The "Bots" tip-card toggle and the "Hola" chat button, on every page but the bot page. */
export function FloatingButtons() {
  const ui = useChatUi();
  useEffect(() => scheduleTipAutoShow(Timing.tipCardAutoShowMs), []);
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }}>
        <Button
          radius="xl"
          variant="white"
          color="indigo"
          leftSection={<IconBulb size={18} />}
          onClick={toggleTip}
          aria-pressed={ui.tipOpen}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {msg.floating.tips}
        </Button>
      </Affix>
      <Affix position={{ bottom: 16, right: 16 }}>
        <Button
          radius="xl"
          leftSection={<IconMessageCircle size={18} />}
          onClick={() => openChat()}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {msg.floating.chat}
        </Button>
      </Affix>
      <Suspense fallback={null}>
        {ui.tipUsed && <TipCard />}
        {ui.chatUsed && <ChatDialog />}
      </Suspense>
    </>
  );
}
