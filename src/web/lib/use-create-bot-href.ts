import { paths } from '../paths';
import { useSession } from './session-store';

/**
 * Where "Crear mi bot" leads (issue 38): the new-bot form when signed in; else the sign-up, carrying the form
 * as where to continue, so that the person lands on it after activating and signing in.
 */
export function useCreateBotHref(): string {
  const session = useSession();
  return session.status === 'anonymous' ? paths.signUp(paths.newBot()) : paths.newBot();
}
