import { useSearchParams } from 'react-router';
import { isSignInReason, returnPath, type SignInReason } from '../paths';

/**
 * Where the sign-in, sign-up and activation pages send a visitor back to, and why they were sent here:
 * `?next=…&reason=…` as paths.signIn and paths.signUp write it. A `next` that leaves the app is ignored,
 * and a reason only counts with a way back (the promise "you will come back to the page" needs one).
 */
export function useReturnTo(): { next: string | null; reason: SignInReason | null } {
  const [searchParams] = useSearchParams();
  const next = returnPath(searchParams.get('next'));
  const reason = searchParams.get('reason');
  return { next, reason: next && isSignInReason(reason) ? reason : null };
}
