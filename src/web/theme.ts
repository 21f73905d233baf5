import { createTheme } from '@mantine/core';
import { Layout } from '../shared/constants';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: {
    xs: '30em',
    // "Mobile" in the spec is a window under 630 px.
    sm: `${Layout.mobileMaxWidthPx / 16}em`,
    md: '62em',
    lg: '75em',
    xl: '88em',
  },
});
