import type { DirectoryFilters } from '../shared/directory-url';
import { returnQuery, type SignInReason } from '../shared/return-path';

export { isSignInReason, returnPath, type SignInReason } from '../shared/return-path';

/** Every route path of spec section 2 and its href builder, in one place. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  contact: () => '/contact',
  questions: () => '/questions',
  privacy: () => '/privacy',
  terms: () => '/terms',
  error: () => '/error',
  new: () => '/new',
  /**
   * `next`: where to go once signed in (a path of this app), instead of the panel; `reason`: what the
   * visitor was doing, which the sign-in page explains. Sign-up and activation carry both on.
   */
  signIn: (next?: string | null, reason?: SignInReason | null) => `/auth${returnQuery(next, reason)}`,
  signUp: (next?: string | null, reason?: SignInReason | null) => `/auth/new${returnQuery(next, reason)}`,
  activate: (token: string) => `/auth/new/${encodeURIComponent(token)}`,
  password: () => '/auth/password',
  resetRequest: () => '/auth/reset',
  resetPassword: (token: string) => `/auth/reset/${encodeURIComponent(token)}`,
  /** The directory with its filters: q, tags, cat (spec section 2), the place filters and the order. */
  explore: (query?: DirectoryFilters) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
    const search = params.toString();
    return search ? `/bots?${search}` : '/bots';
  },
  dashboard: () => '/dashboard',
  myBots: () => '/dashboard/bots',
  newBot: () => '/dashboard/bots/new',
  editBot: (id: string) => `/dashboard/bots/${encodeURIComponent(id)}`,
  /** The owner's inbox of a bot; `tab` opens Contactos or Sin respuesta, `c` one conversation. */
  botInbox: (id: string, query?: { tab?: 'leads' | 'unanswered'; c?: string }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
    const search = params.toString();
    return `/dashboard/bots/${encodeURIComponent(id)}/inbox${search ? `?${search}` : ''}`;
  },
  botStats: (id: string) => `/dashboard/bots/${encodeURIComponent(id)}/stats`,
  /** A bot's team: its members, saved answers, lead stages and the reader's alerts (issue 42). */
  botTeam: (id: string) => `/dashboard/bots/${encodeURIComponent(id)}/team`,
  /** A bot's webhooks and its owner's API keys (issue 43). */
  botIntegrations: (id: string) => `/dashboard/bots/${encodeURIComponent(id)}/integrations`,
  /** An invitation to a bot's team, behind the token its e-mail carries. */
  invitation: (token: string) => `/invitaciones/${encodeURIComponent(token)}`,
  members: () => '/dashboard/members',
  qa: () => '/dashboard/qa',
  tips: () => '/dashboard/tips',
  notifications: () => '/dashboard/notifications',
  settings: () => '/dashboard/settings',
  signOut: () => '/dashboard/out',
  profile: (heroOrId: string) => `/a/${encodeURIComponent(heroOrId)}`,
  platformBot: () => '/bot',
  bot: (aliasOrId: string) => `/${encodeURIComponent(aliasOrId)}`,
  /** The marketplace with its filters: q, typed, country, city. */
  marketplace: (query?: { q?: string; typed?: string; country?: string; city?: string }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
    const search = params.toString();
    return search ? `/marketplace?${search}` : '/marketplace';
  },
  publication: (id: string) => `/marketplace/${encodeURIComponent(id)}`,
  newPublication: () => '/marketplace/new',
  editPublication: (id: string) => `/marketplace/${encodeURIComponent(id)}/edit`,
  myPublications: () => '/dashboard/publications',
  cart: () => '/cart',
  /** Without a tab the page opens on the person's own side: "Ventas" for a seller (issue 38). */
  orders: (tab?: 'sales' | 'purchases') => (tab ? `/orders?tab=${tab}` : '/orders'),
  purchase: (orderId: string) => `/orders/purchase/${encodeURIComponent(orderId)}`,
  /** An order placed in a conversation, behind the key of its link (no account needed). */
  guestOrder: (key: string) => `/pedido/${encodeURIComponent(key)}`,
  sale: (orderId: string) => `/orders/sale/${encodeURIComponent(orderId)}`,
} as const;
