import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { Layout } from '../shared/constants';
import { msg } from '../shared/messages.es';

/**
 * Mantine's palette with darker shades 6–9 (same hue) for the colours whose text and filled buttons fell
 * short of WCAG AA on white (issue 38 item 12): green-8 text was 3.4:1, teal-8 3.9:1, white on green-7 2.7:1.
 * Now every shade from 6 up is at least 4.5:1 on white, and shade 9 (the "light" variant's text) at least
 * 4.5:1 on shade 1 (its background). Shades 0–5 (backgrounds, borders) stay Mantine's. theme.test.ts checks.
 */
function accessible(
  name: 'red' | 'orange' | 'yellow' | 'lime' | 'green' | 'teal' | 'cyan' | 'blue',
  dark: [string, string, string, string],
): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5] = DEFAULT_THEME.colors[name];
  return [c0, c1, c2, c3, c4, c5, ...dark];
}

export const accessibleColors = {
  red: accessible('red', ['#e03131', '#da1111', '#c31d1d', '#a92323']),
  orange: accessible('orange', ['#be5702', '#b84d05', '#ac4209', '#9e340b']),
  yellow: accessible('yellow', ['#9a6c03', '#976200', '#925500', '#884600']),
  lime: accessible('lime', ['#538013', '#4d7a0f', '#436e0a', '#3e6309']),
  green: accessible('green', ['#2c853c', '#277d36', '#227231', '#1f652d']),
  teal: accessible('teal', ['#0d8460', '#097c5a', '#077151', '#066448']),
  cyan: accessible('cyan', ['#107f8f', '#0d7788', '#0a6e7f', '#096070']),
  blue: accessible('blue', ['#1777ca', '#1970bf', '#1665ae', '#155a99']),
};

const overlayDefaults = {
  closeButtonProps: { 'aria-label': msg.dialogs.close },
  attributes: { header: { role: 'presentation' } },
};

export const theme = createTheme({
  colors: accessibleColors,
  primaryColor: 'indigo',
  // Shade 7, not Mantine's 6: white on indigo-6 and indigo-6 on white fall short of WCAG AA (4.3:1); 7 passes.
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Every × has a name a screen reader says (issue 38 item 12); a dialog or drawer may name it better
  // (the drawers say which menu). A dialog's <header> is not the page's banner: it gets no landmark role.
  // Plain objects, not Modal.extend(): the theme is in the first download.
  components: {
    Modal: { defaultProps: overlayDefaults },
    Drawer: { defaultProps: overlayDefaults },
    Alert: { defaultProps: { closeButtonLabel: msg.dialogs.closeNotice } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': msg.dialogs.closeNotice } } },
  },
  breakpoints: {
    xs: '30em',
    // "Mobile" in the spec is a window under 630 px.
    sm: `${Layout.mobileMaxWidthPx / 16}em`,
    md: '62em',
    lg: '75em',
    xl: '88em',
  },
});

/**
 * Mantine's "dimmed" text is gray-6, 3.3:1 on white: below WCAG AA for the small print it is used for
 * (bylines, counts, hints). Gray-7 reads as secondary and passes (8:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: {},
});
