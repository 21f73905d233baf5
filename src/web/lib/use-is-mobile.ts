import { useMediaQuery } from '@mantine/hooks';
import { Layout } from '../../shared/constants';

/**
 * "Mobile" in the spec: a window narrower than 630 px. Read during the first render (the app is drawn in
 * the browser only, never hydrated): read after it, every phone drew the top bar twice.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${Layout.mobileMaxWidthPx - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
}
