import type { DirectoryFilters } from '../shared/directory-url';

/** Why a visitor is sent to sign in from a page: told on the sign-in page. */
export type SignInReason = 'subscribe' | 'rate';

export function isSignInReason(value: string | null): value is SignInReason {
  return value === 'subscribe' || value === 'rate';
}

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
   * visitor was doing, which the sign-in page explains.
   */
  signIn: (next?: string, reason?: SignInReason) => {
    const params = new URLSearchParams();
    if (next) params.set('next', next);
    if (reason) params.set('reason', reason);
    const search = params.toString();
    return search ? `/auth?${search}` : '/auth';
  },
  signUp: () => '/auth/new',
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
  orders: (tab?: 'sales') => (tab ? `/orders?tab=${tab}` : '/orders'),
  purchase: (orderId: string) => `/orders/purchase/${encodeURIComponent(orderId)}`,
  sale: (orderId: string) => `/orders/sale/${encodeURIComponent(orderId)}`,
} as const;

/** A `next` that stays inside this app ("/cart", not "//evil.example" or the sign-in itself), or null. */
export function returnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next === '/auth' || next.startsWith('/auth?') ? null : next;
}
