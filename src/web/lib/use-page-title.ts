import { useEffect } from 'react';
import { appConfig } from './app-config';

/**
 * Names the browser tab "{title} | {app}" while the component is on screen, and gives the app's own name
 * back when it leaves. Undefined leaves the tab alone: a page named by its data (a bot, a profile) sets its
 * own once that data is in.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const { appName } = appConfig();
    document.title = `${title} | ${appName}`;
    return () => {
      document.title = appName;
    };
  }, [title]);
}
