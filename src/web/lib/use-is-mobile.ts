import { useMediaQuery } from '@mantine/hooks';
import { Layout } from '../../shared/constants';

/** "Mobile" in the spec: a window narrower than 630 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${Layout.mobileMaxWidthPx - 0.02}px)`) ?? false;
}
