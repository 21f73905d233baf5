/**
 * Where a visitor goes back to after signing in, and why they were sent away: carried by the sign-in and
 * sign-up pages' addresses and by the activation e-mail's link, so that someone who had to create an
 * account still ends up where they started (a bot's page with the rating form open, say).
 */

/** Why a visitor is sent to sign in from a page: told on the sign-in and sign-up pages. */
export type SignInReason = 'subscribe' | 'rate';

export const SIGN_IN_REASONS = ['subscribe', 'rate'] as const satisfies readonly SignInReason[];

export function isSignInReason(value: string | null | undefined): value is SignInReason {
  return value === 'subscribe' || value === 'rate';
}

/** Longer than any path of this app; a longer `next` is refused rather than cut. */
export const RETURN_PATH_MAX = 300;

// Browsers drop tabs and line breaks from addresses ("/\t/evil.example" is "//evil.example") and read a
// backslash as a slash, so none of them may appear anywhere in the path.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/** A `next` that stays inside this app ("/cart", not "//evil.example" or the sign-in itself), or null. */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || next.length > RETURN_PATH_MAX || UNSAFE.test(next)) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  return next === '/auth' || next.startsWith('/auth?') ? null : next;
}

/** `?next=…&reason=…` for what is given (empty when nothing is). */
export function returnQuery(next?: string | null, reason?: SignInReason | null): string {
  const params = new URLSearchParams();
  const path = returnPath(next);
  if (path) params.set('next', path);
  if (path && reason) params.set('reason', reason);
  const search = params.toString();
  return search ? `?${search}` : '';
}
