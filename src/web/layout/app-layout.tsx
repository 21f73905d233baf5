import { Box, LoadingOverlay } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation, useRevalidator } from 'react-router';
import { restoreSession, useSession } from '../lib/session-store';
import { BackFactsContext } from './back-facts';
import { DialogHost } from '../components/dialog-host';
import { closeSharer } from '../components/share-store';
import { SharerHost } from '../components/sharer-host';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { backLinkFor, type BackFacts } from './navigation';
import { TopBar } from './top-bar';
import { useRouteHandle } from './use-route-handle';
import { usePageTitle } from '../lib/use-page-title';
import { msg } from '../../shared/messages.es';
import classes from './app-layout.module.css';

// Drawers load on first use: a visitor who never opens them does not download them.
const LeftDrawer = lazy(() => import('./left-drawer'));
const RightDrawer = lazy(() => import('./right-drawer'));

/** The page's main landmark, where the skip link leads. */
const MAIN_ID = 'contenido';

/** The global layout of spec section 2: top bar, drawers, page, footer and floating buttons. */
export function AppLayout() {
  const session = useSession();
  const handle = useRouteHandle();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [leftOpen, setLeftOpen] = useState(false);
  const [rightOpen, setRightOpen] = useState(false);
  const [drawersUsed, setDrawersUsed] = useState(false);
  const [backFacts, setBackFacts] = useState<BackFacts>({});

  // On every route change the right drawer closes (adjusted during render, not in an effect)...
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setRightOpen(false);
  }
  // ...sharing closes, the session is loaded if missing ("load-auth") and a new page starts at its top. Not
  // when the app first draws: the visitor may already have scrolled the server's first view, and asking
  // for a scroll there forces a layout in the middle of the first render's long task.
  const drawnPath = useRef<string | null>(null);
  useEffect(() => {
    closeSharer();
    restoreSession();
    if (drawnPath.current !== null && drawnPath.current !== location.pathname) window.scrollTo({ top: 0 });
    drawnPath.current = location.pathname;
  }, [location.pathname]);

  // When the session expires or the server stops accepting its token, the guards run again: a protected
  // page sends its visitor to /auth. A chosen sign-out (/dashboard/out) goes home by itself.
  const ended = session.status === 'anonymous' ? session.ended : undefined;
  const revalidate = revalidator.revalidate;
  useEffect(() => {
    if (ended === 'expired' || ended === 'unauthorized') void revalidate();
  }, [ended, revalidate]);

  usePageTitle(handle.title);

  // The footer is never in the first screen (the page above it is at least a screen tall): it is drawn
  // after the page, in slices (a transition), so that the page's first draw is smaller on a slow phone.
  const [footerShown, setFooterShown] = useState(false);
  useEffect(() => startTransition(() => setFooterShown(true)), []);

  const user = session.status === 'authenticated' ? session.session.user : null;
  const back = backLinkFor(handle.back ?? 'other', backFacts);

  return (
    <BackFactsContext.Provider value={setBackFacts}>
      {/* The first stop of the keyboard on every page: past the bar and the menus, to the page itself. */}
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {msg.nav.skipToContent}
      </a>
      <TopBar
        session={session}
        handle={handle}
        back={back}
        onOpenLeft={() => {
          setDrawersUsed(true);
          setLeftOpen(true);
        }}
        onOpenRight={() => {
          setDrawersUsed(true);
          setRightOpen(true);
        }}
      />
      {drawersUsed && (
        <Suspense fallback={null}>
          <LeftDrawer opened={leftOpen} onClose={() => setLeftOpen(false)} user={user} />
          <RightDrawer opened={rightOpen} onClose={() => setRightOpen(false)} session={session} />
        </Suspense>
      )}
      {/* Focusable from the skip link only (tabIndex -1): the next Tab goes on from the page's start. */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        className={classes.main}
        pos="relative"
        mih="calc(100dvh - 56px)"
      >
        <LoadingOverlay visible={navigation.state === 'loading'} overlayProps={{ blur: 1 }} zIndex={50} />
        <Outlet />
      </Box>
      {footerShown && <Footer />}
      <FloatingButtons hiddenByRoute={!!handle.hideFloating} />
      <DialogHost />
      <SharerHost />
    </BackFactsContext.Provider>
  );
}
