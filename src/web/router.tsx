import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { msg } from '../shared/messages.es';
import { getSessionState, restoreSession } from './lib/session-store';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/navigation';
import { PageLoader } from './components/page-loader';
import { paths } from './paths';
import { yieldToBrowser } from './lib/yield-to-browser';
import { ErrorPage, NotFoundPage, RouteErrorBoundary } from './routes/error-page';
import { SignOutPage } from './routes/sign-out';

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

interface ScreenModule {
  default: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** A screen's code loads when it is first visited, so the home page's first download does not grow. */
function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => {
    // Asked for while the router starts: announcing the screen's files (<link rel=modulepreload>) goes to a
    // task of its own rather than lengthening the router's.
    await yieldToBrowser();
    const { default: Component, loader, shouldRevalidate } = await load();
    // The screen's modules were evaluated as they arrived; its loader (data, more code) runs in a new task.
    await yieldToBrowser();
    return {
      Component,
      ...(loader ? { loader } : {}),
      ...(shouldRevalidate ? { shouldRevalidate } : {}),
    };
  };
}

function screen(
  path: string,
  handle: RouteHandle,
  load: () => Promise<ScreenModule>,
  title?: string,
): RouteObject {
  return { path, handle: title ? { ...handle, title } : handle, lazy: lazyScreen(load) };
}

const publicPage: RouteHandle = { back: 'home' };
// The floating "Bots" and "Hola" buttons are on every page but the bot page (spec section 2, issue 38); they
// step aside from any control they would cover (layout/floating-buttons.tsx).
const authPage: RouteHandle = { back: 'home', hideCreate: true };
const panelChild: RouteHandle = { back: 'panel' };
const panelHome: RouteHandle = { back: 'home' };
const panelOther: RouteHandle = { back: 'other' };
const other: RouteHandle = { back: 'other' };
const contactPage: RouteHandle = { back: 'home' };
// "Nuevo Bot" gives way on the buying and order screens: on a phone the cart button needs its room.
const marketplace: RouteHandle = { back: 'marketplace', hideCreate: true };
const cart: RouteHandle = marketplace;
// Marketplace screens come in two downloads (see buyer-screens.ts): one import each keeps the first download small.
const buyerScreens = () => import('./routes/marketplace/buyer-screens');
const accountScreens = () => import('./routes/marketplace/account-screens');
const publicationEditorScreen = () => accountScreens().then((m) => ({ default: m.PublicationEditorPage }));
const orderScreen = () => accountScreens().then((m) => ({ default: m.OrderPage }));
const publicationEditor: RouteHandle = { back: 'myPublications', hideCreate: true };
const orders: RouteHandle = { back: 'orders', hideCreate: true };
const insights: RouteHandle = { back: 'myBots' };
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
          {
            index: true,
            handle: { back: 'none' } satisfies RouteHandle,
            // Lazy like every screen, so that the entry every page downloads does not carry the home; the
            // server names the home's files in the HTML it sends for `/` (modulepreload), so they come with
            // the entry, not after it.
            lazy: lazyScreen(() => import('./routes/home')),
          },
          screen('about', publicPage, () => import('./routes/content/about'), p.about),
          screen('contact', contactPage, () => import('./routes/content/contact'), p.contact),
          screen('questions', publicPage, () => import('./routes/content/questions'), p.questions),
          screen('privacy', other, () => import('./routes/content/privacy'), p.privacy),
          screen('terms', other, () => import('./routes/content/terms'), p.terms),
          { path: 'error', element: <ErrorPage status={500} />, handle: other },
          // Declared by the spec without content: "new" is a new bot, so the path leads to its form (decision 043).
          { path: 'new', loader: () => redirect(paths.newBot()) },
          screen('auth', { ...authPage, showSignUp: true }, () => import('./routes/auth/sign-in'), p.signIn),
          screen('auth/new', authPage, () => import('./routes/auth/sign-up'), p.signUp),
          screen('auth/new/:token', authPage, () => import('./routes/auth/activate'), p.activate),
          {
            loader: requireSession,
            children: [
              screen('auth/password', authPage, () => import('./routes/auth/change-password'), p.password),
            ],
          },
          screen('auth/reset', authPage, () => import('./routes/auth/reset-request'), p.resetRequest),
          screen(
            'auth/reset/:token',
            authPage,
            () => import('./routes/auth/reset-password'),
            p.resetPassword,
          ),
          screen('bots', publicPage, () => import('./routes/bots'), p.explore),
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
              {
                index: true,
                handle: { ...panelHome, title: p.dashboard },
                lazy: lazyScreen(() => import('./routes/dashboard/panel')),
              },
              screen('bots', panelChild, () => import('./routes/dashboard/my-bots'), p.myBots),
              screen(
                'bots/new',
                { back: 'myBots', hideCreate: true },
                () => import('./routes/dashboard/bot-editor'),
                p.newBot,
              ),
              screen(
                'bots/:id',
                { back: 'myBots' },
                () => import('./routes/dashboard/bot-editor'),
                p.editBot,
              ),
              screen(
                'bots/:id/inbox',
                insights,
                () => insightScreens().then((m) => m.inboxScreen()),
                p.inbox,
              ),
              screen(
                'bots/:id/stats',
                insights,
                () => insightScreens().then((m) => m.statsScreen()),
                p.stats,
              ),
              screen('bots/:id/team', insights, () => insightScreens().then((m) => m.teamScreen()), p.team),
              screen(
                'bots/:id/integrations',
                insights,
                () => insightScreens().then((m) => m.integrationsScreen()),
                p.integrations,
              ),
              screen('members', panelOther, () => import('./routes/dashboard/members'), p.members),
              screen('qa', panelOther, () => import('./routes/dashboard/qa'), p.qa),
              screen('tips', panelOther, () => import('./routes/dashboard/tips'), p.tips),
              screen(
                'notifications',
                panelChild,
                () => import('./routes/dashboard/notifications'),
                p.notifications,
              ),
              screen('settings', panelChild, () => import('./routes/dashboard/settings'), p.settings),
              screen(
                'publications',
                panelChild,
                () => accountScreens().then((m) => ({ default: m.MyPublicationsPage })),
                p.myPublications,
              ),
              { path: 'out', element: <SignOutPage />, handle: { ...panelChild, title: p.signOut } },
            ],
          },
          // The guard sits on a parent: the lazy screen brings its own loader (the bot's prefetch).
          {
            loader: requireSession,
            children: [screen('bot', panelOther, () => import('./routes/platform-bot'), p.platformBot)],
          },
          // Marketplace: browsing and the cart are public; selling and orders need a session.
          screen(
            'marketplace',
            publicPage,
            () => buyerScreens().then((m) => ({ default: m.MarketplacePage })),
            p.marketplace,
          ),
          screen(
            'marketplace/:id',
            marketplace,
            () => buyerScreens().then((m) => ({ default: m.PublicationPage })),
            p.publication,
          ),
          screen('cart', cart, () => buyerScreens().then((m) => ({ default: m.CartPage })), p.cart),
          {
            loader: requireSession,
            children: [
              screen('marketplace/new', publicationEditor, publicationEditorScreen, p.newPublication),
              screen('marketplace/:id/edit', publicationEditor, publicationEditorScreen, p.editPublication),
              screen(
                'orders',
                panelChild,
                () => accountScreens().then((m) => ({ default: m.OrdersPage })),
                p.orders,
              ),
              screen('orders/purchase/:orderId', orders, orderScreen, p.order),
              screen('orders/sale/:orderId', orders, orderScreen, p.order),
            ],
          },
          // The built-in payment sandbox's checkout: only the order's buyer completes it (signed in, or a
          // guest with the key of an order placed in a conversation; the screen asks for a session otherwise).
          screen(
            'sandbox/checkout/:preferenceId',
            orders,
            () => accountScreens().then((m) => ({ default: m.SandboxCheckoutPage })),
            p.checkout,
          ),
          // An order placed in a conversation, behind its private link (issue 40).
          screen('pedido/:key', publicPage, () => import('./routes/orders/guest-order'), p.order),
          // An invitation to a bot's team, behind the token its e-mail carries (issue 42).
          screen('invitaciones/:token', publicPage, () => import('./routes/invitation'), p.invitation),
          // The visitor's booking behind its private link (issue 39).
          screen('turnos/:token', publicPage, () => import('./routes/appointment'), p.appointment),
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
