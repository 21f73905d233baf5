import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { msg } from '../shared/messages.es';
import { getSessionState, restoreSession } from './features/accounts/session-store';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/navigation';
import { PageLoader } from './components/page-loader';
import { paths } from './paths';
import { ErrorPage, NotFoundPage, RouteErrorBoundary } from './routes/error-page';
import { HomePage } from './routes/home';
import { SignOutPage } from './routes/sign-out';
import { UnderConstruction } from './routes/under-construction';

const p = msg.pages;

/** The "auth" guard: restores the session and sends visitors without one to /auth, and back after. */
function requireSession({ request }: { request: Request }) {
  restoreSession();
  if (getSessionState().status === 'anonymous') {
    const url = new URL(request.url);
    throw redirect(paths.signIn(`${url.pathname}${url.search}`));
  }
  return null;
}

function page(path: string, title: string, handle: RouteHandle): RouteObject {
  return { path, handle, element: <UnderConstruction title={title} /> };
}

interface ScreenModule {
  default: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** A screen's code loads when it is first visited, so the home page's first download does not grow. */
function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => {
    const { default: Component, loader, shouldRevalidate } = await load();
    return {
      Component,
      ...(loader ? { loader } : {}),
      ...(shouldRevalidate ? { shouldRevalidate } : {}),
    };
  };
}

function screen(path: string, handle: RouteHandle, load: () => Promise<ScreenModule>): RouteObject {
  return { path, handle, lazy: lazyScreen(load) };
}

const publicPage: RouteHandle = { back: 'home' };
// On forms and dashboards nothing floats over an input or a button: the tip card and "Hola" stay on the
// pages people browse (issue 18).
const authPage: RouteHandle = { back: 'home', hideCreate: true, hideFloating: true };
const panelChild: RouteHandle = { back: 'panel', hideFloating: true };
const panelHome: RouteHandle = { back: 'home', hideFloating: true };
const panelOther: RouteHandle = { back: 'other', hideFloating: true };
const other: RouteHandle = { back: 'other' };
// "Nuevo Bot" gives way on the buying and order screens: on a phone the cart button needs its room.
const market: RouteHandle = { back: 'marketplace', hideCreate: true };
const cart: RouteHandle = { ...market, hideFloating: true };
// Marketplace screens come in two downloads (see buyer-screens.ts): one import each keeps the first download small.
const buyerScreens = () => import('./routes/marketplace/buyer-screens');
const accountScreens = () => import('./routes/marketplace/account-screens');
const publicationEditorScreen = () => accountScreens().then((m) => ({ default: m.PublicationEditorPage }));
const orderScreen = () => accountScreens().then((m) => ({ default: m.OrderPage }));
const publicationEditor: RouteHandle = { back: 'myPublications', hideCreate: true, hideFloating: true };
const orders: RouteHandle = { back: 'orders', hideCreate: true, hideFloating: true };
// The floating buttons and tips would cover the inbox's lists and the charts.
const insights: RouteHandle = { back: 'myBots', hideFloating: true };
const insightScreens = () => import('./routes/dashboard/insights/screens');

export const routes: RouteObject[] = [
  // The widget's chat panel, framed by the owner's site: no header, menu or floating buttons.
  {
    path: 'embed/:alias',
    errorElement: <ErrorPage status={500} />,
    hydrateFallbackElement: <PageLoader />,
    lazy: lazyScreen(() => import('./routes/embed')),
  },
  {
    element: <AppLayout />,
    errorElement: <ErrorPage status={500} />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        // Shown inside the layout while a lazy screen loads on the first visit.
        hydrateFallbackElement: <PageLoader />,
        children: [
          { index: true, element: <HomePage />, handle: { back: 'none' } satisfies RouteHandle },
          screen('about', publicPage, () => import('./routes/content/about')),
          screen('contact', publicPage, () => import('./routes/content/contact')),
          screen('questions', publicPage, () => import('./routes/content/questions')),
          screen('privacy', other, () => import('./routes/content/privacy')),
          screen('terms', other, () => import('./routes/content/terms')),
          { path: 'error', element: <ErrorPage status={500} />, handle: other },
          page('new', p.newPage, publicPage),
          screen('auth', { ...authPage, showSignUp: true }, () => import('./routes/auth/sign-in')),
          screen('auth/new', authPage, () => import('./routes/auth/sign-up')),
          screen('auth/new/:token', authPage, () => import('./routes/auth/activate')),
          {
            loader: requireSession,
            children: [screen('auth/password', authPage, () => import('./routes/auth/change-password'))],
          },
          screen('auth/reset', authPage, () => import('./routes/auth/reset-request')),
          screen('auth/reset/:token', authPage, () => import('./routes/auth/reset-password')),
          screen('bots', publicPage, () => import('./routes/bots')),
          // /b is kept as a permanent alias: /b → /bots and /b/{slug} → /{slug} (server answers 301 too).
          {
            path: 'b',
            loader: ({ request }) => redirect(`${paths.explore()}${new URL(request.url).search}`),
          },
          { path: 'b/:slug', loader: ({ params }) => redirect(paths.bot(params.slug ?? '')) },
          {
            path: 'dashboard',
            loader: requireSession,
            children: [
              { index: true, handle: panelHome, lazy: lazyScreen(() => import('./routes/dashboard/panel')) },
              screen('bots', panelChild, () => import('./routes/dashboard/my-bots')),
              screen(
                'bots/new',
                { back: 'myBots', hideCreate: true, hideFloating: true },
                () => import('./routes/dashboard/bot-editor'),
              ),
              screen(
                'bots/:id',
                { back: 'myBots', hideFloating: true },
                () => import('./routes/dashboard/bot-editor'),
              ),
              screen('bots/:id/inbox', insights, () => insightScreens().then((m) => m.inboxScreen())),
              screen('bots/:id/stats', insights, () => insightScreens().then((m) => m.statsScreen())),
              screen('members', panelOther, () => import('./routes/dashboard/members')),
              screen('qa', panelOther, () => import('./routes/dashboard/qa')),
              screen('tips', panelOther, () => import('./routes/dashboard/tips')),
              screen('notifications', panelChild, () => import('./routes/dashboard/notifications')),
              screen('settings', panelChild, () => import('./routes/dashboard/settings')),
              screen('publications', panelChild, () =>
                accountScreens().then((m) => ({ default: m.MyPublicationsPage })),
              ),
              { path: 'out', element: <SignOutPage />, handle: panelChild },
            ],
          },
          // The guard sits on a parent: the lazy screen brings its own loader (the bot's prefetch).
          { loader: requireSession, children: [screen('bot', other, () => import('./routes/platform-bot'))] },
          // Marketplace: browsing and the cart are public; selling and orders need a session.
          screen('marketplace', publicPage, () =>
            buyerScreens().then((m) => ({ default: m.MarketplacePage })),
          ),
          screen('marketplace/:id', market, () =>
            buyerScreens().then((m) => ({ default: m.PublicationPage })),
          ),
          screen('cart', cart, () => buyerScreens().then((m) => ({ default: m.CartPage }))),
          {
            loader: requireSession,
            children: [
              screen('marketplace/new', publicationEditor, publicationEditorScreen),
              screen('marketplace/:id/edit', publicationEditor, publicationEditorScreen),
              screen('orders', panelChild, () => accountScreens().then((m) => ({ default: m.OrdersPage }))),
              screen('orders/purchase/:orderId', orders, orderScreen),
              screen('orders/sale/:orderId', orders, orderScreen),
              // The built-in payment sandbox's checkout: only the order's signed-in buyer completes it.
              screen('sandbox/checkout/:preferenceId', orders, () =>
                accountScreens().then((m) => ({ default: m.SandboxCheckoutPage })),
              ),
            ],
          },
          screen('a/:id', { back: 'profile' }, () => import('./routes/profile')),
          screen(':alias', { back: 'bot', hideFloating: true }, () => import('./routes/bot-page')),
          { path: '*', element: <NotFoundPage />, handle: other },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
