import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { plainChatOnPage, plainChatSettled, takeOverPlainChat } from './features/chat/plain-chat-handover';
import { loadAppConfig } from './lib/app-config';
import { registerServiceWorker } from './lib/service-worker';
import { getSessionState } from './lib/session-store';
import { yieldToBrowser } from './lib/yield-to-browser';
import { Providers } from './providers';
import { createRouter } from './router';

type Router = ReturnType<typeof createRouter>;

/** Resolves when the first screen's code and data are in (its lazy module and loaders have run). */
function initialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The app's stylesheet arrives as `media="print"` so that it does not hold the first view (see
 * stylesheetAfterFirstView in vite.config.ts). Resolves once it has loaded, with what switches it on.
 */
async function appStyles(): Promise<() => void> {
  // Asking a stylesheet for its rules (link.sheet) can make the browser parse it there and then: in a task
  // of its own, not in the router's.
  await yieldToBrowser();
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  await Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          // A stylesheet that failed must not keep the app from starting.
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  return () => {
    for (const link of links) link.media = 'all';
  };
}

/**
 * Switches the app's stylesheet on in the commit that replaces the first view, before anything measures
 * or paints. Switched on earlier, the browser styled and laid out the first view again under the app's
 * rules, a long task on a slow phone for a view about to go. First among the root's children, so that its
 * layout effect runs before any other component's.
 */
function AppStyles({ switchOn }: { switchOn: () => void }) {
  useLayoutEffect(() => {
    switchOn();
    // bench/slow-phone.ts reads when the app started and when it drew the page.
    performance.mark('app:drawn');
  }, [switchOn]);
  return null;
}

async function start() {
  performance.mark('app:start');
  const config = await loadAppConfig();
  // The entry's modules were just evaluated in this task; the router starts loading the screen in the next.
  await yieldToBrowser();
  const router = createRouter();
  // The server's first view (src/server/features/seo/first-view.ts) stays on screen until the app can draw
  // the real page in its place, rather than a blank or a spinner in between.
  const [, switchStylesOn] = await Promise.all([initialized(router), appStyles()]);
  // The bot page's plain chat works before the app (issue 38): the app takes its place only when no
  // message is on its way and nothing is typed in it, and its chat opens with that conversation.
  const plainChat = plainChatOnPage();
  if (plainChat) {
    await plainChatSettled();
    const session = getSessionState();
    takeOverPlainChat(
      plainChatOnPage() ?? plainChat,
      session.status === 'anonymous' ? undefined : session.session.userId,
    );
  }
  document.title = config.appName;
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React draw the first screen in slices that yield to the browser (taps, scrolling)
  // instead of one long task on a slow phone; the first view stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppStyles switchOn={switchStylesOn} />
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

void start();
// Production builds only: in development Vite serves modules that a worker's caches must not hold.
if (import.meta.env.PROD) registerServiceWorker();
