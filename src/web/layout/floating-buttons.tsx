import { Affix, Box, Button } from '@mantine/core';
import { IconBulb, IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Timing } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import {
  openChat,
  scheduleTipAutoShow,
  TIP_CARD_WIDTH_PX,
  toggleTip,
  useChatUi,
} from '../features/chat/chat-store';
import { botQuery } from '../features/bots/api/get-bot';
import type { LoadBot } from '../features/chat/tip-card';
import { queryClient } from '../lib/query-client';

// The card and the panel load on first use: the first download of a page carries only the buttons.
const TipCard = lazy(() => import('../features/chat/tip-card'));
const ChatDialog = lazy(() => import('../features/chat/chat-dialog'));

/** The tip card opens a phrase's bot through the bots feature's cached query. */
const loadBot: LoadBot = (ref, viewerId) => queryClient.fetchQuery(botQuery(ref, viewerId));

/** The launchers' distance from the screen's edges, and the room the end of every page leaves for them. */
const EDGE_PX = 16;
const LAUNCHER_ROOM_PX = 72;

/**
 * Whether the tip card, shown by itself, would cover nothing: never on phones and tablets, and on a wide
 * screen only when every column of the page starts to the right of where the card sits.
 */
function tipCardFits(): boolean {
  if (!window.matchMedia('(min-width: 75em)').matches) return false;
  const cardRight = EDGE_PX + TIP_CARD_WIDTH_PX + EDGE_PX;
  const columns = document.querySelectorAll('main .mantine-Container-root');
  return (
    columns.length > 0 && [...columns].every((column) => column.getBoundingClientRect().left >= cardRight)
  );
}

/**
 * The "Bots" tip-card toggle and the "Hola" chat button, on the pages people browse (not on the bot page,
 * forms or dashboards). They may float over a scrolling list; the end of the page leaves room for them.
 */
export function FloatingButtons() {
  const ui = useChatUi();
  useEffect(() => scheduleTipAutoShow(Timing.tipCardAutoShowMs, tipCardFits), []);
  return (
    <>
      <Box h={LAUNCHER_ROOM_PX} aria-hidden />
      <Affix position={{ bottom: EDGE_PX, left: EDGE_PX }}>
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
      <Affix position={{ bottom: EDGE_PX, right: EDGE_PX }}>
        <Button
          radius="xl"
          leftSection={<IconMessageCircle size={18} />}
          onClick={() => openChat()}
          aria-expanded={ui.chatOpen}
          aria-controls={ui.chatOpen ? 'global-chat' : undefined}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {msg.floating.chat}
        </Button>
      </Affix>
      <Suspense fallback={null}>
        {ui.tipUsed && <TipCard loadBot={loadBot} />}
        {ui.chatUsed && <ChatDialog />}
      </Suspense>
    </>
  );
}
