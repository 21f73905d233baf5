import { useMatches } from 'react-router';
import type { RouteHandle } from './navigation';

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle && Object.keys(handle).length > 0) return handle;
  }
  return {};
}
