import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { msg } from '../shared/messages.es';
import { getSessionState, restoreSession } from './features/accounts/session-store';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/navigation';
import { paths } from './paths';
import { ErrorPage, NotFoundPage, RouteErrorBoundary } from './routes/error-page';
import { HomePage } from './routes/home';
import { SignOutPage } from './routes/sign-out';
import { UnderConstruction } from './routes/under-construction';

const p = msg.pages;

/** The "auth" guard: restores the session and sends visitors without one to /auth. */
function requireSession() {
  restoreSession();
  if (getSessionState().status === 'anonymous') throw redirect(paths.signIn());
  return null;
}

function page(path: string, title: string, handle: RouteHandle): RouteObject {
  return { path, handle, element: <UnderConstruction title={title} /> };
}

const publicPage: RouteHandle = { back: 'home' };
const authPage: RouteHandle = { back: 'home', hideCreate: true };
const panelChild: RouteHandle = { back: 'panel' };
const other: RouteHandle = { back: 'other' };

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorPage status={500} />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomePage />, handle: { back: 'none' } satisfies RouteHandle },
          page('about', p.about, publicPage),
          page('contact', p.contact, publicPage),
          page('questions', p.questions, publicPage),
          page('privacy', p.privacy, other),
          page('terms', p.terms, other),
          { path: 'error', element: <ErrorPage status={500} />, handle: other },
          page('new', p.newPage, publicPage),
          page('auth', p.signIn, { ...authPage, showSignUp: true }),
          page('auth/new', p.signUp, authPage),
          page('auth/new/:token', p.activate, authPage),
          page('auth/password', p.password, authPage),
          page('auth/reset', p.resetRequest, authPage),
          page('auth/reset/:token', p.resetPassword, authPage),
          page('bots', p.explore, publicPage),
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
              { index: true, handle: publicPage, element: <UnderConstruction title={p.dashboard} /> },
              page('bots', p.myBots, panelChild),
              page('bots/new', p.newBot, { back: 'myBots', hideCreate: true }),
              page('bots/:id', p.editBot, { back: 'myBots' }),
              page('members', p.members, other),
              page('qa', p.qa, other),
              page('tips', p.tips, other),
              page('notifications', p.notifications, panelChild),
              page('settings', p.settings, panelChild),
              { path: 'out', element: <SignOutPage />, handle: panelChild },
            ],
          },
          { ...page('bot', p.platformBot, other), loader: requireSession },
          page('a/:id', p.profile, { back: 'profile' }),
          page(':alias', p.bot, { back: 'bot', hideFloating: true }),
          { path: '*', element: <NotFoundPage />, handle: other },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
