import { Affix, Box, Button } from '@mantine/core';
import { IconBulb, IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
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
import { useIsErrorPageShown } from './floating-visibility';

// The card and the panel load on first use: the first download of a page carries only the buttons.
const TipCard = lazy(() => import('../features/chat/tip-card'));
const ChatDialog = lazy(() => import('../features/chat/chat-dialog'));

/** The tip card opens a phrase's bot through the bots feature's cached query. */
const loadBot: LoadBot = (ref, viewerId) => queryClient.fetchQuery(botQuery(ref, viewerId));

/** The launchers' distance from the screen's edges, and the room the end of every page leaves for them. */
const EDGE_PX = 16;
const LAUNCHER_ROOM_PX = 72;
/** Points tried under a launcher: one every this many pixels across, on three lines. */
const PROBE_STEP_PX = 10;

/** What a person may need to press, type in or read that a launcher must never sit over. */
const CONTROL =
  'input, textarea, select, button, a[href], label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="slider"], [role="combobox"], [contenteditable="true"]';
/** Where plain text is needed too: a form's hints and errors, alerts, tables. */
const NEEDED_TEXT = 'form, [role="alert"], [role="status"], table, [role="dialog"]';

const hasOwnText = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());

/** Whether the page's topmost element at a point (past `skip`) is a control or a needed text. */
function neededAt(x: number, y: number, skip: (element: Element) => boolean): boolean {
  const under = document.elementsFromPoint(x, y).find((element) => !skip(element));
  if (!under) return false;
  if (under.closest(CONTROL)) return true;
  return hasOwnText(under) && !!under.closest(NEEDED_TEXT);
}

/** Whether a control or a needed text is under a box of the screen, tried at points spread over it. */
function coversSomething(box: DOMRect, skip: (element: Element) => boolean): boolean {
  if (box.width === 0 || box.height === 0) return false;
  const xs: number[] = [];
  for (let x = box.left + 2; x < box.right - 1; x += PROBE_STEP_PX) xs.push(x);
  xs.push(box.right - 2);
  const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
  return xs.some((x) => ys.some((y) => neededAt(x, y, skip)));
}

/**
 * The launchers step aside (fade out, not pressable) while a control or a needed text is under them, and
 * come back when the page moves on: checked once a frame at most, when the page scrolls, resizes, changes
 * or moves the focus. One that has the keyboard's focus stays.
 */
function useStepAside(refs: RefObject<HTMLElement | null>[]): boolean[] {
  const [aside, setAside] = useState<boolean[]>(() => refs.map(() => false));
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const launchers = refs.map((ref) => ref.current).filter((el): el is HTMLElement => !!el);
      const next = refs.map((ref) => {
        const launcher = ref.current;
        if (!launcher || launcher.contains(document.activeElement)) return false;
        // Past the launchers, their own boxes and what holds them (the Affix).
        const own = (element: Element) =>
          launchers.some((one) => one.contains(element) || element.contains(one));
        return coversSomething(launcher.getBoundingClientRect(), own);
      });
      setAside((current) => (current.every((value, i) => value === next[i]) ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    const events = ['scroll', 'resize', 'focusin', 'focusout', 'transitionend'] as const;
    for (const name of events) window.addEventListener(name, schedule, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const name of events) window.removeEventListener(name, schedule, { capture: true });
    };
  }, [refs]);
  return aside;
}

/** Where the tip card shows (tip-card.tsx): above "Bots", at most 340 px wide, about 130 px tall. */
function tipCardBox(): DOMRect {
  const width = Math.min(TIP_CARD_WIDTH_PX, window.innerWidth - 2 * EDGE_PX);
  const height = 130;
  return new DOMRect(EDGE_PX, window.innerHeight - 68 - height, width, height);
}

/**
 * Whether the tip card may show by itself now: not while the visitor is typing in a field (one with text in
 * it: a search box the page focused is not the visitor typing), nor over a control or a needed text.
 */
function tipCardFits(): boolean {
  const field = document.activeElement?.closest('input, textarea, [contenteditable="true"]');
  const typing =
    !!field &&
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value !== ''
      : !!field.textContent?.trim());
  const launcher = (element: Element) => !!element.closest('[data-floating-launcher]');
  return !typing && !coversSomething(tipCardBox(), launcher);
}

const asideStyle = (aside: boolean) =>
  ({
    transition: 'opacity 150ms ease, transform 150ms ease, visibility 150ms',
    opacity: aside ? 0 : 1,
    transform: aside ? 'translateY(12px)' : 'none',
    visibility: aside ? 'hidden' : 'visible',
  }) as const;

/** The "Bots" and "Hola" launchers, with the tip card and the global chat they open. */
function Launchers() {
  const ui = useChatUi();
  const tips = useRef<HTMLDivElement>(null);
  const chat = useRef<HTMLDivElement>(null);
  const [refs] = useState(() => [tips, chat]);
  const [tipsAside, chatAside] = useStepAside(refs);
  useEffect(() => scheduleTipAutoShow(Timing.tipCardAutoShowMs, tipCardFits), []);
  return (
    <>
      <Box h={LAUNCHER_ROOM_PX} aria-hidden />
      <Affix position={{ bottom: EDGE_PX, left: EDGE_PX }}>
        <div ref={tips} style={asideStyle(!!tipsAside)} data-testid="floating-tips" data-floating-launcher>
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
        </div>
      </Affix>
      <Affix position={{ bottom: EDGE_PX, right: EDGE_PX }}>
        <div ref={chat} style={asideStyle(!!chatAside)} data-testid="floating-chat" data-floating-launcher>
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
        </div>
      </Affix>
      <Suspense fallback={null}>
        {ui.tipUsed && <TipCard loadBot={loadBot} />}
        {ui.chatUsed && <ChatDialog />}
      </Suspense>
    </>
  );
}

/**
 * The "Bots" tip-card toggle and the "Hola" chat button (spec section 2): on every page but the bot page,
 * which has its own chat (a bot address that leads nowhere shows them, with its error page). They never sit
 * over a control or a needed text: they step aside while one is under them, and the end of every page
 * leaves room for them.
 */
export function FloatingButtons({ hiddenByRoute = false }: { hiddenByRoute?: boolean }) {
  const errorShown = useIsErrorPageShown();
  if (hiddenByRoute && !errorShown) return null;
  return <Launchers />;
}
